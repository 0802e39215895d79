import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { userWords } from '../services/customisation';
import type { KeyOwner } from '../storage/repos/keys';
import type { User } from '../storage/repos/users';
import { createStore } from '../storage/store';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { type LoggedQuery, recordQueries } from '../testing/query-log';
import { addTeamWord, effectiveSettings, putTeamMapping } from './settings';

describe.each(TEST_DATABASES)('effectiveSettings on $name', ({ open }) => {
  let store: TestStore;
  let member: User;
  let outsider: User;
  let teamA: string;
  let teamB: string;
  const own = {
    dictionary: ['Margin'],
    mappings: [{ phrase: 'irregardless', replacement: 'regardless', description: 'mine' }],
  };

  beforeAll(async () => {
    store = await open();
    member = await store.users.create({ email: 'member@example.com' });
    outsider = await store.users.create({ email: 'outsider@example.com' });
    const org = await store.organizations.create({ name: 'Org', ownerId: member.id });
    const make = async (name: string) =>
      (
        await store.teams.create({
          organizationId: org.id,
          name,
          creatorId: member.id,
          settings: '{}',
          subscription: { tier: 'enterprise', seats: null, endsAt: null },
        })
      ).id;
    teamA = await make('A');
    teamB = await make('B');
    // B is the newer team (both may be created in the same millisecond here).
    await store.db.run('UPDATE teams SET created_at = created_at + 1000 WHERE id = $1', [teamB]);
    const actor = { user_id: member.id, email: member.email, is_superuser: 0 };
    await addTeamWord(store, actor, teamA, 'Kubernetes');
    await addTeamWord(store, actor, teamA, 'Margin');
    await addTeamWord(store, actor, teamB, 'Postgres');
    await putTeamMapping(store, actor, teamA, {
      phrase: 'utilize',
      replacement: 'use',
      description: 'A style',
    });
    await putTeamMapping(store, actor, teamB, {
      phrase: 'utilize',
      replacement: 'employ',
      description: 'B style',
    });
    await putTeamMapping(store, actor, teamB, {
      phrase: 'irregardless',
      replacement: 'nevertheless',
      description: 'B',
    });
  });
  afterAll(async () => {
    await store?.destroy();
  });

  it('merges the user with every team when team_id is omitted; the user and older teams win', async () => {
    const s = await effectiveSettings(store, member.id, undefined, own);
    expect(s.dictionary).toEqual(['Margin', 'Kubernetes', 'Postgres']);
    expect(s.mappings).toEqual([
      { phrase: 'irregardless', replacement: 'regardless', description: 'mine', source: 'user' },
      { phrase: 'utilize', replacement: 'use', description: 'A style', source: teamA },
    ]);
    expect(s.team_ids).toEqual([teamA, teamB]);
  });

  it('gives Spellcheck without team_id the merged words and reads no mappings', async () => {
    const log: LoggedQuery[] = [];
    const recorded = createStore(recordQueries(store.db, log));
    await recorded.customisation.addWord(member.id, 'Margin');
    const caller = { user_id: member.id, email: member.email } as KeyOwner;
    const from = log.length;
    const words = await userWords(recorded, caller, undefined);
    const merged = await effectiveSettings(store, member.id, undefined, {
      dictionary: ['Margin'],
      mappings: [],
    });
    expect(words).toEqual(merged.dictionary);
    expect(words).toEqual(['Margin', 'Kubernetes', 'Postgres']);
    expect(log.slice(from).filter((q) => /mappings/i.test(q.sql))).toEqual([]);
  });

  it('merges only the named team', async () => {
    const s = await effectiveSettings(store, member.id, teamB, own);
    expect(s.dictionary).toEqual(['Margin', 'Postgres']);
    expect(s.mappings.map((m) => m.replacement)).toEqual(['regardless', 'employ']);
  });

  it('uses the user entries alone for user_only', async () => {
    expect(await effectiveSettings(store, member.id, 'user_only', own)).toEqual({
      dictionary: ['Margin'],
      mappings: [{ ...own.mappings[0], source: 'user' }],
      team_ids: [],
    });
  });

  it.each([
    ['a team the caller is not on', () => [outsider.id, teamA]],
    ['a team that does not exist', () => [member.id, '0b9d3b0e-1c1f-4a70-9d55-2d6f1c1e0a11']],
    ['a string that is not a UUID', () => [member.id, 'not-a-team']],
  ])('answers 403 for %s', async (_, args) => {
    const [userId, team] = args() as [string, string];
    await expect(effectiveSettings(store, userId, team)).rejects.toMatchObject({ status: 403 });
  });

  it('drops a deleted team at once', async () => {
    await store.teams.end(teamB);
    expect((await effectiveSettings(store, member.id, undefined)).dictionary).toEqual([
      'Kubernetes',
      'Margin',
    ]);
    const err = await effectiveSettings(store, member.id, teamB).catch((e) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err.status).toBe(403);
  });

  it('refuses team entries from members without edit_permission', async () => {
    const reader = await store.users.create({ email: 'reader@example.com' });
    await store.teams.addMember(teamA, reader.id);
    const actor = { user_id: reader.id, email: reader.email, is_superuser: 0 };
    await expect(addTeamWord(store, actor, teamA, 'Nope')).rejects.toMatchObject({ status: 403 });
    const editor = { user_id: member.id, email: member.email, is_superuser: 0 };
    await expect(addTeamWord(store, editor, teamA, 'two words')).rejects.toMatchObject({ status: 400 });
  });
});
