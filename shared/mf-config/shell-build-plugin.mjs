// @ts-check
import { JsonAssetPlugin } from './json-asset-plugin.mjs';

/** Beside the shell's index.html; the server reads it when it starts (api/src/plugins/security.ts). */
export const SHELL_BUILD_FILE = 'shell-build.json';

/**
 * Writes what the server must know of the shell it serves: whether this build accepts a remote override (a staging
 * shell, or one built for development). Only then does the server's content security policy let in the development
 * origins REMOTE_ORIGINS names (issue 21): a production shell's policy never names a developer's machine.
 */
export class ShellBuildPlugin extends JsonAssetPlugin {
  /** @param {{ remoteOverride: boolean }} info */
  constructor(info) {
    super(SHELL_BUILD_FILE, () => info);
  }
}
