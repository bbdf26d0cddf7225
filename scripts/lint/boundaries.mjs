// The import boundaries the code keeps (issue 22), as lint rules rather than habits:
// - a remote's feature folders do not import one another: what two features share lives in the
//   remote's `src/shared`, and screens are composed in `routes.tsx`;
// - apps (the shell, the remotes, the API) do not import one another;
// - nobody reaches into a shared package by a relative path: `@backoffice/<name>` and its declared subpaths only;
// - the domain is imported module by module (`@backoffice/domain/orders`), never by its root;
// - no import cycles.
// Paths are resolved without following symlinks, so `@backoffice/ui` resolves into node_modules and only a relative
// path into `shared/ui` counts as reaching into the package.
import { readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = join(import.meta.dirname, '../..');
const dirs = (path) =>
  existsSync(join(root, path))
    ? readdirSync(join(root, path), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const apps = ['shell', 'api', ...dirs('.').filter((name) => name.startsWith('mf-'))];
const packages = dirs('shared').map((name) => `shared/${name}`);

const featureZones = apps
  .filter((app) => app.startsWith('mf-'))
  .flatMap((app) =>
  dirs(`${app}/src/features`).map((feature) => ({
    target: `./${app}/src/features/${feature}`,
    from: `./${app}/src/features`,
    except: [`./${feature}`],
    message: 'Feature folders do not import one another: move what both need to src/shared, compose them in routes.tsx.',
  })),
);

const appZones = apps.map((app) => ({
  target: [...apps.filter((other) => other !== app).map((other) => `./${other}`), ...packages.map((pkg) => `./${pkg}`)],
  from: `./${app}`,
  message: 'Apps do not import one another, and shared packages import no app: share through a package in shared/.',
}));

const packageZones = packages.map((pkg) => ({
  target: [...apps, ...packages.filter((other) => other !== pkg), 'e2e', 'bench', 'scripts'].map((path) => `./${path}`),
  from: `./${pkg}`,
  message: `Import ${pkg.replace('shared/', '@backoffice/')} by its name and declared subpaths, not by a path into its files.`,
}));

export const boundaries = {
  plugins: { 'import-x': importX },
  settings: {
    // Read TypeScript dependencies with TypeScript's parser (no-cycle follows them).
    'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
    'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
    'import-x/resolver-next': [
      createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], symlinks: false, conditionNames: ['import', 'default'] }),
    ],
  },
  rules: {
    'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...featureZones, ...appZones, ...packageZones] }],
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'no-restricted-imports': [
      'error',
      {
        // The domain's root runs every module of the package, some 1,700 zod schemas, before the importing screen can
        // render; a module's subpath runs that module and what it imports (issue 20).
        paths: [{ name: '@backoffice/domain', message: 'Import the module that declares it: @backoffice/domain/orders, /records, /time...' }],
        patterns: [{ group: ['@backoffice/*/src', '@backoffice/*/src/**'], message: 'Import the package by its declared subpaths.' }],
      },
    ],
  },
};
