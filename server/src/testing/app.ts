import type { Hono } from 'hono';
import { createApp } from '../app';
import { type Config, loadConfig } from '../config';
import { createLogger } from '../log/logger';
import type { Tier } from '../storage/repos/users';
import { openSqliteTestStore, type TestStore } from './databases';

/** A real app over a fresh database, with a key per plan, for `app.request()` tests. */
export interface TestApp {
  app: Hono;
  store: TestStore;
  config: Config;
  keys: Record<Tier, string>;
  /** JSON request helper: `call('POST', '/api/v1/statistics', {key, text})`. */
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

/** Builds the app the server runs, on SQLite unless `open` gives another store. */
export async function createTestApp(
  env: Record<string, string> = {},
  open: () => Promise<TestStore> = openSqliteTestStore,
): Promise<TestApp> {
  const store = await open();
  // PATH only: where Apertium's executables are; every other setting comes from `env` or its default.
  const config = loadConfig({ LOG_LEVEL: 'silent', PATH: process.env.PATH, ...env });
  const app = createApp({ config, store, logger: createLogger('silent') });
  const keys = {} as Record<Tier, string>;
  for (const tier of ['free', 'pro', 'enterprise'] as const) {
    const user = await store.users.create({
      email: `${tier}-${Math.random().toString(36).slice(2)}@example.com`,
      tier,
    });
    keys[tier] = (await store.keys.create(user.id)).key;
  }
  return {
    app,
    store,
    config,
    keys,
    call: (method, path, body, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    close: () => store.destroy(),
  };
}
