import { randomUUID } from 'node:crypto';
import type { Db } from '../db';
import { insertInvite, type NewInvite } from './invites';
import type { Tier } from './users';

/** A team row; `deleted_at` set once the team has ended. */
export interface TeamRow {
  id: string;
  organization_id: string | null;
  name: string;
  settings: string;
  created_at: number;
  deleted_at: number | null;
}

/** Role and permission flags of a team membership (0/1 in storage). */
export interface TeamFlags {
  is_admin: boolean;
  is_manager: boolean;
  edit_permission: boolean;
  inspect_permission: boolean;
}

export const FLAG_NAMES = ['is_admin', 'is_manager', 'edit_permission', 'inspect_permission'] as const;

/** An active membership joined with the member's login email. */
export interface TeamUserRow {
  id: string;
  team_id: string;
  user_id: string;
  login_email: string;
  is_admin: number;
  is_manager: number;
  edit_permission: number;
  inspect_permission: number;
  created_at: number;
  updated_at: number;
}

const MEMBER_COLUMNS = `tu.id, tu.team_id, tu.user_id, u.email AS login_email, tu.is_admin, tu.is_manager,
  tu.edit_permission, tu.inspect_permission, tu.created_at, tu.updated_at`;

const bit = (b: boolean | undefined) => (b ? 1 : 0);

/** What a seat is taken for: an outstanding invite, or a membership added without one. */
export type SeatClaim =
  | { invite: Omit<NewInvite, 'teamId'> }
  | { member: { userId: string; flags: Partial<TeamFlags> } };

/** Teams, their memberships and their subscriptions. Deletion is soft: rows stay for the record. */
export class TeamRepo {
  constructor(private readonly db: Db) {}

  /**
   * Creates a team in one transaction: the team (with the organization's settings), a team
   * subscription copied from the organization's, and the creator as team admin.
   */
  async create(input: {
    organizationId: string;
    name: string;
    creatorId: string;
    settings: string;
    subscription: { tier: Tier; seats: number | null; endsAt: number | null };
  }): Promise<TeamRow> {
    const now = Date.now();
    const team: TeamRow = {
      id: randomUUID(),
      organization_id: input.organizationId,
      name: input.name,
      settings: input.settings,
      created_at: now,
      deleted_at: null,
    };
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO teams (id, organization_id, name, settings, created_at) VALUES ($1, $2, $3, $4, $5)',
        [team.id, team.organization_id, team.name, team.settings, now],
      );
      await tx.run(
        "INSERT INTO subscriptions (id, owner_type, owner_id, tier, seats, starts_at, ends_at) VALUES ($1, 'team', $2, $3, $4, $5, $6)",
        [
          randomUUID(),
          team.id,
          input.subscription.tier,
          input.subscription.seats,
          now,
          input.subscription.endsAt,
        ],
      );
      await tx.run(
        `INSERT INTO team_users (id, team_id, user_id, is_admin, created_at, updated_at)
         VALUES ($1, $2, $3, 1, $4, $4)`,
        [randomUUID(), team.id, input.creatorId, now],
      );
    });
    return team;
  }

  /** A team by id, ended or not. */
  async byId(id: string): Promise<TeamRow | undefined> {
    return this.db.get<TeamRow>('SELECT * FROM teams WHERE id = $1', [id]);
  }

  /** Active teams the user is an active member of, oldest first. */
  async listForUser(userId: string): Promise<TeamRow[]> {
    return this.db.all<TeamRow>(
      `SELECT t.* FROM teams t JOIN team_users tu ON tu.team_id = t.id
        WHERE tu.user_id = $1 AND tu.deleted_at IS NULL AND t.deleted_at IS NULL
        ORDER BY t.created_at, t.id`,
      [userId],
    );
  }

  /** Active teams of an organization. */
  async listForOrganization(organizationId: string): Promise<TeamRow[]> {
    return this.db.all<TeamRow>(
      'SELECT * FROM teams WHERE organization_id = $1 AND deleted_at IS NULL ORDER BY created_at, id',
      [organizationId],
    );
  }

  /** The user's active membership of a team, if any. */
  async membership(teamId: string, userId: string): Promise<TeamUserRow | undefined> {
    return this.db.get<TeamUserRow>(
      `SELECT ${MEMBER_COLUMNS} FROM team_users tu JOIN users u ON u.id = tu.user_id
        WHERE tu.team_id = $1 AND tu.user_id = $2 AND tu.deleted_at IS NULL`,
      [teamId, userId],
    );
  }

  /** Active members of a team, oldest first. */
  async members(teamId: string): Promise<TeamUserRow[]> {
    return this.db.all<TeamUserRow>(
      `SELECT ${MEMBER_COLUMNS} FROM team_users tu JOIN users u ON u.id = tu.user_id
        WHERE tu.team_id = $1 AND tu.deleted_at IS NULL ORDER BY tu.created_at, u.email`,
      [teamId],
    );
  }

  /** An active membership by its id. */
  async teamUser(id: string): Promise<TeamUserRow | undefined> {
    return this.db.get<TeamUserRow>(
      `SELECT ${MEMBER_COLUMNS} FROM team_users tu JOIN users u ON u.id = tu.user_id
        WHERE tu.id = $1 AND tu.deleted_at IS NULL`,
      [id],
    );
  }

  /** Adds a user to a team; returns the existing membership instead when there is one. */
  async addMember(teamId: string, userId: string, flags: Partial<TeamFlags> = {}): Promise<TeamUserRow> {
    await this.db.transaction(async (tx) => {
      const existing = await tx.get(
        'SELECT id FROM team_users WHERE team_id = $1 AND user_id = $2 AND deleted_at IS NULL',
        [teamId, userId],
      );
      if (existing) return;
      await insertMember(tx, teamId, userId, flags, Date.now());
    });
    const row = await this.membership(teamId, userId);
    if (!row) throw new Error('team membership vanished after insert');
    return row;
  }

  /**
   * Locks the team's active admin rows until the transaction ends and returns their membership ids.
   * Every change that can take admin rights away runs this first, so two admins demoting or removing
   * each other at the same moment are serialised and the second sees the first's change. PostgreSQL:
   * `FOR UPDATE` in id order (a fixed order, so two lockers cannot deadlock); after waiting, a locked
   * row is re-read, so an admin demoted meanwhile is no longer counted. SQLite: transactions there
   * already hold the write lock.
   */
  private async lockAdmins(tx: Db, teamId: string): Promise<Set<string>> {
    const forUpdate = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
    const rows = await tx.all<{ id: string }>(
      `SELECT id FROM team_users WHERE team_id = $1 AND is_admin = 1 AND deleted_at IS NULL ORDER BY id${forUpdate}`,
      [teamId],
    );
    return new Set(rows.map((r) => r.id));
  }

  /**
   * Sets the given flags of a team's membership (others unchanged): `not_found` unless it is active
   * in that team, `last_admin` (nothing changed) when it would leave the team without an admin,
   * `forbidden` when `actingAdmin` (the actor's membership) is no longer an admin once the admin rows
   * are locked — an admin demoted by another admin a moment earlier cannot still act.
   */
  async updateMember(
    teamId: string,
    id: string,
    flags: Partial<TeamFlags>,
    actingAdmin: string,
  ): Promise<'updated' | 'not_found' | 'last_admin' | 'forbidden'> {
    const sets: string[] = [];
    const params: (string | number)[] = [id, Date.now(), teamId];
    for (const name of FLAG_NAMES) {
      const v = flags[name];
      if (v === undefined) continue;
      params.push(bit(v));
      sets.push(`${name} = $${params.length}`);
    }
    return this.db.transaction(async (tx) => {
      const admins = await this.lockAdmins(tx, teamId);
      if (!admins.has(actingAdmin)) return 'forbidden' as const;
      if (flags.is_admin === false && admins.has(id) && admins.size === 1) return 'last_admin' as const;
      const n = await tx.run(
        `UPDATE team_users SET ${[...sets, 'updated_at = $2'].join(', ')} WHERE id = $1 AND team_id = $3 AND deleted_at IS NULL`,
        params,
      );
      return n > 0 ? ('updated' as const) : ('not_found' as const);
    });
  }

  /**
   * Marks a team's memberships deleted; returns how many were active, `last_admin` (nothing removed)
   * when it would leave the team without an admin, or `forbidden` when `actingAdmin` is no longer
   * an admin once the admin rows are locked.
   */
  async removeMembers(
    teamId: string,
    ids: readonly string[],
    actingAdmin: string,
  ): Promise<number | 'last_admin' | 'forbidden'> {
    if (ids.length === 0) return 0;
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const admins = await this.lockAdmins(tx, teamId);
      if (!admins.has(actingAdmin)) return 'forbidden' as const;
      const removed = new Set(ids);
      if (admins.size > 0 && [...admins].every((a) => removed.has(a))) return 'last_admin' as const;
      let n = 0;
      for (const id of removed) {
        n += await tx.run(
          'UPDATE team_users SET deleted_at = $2, updated_at = $2 WHERE id = $1 AND team_id = $3 AND deleted_at IS NULL',
          [id, now, teamId],
        );
      }
      return n;
    });
  }

  /** Active admins of a team. */
  async adminCount(teamId: string): Promise<number> {
    const row = await this.db.get<{ n: number }>(
      'SELECT COUNT(*) AS n FROM team_users WHERE team_id = $1 AND is_admin = 1 AND deleted_at IS NULL',
      [teamId],
    );
    return Number(row?.n ?? 0);
  }

  /** Active members plus outstanding invites: the seats a team uses. */
  seatsUsed(teamId: string): Promise<number> {
    return seatsUsed(this.db, teamId);
  }

  /** The team's active subscription, if any. */
  subscription(teamId: string, now = Date.now()) {
    return activeSubscription(this.db, teamId, now);
  }

  /**
   * Takes one of the team's seats for a new outstanding invite or a new membership: in one
   * transaction holding the team's row (PostgreSQL `SELECT … FOR UPDATE`; SQLite transactions hold
   * the write lock), counts the seats in use and inserts the row only when one is free (or the
   * subscription sets no seat limit). Two invites racing for the last seat are serialised, and the
   * second finds it taken. `no_team` when the team has ended; nothing is inserted unless `claimed`.
   */
  async claimSeat(teamId: string, claim: SeatClaim): Promise<'claimed' | 'no_seat' | 'no_team'> {
    return this.db.transaction(async (tx) => {
      const forUpdate = tx.dialect === 'postgres' ? ' FOR UPDATE' : '';
      const team = await tx.get('SELECT id FROM teams WHERE id = $1 AND deleted_at IS NULL' + forUpdate, [
        teamId,
      ]);
      if (!team) return 'no_team';
      const seats = (await activeSubscription(tx, teamId, Date.now()))?.seats ?? null;
      if (seats !== null && (await seatsUsed(tx, teamId)) >= seats) return 'no_seat';
      if ('invite' in claim) await insertInvite(tx, { ...claim.invite, teamId });
      else await insertMember(tx, teamId, claim.member.userId, claim.member.flags, Date.now());
      return 'claimed';
    });
  }

  /**
   * Ends a team in one transaction: the team and its memberships are marked deleted, outstanding
   * invites cancelled and team subscriptions ended. Returns false if it had already ended.
   */
  async end(teamId: string): Promise<boolean> {
    const now = Date.now();
    return this.db.transaction(async (tx) => {
      const n = await tx.run('UPDATE teams SET deleted_at = $2 WHERE id = $1 AND deleted_at IS NULL', [
        teamId,
        now,
      ]);
      if (n === 0) return false;
      await tx.run(
        'UPDATE team_users SET deleted_at = $2, updated_at = $2 WHERE team_id = $1 AND deleted_at IS NULL',
        [teamId, now],
      );
      await tx.run(
        'UPDATE invites SET cancelled_at = $2 WHERE team_id = $1 AND cancelled_at IS NULL AND accepted_at IS NULL',
        [teamId, now],
      );
      await tx.run(
        "UPDATE subscriptions SET ended_at = $2 WHERE owner_type = 'team' AND owner_id = $1 AND ended_at IS NULL",
        [teamId, now],
      );
      return true;
    });
  }
}

async function insertMember(
  db: Db,
  teamId: string,
  userId: string,
  flags: Partial<TeamFlags>,
  now: number,
): Promise<void> {
  await db.run(
    `INSERT INTO team_users (id, team_id, user_id, is_admin, is_manager, edit_permission, inspect_permission, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
    [
      randomUUID(),
      teamId,
      userId,
      bit(flags.is_admin),
      bit(flags.is_manager),
      bit(flags.edit_permission),
      bit(flags.inspect_permission),
      now,
    ],
  );
}

async function seatsUsed(db: Db, teamId: string): Promise<number> {
  const row = await db.get<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM team_users WHERE team_id = $1 AND deleted_at IS NULL)
          + (SELECT COUNT(*) FROM invites WHERE team_id = $1 AND cancelled_at IS NULL AND accepted_at IS NULL) AS n`,
    [teamId],
  );
  return Number(row?.n ?? 0);
}

async function activeSubscription(db: Db, teamId: string, now: number) {
  const row = await db.get<{ tier: Tier; seats: number | null; ends_at: number | null }>(
    `SELECT tier, seats, ends_at FROM subscriptions
      WHERE owner_type = 'team' AND owner_id = $1 AND ended_at IS NULL AND starts_at <= $2
        AND (ends_at IS NULL OR ends_at > $2)
      ORDER BY starts_at DESC LIMIT 1`,
    [teamId, now],
  );
  return (
    row && { tier: row.tier, seats: row.seats === null ? null : Number(row.seats), ends_at: row.ends_at }
  );
}
