import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useMailer } from '../../mail';
import type { User } from '../../storage/repos/users';
import { joinInvitedTeams } from '../../teams/invites';
import { createTestApp, type TestApp } from '../../testing/app';
import { TEST_DATABASES } from '../../testing/databases';

const HTTP_DATE =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
const UNKNOWN = '0b9d3b0e-1c1f-4a70-9d55-2d6f1c1e0a11';

let n = 0;
const email = (label: string) => `${label}.${Date.now().toString(36)}${n++}@example.com`;
// biome-ignore lint/suspicious/noExplicitAny: response bodies are checked by value in each test
type Json = Record<string, any>;

describe.each(TEST_DATABASES)('team endpoints on $name', ({ open }) => {
  let t: TestApp;
  let owner: User;
  let ownerKey: string;
  let orgId: string;

  async function user(
    label: string,
    opts: { tier?: 'free' | 'pro' | 'enterprise'; superuser?: boolean; confirmed?: boolean } = {},
  ) {
    const u = await t.store.users.create({ email: email(label), ...opts });
    return { user: u, key: (await t.store.keys.create(u.id)).key };
  }
  const get = (path: string, key: string) =>
    t.app.request(`${path}${path.includes('?') ? '&' : '?'}key=${key}`);
  const json = async (res: Response) => (await res.json()) as Json;
  async function newTeam(name = 'Writers', key = ownerKey, organization_id = orgId) {
    const res = await t.call('POST', '/api/v1/team', { key, name, organization_id });
    expect(res.status).toBe(201);
    return (await json(res)).id as string;
  }

  beforeAll(async () => {
    t = await createTestApp({}, open);
    ({ user: owner, key: ownerKey } = await user('owner'));
    orgId = (
      await t.store.organizations.create({
        name: 'Acme',
        ownerId: owner.id,
        tier: 'enterprise',
        seats: 50,
        endsAt: Date.UTC(2031, 0, 1),
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('POST /team', () => {
    it('creates a team that inherits the organization and makes the caller its admin', async () => {
      await t.store.db.run('UPDATE organizations SET settings = $1 WHERE id = $2', [
        '{"data_persistence":false}',
        orgId,
      ]);
      const res = await t.call('POST', '/api/v1/team', {
        key: ownerKey,
        name: '  Support 24  ',
        organization_id: orgId,
      });
      expect(res.status).toBe(201);
      const body = await json(res);
      expect(body).toEqual({ id: expect.any(String), name: 'Support 24', organization_id: orgId });
      const team = await t.store.teams.byId(body.id);
      expect(JSON.parse(team!.settings)).toEqual({ data_persistence: false });
      expect(await t.store.teams.subscription(body.id)).toEqual({
        tier: 'enterprise',
        seats: 50,
        ends_at: Date.UTC(2031, 0, 1),
      });
      const users = await json(await get(`/api/v1/team/${body.id}/team_user`, ownerKey));
      expect(users.users).toHaveLength(1);
      expect(users.users[0]).toMatchObject({ login_email: owner.email, is_admin: true, is_manager: false });
      expect(users.users[0].created_at).toMatch(HTTP_DATE);
      expect(users.users[0].updated_at).toMatch(HTTP_DATE);
      const listed = await json(await get('/api/v1/team', ownerKey));
      expect(listed.teams).toContainEqual({ id: body.id, name: 'Support 24' });
    });

    it.each([
      [{ name: '123 Team' }, /^name: must contain at most 2 digits/],
      [{ name: 'Team 1 2 3' }, /^name: must contain at most 2 digits/],
      [{ name: '' }, /^name: must not be empty/],
      [{ name: '   ' }, /^name: must not be empty/],
      [{ name: 'x'.repeat(101) }, /^name: must be at most 100 characters/],
      [{ name: 42 }, /^name: must be a string/],
      [{ name: undefined }, /^name: required/],
      [{ organization_id: 'acme' }, /^organization_id: must be a UUID/],
      [{ organization_id: undefined }, /^organization_id: required/],
    ])('answers 400 for %j', async (change, msg) => {
      const res = await t.call('POST', '/api/v1/team', {
        key: ownerKey,
        name: 'Docs',
        organization_id: orgId,
        ...change,
      });
      expect(res.status).toBe(400);
      expect((await json(res)).msg).toMatch(msg);
    });

    it('accepts two digits', async () => {
      const res = await t.call('POST', '/api/v1/team', {
        key: ownerKey,
        name: 'Team 42',
        organization_id: orgId,
      });
      expect(res.status).toBe(201);
    });

    it('answers 403 for an organization that does not exist', async () => {
      const res = await t.call('POST', '/api/v1/team', {
        key: ownerKey,
        name: 'Docs',
        organization_id: UNKNOWN,
      });
      expect(res.status).toBe(403);
    });

    it('answers 402 when the organization itself is not on an enterprise subscription', async () => {
      const proOrg = await t.store.organizations.create({ name: 'Small', ownerId: owner.id, tier: 'pro' });
      const res = await t.call('POST', '/api/v1/team', {
        key: ownerKey,
        name: 'Docs',
        organization_id: proOrg.id,
      });
      expect(res.status).toBe(402);
      expect((await json(res)).msg).toMatch(/enterprise/);
    });
  });

  describe('DELETE /team/:id', () => {
    it('ends the team: members lose access at once, invites are cancelled, subscriptions end', async () => {
      const teamId = await newTeam('Doomed');
      const member = await user('member', { tier: 'free' });
      await t.store.teams.addMember(teamId, member.user.id, { edit_permission: true });
      await t.store.invites.create({ teamId, email: 'waiting@example.com', invitedBy: owner.id });
      expect(await t.store.users.tier(member.user.id)).toBe('enterprise');

      const res = await t.call('DELETE', `/api/v1/team/${teamId}`, { key: ownerKey });
      expect(res.status).toBe(200);
      expect((await json(res)).msg).toMatch(/Doomed.*deleted/);

      expect((await json(await get('/api/v1/team', member.key))).teams).toEqual([]);
      expect((await get(`/api/v1/team/${teamId}/team_user`, ownerKey)).status).toBe(404);
      expect(await t.store.users.tier(member.user.id)).toBe('free');
      expect(await t.store.teams.subscription(teamId)).toBeUndefined();
      expect(await t.store.invites.isOutstanding(teamId, 'waiting@example.com')).toBe(false);
      const again = await t.call('DELETE', `/api/v1/team/${teamId}`, { key: ownerKey });
      expect(again.status).toBe(404);
    });

    it('answers 404 for an unknown team and 400 for a non-UUID id', async () => {
      expect((await t.call('DELETE', `/api/v1/team/${UNKNOWN}`, { key: ownerKey })).status).toBe(404);
      const bad = await t.call('DELETE', '/api/v1/team/12345', { key: ownerKey });
      expect(bad.status).toBe(400);
      expect((await json(bad)).msg).toMatch(/^team_id: must be a UUID/);
    });

    it('answers 403 for a team that belongs to no organization', async () => {
      const teamId = await newTeam('Orphan');
      await t.store.db.run('UPDATE teams SET organization_id = NULL WHERE id = $1', [teamId]);
      const res = await t.call('DELETE', `/api/v1/team/${teamId}`, { key: ownerKey });
      expect(res.status).toBe(403);
      expect((await t.store.teams.byId(teamId))?.deleted_at).toBeNull();
    });
  });

  describe('adding users', () => {
    let teamId: string;
    beforeEach(async () => {
      teamId = await newTeam('Editors');
    });

    it('invites an address with no account and mails the invite', async () => {
      const address = email('newcomer');
      const res = await t.call('POST', `/api/v1/team/${teamId}/team_user`, {
        key: ownerKey,
        email: address.toUpperCase(),
      });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({
        added: [],
        invited: [{ email: address }],
        errors: [],
        already_exists: [],
      });
      const list = await json(await get(`/api/v1/team/${teamId}/team_user`, ownerKey));
      expect(list.pending_users).toEqual([
        { email: address, team_id: teamId, registered: false, confirmed: false, permissions: 'member' },
      ]);
      const [mail] = await t.store.outbox.list({ to: address });
      expect(mail).toMatchObject({
        subject: 'You are invited to the team "Editors" on Margin',
        status: 'outbox',
      });
      expect(mail?.body).toContain(`/dashboard/register?email=${encodeURIComponent(address)}`);
    });

    it('moves an invited address from pending_users to users once it registers and confirms', async () => {
      const address = email('joiner');
      await t.call('POST', `/api/v1/team/${teamId}/team_user`, { key: ownerKey, email: address });
      const joiner = await t.store.users.create({ email: address, confirmed: false });
      let list = await json(await get(`/api/v1/team/${teamId}/team_user`, ownerKey));
      expect(list.pending_users).toMatchObject([{ email: address, registered: true, confirmed: false }]);
      expect(await joinInvitedTeams(t.store, joiner)).toEqual([]);

      await t.store.accounts.markConfirmed(joiner.id);
      expect(await joinInvitedTeams(t.store, { ...joiner, email_confirmed: 1 })).toEqual(['Editors']);
      list = await json(await get(`/api/v1/team/${teamId}/team_user`, ownerKey));
      expect(list.pending_users).toEqual([]);
      expect(list.users.map((u: Json) => u.login_email)).toEqual([owner.email, address]);
    });

    it('reports duplicates, members and malformed addresses per address in a batch', async () => {
      const member = await user('already');
      await t.store.teams.addMember(teamId, member.user.id);
      const fresh = email('fresh');
      await t.call('POST', `/api/v1/team/${teamId}/team_user`, { key: ownerKey, email: fresh });
      const other = email('other');
      const res = await t.call('POST', `/api/v1/team/${teamId}/team_user2`, {
        key: ownerKey,
        emails: [
          other,
          fresh,
          member.user.email,
          'not-an-email',
          'a@b',
          'x y@example.com',
          ` ${other.toUpperCase()} `,
        ],
      });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({
        added: [],
        invited: [{ email: other }],
        already_exists: [{ email: fresh }, { email: member.user.email }],
        errors: [
          { email: 'not-an-email', reason: 'not a valid email address' },
          { email: 'a@b', reason: 'not a valid email address' },
          { email: 'x y@example.com', reason: 'not a valid email address' },
        ],
      });
      expect((await t.store.invites.pending(teamId)).map((p) => p.email).sort()).toEqual(
        [fresh, other].sort(),
      );
    });

    it.each(['not-an-email', '@example.com', 'someone@', 'a@@example.com', 'a@example..com'])(
      'answers 400 for the single address %s',
      async (bad) => {
        const res = await t.call('POST', `/api/v1/team/${teamId}/team_user`, { key: ownerKey, email: bad });
        expect(res.status).toBe(400);
        expect((await json(res)).msg).toMatch(/^email: .* is not a valid email address/);
        expect(await t.store.invites.pending(teamId)).toEqual([]);
      },
    );

    it('answers 400 for 1,000 emails in one call and invites nobody', async () => {
      const emails = Array.from({ length: 1000 }, (_, i) => `bulk${i}@example.com`);
      const res = await t.call('POST', `/api/v1/team/${teamId}/team_user2`, { key: ownerKey, emails });
      expect(res.status).toBe(400);
      expect((await json(res)).msg).toBe('emails: must list 1 to 100 emails');
      expect(await t.store.invites.pending(teamId)).toEqual([]);
    });

    it.each([[[]], ['a@example.com'], [[1, 2]]])('answers 400 for emails = %j', async (emails) => {
      const res = await t.call('POST', `/api/v1/team/${teamId}/team_user2`, { key: ownerKey, emails });
      expect(res.status).toBe(400);
      expect((await json(res)).msg).toMatch(/^emails/);
    });

    it('invites 100 addresses in one call when the seats allow', async () => {
      const unlimited = await t.store.organizations.create({
        name: 'Big',
        ownerId: owner.id,
        tier: 'enterprise',
      });
      const big = await newTeam('Everyone', ownerKey, unlimited.id);
      const emails = Array.from({ length: 100 }, (_, i) => `hundred${i}.${big.slice(0, 8)}@example.com`);
      const res = await t.call('POST', `/api/v1/team/${big}/team_user2`, { key: ownerKey, emails });
      expect(res.status).toBe(200);
      expect((await json(res)).invited).toHaveLength(100);
      expect(await t.store.invites.pending(big)).toHaveLength(100);
      // Editors' organization has 50 seats: the admin holds one, so 49 invites fit.
      const limited = await json(
        await t.call('POST', `/api/v1/team/${teamId}/team_user2`, { key: ownerKey, emails }),
      );
      expect([limited.invited.length, limited.errors.length]).toEqual([49, 51]);
    });

    it('refuses permission flags from a team admin who is not a superuser', async () => {
      const res = await t.call('POST', `/api/v1/team/${teamId}/team_user`, {
        key: ownerKey,
        email: email('flagged'),
        edit_permission: true,
      });
      expect(res.status).toBe(403);
      expect((await json(res)).msg).toMatch(/^edit_permission: only a superuser/);
      expect(await t.store.invites.pending(teamId)).toEqual([]);
      const falseFlags = await t.call('POST', `/api/v1/team/${teamId}/team_user`, {
        key: ownerKey,
        email: email('plain'),
        is_admin: false,
      });
      expect(falseFlags.status).toBe(200);
    });

    it('lets a superuser team admin add confirmed accounts without invites, with flags', async () => {
      const su = await user('operator', { superuser: true });
      await t.store.teams.addMember(teamId, su.user.id, { is_admin: true });
      const confirmed = await user('confirmed');
      const unconfirmed = await user('unconfirmed', { confirmed: false });
      const nobody = email('nobody');
      const res = await t.call('POST', `/api/v1/team/${teamId}/team_user2`, {
        key: su.key,
        emails: [confirmed.user.email, unconfirmed.user.email, nobody],
        is_manager: true,
        edit_permission: true,
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.added).toHaveLength(1);
      expect(body.added[0].email).toBe(confirmed.user.email);
      expect(body.added[0].team_user).toMatchObject({
        login_email: confirmed.user.email,
        is_admin: false,
        is_manager: true,
        edit_permission: true,
        inspect_permission: false,
      });
      expect(body.invited).toEqual([{ email: unconfirmed.user.email }, { email: nobody }]);
      const pending = await json(await get(`/api/v1/team/${teamId}/team_user`, su.key));
      // Flags are ignored when an invite is sent (API.md "Team User Add").
      expect(pending.pending_users.map((p: Json) => p.permissions)).toEqual(['member', 'member']);
      expect((await json(await get('/api/v1/team', confirmed.key))).teams).toContainEqual({
        id: teamId,
        name: 'Editors',
      });
    });

    it('stops at the seat capacity inherited from the organization', async () => {
      const smallOrg = await t.store.organizations.create({
        name: 'Tiny',
        ownerId: owner.id,
        tier: 'enterprise',
        seats: 2,
      });
      const small = await newTeam('Tiny team', ownerKey, smallOrg.id);
      const [a, b] = [email('seat-a'), email('seat-b')];
      const res = await t.call('POST', `/api/v1/team/${small}/team_user2`, { key: ownerKey, emails: [a, b] });
      const body = await json(res);
      expect(body.invited).toEqual([{ email: a }]);
      expect(body.errors).toEqual([{ email: b, reason: 'the team has no free seat (2 seats, all taken)' }]);
    });

    it('answers 404 for an unknown team and 400 for a non-UUID team id', async () => {
      const res = await t.call('POST', `/api/v1/team/${UNKNOWN}/team_user`, {
        key: ownerKey,
        email: email('x'),
      });
      expect(res.status).toBe(404);
      const bad = await t.call('POST', '/api/v1/team/abc/team_user2', {
        key: ownerKey,
        emails: [email('x')],
      });
      expect(bad.status).toBe(400);
      expect((await json(bad)).msg).toMatch(/^team_id: must be a UUID/);
      expect((await get('/api/v1/team/../team_user', ownerKey)).status).toBe(404);
      expect((await get(`/api/v1/team/${UNKNOWN}/team_user`, ownerKey)).status).toBe(404);
    });
  });

  describe('changing and removing users', () => {
    let teamId: string;
    let member: { user: User; key: string };
    let memberId: string;
    beforeEach(async () => {
      teamId = await newTeam('Reviewers');
      member = await user('reviewer');
      memberId = (await t.store.teams.addMember(teamId, member.user.id)).id;
    });

    it('updates flags with 204 and keeps the unsent ones', async () => {
      const res = await t.call('PATCH', `/api/v1/team_user/${memberId}`, {
        key: ownerKey,
        inspect_permission: true,
      });
      expect(res.status).toBe(204);
      expect(await res.text()).toBe('');
      await t.call('PATCH', `/api/v1/team_user/${memberId}`, { key: ownerKey, is_admin: true });
      const row = await t.store.teams.teamUser(memberId);
      expect([row?.is_admin, row?.inspect_permission, row?.edit_permission].map(Number)).toEqual([1, 1, 0]);
      expect((await t.call('PATCH', `/api/v1/team_user/${memberId}`, { key: ownerKey })).status).toBe(204);
      const bad = await t.call('PATCH', `/api/v1/team_user/${memberId}`, { key: ownerKey, is_admin: 'yes' });
      expect(bad.status).toBe(400);
      expect((await json(bad)).msg).toBe('is_admin: must be true or false');
    });

    it('keeps at least one admin', async () => {
      const ownerRow = await t.store.teams.membership(teamId, owner.id);
      const res = await t.call('PATCH', `/api/v1/team_user/${ownerRow!.id}`, {
        key: ownerKey,
        is_admin: false,
      });
      expect(res.status).toBe(400);
      expect((await t.call('DELETE', `/api/v1/team_user/${ownerRow!.id}`, { key: ownerKey })).status).toBe(
        400,
      );
      expect(await t.store.teams.adminCount(teamId)).toBe(1);
    });

    it('removes a member with 204, cancels their invites, and they lose the team at once', async () => {
      await t.store.invites.create({ teamId, email: member.user.email, invitedBy: owner.id });
      const res = await t.call('DELETE', `/api/v1/team_user/${memberId}`, { key: ownerKey });
      expect(res.status).toBe(204);
      expect((await json(await get('/api/v1/team', member.key))).teams).toEqual([]);
      expect(await t.store.invites.isOutstanding(teamId, member.user.email)).toBe(false);
      expect((await t.call('DELETE', `/api/v1/team_user/${memberId}`, { key: ownerKey })).status).toBe(404);
      expect(
        (await t.call('PATCH', `/api/v1/team_user/${memberId}`, { key: ownerKey, is_admin: true })).status,
      ).toBe(404);
    });

    it('answers 404 for unknown and 400 for non-UUID team user ids', async () => {
      expect((await t.call('DELETE', `/api/v1/team_user/${UNKNOWN}`, { key: ownerKey })).status).toBe(404);
      const bad = await t.call('PATCH', '/api/v1/team_user/1', { key: ownerKey, is_admin: true });
      expect(bad.status).toBe(400);
      expect((await json(bad)).msg).toMatch(/^team_user_id: must be a UUID/);
    });

    it('bulk deletes by address, lists the unknown ones and cancels invites', async () => {
      const invitedOnly = email('invited-only');
      await t.store.invites.create({ teamId, email: invitedOnly, invitedBy: owner.id });
      const res = await t.call('DELETE', `/api/v1/team/${teamId}/team_users/bulk_delete`, {
        key: ownerKey,
        emails: [member.user.email.toUpperCase(), invitedOnly, 'stranger@example.com', 'garbage'],
      });
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({
        deleted_users: [{ id: memberId, email: member.user.email }],
        not_found_users: [invitedOnly, 'stranger@example.com', 'garbage'],
        warning: '',
      });
      expect(await t.store.teams.teamUser(memberId)).toBeUndefined();
      expect(await t.store.invites.isOutstanding(teamId, invitedOnly)).toBe(false);
    });

    it('refuses to bulk delete the caller and removes nobody', async () => {
      const res = await t.call('DELETE', `/api/v1/team/${teamId}/team_users/bulk_delete`, {
        key: ownerKey,
        emails: [member.user.email, owner.email],
      });
      expect(res.status).toBe(400);
      expect((await json(res)).msg).toMatch(/^emails: you cannot remove yourself/);
      expect(await t.store.teams.teamUser(memberId)).toBeDefined();
    });

    it.each([[{ emails: [] }], [{}], [{ emails: 'a@example.com' }]])(
      'bulk delete answers 400 for %j',
      async (body) => {
        const res = await t.call('DELETE', `/api/v1/team/${teamId}/team_users/bulk_delete`, {
          key: ownerKey,
          ...body,
        });
        expect(res.status).toBe(400);
        expect((await json(res)).msg).toMatch(/^emails: /);
      },
    );

    it('bulk deletes 1,000 addresses in one call', async () => {
      const emails = [member.user.email, ...Array.from({ length: 999 }, (_, i) => `nobody${i}@example.com`)];
      const res = await t.call('DELETE', `/api/v1/team/${teamId}/team_users/bulk_delete`, {
        key: ownerKey,
        emails,
      });
      expect(res.status).toBe(200);
      const body = await json(res);
      expect(body.deleted_users).toHaveLength(1);
      expect(body.not_found_users).toHaveLength(999);
    });

    it('bulk delete on a non-UUID team answers 400 and on an unknown team 404', async () => {
      const bad = await t.call('DELETE', '/api/v1/team/nope/team_users/bulk_delete', {
        key: ownerKey,
        emails: ['a@example.com'],
      });
      expect(bad.status).toBe(400);
      const unknown = await t.call('DELETE', `/api/v1/team/${UNKNOWN}/team_users/bulk_delete`, {
        key: ownerKey,
        emails: ['a@example.com'],
      });
      expect(unknown.status).toBe(404);
    });

    it('cancels an invite for an address that never joined with 204, and again with 204', async () => {
      const address = email('never');
      await t.call('POST', `/api/v1/team/${teamId}/team_user`, { key: ownerKey, email: address });
      const res = await t.call('DELETE', `/api/v1/team_user_invite/${teamId}`, {
        key: ownerKey,
        email: address,
      });
      expect(res.status).toBe(204);
      expect((await json(await get(`/api/v1/team/${teamId}/team_user`, ownerKey))).pending_users).toEqual([]);
      expect(
        (await t.call('DELETE', `/api/v1/team_user_invite/${teamId}`, { key: ownerKey, email: address }))
          .status,
      ).toBe(204);
      const bad = await t.call('DELETE', `/api/v1/team_user_invite/${teamId}`, {
        key: ownerKey,
        email: 'nope',
      });
      expect(bad.status).toBe(400);
      expect((await t.call('DELETE', `/api/v1/team_user_invite/${teamId}`, { key: ownerKey })).status).toBe(
        400,
      );
    });
  });

  describe('suppressed emails', () => {
    it('lists undeliverable invitees of the organization in the requester’s domain only', async () => {
      const teamId = await newTeam('Outreach');
      const mail = useMailer(t.store, {
        kind: 'smtp',
        deliver: async (m) => {
          if (m.to.startsWith('bounce')) throw new Error('550 5.1.1 mailbox unavailable');
        },
      });
      try {
        const res = await t.call('POST', `/api/v1/team/${teamId}/team_user2`, {
          key: ownerKey,
          emails: ['bounce1@example.com', 'bounce2@elsewhere.org', 'fine@example.com'],
        });
        expect((await json(res)).invited).toHaveLength(3);
        await mail.idle();
      } finally {
        useMailer(t.store, { kind: 'outbox', deliver: async () => undefined });
      }
      const path = `/api/v1/organization/${orgId}/suppressed_emails`;
      expect((await get(path, ownerKey)).status).toBe(403);
      await t.store.organizations.setSuppressedEmailsAccess(orgId, owner.id, true);
      const res = await get(path, ownerKey);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ suppressed_emails: ['bounce1@example.com'] });
      const [failed] = await t.store.outbox.list({ to: 'bounce1@example.com' });
      expect(failed).toMatchObject({ status: 'failed', body: null });
      expect((await get(`/api/v1/organization/${UNKNOWN}/suppressed_emails`, ownerKey)).status).toBe(403);
      expect((await get('/api/v1/organization/acme/suppressed_emails', ownerKey)).status).toBe(400);
    });
  });
});
