// @ts-check
/**
 * Webpack loader for zod's `v4/locales/index.js`: the index re-exports every language's error messages (about 165 KB
 * of the 363 KB zod chunk every signed-in page downloads, because a shared module is shared whole), while we only ever
 * use English, which zod installs itself from `locales/en.js`. `z.locales` keeps `en` and drops the rest.
 * @returns {string}
 */
module.exports = function zodEnglishOnly() {
  return 'export { default as en } from "./en.js";\n';
};
