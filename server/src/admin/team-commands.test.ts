import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openSqliteTestStore, type TestStore } from '../testing/databases';
import { AdminError, COMMANDS } from './commands';

describe('team admin commands', () => {
  let store: TestStore;
  let org: string;
  beforeAll(async () => {
    store = await openSqliteTestStore();
    const owner = await store.users.create({ email: 'owner@example.com', tier: 'enterprise' });
    await store.users.create({ email: 'helper@example.com' });
    org = (await store.organizations.create({ name: 'Acme', ownerId: owner.id })).id;
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('grants suppressed-email access only to members of the organization', async () => {
    await expect(
      COMMANDS['grant-suppressed-access']!(store, { org, email: 'helper@example.com' }),
    ).rejects.toThrow(/not a member .* add-org-member/);
    expect(
      await COMMANDS['add-org-member']!(store, { org, email: 'helper@example.com', role: 'admin' }),
    ).toEqual({
      organization_id: org,
      email: 'helper@example.com',
      role: 'admin',
    });
    await COMMANDS['grant-suppressed-access']!(store, { org, email: 'helper@example.com' });
    const helper = await store.users.byEmail('helper@example.com');
    expect(await store.organizations.hasSuppressedEmailsAccess(org, helper!.id)).toBe(true);
    await expect(
      COMMANDS['add-org-member']!(store, { org, email: 'helper@example.com', role: 'boss' }),
    ).rejects.toBeInstanceOf(AdminError);
  });

  it('refuses an organization name with control characters (issue 17, finding 7)', async () => {
    await expect(
      COMMANDS['create-org']!(store, { name: 'Acme\u202Eevil', owner: 'owner@example.com' }),
    ).rejects.toThrow(/U\+202E/);
  });

  it('prints the outbox, newest first, filtered by recipient', async () => {
    await store.outbox.add({
      to_email: 'a@example.com',
      subject: 'One',
      body: 'first',
      kind: 'invite',
      status: 'outbox',
    });
    await store.outbox.add({
      to_email: 'b@example.com',
      subject: 'Two',
      body: 'second',
      kind: 'confirm',
      status: 'outbox',
    });
    const out = (await COMMANDS.outbox!(store, { to: 'A@example.com' })) as {
      messages: { subject: string; body: string }[];
    };
    expect(out.messages.map((m) => [m.subject, m.body])).toEqual([['One', 'first']]);
    await expect(COMMANDS.outbox!(store, { limit: '0' })).rejects.toThrow(/--limit/);
  });
});
