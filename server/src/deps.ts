import type { Config } from './config';
import type { Logger } from './log/logger';
import type { Readiness } from './services/readiness';
import type { Store } from './storage/store';

/** What every route needs: configuration, storage and logging. Engines load lazily inside handlers. */
export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
  /** The operator's plaintext key, when known (the playground uses it on loopback only). */
  operatorKey?: string;
  /** Readiness of this instance; main.ts keeps it to start draining on SIGTERM. @default the standard checks */
  readiness?: Readiness;
}
