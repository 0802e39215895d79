import { metrics } from '../metrics';
import { countQueries } from '../metrics/db';
import { type Db, openDb } from './db';
import { migrate } from './migrate';
import { AccountLanguageRepo } from './repos/account-language';
import { AccountRepo } from './repos/accounts';
import { ResultCache } from './repos/cache';
import { ClientEventRepo } from './repos/client-events';
import { CompletionRepo } from './repos/completions';
import { CustomisationRepo } from './repos/customisation';
import { IssuedEditRepo } from './repos/edits';
import { FeedbackRepo } from './repos/feedback';
import { InviteRepo } from './repos/invites';
import { KeyRepo } from './repos/keys';
import { OrganizationRepo } from './repos/organizations';
import { OutboxRepo, SuppressedEmailRepo } from './repos/outbox';
import { PasswordResetRepo } from './repos/password-resets';
import { SemsearchRepo } from './repos/semsearch';
import { TeamSettingsRepo } from './repos/team-settings';
import { TeamRepo } from './repos/teams';
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
  completions: CompletionRepo;
  semsearch: SemsearchRepo;
  issuedEdits: IssuedEditRepo;
  customisation: CustomisationRepo;
  teams: TeamRepo;
  invites: InviteRepo;
  teamSettings: TeamSettingsRepo;
  outbox: OutboxRepo;
  suppressedEmails: SuppressedEmailRepo;
  accounts: AccountRepo;
  passwordResets: PasswordResetRepo;
  /** Each account's default lang and variety (dashboard). */
  accountLanguage: AccountLanguageRepo;
  /** SDK events and tone feedback (usage data, no text). */
  clientEvents: ClientEventRepo;
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
    completions: new CompletionRepo(db),
    semsearch: new SemsearchRepo(db),
    issuedEdits: new IssuedEditRepo(db),
    customisation: new CustomisationRepo(db),
    teams: new TeamRepo(db),
    invites: new InviteRepo(db),
    teamSettings: new TeamSettingsRepo(db),
    outbox: new OutboxRepo(db),
    suppressedEmails: new SuppressedEmailRepo(db),
    accounts: new AccountRepo(db),
    passwordResets: new PasswordResetRepo(db),
    accountLanguage: new AccountLanguageRepo(db),
    clientEvents: new ClientEventRepo(db),
    close: () => db.close(),
  };
}

/** Opens and migrates the database a URL names. */
export async function openStore(url: string): Promise<Store> {
  // Round trips are counted for /metrics and the scale benchmark.
  const db = countQueries(await openDb(url), metrics.dbQueries);
  await migrate(db);
  return createStore(db);
}
