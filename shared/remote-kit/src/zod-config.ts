import { z } from 'zod';

/**
 * zod 4 compiles a fast path for object schemas with `new Function`, and first tests whether it may by calling
 * `new Function('')`. The page's content security policy (`script-src 'self'`) refuses it, so every signed-in page
 * logged a policy violation (Lighthouse's best practices: 96). Parsing without the compiled path is what the policy
 * leaves anyway; saying so up front removes the test. Set once for the shared zod, before any screen parses (the shell
 * renders AppProviders, or a remote's standalone harness does). The API, on Node, keeps the compiled path.
 */
z.config({ jitless: true });
