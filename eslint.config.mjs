import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { boundaries } from './scripts/lint/boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/coverage/**', 'api/drizzle/**', '**/test-results/**', 'scripts/lint/fixtures/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  { files: ['**/*.{ts,tsx,mjs}'], ...boundaries },
  {
    files: ['**/*.test.ts', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Command-line scripts report to the terminal.
    files: ['**/seed/**/main.ts', 'api/src/db/backup-cli.ts', 'scripts/**', 'bench/**'],
    rules: { 'no-console': 'off' },
  },
);
