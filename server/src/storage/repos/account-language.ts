import type { Db } from '../db';

/** The language defaults an account sets on its dashboard; Edits and Spellcheck use them when a request omits them. */
export interface AccountLanguage {
  lang?: string;
  variety?: string;
}

/** Reads and writes `lang`/`variety` inside the account's `users.settings` JSON document. */
export class AccountLanguageRepo {
  constructor(private readonly db: Db) {}

  /** The account's defaults; empty when it set none (or its settings document is unreadable). */
  async get(userId: string): Promise<AccountLanguage> {
    const row = await this.db.get<{ settings: string }>('SELECT settings FROM users WHERE id = $1', [userId]);
    return accountLanguageOf(row?.settings);
  }

  /** Sets (a string) or clears (null) each given default; other settings keys are kept. */
  async set(userId: string, change: { lang?: string | null; variety?: string | null }): Promise<void> {
    await this.db.transaction(async (tx) => {
      const row = await tx.get<{ settings: string }>('SELECT settings FROM users WHERE id = $1', [userId]);
      const settings = parse(row?.settings);
      for (const k of ['lang', 'variety'] as const) {
        if (change[k] === null) delete settings[k];
        else if (change[k] !== undefined) settings[k] = change[k];
      }
      await tx.run('UPDATE users SET settings = $1 WHERE id = $2', [JSON.stringify(settings), userId]);
    });
  }
}

/**
 * The language defaults in a `users.settings` document; empty when it sets none or is unreadable.
 * Key authentication reads the document in its own query, so a request needs no second read.
 */
export function accountLanguageOf(settingsJson: string | null | undefined): AccountLanguage {
  const settings = parse(settingsJson ?? undefined);
  const out: AccountLanguage = {};
  if (typeof settings.lang === 'string') out.lang = settings.lang;
  if (typeof settings.variety === 'string') out.variety = settings.variety;
  return out;
}

function parse(json: string | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
