import type { PreloadTarget } from '@backoffice/remote-kit/contract';

/**
 * Nothing to start early: the release notes are asked for with the token the parcel receives as a prop, and this remote
 * shares no query client with the shell. Exposed so that every remote keeps the same contract.
 */
export default function preload(_target: PreloadTarget): void {}
