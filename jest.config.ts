import type { Config } from 'jest';

// One project per package. TypeScript is compiled by swc (no type checking here: `pnpm typecheck` does that).
const swc = [
  '@swc/jest',
  {
    jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2023', transform: { react: { runtime: 'automatic' } } },
    module: { type: 'commonjs' },
  },
] as const;

const base = {
  transform: { '^.+\\.(t|j)sx?$': swc },
  // Some dependencies ship ES modules only; swc turns them into CommonJS for jest.
  transformIgnorePatterns: ['/node_modules/\\.pnpm/(?!(jose|@electric-sql|msw|@mswjs|until-async|rettime)[@+])'],
  testEnvironment: 'node',
};

const config: Config = {
  // PGlite start-up and argon2 hashing are slow on a loaded two-core machine; hooks get the same allowance as tests.
  // 30 s was too little on a slower machine of the same kind: a suite's set-up (its own database, migrated) took over
  // 30 s there while the rest of the suite ran beside it. A timeout only ends a test that hangs.
  testTimeout: 90_000,
  // On two cores jest runs every file, one after another, inside jest's own process, which kept what each file left
  // (its databases, its modules): 4.5 GB after the API suites, each file then slower than the one before (a set-up
  // that takes 8 s alone took over 30). With this limit the files run in a worker, replaced once over the limit.
  workerIdleMemoryLimit: '1GB',
  reporters: ['default', '<rootDir>/scripts/jest-summary-reporter.cjs'],
  projects: [
    {
      ...base,
      displayName: 'domain',
      rootDir: '<rootDir>/shared/domain',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
    },
    ...['shared/api-client', 'shared/session', 'shared/ui', 'shared/remote-kit', 'shell', 'mf-ops', 'mf-orders', 'mf-classes', 'mf-dashboard', 'mf-people'].map((dir) => ({
      ...base,
      displayName: dir.replace('shared/', ''),
      rootDir: `<rootDir>/${dir}`,
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      // jsdom with the platform's fetch, streams and URL, which MSW needs (plain jest-environment-jsdom hides them).
      testEnvironment: 'jest-fixed-jsdom',
      setupFilesAfterEnv: [
        `<rootDir>/${dir.startsWith('shared/') ? '../../' : '../'}scripts/jest-setup-dom.ts`,
        // Screen tests share one MSW server and sign-out between tests (remote-kit's test-utils).
        ...(dir.startsWith('shared/') ? [] : ['<rootDir>/../shared/remote-kit/src/test-setup.ts']),
      ],
      // The shell's build defines this flag (webpack DefinePlugin); tests run as a development build would.
      globals: { __ALLOW_REMOTE_OVERRIDE__: true },
    })),
    {
      ...base,
      // The remote on its own React 18 (issue 18): its files resolve react and react-dom to its own copies; it uses no
      // shell package at run time, so no screen-test set-up (that one renders with the shell's React).
      displayName: 'mf-whatsnew',
      rootDir: '<rootDir>/mf-whatsnew',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      testEnvironment: 'jest-fixed-jsdom',
      setupFilesAfterEnv: ['<rootDir>/../scripts/jest-setup-dom.ts'],
    },
    {
      ...base,
      // The repository's own tooling: the lint boundaries.
      displayName: 'tooling',
      rootDir: '<rootDir>/scripts',
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'api',
      rootDir: '<rootDir>/api',
      testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/test/**/*.test.ts'],
      // `*.pg.test.ts` exercise what only PostgreSQL has (connections to cut): they run under `pnpm test:pg` alone.
      testPathIgnorePatterns: ['/node_modules/', ...(process.env.DATABASE_URL ? [] : ['\\.pg\\.test\\.ts$'])],
      globalSetup: '<rootDir>/test/global-setup.ts',
      globalTeardown: '<rootDir>/test/global-teardown.ts',
    },
  ],
};

export default config;
