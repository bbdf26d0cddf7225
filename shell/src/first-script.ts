// The shell's first script: the server writes its text into every page of the shell (api/src/plugins/first-script.ts),
// built on its own without the federation runtime (shell/build/first-script.mjs). It runs as the page is parsed, a
// round trip before main.js arrives, in time the page otherwise spends waiting (issue 20).
import { startFirstRequests, storedToken } from './first-requests';
import { warmDateFormattingWhenUseful } from './warm-date-formatting';

startFirstRequests();
warmDateFormattingWhenUseful(hasStoredSession());

function hasStoredSession(): boolean {
  try {
    return storedToken() !== null;
  } catch {
    // Storage refused (a browser's privacy setting): the session cannot start either; the sign-in form shows.
    return false;
  }
}
