import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** Plans a subscription can carry, lowest first. */
export const TIERS = ['free', 'pro', 'enterprise'] as const;
export type Tier = (typeof TIERS)[number];

export interface User {
  id: string;
  email: string;
  is_superuser: number;
  email_confirmed: number;
  created_at: number;
  deleted_at: number | null;
}

/** Accounts and the subscriptions that set their plan. */
export class UserRepo {
  constructor(private readonly db: Db) {}

  /** Creates a user with an own subscription of `tier`. Emails are stored lower-cased. */
  async create(input: {
    email: string;
    tier?: Tier;
    superuser?: boolean;
    confirmed?: boolean;
  }): Promise<User> {
    const now = Date.now();
    const user: User = {
      id: randomUUID(),
      email: input.email.trim().toLowerCase(),
      is_superuser: input.superuser ? 1 : 0,
      email_confirmed: input.confirmed === false ? 0 : 1,
      created_at: now,
      deleted_at: null,
    };
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO users (id, email, is_superuser, email_confirmed, created_at) VALUES ($1, $2, $3, $4, $5)',
        [user.id, user.email, user.is_superuser, user.email_confirmed, now],
      );
      await tx.run(
        "INSERT INTO subscriptions (id, owner_type, owner_id, tier, starts_at) VALUES ($1, 'user', $2, $3, $4)",
        [randomUUID(), user.id, input.tier ?? 'free', now],
      );
    });
    return user;
  }

  async byEmail(email: string): Promise<User | undefined> {
    return this.db.get<User>('SELECT * FROM users WHERE email = $1 AND deleted_at IS NULL', [
      email.trim().toLowerCase(),
    ]);
  }

  async byId(id: string): Promise<User | undefined> {
    return this.db.get<User>('SELECT * FROM users WHERE id = $1 AND deleted_at IS NULL', [id]);
  }

  async count(): Promise<number> {
    const row = await this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM users');
    return Number(row?.n ?? 0);
  }

  /** The best active plan among the user's own subscription and those of their organizations and teams. */
  async tier(userId: string, now = Date.now()): Promise<Tier> {
    const rows = await this.db.all<{ tier: Tier }>(
      `SELECT tier FROM subscriptions
        WHERE ended_at IS NULL AND starts_at <= $2 AND (ends_at IS NULL OR ends_at > $2)
          AND ((owner_type = 'user' AND owner_id = $1)
            OR (owner_type = 'organization' AND owner_id IN
                 (SELECT organization_id FROM organization_members WHERE user_id = $1))
            OR (owner_type = 'team' AND owner_id IN
                 (SELECT team_id FROM team_users WHERE user_id = $1 AND deleted_at IS NULL)))`,
      [userId, now],
    );
    let best = 0;
    for (const r of rows) best = Math.max(best, TIERS.indexOf(r.tier));
    return TIERS[best] as Tier;
  }
}
