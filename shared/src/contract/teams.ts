import { z } from 'zod';
import {
  booleanField,
  codePointLength,
  EmptyRequest,
  mustBe,
  NoParams,
  nonBlank,
  optionalNullable,
  plainText,
  uuidField,
} from './common';
import { endpoint } from './endpoint';

/** Most addresses one /team_user2 call takes (API.md states no limit). */
export const MAX_EMAILS_PER_REQUEST = 100;

/** Longest team name, in code points (API.md states only "not empty, at most 2 digits"). */
export const TEAM_NAME_MAX_CHARS = 100;

const httpDate = () => z.string().describe('HTTP-date style timestamp, e.g. "Tue, 04 Mar 2025 10:15:00 GMT"');

export const Team = z.object({ id: uuidField(), name: z.string() }).meta({ id: 'Team' });

export const CreatedTeam = z
  .object({ id: uuidField(), name: z.string(), organization_id: uuidField() })
  .meta({ id: 'CreatedTeam' });

/** Role and permission flags; on add they apply only when adding without invites is allowed. */
export const TeamPermissions = z
  .object({
    is_admin: optionalNullable(booleanField()).describe('Team admin'),
    is_manager: optionalNullable(booleanField()).describe('Team manager'),
    edit_permission: optionalNullable(booleanField()).describe(
      'May edit dictionary, custom errors, snippets',
    ),
    inspect_permission: optionalNullable(booleanField()).describe('May view reporting'),
  })
  .meta({ id: 'TeamPermissions' });

export const TeamUser = z
  .object({
    id: uuidField().describe('Unique per user per team'),
    login_email: z.string(),
    is_admin: z.boolean(),
    is_manager: z.boolean(),
    edit_permission: z.boolean(),
    inspect_permission: z.boolean(),
    created_at: httpDate(),
    updated_at: httpDate(),
  })
  .meta({ id: 'TeamUser' });

export const PendingUser = z
  .object({
    email: z.string().describe('Invited address'),
    team_id: uuidField(),
    registered: z.boolean().describe('The address has registered an account'),
    confirmed: z.boolean().describe('The account has confirmed its email'),
    permissions: z.string().describe('Team permissions granted on joining'),
  })
  .meta({ id: 'PendingUser' });

const email = () => nonBlank().describe('An email address');

export const CreateTeamRequest = z
  .object({
    name: plainText(
      nonBlank()
        .refine((s) => (s.match(/[0-9]/g)?.length ?? 0) <= 2, { message: 'must contain at most 2 digits' })
        .refine((s) => codePointLength(s) <= TEAM_NAME_MAX_CHARS, {
          message: `must be at most ${TEAM_NAME_MAX_CHARS} characters`,
        }),
    )
      .meta({ maxLength: TEAM_NAME_MAX_CHARS })
      .describe('Team name: not empty, at most 2 digits, no control or bidi-override characters'),
    organization_id: uuidField().describe('The organization the team belongs to'),
  })
  .meta({ id: 'CreateTeamRequest' });

export const AddTeamUserRequest = z
  .object({ email: email().describe('The address to add or invite'), ...TeamPermissions.shape })
  .meta({ id: 'AddTeamUserRequest' });

const emailList = (max?: number) => {
  const count = max === undefined ? 'must list at least one email' : `must list 1 to ${max} emails`;
  const list = z.array(email(), { error: mustBe('an array of email strings') }).min(1, { error: count });
  return max === undefined ? list : list.max(max, { error: count });
};

export const AddTeamUsersRequest = z
  .object({
    emails: emailList(MAX_EMAILS_PER_REQUEST).describe(
      'Addresses to add or invite, all with the same permissions',
    ),
    ...TeamPermissions.shape,
  })
  .meta({ id: 'AddTeamUsersRequest' });

export const AddTeamUsersResponse = z
  .object({
    added: z.array(z.object({ email: z.string(), team_user: TeamUser })),
    invited: z.array(z.object({ email: z.string() })),
    errors: z.array(z.object({ email: z.string(), reason: z.string() })).describe('e.g. a malformed address'),
    already_exists: z.array(z.object({ email: z.string() })),
  })
  .meta({ id: 'AddTeamUsersResponse' });

export const BulkDeleteTeamUsersRequest = z
  .object({ emails: emailList().describe('Addresses of the team users to remove') })
  .meta({ id: 'BulkDeleteTeamUsersRequest' });

export const BulkDeleteTeamUsersResponse = z
  .object({
    deleted_users: z.array(z.object({ id: uuidField(), email: z.string() })),
    not_found_users: z.array(z.string()).describe('Addresses not on the team'),
    warning: z.string().describe('Reserved for future use; currently empty'),
  })
  .meta({ id: 'BulkDeleteTeamUsersResponse' });

export const TeamIdParams = z.object({ team_id: uuidField().describe('Id of the team') });
export const TeamUserIdParams = z.object({ team_user_id: uuidField().describe('Id of the team user') });

const Message = z.object({ msg: z.string() }).meta({ id: 'Message' });

const adminOnly = {
  403: 'The caller is not an admin of the team',
  404: 'The team does not exist or was deleted',
} as const;

/** GET /api/v1/team: the teams the key holder belongs to. */
export const listTeams = endpoint('listTeams', {
  summary: 'List the teams the key holder belongs to',
  tag: 'Teams',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.object({ teams: z.array(Team) }).meta({ id: 'TeamList' }),
});

/** POST /api/v1/team: enterprise plan, organization owner or admin. */
export const createTeam = endpoint('createTeam', {
  summary: 'Create a team in an organization',
  tag: 'Teams',
  metering: 'free',
  params: NoParams,
  request: CreateTeamRequest,
  response: CreatedTeam,
  errors: {
    402: 'No enterprise subscription',
    403: 'The caller is not an owner or admin of the organization',
  },
});

/** DELETE /api/v1/team/:team_id: cannot be undone through the API. */
export const deleteTeam = endpoint('deleteTeam', {
  summary: 'Delete a team: users removed, invites cancelled, subscriptions ended',
  tag: 'Teams',
  metering: 'free',
  params: TeamIdParams,
  request: EmptyRequest,
  response: Message,
  errors: {
    402: 'No enterprise subscription',
    403: 'The caller is not an owner or admin of the owning organization, or the team has no organization',
    404: 'The team does not exist',
  },
});

/** GET /api/v1/team/:team_id/team_user. */
export const listTeamUsers = endpoint('listTeamUsers', {
  summary: 'List the users and pending invites of a team',
  tag: 'Team users',
  metering: 'free',
  params: TeamIdParams,
  request: EmptyRequest,
  response: z
    .object({ users: z.array(TeamUser), pending_users: z.array(PendingUser) })
    .meta({ id: 'TeamUserList' }),
  errors: adminOnly,
});

/** POST /api/v1/team/:team_id/team_user: one address (invited when it has no account). */
export const addTeamUser = endpoint('addTeamUser', {
  summary: 'Add or invite one user to a team',
  tag: 'Team users',
  metering: 'free',
  params: TeamIdParams,
  request: AddTeamUserRequest,
  response: AddTeamUsersResponse,
  errors: {
    403: 'The caller is not an admin of the team, or sets permission flags without being a superuser',
    404: 'The team does not exist or was deleted',
  },
});

/** POST /api/v1/team/:team_id/team_user2: several addresses with the same permissions. */
export const addTeamUsers = endpoint('addTeamUsers', {
  summary: 'Add or invite several users to a team',
  tag: 'Team users',
  metering: 'free',
  params: TeamIdParams,
  request: AddTeamUsersRequest,
  response: AddTeamUsersResponse,
  errors: {
    403: 'The caller is not an admin of the team, or sets permission flags without being a superuser',
    404: 'The team does not exist or was deleted',
  },
});

/** DELETE /api/v1/team_user/:team_user_id: also deletes the pair's outstanding invites. */
export const deleteTeamUser = endpoint('deleteTeamUser', {
  summary: 'Remove a user from a team',
  tag: 'Team users',
  metering: 'free',
  params: TeamUserIdParams,
  request: EmptyRequest,
  response: null,
  errors: { ...adminOnly, 404: 'No team user with this id' },
});

/** PATCH /api/v1/team_user/:team_user_id. */
export const updateTeamUser = endpoint('updateTeamUser', {
  summary: "Change a team user's role and permissions",
  tag: 'Team users',
  metering: 'free',
  params: TeamUserIdParams,
  request: TeamPermissions,
  response: null,
  errors: { ...adminOnly, 404: 'No team user with this id' },
});

/** DELETE /api/v1/team/:team_id/team_users/bulk_delete: callers cannot delete themselves. */
export const bulkDeleteTeamUsers = endpoint('bulkDeleteTeamUsers', {
  summary: 'Remove several users from a team by email',
  tag: 'Team users',
  metering: 'free',
  params: TeamIdParams,
  request: BulkDeleteTeamUsersRequest,
  response: BulkDeleteTeamUsersResponse,
  errors: {
    400: 'Missing or invalid emails list, invalid team_id, or the caller listed themselves',
    ...adminOnly,
  },
});

/** DELETE /api/v1/team_user_invite/:team_id: works even when the user never joined. */
export const deleteTeamUserInvite = endpoint('deleteTeamUserInvite', {
  summary: "Cancel a team's outstanding invites for an email",
  tag: 'Team users',
  metering: 'free',
  params: TeamIdParams,
  request: z.object({ email: email().describe('The invited address') }).meta({ id: 'DeleteInviteRequest' }),
  response: null,
  errors: adminOnly,
});

/** GET /api/v1/organization/:organization_id/suppressed_emails. */
export const suppressedEmails = endpoint('suppressedEmails', {
  summary: 'Invited addresses whose invite could not be delivered',
  tag: 'Teams',
  metering: 'free',
  params: z.object({ organization_id: uuidField().describe('Id of the organization') }),
  request: EmptyRequest,
  response: z
    .object({ suppressed_emails: z.array(z.string()).describe("Addresses in the requester's domain") })
    .meta({ id: 'SuppressedEmails' }),
  errors: { 403: 'The caller has no access to this organization' },
});
