import type { Tier, User } from '../../storage/repos/users';
import type { TestApp } from '../../testing/app';

/** Every caller role of the permission matrix. */
export const ROLES = [
  'no key',
  'foreign key',
  'team member',
  'manager',
  'edit_permission',
  'inspect_permission',
  'team admin',
  'org admin',
  'org owner',
  'superuser',
] as const;
export type Role = (typeof ROLES)[number];

/** Users of one plan: an organization on that plan and one user per role, each on that plan too. */
export interface World {
  plan: Tier;
  organizationId: string;
  users: Record<Exclude<Role, 'no key'>, User>;
  keys: Record<Role, string | null>;
}

/** A team of a world with every role in place, a removable member and an outstanding invite. */
export interface TeamFixture {
  teamId: string;
  targetTeamUserId: string;
  targetEmail: string;
  invitedEmail: string;
}

let counter = 0;
const unique = (label: string) =>
  `${label.replace(/[^a-z]/g, '')}-${Date.now().toString(36)}-${counter++}@example.com`;

/** Creates the users, keys and organization of one plan. */
export async function makeWorld(t: TestApp, plan: Tier): Promise<World> {
  const users = {} as World['users'];
  const keys = { 'no key': null } as World['keys'];
  for (const role of ROLES) {
    if (role === 'no key') continue;
    const user = await t.store.users.create({
      email: unique(role),
      tier: plan,
      superuser: role === 'superuser',
    });
    users[role] = user;
    keys[role] = (await t.store.keys.create(user.id)).key;
  }
  const org = await t.store.organizations.create({
    name: `Org ${plan}`,
    ownerId: users['org owner'].id,
    tier: plan,
  });
  await t.store.organizations.addMember(org.id, users['org admin'].id, 'admin');
  return { plan, organizationId: org.id, users, keys };
}

/** A fresh team in the world's organization, created by the team admin, with every member role. */
export async function makeTeam(t: TestApp, w: World): Promise<TeamFixture> {
  const { store } = t;
  const team = await store.teams.create({
    organizationId: w.organizationId,
    name: 'Matrix',
    creatorId: w.users['team admin'].id,
    settings: '{}',
    subscription: { tier: w.plan, seats: null, endsAt: null },
  });
  await store.teams.addMember(team.id, w.users['team member'].id);
  await store.teams.addMember(team.id, w.users.manager.id, { is_manager: true });
  await store.teams.addMember(team.id, w.users.edit_permission.id, { edit_permission: true });
  await store.teams.addMember(team.id, w.users.inspect_permission.id, { inspect_permission: true });
  const target = await store.users.create({ email: unique('target'), tier: w.plan });
  const targetRow = await store.teams.addMember(team.id, target.id);
  const invitedEmail = unique('invited');
  await store.invites.create({ teamId: team.id, email: invitedEmail, invitedBy: w.users['team admin'].id });
  return { teamId: team.id, targetTeamUserId: targetRow.id, targetEmail: target.email, invitedEmail };
}

/** What a team looks like in storage, to prove a refused request changed nothing. */
export async function snapshot(t: TestApp, teamId: string) {
  const team = await t.store.teams.byId(teamId);
  const members = await t.store.teams.members(teamId);
  const pending = await t.store.invites.pending(teamId);
  return {
    deleted: team?.deleted_at !== null,
    members: members.map((m) => [
      m.login_email,
      m.is_admin,
      m.is_manager,
      m.edit_permission,
      m.inspect_permission,
    ]),
    pending: pending.map((p) => p.email).sort(),
  };
}
