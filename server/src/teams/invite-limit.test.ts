import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { MAILS_PER_ADDRESS_PER_HOUR } from '../mail/recipient-limit';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { addTeamUsers, deleteTeamUserInvite } from './members';

// Issue #17 finding 7: mails could be triggered without limit at someone else's address.
describe.each(TEST_DATABASES)('invitation mails per address (issue 17, finding 7) on $name', ({ open }) => {
  let store: TestStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('inviting, cancelling and re-inviting an address mails it at most its hourly share', async () => {
    const deps = { store, logger: createLogger('silent'), config: loadConfig({ LOG_LEVEL: 'silent' }) };
    const admin = await store.users.create({ email: 'inviter@example.com' });
    const org = await store.organizations.create({ name: 'Org', ownerId: admin.id });
    const team = await store.teams.create({
      organizationId: org.id,
      name: 'Inviters',
      creatorId: admin.id,
      settings: '{}',
      subscription: { tier: 'enterprise', seats: null, endsAt: null },
    });
    const actor = { user_id: admin.id, email: admin.email, is_superuser: 0 };
    const outcomes: string[] = [];
    for (let i = 0; i < MAILS_PER_ADDRESS_PER_HOUR.invite + 2; i++) {
      const r = await addTeamUsers(deps, actor, team.id, ['target@example.com', `other${i}@example.com`], {});
      outcomes.push(r.invited.some((x) => x.email === 'target@example.com') ? 'invited' : 'refused');
      expect(r.invited.map((x) => x.email)).toContain(`other${i}@example.com`);
      await deleteTeamUserInvite(deps, actor, team.id, 'target@example.com');
    }
    expect(outcomes.filter((o) => o === 'invited')).toHaveLength(MAILS_PER_ADDRESS_PER_HOUR.invite);
    const last = await addTeamUsers(deps, actor, team.id, ['target@example.com'], {});
    expect(last.errors[0]?.reason).toMatch(/try again in \d+ minute/);
    expect((await store.outbox.list({ to: 'target@example.com', limit: 100 })).length).toBe(
      MAILS_PER_ADDRESS_PER_HOUR.invite,
    );
  });
});
