import { HttpError } from '../../http/errors';
import type { KeyOwner } from '../../storage/repos/keys';
import type { TeamFlags } from '../../storage/repos/teams';
import { isEmail } from '../../teams/emails';
import {
  addTeamUsers,
  bulkDeleteTeamUsers,
  deleteTeamUser,
  deleteTeamUserInvite,
  listTeamUsers,
  updateTeamUser,
} from '../../teams/members';
import { listSuppressedEmails } from '../../teams/suppressed';
import { createTeam, deleteTeam, listTeams } from '../../teams/teams';
import type { RouteHandlers } from '../types';

/** Every team endpoint needs a key; `mountEndpoint` has already answered 401 without one. */
function actor(caller: KeyOwner | null): KeyOwner {
  if (!caller) throw new HttpError(401, 'key: an API key is required');
  return caller;
}

const flagsOf = (input: Partial<TeamFlags>): Partial<TeamFlags> => ({
  is_admin: input.is_admin,
  is_manager: input.is_manager,
  edit_permission: input.edit_permission,
  inspect_permission: input.inspect_permission,
});

/** Teams, team users, invites and suppressed emails (API.md "Teams" and "Team Users"). */
export const teamHandlers: RouteHandlers = {
  listTeams: async ({ caller, deps }) => ({ teams: await listTeams(deps.store, actor(caller)) }),

  createTeam: ({ caller, deps, input }) => createTeam(deps.store, actor(caller), input),

  deleteTeam: async ({ caller, deps, params }) => {
    const team = await deleteTeam(deps.store, actor(caller), params.team_id);
    return { msg: `team "${team.name}" (${team.id}) was deleted` };
  },

  listTeamUsers: ({ caller, deps, params }) => listTeamUsers(deps, actor(caller), params.team_id),

  addTeamUser: ({ caller, deps, params, input }) => {
    // One address: a malformed one makes the whole request unusable, so it is a 400 here.
    if (!isEmail(input.email.trim()))
      throw new HttpError(400, `email: "${input.email}" is not a valid email address`);
    return addTeamUsers(deps, actor(caller), params.team_id, [input.email], flagsOf(input));
  },

  addTeamUsers: ({ caller, deps, params, input }) =>
    addTeamUsers(deps, actor(caller), params.team_id, input.emails, flagsOf(input)),

  deleteTeamUser: async ({ caller, deps, params }) => {
    await deleteTeamUser(deps, actor(caller), params.team_user_id);
    return undefined;
  },

  updateTeamUser: async ({ caller, deps, params, input }) => {
    await updateTeamUser(deps, actor(caller), params.team_user_id, flagsOf(input));
    return undefined;
  },

  bulkDeleteTeamUsers: ({ caller, deps, params, input }) =>
    bulkDeleteTeamUsers(deps, actor(caller), params.team_id, input.emails),

  deleteTeamUserInvite: async ({ caller, deps, params, input }) => {
    await deleteTeamUserInvite(deps, actor(caller), params.team_id, input.email);
    return undefined;
  },

  suppressedEmails: async ({ caller, deps, params }) => ({
    suppressed_emails: await listSuppressedEmails(deps.store, actor(caller), params.organization_id),
  }),
};
