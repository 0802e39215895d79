import { type Db, openDb } from './db';
import { migrate } from './migrate';
import { ResultCache } from './repos/cache';
import { FeedbackRepo } from './repos/feedback';
import { KeyRepo } from './repos/keys';
import { OrganizationRepo } from './repos/organizations';
import { QuotaLedger } from './repos/usage';
import { UserRepo } from './repos/users';

/** Every repository over one database. */
export interface Store {
  db: Db;
  users: UserRepo;
  keys: KeyRepo;
  organizations: OrganizationRepo;
  quota: QuotaLedger;
  cache: ResultCache;
  feedback: FeedbackRepo;
  close(): Promise<void>;
}

/** Wraps an open database in the repositories. */
export function createStore(db: Db): Store {
  return {
    db,
    users: new UserRepo(db),
    keys: new KeyRepo(db),
    organizations: new OrganizationRepo(db),
    quota: new QuotaLedger(db),
    cache: new ResultCache(db),
    feedback: new FeedbackRepo(db),
    close: () => db.close(),
  };
}

/** Opens and migrates the database a URL names. */
export async function openStore(url: string): Promise<Store> {
  const db = await openDb(url);
  await migrate(db);
  return createStore(db);
}
