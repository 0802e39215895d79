import type { PendingUser, TeamUser } from '@margin/shared/contract';
import type { z } from 'zod';
import type { PendingInviteRow } from '../storage/repos/invites';
import { FLAG_NAMES, type TeamUserRow } from '../storage/repos/teams';

/** Epoch milliseconds as an HTTP-date, e.g. `Tue, 04 Mar 2025 10:15:00 GMT` (API.md "Team User"). */
export function httpDate(ms: number): string {
  return new Date(Number(ms)).toUTCString();
}

/** A membership in the wire shape. */
export function toTeamUser(row: TeamUserRow): z.input<typeof TeamUser> {
  return {
    id: row.id,
    login_email: row.login_email,
    is_admin: Boolean(Number(row.is_admin)),
    is_manager: Boolean(Number(row.is_manager)),
    edit_permission: Boolean(Number(row.edit_permission)),
    inspect_permission: Boolean(Number(row.inspect_permission)),
    created_at: httpDate(row.created_at),
    updated_at: httpDate(row.updated_at),
  };
}

/**
 * The permissions an invite grants on joining, as a string: the granted flags joined by commas,
 * or `member` for none. Invites never carry flags today (API.md: flags are ignored when an invite
 * is sent), so this reads `member`, but stored flags would be shown.
 */
export function permissionsString(stored: string): string {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(stored) as Record<string, unknown>;
  } catch {
    // A malformed value grants nothing.
  }
  const granted = FLAG_NAMES.filter((f) => parsed[f] === true);
  return granted.length > 0 ? granted.join(',') : 'member';
}

/** An outstanding invite in the wire shape. */
export function toPendingUser(row: PendingInviteRow): z.input<typeof PendingUser> {
  return {
    email: row.email,
    team_id: row.team_id,
    registered: Boolean(Number(row.registered)),
    confirmed: Boolean(Number(row.confirmed)),
    permissions: permissionsString(row.permissions),
  };
}
