import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import type { User } from '../storage/repos/users';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import type { Actor } from './access';
import { addTeamUsers } from './members';

const TRIALS = 5;
const PARALLEL = 12;

// Issue #17 review: the seats in use were counted before the invites were inserted, each in its own
// statement, so invites sent at the same moment all saw the same free seat.
describe.each(TEST_DATABASES)('concurrent invites never exceed the team seats on $name', ({ open }) => {
  let store: TestStore;
  let deps: {
    store: TestStore;
    logger: ReturnType<typeof createLogger>;
    config: ReturnType<typeof loadConfig>;
  };
  let admin: User;
  let operator: User;
  let orgId: string;
  let run = 0;
  const actor = (u: User): Actor => ({ user_id: u.id, email: u.email, is_superuser: u.is_superuser });

  beforeAll(async () => {
    store = await open();
    deps = { store, logger: createLogger('silent'), config: loadConfig({ LOG_LEVEL: 'silent' }) };
    admin = await store.users.create({ email: 'seat-admin@example.com' });
    operator = await store.users.create({ email: 'seat-operator@example.com', superuser: true });
    orgId = (await store.organizations.create({ name: 'Org', ownerId: admin.id })).id;
  });
  afterAll(async () => {
    await store?.destroy();
  });

  /** A team of `seats` seats whose admin (its creator) holds one of them. */
  async function team(seats: number, creator = admin): Promise<string> {
    const t = await store.teams.create({
      organizationId: orgId,
      name: `Seats ${run}`,
      creatorId: creator.id,
      settings: '{}',
      subscription: { tier: 'enterprise', seats, endsAt: null },
    });
    expect(await store.teams.seatsUsed(t.id)).toBe(1);
    return t.id;
  }

  it(`${PARALLEL} invites at once to a team with 2 free seats: exactly 2 invited (${TRIALS} trials)`, async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      run++;
      const teamId = await team(3);
      const results = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          addTeamUsers(deps, actor(admin), teamId, [`invitee-${run}-${i}@example.com`], {}),
        ),
      );
      expect(results.flatMap((r) => r.invited)).toHaveLength(2);
      const refused = results.flatMap((r) => r.errors);
      expect(refused).toHaveLength(PARALLEL - 2);
      for (const e of refused) expect(e.reason).toMatch(/no free seat/);
      expect(await store.teams.seatsUsed(teamId)).toBe(3);
    }
  });

  it('direct adds by a superuser and invites racing for one seat: exactly one gets it', async () => {
    for (let trial = 0; trial < TRIALS; trial++) {
      run++;
      const teamId = await team(2, operator);
      const confirmed = await Promise.all(
        Array.from({ length: PARALLEL / 2 }, (_, i) =>
          store.users.create({ email: `direct-${run}-${i}@example.com`, confirmed: true }),
        ),
      );
      const results = await Promise.all([
        ...confirmed.map((u) => addTeamUsers(deps, actor(operator), teamId, [u.email], {})),
        ...Array.from({ length: PARALLEL / 2 }, (_, i) =>
          addTeamUsers(deps, actor(operator), teamId, [`racer-${run}-${i}@example.com`], {}),
        ),
      ]);
      const admitted = results.flatMap((r) => [...r.added, ...r.invited]);
      expect(admitted).toHaveLength(1);
      expect(await store.teams.seatsUsed(teamId)).toBe(2);
    }
  });

  it('a batch stops at the last seat and still reports the rest', async () => {
    run++;
    const teamId = await team(3);
    const emails = Array.from({ length: 4 }, (_, i) => `batch-${run}-${i}@example.com`);
    const result = await addTeamUsers(deps, actor(admin), teamId, emails, {});
    expect(result.invited.map((r) => r.email)).toEqual(emails.slice(0, 2));
    expect(result.errors.map((r) => r.email)).toEqual(emails.slice(2));
  });
});
