import { loadConfig, type ServerConfig } from '../../server/config';

/** The configuration every server test starts from (its own overrides on top). */
export const testConfig = (overrides: Partial<ServerConfig> = {}): ServerConfig => ({
  ...loadConfig({}),
  dataDir: '/nonexistent-test-data',
  staticDir: '/nonexistent-test-dist',
  loginSlowAfter: 100,
  // Filling airports and the other basic data takes seconds per app; tests that need it ask.
  seedReference: false,
  ...overrides,
});
