import { z } from 'zod';

/**
 * zod 4 compiles a fast path for object schemas with `new Function`, and tests whether it may when it builds its first
 * object schema, by calling `new Function('')`. The pages' content security policy (`script-src 'self'`) refuses that,
 * and the refusal is logged as a policy violation (Lighthouse's best practices: 96). The domain builds its schemas as
 * its modules load, and which of them a page loads first depends on whether the shell's app or a remote's preload runs
 * first: so every schema module imports this file before zod, and in a browser the test never runs. zod then parses
 * without the compiled path, which the policy leaves anyway; on Node the API keeps it.
 */
if ('window' in globalThis) z.config({ jitless: true });
