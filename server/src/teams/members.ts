import type {
  AddTeamUsersResponse,
  BulkDeleteTeamUsersResponse,
  PendingUser,
  TeamUser,
} from '@margin/shared/contract';
import type { z } from 'zod';
import { HttpError } from '../http/errors';
import { RecipientLimited } from '../mail/recipient-limit';
import { FLAG_NAMES, type TeamFlags } from '../storage/repos/teams';
import { type Actor, requireTeamAdmin } from './access';
import { isEmail, normalizeEmail, uniqueEmails } from './emails';
import { toPendingUser, toTeamUser } from './format';
import { type InviteDeps, sendInvite } from './invites';

type AddResult = z.input<typeof AddTeamUsersResponse>;

/** The team's users and outstanding invites (API.md "Team Users and Invites"). */
export async function listTeamUsers(
  deps: InviteDeps,
  actor: Actor,
  teamId: string,
): Promise<{ users: z.input<typeof TeamUser>[]; pending_users: z.input<typeof PendingUser>[] }> {
  await requireTeamAdmin(deps.store, teamId, actor);
  const [users, pending] = await Promise.all([
    deps.store.teams.members(teamId),
    deps.store.invites.pending(teamId),
  ]);
  return { users: users.map(toTeamUser), pending_users: pending.map(toPendingUser) };
}

/**
 * Adds or invites addresses (API.md "Team User Add"). A team admin's addresses are all invited;
 * permission flags set to true need a superuser (403). A superuser adds confirmed accounts at
 * once with the flags ("adding without invites") and invites the rest (flags are ignored for an
 * invite). Members already on the team, and addresses already invited, are `already_exists`;
 * malformed addresses and addresses past the team's seats are `errors`.
 */
export async function addTeamUsers(
  deps: InviteDeps,
  actor: Actor,
  teamId: string,
  emails: readonly string[],
  flags: Partial<TeamFlags>,
): Promise<AddResult> {
  const { store } = deps;
  const { team } = await requireTeamAdmin(store, teamId, actor);
  const superuser = Boolean(Number(actor.is_superuser));
  const flagged = FLAG_NAMES.filter((f) => flags[f] === true);
  if (flagged.length > 0 && !superuser) {
    throw new HttpError(
      403,
      `${flagged.join(', ')}: only a superuser can add users with roles or permissions; invite them, then change their permissions once they join`,
    );
  }
  const seats = (await store.teams.subscription(teamId))?.seats ?? null;
  const result: AddResult = { added: [], invited: [], errors: [], already_exists: [] };
  const noSeat = (email: string) =>
    result.errors.push({ email, reason: `the team has no free seat (${seats} seats, all taken)` });

  for (const email of uniqueEmails(emails)) {
    if (!isEmail(email)) {
      result.errors.push({ email, reason: 'not a valid email address' });
      continue;
    }
    const user = await store.users.byEmail(email);
    if (user && (await store.teams.membership(teamId, user.id))) {
      result.already_exists.push({ email });
      continue;
    }
    const direct = superuser && user !== undefined && Number(user.email_confirmed) === 1;
    const invited = await store.invites.isOutstanding(teamId, email);
    if (invited && !direct) {
      result.already_exists.push({ email });
      continue;
    }
    if (direct && user) {
      // An outstanding invite already holds a seat, so turning it into a membership needs no new one;
      // otherwise the seat check and the insert happen together (TeamRepo.claimSeat).
      if (invited) await store.teams.addMember(teamId, user.id, flags);
      else {
        const claimed = await store.teams.claimSeat(teamId, { member: { userId: user.id, flags } });
        if (claimed === 'no_team') throw new HttpError(404, `team_id: team ${teamId} was deleted`);
        if (claimed === 'no_seat') {
          noSeat(email);
          continue;
        }
      }
      await store.invites.markAccepted(teamId, email);
      const row = await store.teams.membership(teamId, user.id);
      if (row) result.added.push({ email, team_user: toTeamUser(row) });
      continue;
    }
    // A full team spends no invitation mail slot of the address (the claim below re-checks, locked).
    if (seats !== null && (await store.teams.seatsUsed(teamId)) >= seats) {
      noSeat(email);
      continue;
    }
    try {
      if ((await sendInvite(deps, team, actor, email)) === 'no_seat') {
        noSeat(email);
        continue;
      }
    } catch (err) {
      if (!(err instanceof RecipientLimited)) throw err;
      result.errors.push({ email, reason: err.message });
      continue;
    }
    result.invited.push({ email });
  }
  return result;
}

/** 404 unless the membership is active; 403 unless the actor administers its team. */
async function adminOfTeamUser(deps: InviteDeps, actor: Actor, teamUserId: string) {
  const target = await deps.store.teams.teamUser(teamUserId);
  if (!target) throw new HttpError(404, `team_user_id: no team user with id ${teamUserId}`);
  const { membership } = await requireTeamAdmin(deps.store, target.team_id, actor);
  return { target, actingAdmin: membership.id };
}

/** The 403 of an admin whose rights went while the request waited for the team's admin rows. */
const NO_LONGER_ADMIN = () => new HttpError(403, 'only an admin of this team can do this');

/**
 * Changes a member's flags (API.md "Team User Update"). A team keeps at least one admin: the check
 * and the change happen in one transaction holding the team's admin rows (issue #17, finding 4).
 */
export async function updateTeamUser(
  deps: InviteDeps,
  actor: Actor,
  teamUserId: string,
  flags: Partial<TeamFlags>,
): Promise<void> {
  const { target, actingAdmin } = await adminOfTeamUser(deps, actor, teamUserId);
  const result = await deps.store.teams.updateMember(target.team_id, teamUserId, flags, actingAdmin);
  if (result === 'forbidden') throw NO_LONGER_ADMIN();
  if (result === 'last_admin') {
    throw new HttpError(
      400,
      'is_admin: the team must keep at least one admin; make someone else admin first',
    );
  }
  if (result === 'not_found') throw new HttpError(404, `team_user_id: no team user with id ${teamUserId}`);
}

/**
 * Removes a member (API.md "Team User Delete") and cancels the team's outstanding invites for
 * their address; a team keeps at least one admin (checked under the same lock as the removal).
 */
export async function deleteTeamUser(deps: InviteDeps, actor: Actor, teamUserId: string): Promise<void> {
  const { target, actingAdmin } = await adminOfTeamUser(deps, actor, teamUserId);
  const removed = await deps.store.teams.removeMembers(target.team_id, [target.id], actingAdmin);
  if (removed === 'forbidden') throw NO_LONGER_ADMIN();
  if (removed === 'last_admin') {
    throw new HttpError(400, "team_user_id: this is the team's last admin; make someone else admin first");
  }
  await deps.store.invites.cancel(target.team_id, target.login_email);
}

/**
 * Removes members by address (API.md "Team Users Bulk Delete"). Listing oneself is a 400 and
 * nothing is removed. Outstanding invites of every listed address are cancelled too.
 */
export async function bulkDeleteTeamUsers(
  deps: InviteDeps,
  actor: Actor,
  teamId: string,
  emails: readonly string[],
): Promise<z.input<typeof BulkDeleteTeamUsersResponse>> {
  const { store } = deps;
  const { membership } = await requireTeamAdmin(store, teamId, actor);
  const wanted = uniqueEmails(emails);
  if (wanted.includes(normalizeEmail(actor.email))) {
    throw new HttpError(400, `emails: you cannot remove yourself (${actor.email}) through bulk delete`);
  }
  const members = new Map((await store.teams.members(teamId)).map((m) => [m.login_email, m]));
  const deleted: { id: string; email: string }[] = [];
  const notFound: string[] = [];
  for (const email of wanted) {
    const m = members.get(email);
    if (m) deleted.push({ id: m.id, email });
    else notFound.push(email);
  }
  const removed = await store.teams.removeMembers(
    teamId,
    deleted.map((d) => d.id),
    membership.id,
  );
  if (removed === 'forbidden') throw NO_LONGER_ADMIN();
  if (removed === 'last_admin') {
    throw new HttpError(
      400,
      "emails: this would remove the team's last admin; make someone else admin first",
    );
  }
  await store.invites.cancelMany(teamId, wanted);
  return { deleted_users: deleted, not_found_users: notFound, warning: '' };
}

/** Cancels the team's outstanding invites for an address, joined or not (API.md "Team User Invite Delete"). */
export async function deleteTeamUserInvite(deps: InviteDeps, actor: Actor, teamId: string, email: string) {
  await requireTeamAdmin(deps.store, teamId, actor);
  const address = normalizeEmail(email);
  if (!isEmail(address)) throw new HttpError(400, `email: "${email}" is not a valid email address`);
  await deps.store.invites.cancel(teamId, address);
}
