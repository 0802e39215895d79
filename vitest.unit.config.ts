import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * `npm run test:unit`: the suites that need neither a browser nor PostgreSQL — everything outside
 * `e2e/`, with the storage suites on SQLite only (`MARGIN_SKIP_PG=1` drops their PostgreSQL runs).
 */
export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: ['e2e/**', '**/node_modules/**'],
      env: { MARGIN_SKIP_PG: '1' },
    },
  }),
);
