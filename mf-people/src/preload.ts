import type { PreloadTarget } from '@backoffice/remote-kit';

/**
 * The remote-kit contract's `./preload`: the request this remote's first screen makes, started as the navigation
 * begins. The screens here are not built yet, so there is nothing to start; a built screen adds its first query
 * (see mf-orders/src/preload.ts).
 */
export default function preload(_target: PreloadTarget): void {}
