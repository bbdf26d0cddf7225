// @ts-check
import { JsonAssetPlugin } from './json-asset-plugin.mjs';
import { providedVersions } from './shared.mjs';

/** Beside the shell's index.html: the version of every shared module it provides (scripts/site/contract.mjs reads it). */
export const SHARED_VERSIONS_FILE = 'shared-versions.json';

/**
 * Writes the versions the shell provides, so a remote's release can be checked against the shell that is deployed
 * (issue 18's contract check) without the shell's sources.
 */
export class SharedVersionsPlugin extends JsonAssetPlugin {
  /** @param {string} appDir */
  constructor(appDir) {
    super(SHARED_VERSIONS_FILE, () => providedVersions(appDir));
  }
}
