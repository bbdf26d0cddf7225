import { z } from 'zod';

/**
 * zod 4 compiles a fast path for object schemas with `new Function`, and first tests whether it may by calling
 * `new Function('')`. The page's content security policy (`script-src 'self'`) refuses it, so every signed-in page
 * logged a policy violation (Lighthouse's best practices: 96). Parsing without the compiled path is what the policy
 * leaves anyway; saying so up front removes the test. Set for the shared zod before a screen's own schemas are built
 * (the shell renders AppProviders, or a remote's standalone harness does); the domain's schema modules set it
 * themselves (shared/domain/src/zod-config.ts), as they may load first. The API, on Node, keeps the compiled path.
 */
z.config({ jitless: true });
