import { HttpError } from '../http/errors';
import type { TeamRow, TeamUserRow } from '../storage/repos/teams';
import type { Store } from '../storage/store';

/** Who is acting: an API key's owner or a dashboard session's user. */
export interface Actor {
  user_id: string;
  email: string;
  is_superuser: number | boolean;
}

/** 404 unless the team exists and has not been deleted. */
export async function activeTeam(store: Store, teamId: string): Promise<TeamRow> {
  const team = await store.teams.byId(teamId);
  if (!team) throw new HttpError(404, `team_id: no team with id ${teamId}`);
  if (team.deleted_at !== null) throw new HttpError(404, `team_id: team ${teamId} was deleted`);
  return team;
}

/** 404 for an unknown team, 403 unless the actor is an admin of it (API.md "Authentication" 5). */
export async function requireTeamAdmin(
  store: Store,
  teamId: string,
  actor: Actor,
): Promise<{ team: TeamRow; membership: TeamUserRow }> {
  const team = await activeTeam(store, teamId);
  const membership = await store.teams.membership(teamId, actor.user_id);
  if (!membership?.is_admin) throw new HttpError(403, 'only an admin of this team can do this');
  return { team, membership };
}

/** 402 unless the actor's plan is enterprise (API.md "Authentication" 4). */
export async function requireEnterprise(store: Store, actor: Actor): Promise<void> {
  const tier = await store.users.tier(actor.user_id);
  if (tier !== 'enterprise') {
    throw new HttpError(
      402,
      `creating and deleting teams needs an enterprise subscription; your plan is ${tier}`,
    );
  }
}

/** 403 unless the actor is an owner or admin of the organization. */
export async function requireOrgManager(store: Store, organizationId: string, actor: Actor): Promise<void> {
  const role = await store.organizations.role(organizationId, actor.user_id);
  if (role !== 'owner' && role !== 'admin') {
    throw new HttpError(403, `only an owner or admin of organization ${organizationId} can do this`);
  }
}

/** 403 unless the actor may change the team's dictionary and mappings (edit_permission or admin). */
export async function requireTeamEditor(store: Store, teamId: string, actor: Actor): Promise<TeamRow> {
  const team = await activeTeam(store, teamId);
  const m = await store.teams.membership(teamId, actor.user_id);
  if (!m || (!m.edit_permission && !m.is_admin)) {
    throw new HttpError(
      403,
      "only team members with edit_permission can change the team's dictionary and mappings",
    );
  }
  return team;
}
