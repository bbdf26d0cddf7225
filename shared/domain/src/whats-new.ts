/**
 * What's new: the release notes staff read at /whats-new (mf-whatsnew, issue 18). The API serves them newest first;
 * mf-whatsnew, which runs on its own React and shares no module with the shell, imports only the types.
 */
import './zod-config';
import { z } from 'zod';
import { listEnvelope } from './api';

export const releaseNoteSchema = z.object({
  /** The back office's release, e.g. '2026.11'. */
  version: z.string(),
  /** The day it reached staff (YYYY-MM-DD, the centre's calendar). */
  date: z.iso.date(),
  title: z.string(),
  /** One sentence per change, in the words staff use. */
  changes: z.array(z.string()),
  /** The screen to try it on, if there is one. */
  link: z.object({ label: z.string(), path: z.string() }).nullable(),
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;

export const releaseNotesResponseSchema = listEnvelope(releaseNoteSchema);
export type ReleaseNotesResponse = z.infer<typeof releaseNotesResponseSchema>;
