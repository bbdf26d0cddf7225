import type { App } from '../types';
import { getReleaseNotes } from './get-release-notes';

/** What's new: the release notes staff read at /whats-new (mf-whatsnew, issue 18). */
export async function whatsNewRoutes(app: App) {
  getReleaseNotes(app);
}
