import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'shared/src/**/*.test.{ts,tsx}',
      'server/src/**/*.test.ts',
      'editor-plugin/src/**/*.test.ts',
      'extension/{lib,content,background}/**/*.test.ts',
      'scripts/**/*.test.ts',
      'e2e/**/*.test.ts',
    ],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Storage suites share one PostgreSQL server; files run in parallel but each uses its own schema.
    pool: 'forks',
  },
});
