import type { EndpointName } from '@margin/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tier } from '../../storage/repos/users';
import { createTestApp, type TestApp } from '../../testing/app';
import { TEST_DATABASES } from '../../testing/databases';
import { makeTeam, makeWorld, ROLES, type Role, snapshot, type TeamFixture, type World } from './fixtures';

type TeamEndpoint = Extract<
  EndpointName,
  | 'listTeams'
  | 'createTeam'
  | 'deleteTeam'
  | 'listTeamUsers'
  | 'addTeamUser'
  | 'addTeamUsers'
  | 'deleteTeamUser'
  | 'updateTeamUser'
  | 'bulkDeleteTeamUsers'
  | 'deleteTeamUserInvite'
  | 'suppressedEmails'
>;

/** Method, path and parameters of one call to each team endpoint against a fixture team. */
const CALLS: Record<TeamEndpoint, (w: World, fx: TeamFixture) => [string, string, Record<string, unknown>]> =
  {
    listTeams: () => ['GET', '/api/v1/team', {}],
    createTeam: (w) => ['POST', '/api/v1/team', { name: 'New team', organization_id: w.organizationId }],
    deleteTeam: (_, fx) => ['DELETE', `/api/v1/team/${fx.teamId}`, {}],
    listTeamUsers: (_, fx) => ['GET', `/api/v1/team/${fx.teamId}/team_user`, {}],
    addTeamUser: (_, fx) => [
      'POST',
      `/api/v1/team/${fx.teamId}/team_user`,
      { email: 'new.person@example.com' },
    ],
    addTeamUsers: (_, fx) => [
      'POST',
      `/api/v1/team/${fx.teamId}/team_user2`,
      { emails: ['new.one@example.com', 'new.two@example.com'] },
    ],
    deleteTeamUser: (_, fx) => ['DELETE', `/api/v1/team_user/${fx.targetTeamUserId}`, {}],
    updateTeamUser: (_, fx) => ['PATCH', `/api/v1/team_user/${fx.targetTeamUserId}`, { is_manager: true }],
    bulkDeleteTeamUsers: (_, fx) => [
      'DELETE',
      `/api/v1/team/${fx.teamId}/team_users/bulk_delete`,
      { emails: [fx.targetEmail] },
    ],
    deleteTeamUserInvite: (_, fx) => [
      'DELETE',
      `/api/v1/team_user_invite/${fx.teamId}`,
      { email: fx.invitedEmail },
    ],
    suppressedEmails: (w) => ['GET', `/api/v1/organization/${w.organizationId}/suppressed_emails`, {}],
  };

const TEAM_ADMIN_ONLY: TeamEndpoint[] = [
  'listTeamUsers',
  'addTeamUser',
  'addTeamUsers',
  'deleteTeamUser',
  'updateTeamUser',
  'bulkDeleteTeamUsers',
  'deleteTeamUserInvite',
];

/** The status API.md prescribes for an endpoint, caller role and plan. */
function expected(endpoint: TeamEndpoint, role: Role, plan: Tier): number {
  if (role === 'no key') return 401;
  switch (endpoint) {
    case 'listTeams':
      return 200;
    case 'createTeam':
    case 'deleteTeam':
      if (plan !== 'enterprise') return 402;
      if (role !== 'org owner' && role !== 'org admin') return 403;
      return endpoint === 'createTeam' ? 201 : 200;
    case 'suppressedEmails':
      // Access is granted per organization on request; no role has it by default.
      return 403;
    default: {
      if (role !== 'team admin') return 403;
      return ['deleteTeamUser', 'updateTeamUser', 'deleteTeamUserInvite'].includes(endpoint) ? 204 : 200;
    }
  }
}

const PLANS: Tier[] = ['free', 'pro', 'enterprise'];

describe.each(TEST_DATABASES)('team permission matrix on $name', ({ open }) => {
  let t: TestApp;
  const worlds = {} as Record<Tier, World>;

  beforeAll(async () => {
    t = await createTestApp({}, open);
    for (const plan of PLANS) worlds[plan] = await makeWorld(t, plan);
  });
  afterAll(async () => {
    await t?.close();
  });

  const cases = (Object.keys(CALLS) as TeamEndpoint[]).flatMap((endpoint) =>
    PLANS.flatMap((plan) =>
      ROLES.map((role) => ({ endpoint, plan, role, status: expected(endpoint, role, plan) })),
    ),
  );

  it.each(cases)('$endpoint by $role on $plan → $status', async ({ endpoint, plan, role, status }) => {
    const w = worlds[plan];
    const fx = await makeTeam(t, w);
    const [method, path, params] = CALLS[endpoint](w, fx);
    const key = w.keys[role];
    const before = await snapshot(t, fx.teamId);
    const teamsBefore = await t.store.teams.listForUser(w.users['org owner'].id);

    const res =
      method === 'GET'
        ? await t.app.request(key ? `${path}?key=${key}` : path)
        : await t.call(method, path, key ? { ...params, key } : params);

    expect(res.status).toBe(status);
    if (status >= 400) {
      expect(((await res.json()) as { msg: string }).msg).toMatch(/\S/);
      // Nothing that must be refused may change anything.
      expect(await snapshot(t, fx.teamId)).toEqual(before);
      expect(await t.store.teams.listForUser(w.users['org owner'].id)).toEqual(teamsBefore);
    } else if (TEAM_ADMIN_ONLY.includes(endpoint) && method !== 'GET') {
      expect(await snapshot(t, fx.teamId)).not.toEqual(before);
    }
    if (endpoint === 'deleteTeam' && status === 200) {
      expect((await snapshot(t, fx.teamId)).deleted).toBe(true);
    }
  });

  it.each(PLANS)('a member granted access reads suppressed emails on %s', async (plan) => {
    const w = worlds[plan];
    await t.store.organizations.setSuppressedEmailsAccess(w.organizationId, w.users['org admin'].id, true);
    const res = await t.app.request(
      `/api/v1/organization/${w.organizationId}/suppressed_emails?key=${w.keys['org admin']}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ suppressed_emails: [] });
  });
});
