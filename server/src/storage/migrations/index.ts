import * as core from './001_core';
import * as teams from './002_teams';
import * as semsearch from './003_semsearch';
import * as edits from './004_edits';
import * as completions from './005_completions';
import * as accountQuotas from './006_account_quotas';
import * as clientEvents from './007_client_events';
import * as passwordResets from './008_password_resets';
import * as dropLoginAttempts from './009_drop_login_attempts';

/** One schema change; `up` is portable SQL, or one SQL text per dialect where they must differ. */
export interface Migration {
  version: number;
  name: string;
  up: string | { sqlite: string; postgres: string };
}

/** Versioned migrations, applied in order, each once. Append; never edit one that has shipped. */
export const MIGRATIONS: Migration[] = [
  { version: 1, name: 'core', up: core.up },
  { version: 2, name: 'teams', up: teams.up },
  { version: 3, name: 'semsearch', up: semsearch.up },
  { version: 4, name: 'edits', up: edits.up },
  { version: 5, name: 'completions', up: completions.up },
  { version: 6, name: 'account_quotas', up: accountQuotas.up },
  { version: 7, name: 'client_events', up: clientEvents.up },
  { version: 8, name: 'password_resets', up: passwordResets.up },
  { version: 9, name: 'drop_login_attempts', up: dropLoginAttempts.up },
];
