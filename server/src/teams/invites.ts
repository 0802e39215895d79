import { replaceControlCharacters } from '@margin/shared/contract/common';
import type { AppDeps } from '../deps';
import { HttpError } from '../http/errors';
import { mailService } from '../mail';
import { publicBaseUrl } from '../mail/links';
import { reserveRecipientSlot } from '../mail/recipient-limit';
import type { TeamFlags, TeamRow } from '../storage/repos/teams';
import { FLAG_NAMES } from '../storage/repos/teams';
import type { User } from '../storage/repos/users';
import type { Store } from '../storage/store';
import type { Actor } from './access';

/** What the invite lifecycle needs from the app. */
export type InviteDeps = Pick<AppDeps, 'store' | 'logger' | 'config'>;

/** The invite message: how to join, depending on whether the address already has an account. */
export function inviteMessage(
  base: string,
  team: TeamRow,
  inviter: string,
  email: string,
  registered: boolean,
) {
  const how = registered
    ? `Log in at ${base}/dashboard and accept the invitation under "Invitations".`
    : `Create your account at ${base}/dashboard/register?email=${encodeURIComponent(email)} and confirm your ` +
      'email address: you join the team as soon as your address is confirmed.';
  // Names stored before control characters were refused must not forge lines in the mail.
  const name = replaceControlCharacters(team.name);
  return {
    to: email,
    subject: `You are invited to the team "${name}" on Margin`,
    kind: 'invite',
    text: `${inviter} invited ${email} to the team "${name}" on Margin.\n\n${how}\n\nIf you did not expect this, ignore this message.\n`,
  };
}

/**
 * Records an outstanding invite, taking one of the team's seats (TeamRepo.claimSeat: the seat check
 * and the insert in one transaction holding the team row), and mails it (API.md "Pending User").
 * `no_seat` when the team's seats are all taken (nothing recorded or sent); RecipientLimited (429,
 * nothing recorded) when the address already got its hourly share of invitations.
 */
export async function sendInvite(
  deps: InviteDeps,
  team: TeamRow,
  actor: Actor,
  email: string,
): Promise<'sent' | 'no_seat'> {
  await reserveRecipientSlot(deps.store, email, 'invite');
  const claimed = await deps.store.teams.claimSeat(team.id, { invite: { email, invitedBy: actor.user_id } });
  if (claimed === 'no_team') throw new HttpError(404, `team_id: team ${team.id} was deleted`);
  if (claimed === 'no_seat') return 'no_seat';
  const registered = (await deps.store.users.byEmail(email)) !== undefined;
  const message = inviteMessage(publicBaseUrl(deps.config), team, actor.email, email, registered);
  await mailService(deps).send(message, { organizationId: team.organization_id });
  return 'sent';
}

function grantedFlags(stored: string): Partial<TeamFlags> {
  try {
    const parsed = JSON.parse(stored) as Record<string, unknown>;
    return Object.fromEntries(FLAG_NAMES.filter((f) => parsed[f] === true).map((f) => [f, true]));
  } catch {
    return {};
  }
}

/**
 * The "Pending User → Team User" transition (API.md "States and transitions"): once an invited
 * address has a confirmed account, every outstanding invite for it becomes a membership.
 * Returns the names of the teams joined.
 */
export async function joinInvitedTeams(store: Store, user: Pick<User, 'id' | 'email' | 'email_confirmed'>) {
  if (!Number(user.email_confirmed)) return [];
  const joined: string[] = [];
  for (const invite of await store.invites.forEmail(user.email)) {
    await store.teams.addMember(invite.team_id, user.id, grantedFlags(invite.permissions));
    await store.invites.markAccepted(invite.team_id, user.email);
    joined.push(invite.team_name);
  }
  return joined;
}

/** An invited, confirmed user accepts one outstanding invite (dashboard). */
export async function acceptInvite(store: Store, user: User, inviteId: string): Promise<void> {
  const invite = await store.invites.byId(inviteId);
  if (!invite || invite.email !== user.email || invite.accepted_at !== null || invite.cancelled_at !== null) {
    throw new HttpError(404, 'no outstanding invitation with this id for your address');
  }
  if (!Number(user.email_confirmed)) throw new HttpError(403, 'confirm your email address first');
  const team = await store.teams.byId(invite.team_id);
  if (!team || team.deleted_at !== null) throw new HttpError(404, 'the team of this invitation was deleted');
  await store.teams.addMember(team.id, user.id, grantedFlags(invite.permissions));
  await store.invites.markAccepted(team.id, user.email);
}

/** An invited user declines one outstanding invite (dashboard). */
export async function declineInvite(store: Store, user: User, inviteId: string): Promise<void> {
  const invite = await store.invites.byId(inviteId);
  if (!invite || invite.email !== user.email)
    throw new HttpError(404, 'no invitation with this id for your address');
  await store.invites.cancel(invite.team_id, invite.email);
}
