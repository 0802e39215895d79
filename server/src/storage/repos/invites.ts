import { randomUUID } from 'node:crypto';
import type { Db } from '../db';

/** An invite of an email address to a team. */
export interface InviteRow {
  id: string;
  team_id: string;
  email: string;
  permissions: string;
  invited_by: string | null;
  created_at: number;
  cancelled_at: number | null;
  accepted_at: number | null;
}

/** An outstanding invite with what is known of the invited address's account. */
export interface PendingInviteRow extends InviteRow {
  registered: number;
  confirmed: number;
}

/** An outstanding invite to an active team, with the team's name (for the invitee's dashboard). */
export interface InviteForEmailRow extends InviteRow {
  team_name: string;
}

const OUTSTANDING = 'i.cancelled_at IS NULL AND i.accepted_at IS NULL';

/** Team invites. An invite is outstanding until it is accepted or cancelled. Emails are lower-case. */
export class InviteRepo {
  constructor(private readonly db: Db) {}

  /** Records an outstanding invite. */
  create(input: NewInvite): Promise<InviteRow> {
    return insertInvite(this.db, input);
  }

  /** True when the team has an outstanding invite for the address. */
  async isOutstanding(teamId: string, email: string): Promise<boolean> {
    const row = await this.db.get(
      `SELECT id FROM invites i WHERE i.team_id = $1 AND i.email = $2 AND ${OUTSTANDING}`,
      [teamId, email],
    );
    return row !== undefined;
  }

  /** The team's outstanding invites, oldest first, with the invited account's state. */
  async pending(teamId: string): Promise<PendingInviteRow[]> {
    return this.db.all<PendingInviteRow>(
      `SELECT i.*, CASE WHEN u.id IS NULL THEN 0 ELSE 1 END AS registered, COALESCE(u.email_confirmed, 0) AS confirmed
         FROM invites i LEFT JOIN users u ON u.email = i.email AND u.deleted_at IS NULL
        WHERE i.team_id = $1 AND ${OUTSTANDING}
        ORDER BY i.created_at, i.email`,
      [teamId],
    );
  }

  /** Outstanding invites of an address to teams that still exist. */
  async forEmail(email: string): Promise<InviteForEmailRow[]> {
    return this.db.all<InviteForEmailRow>(
      `SELECT i.*, t.name AS team_name FROM invites i JOIN teams t ON t.id = i.team_id
        WHERE i.email = $1 AND ${OUTSTANDING} AND t.deleted_at IS NULL
        ORDER BY i.created_at`,
      [email],
    );
  }

  /** An invite by id. */
  async byId(id: string): Promise<InviteRow | undefined> {
    return this.db.get<InviteRow>('SELECT * FROM invites WHERE id = $1', [id]);
  }

  /** Cancels the outstanding invites of a team-email pair; returns how many there were. */
  async cancel(teamId: string, email: string): Promise<number> {
    return this.db.run(
      `UPDATE invites SET cancelled_at = $3 WHERE team_id = $1 AND email = $2 AND cancelled_at IS NULL AND accepted_at IS NULL`,
      [teamId, email, Date.now()],
    );
  }

  /** Cancels the outstanding invites of a team for many addresses at once; returns how many. */
  async cancelMany(teamId: string, emails: readonly string[]): Promise<number> {
    let n = 0;
    const now = Date.now();
    for (let i = 0; i < emails.length; i += 200) {
      const chunk = emails.slice(i, i + 200);
      const list = chunk.map((_, j) => `$${j + 3}`).join(', ');
      n += await this.db.run(
        `UPDATE invites SET cancelled_at = $2 WHERE team_id = $1 AND email IN (${list}) AND cancelled_at IS NULL AND accepted_at IS NULL`,
        [teamId, now, ...chunk],
      );
    }
    return n;
  }

  /** Marks every outstanding invite of a team-email pair accepted. */
  async markAccepted(teamId: string, email: string): Promise<number> {
    return this.db.run(
      `UPDATE invites SET accepted_at = $3 WHERE team_id = $1 AND email = $2 AND cancelled_at IS NULL AND accepted_at IS NULL`,
      [teamId, email, Date.now()],
    );
  }
}

/** What an invite records: the team, the address, who invited it and the flags it grants. */
export interface NewInvite {
  teamId: string;
  email: string;
  invitedBy: string;
  permissions?: string;
}

/** Inserts an outstanding invite on `db` (the repository's database, or a transaction's). */
export async function insertInvite(db: Db, input: NewInvite): Promise<InviteRow> {
  const row: InviteRow = {
    id: randomUUID(),
    team_id: input.teamId,
    email: input.email,
    permissions: input.permissions ?? '{}',
    invited_by: input.invitedBy,
    created_at: Date.now(),
    cancelled_at: null,
    accepted_at: null,
  };
  await db.run(
    'INSERT INTO invites (id, team_id, email, permissions, invited_by, created_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [row.id, row.team_id, row.email, row.permissions, row.invited_by, row.created_at],
  );
  return row;
}
