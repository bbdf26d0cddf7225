import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { releaseNotesResponseSchema } from '@backoffice/domain/whats-new';
import { listReleaseNotes } from '../../services/whats-new/release-notes';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getReleaseNotes(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.releaseNotes),
    // /whats-new is open to every signed-in role (OPEN_PATHS): whoever may open the page may read its notes.
    config: { access: { anyOf: [{ path: PATHS.whatsNew }] } },
    schema: {
      tags: ['whats-new'],
      summary: "The back office's release notes (What's new)",
      description: 'What changed in the back office, newest release first; `count` is how many releases there are.',
      response: { 200: releaseNotesResponseSchema },
    },
    handler: async () => listReleaseNotes(),
  });
}
