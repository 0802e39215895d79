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
}
