import { ENDPOINTS } from '@backoffice/domain/endpoints';
import type { ReleaseNotesResponse } from '@backoffice/domain/whats-new';

/**
 * GET /whats-new with the session's token. Plain fetch: this remote shares no API client with the shell (it runs on its
 * own React and takes nothing from the shell's share scope), so the token and the API's base come in as props.
 */
export async function getReleaseNotes(apiBase: string, token: string | null, signal?: AbortSignal): Promise<ReleaseNotesResponse> {
  const response = await fetch(`${apiBase.replace(/\/+$/, '')}${ENDPOINTS.releaseNotes.path}`, {
    headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    signal,
  });
  if (!response.ok) throw new ReleaseNotesError(response.status);
  return (await response.json()) as ReleaseNotesResponse;
}

/** The API refused the release notes; `status` 401 means the session was not accepted (WhatsNewPage asks the shell). */
export class ReleaseNotesError extends Error {
  constructor(readonly status: number) {
    super(`The release notes could not be loaded (${status}).`);
    this.name = 'ReleaseNotesError';
  }
}
