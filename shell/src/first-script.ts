// The shell's first script: the server writes its text into every page of the shell (api/src/plugins/first-script.ts),
// built on its own without the federation runtime (shell/build/first-script.mjs). It runs as the page is parsed, a
// round trip before main.js arrives, in time the page otherwise spends waiting (issue 20).
import { startFirstRequests } from './first-requests';
import { warmDateFormatting } from './warm-date-formatting';

startFirstRequests();
warmDateFormatting();
