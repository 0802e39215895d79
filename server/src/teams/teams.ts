import { HttpError } from '../http/errors';
import type { TeamRow } from '../storage/repos/teams';
import type { Store } from '../storage/store';
import { type Actor, requireEnterprise, requireOrgManager } from './access';
import { requirePlainText } from './plain-text';

/** The teams the actor belongs to (API.md "Teams"). */
export async function listTeams(store: Store, actor: Actor): Promise<{ id: string; name: string }[]> {
  const teams = await store.teams.listForUser(actor.user_id);
  return teams.map((t) => ({ id: t.id, name: t.name }));
}

/**
 * Creates a team (API.md "Team Create"): enterprise caller (402), owner or admin of the
 * organization (403), organization on an enterprise subscription (402). The team copies the
 * organization's settings and subscription (tier, end date, seats); the caller becomes team admin.
 */
export async function createTeam(
  store: Store,
  actor: Actor,
  input: { name: string; organization_id: string },
): Promise<{ id: string; name: string; organization_id: string }> {
  requirePlainText('name', input.name);
  await requireEnterprise(store, actor);
  await requireOrgManager(store, input.organization_id, actor);
  const org = await store.organizations.byId(input.organization_id);
  const subscription = await store.organizations.subscription(input.organization_id);
  if (!org || subscription?.tier !== 'enterprise') {
    throw new HttpError(
      402,
      `organization ${input.organization_id} has no active enterprise subscription for its teams to inherit`,
    );
  }
  const team = await store.teams.create({
    organizationId: org.id,
    name: input.name.trim(),
    creatorId: actor.user_id,
    settings: org.settings,
    subscription: { tier: subscription.tier, seats: subscription.seats, endsAt: subscription.ends_at },
  });
  return { id: team.id, name: team.name, organization_id: org.id };
}

/**
 * Ends a team (API.md "Team Delete"): enterprise caller (402), existing team (404), team of an
 * organization the caller owns or administers (403; being team admin is not enough). Members,
 * invites and team subscriptions end with it, so members lose access at once.
 */
export async function deleteTeam(store: Store, actor: Actor, teamId: string): Promise<TeamRow> {
  await requireEnterprise(store, actor);
  const team = await store.teams.byId(teamId);
  if (!team || team.deleted_at !== null) throw new HttpError(404, `team_id: no team with id ${teamId}`);
  if (!team.organization_id) {
    throw new HttpError(403, 'this team belongs to no organization, so it cannot be deleted through the API');
  }
  await requireOrgManager(store, team.organization_id, actor);
  if (!(await store.teams.end(teamId))) throw new HttpError(404, `team_id: no team with id ${teamId}`);
  return team;
}
