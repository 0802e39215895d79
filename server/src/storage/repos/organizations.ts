import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import type { Tier } from './users';

export type OrgRole = 'owner' | 'admin' | 'member';

/** Organizations, their members' roles and their subscriptions. */
export class OrganizationRepo {
  constructor(private readonly db: Db) {}

  /** Creates an organization owned by `ownerId` with a subscription of `tier`. */
  async create(input: { name: string; ownerId: string; tier?: Tier; seats?: number; endsAt?: number }) {
    const id = randomUUID();
    const now = Date.now();
    await this.db.transaction(async (tx) => {
      await tx.run('INSERT INTO organizations (id, name, created_at) VALUES ($1, $2, $3)', [
        id,
        input.name,
        now,
      ]);
      await tx.run(
        "INSERT INTO organization_members (organization_id, user_id, role, created_at) VALUES ($1, $2, 'owner', $3)",
        [id, input.ownerId, now],
      );
      await tx.run(
        "INSERT INTO subscriptions (id, owner_type, owner_id, tier, seats, starts_at, ends_at) VALUES ($1, 'organization', $2, $3, $4, $5, $6)",
        [randomUUID(), id, input.tier ?? 'enterprise', input.seats ?? null, now, input.endsAt ?? null],
      );
    });
    return { id };
  }

  async role(organizationId: string, userId: string): Promise<OrgRole | undefined> {
    const row = await this.db.get<{ role: OrgRole }>(
      'SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2',
      [organizationId, userId],
    );
    return row?.role;
  }

  async addMember(organizationId: string, userId: string, role: OrgRole): Promise<void> {
    await this.db.run(
      `INSERT INTO organization_members (organization_id, user_id, role, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (organization_id, user_id) DO UPDATE SET role = excluded.role`,
      [organizationId, userId, role, Date.now()],
    );
  }

  /** An organization by id. */
  async byId(id: string): Promise<{ id: string; name: string; settings: string } | undefined> {
    return this.db.get('SELECT id, name, settings FROM organizations WHERE id = $1', [id]);
  }

  /** The organization's best active subscription (teams copy it). */
  async subscription(organizationId: string, now = Date.now()) {
    const rows = await this.db.all<{ tier: Tier; seats: number | null; ends_at: number | null }>(
      `SELECT tier, seats, ends_at FROM subscriptions
        WHERE owner_type = 'organization' AND owner_id = $1 AND ended_at IS NULL AND starts_at <= $2
          AND (ends_at IS NULL OR ends_at > $2)`,
      [organizationId, now],
    );
    const rank = (t: Tier) => ['free', 'pro', 'enterprise'].indexOf(t);
    const best = rows.sort((a, b) => rank(b.tier) - rank(a.tier))[0];
    return (
      best && {
        tier: best.tier,
        seats: best.seats === null ? null : Number(best.seats),
        ends_at: best.ends_at,
      }
    );
  }

  /** The organizations a user belongs to, with their role. */
  async forUser(userId: string): Promise<{ id: string; name: string; role: OrgRole }[]> {
    return this.db.all(
      `SELECT o.id, o.name, m.role FROM organizations o JOIN organization_members m ON m.organization_id = o.id
        WHERE m.user_id = $1 ORDER BY o.created_at, o.id`,
      [userId],
    );
  }

  /** Grants or withdraws a member's access to the organization's suppressed emails; false if not a member. */
  async setSuppressedEmailsAccess(
    organizationId: string,
    userId: string,
    allowed: boolean,
  ): Promise<boolean> {
    const n = await this.db.run(
      'UPDATE organization_members SET suppressed_emails_access = $3 WHERE organization_id = $1 AND user_id = $2',
      [organizationId, userId, allowed ? 1 : 0],
    );
    return n > 0;
  }

  /** Whether a member was granted access to the organization's suppressed emails. */
  async hasSuppressedEmailsAccess(organizationId: string, userId: string): Promise<boolean> {
    const row = await this.db.get<{ a: number }>(
      'SELECT suppressed_emails_access AS a FROM organization_members WHERE organization_id = $1 AND user_id = $2',
      [organizationId, userId],
    );
    return Number(row?.a ?? 0) === 1;
  }
}
