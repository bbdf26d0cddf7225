import { loadConfig } from '../src/config';

// The environment the API reads at start (README, "Configuration"); here only what a test can check without a server.
const base = { JWT_SECRET: 'config-test-secret-config-test-secret-0123', DATA_DIR: '/nonexistent-config-test' };

describe('loadConfig', () => {
  it('keeps 10 connections in each PostgreSQL pool unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(loadConfig(base).databasePoolSize).toBe(10);
    expect(loadConfig({ ...base, DATABASE_POOL_SIZE: '4' }).databasePoolSize).toBe(4);
  });

  it.each(['0', '-1', '2.5', 'many', '101'])('refuses DATABASE_POOL_SIZE=%s', (value) => {
    expect(() => loadConfig({ ...base, DATABASE_POOL_SIZE: value })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
