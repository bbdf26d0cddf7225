import type { FirstResponses } from '@backoffice/api-client';

/** The element the server writes into a screen's page (api/src/plugins/first-requests.ts): the GETs it starts with. */
export const FIRST_REQUESTS_ELEMENT_ID = 'first-requests';
/** Where the session keeps its token (@backoffice/session's TOKEN_STORAGE_KEY; this file may import no package). */
export const STORED_TOKEN_KEY = 'backoffice.token';

/**
 * A signed-in load's first GETs (the session's check, the screen's list), sent before anything else runs (issue 20).
 * The server names them in the page for the path asked for; with a stored token they go out now, from the shell's
 * first script, while the libraries download, and the API client takes their answers (first-responses.ts in
 * @backoffice/api-client). Without a token, or with a page that names none, nothing is sent: the app asks as usual.
 * No package is imported here: a shared module is loaded only after the federation runtime has settled.
 */
export function startFirstRequests(): void {
  try {
    const urls = namedUrls();
    const token = storedToken();
    if (urls.length === 0 || token === null) return;
    const authorization = `Bearer ${token}`;
    const responses: FirstResponses['responses'] = new Map();
    for (const url of urls) {
      const response = fetch(new URL(url, window.location.href), { headers: { Accept: 'application/json', Authorization: authorization } });
      // Maybe never taken (the token was refused, the screen asked for something else): not an unhandled failure.
      response.catch(() => undefined);
      responses.set(url, response);
    }
    window.backofficeFirstResponses = { authorization, responses };
  } catch (error) {
    // Only an optimisation: the app sends its requests itself.
    console.error('Could not start the first requests', error);
  }
}

/** The page's list: URLs on this origin only, so the token never leaves it. */
function namedUrls(): string[] {
  const text = document.getElementById(FIRST_REQUESTS_ELEMENT_ID)?.textContent;
  if (!text) return [];
  const value: unknown = JSON.parse(text);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (url): url is string => typeof url === 'string' && new URL(url, window.location.href).origin === window.location.origin,
  );
}

/**
 * The stored token, read as the session reads it (`{ "token": "...", "expiresAt": "..." }`), or null: a value the
 * session cannot read either (an older format, a hand edit) is its to drop, quietly.
 */
export function storedToken(): string | null {
  const raw = window.localStorage.getItem(STORED_TOKEN_KEY);
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  const token = typeof value === 'object' && value !== null ? (value as { token?: unknown }).token : undefined;
  return typeof token === 'string' && token !== '' ? token : null;
}
