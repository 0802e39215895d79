import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamRow } from '../storage/repos/teams';
import { createTestApp, type TestApp } from '../testing/app';
import { inviteMessage } from './invites';

// Issue #17 finding 7: control characters were accepted in team names and dictionary words.
describe('the API refuses control characters in names and words (issue 17, finding 7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['CRLF', 'x\r\nBcc: y@evil.test'],
    ['ANSI escape', '\u001b[2J'],
    ['bidi override', 'abc\u202Etxt'],
  ])('dictionary word with %s → 400 {msg}', async (_, word) => {
    const res = await t.call('POST', '/api/v1/dictionary', { key: t.keys.enterprise, word });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(
      /^word: must not contain control or bidi-override/,
    );
  });

  it('team name with a control character → 400 {msg} naming the field', async () => {
    const res = await t.call('POST', '/api/v1/team', {
      key: t.keys.enterprise,
      name: 'Team\u202Eevil',
      organization_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { msg: string }).msg).toMatch(/^name: .*U\+202E/);
  });

  it('a plain word is still accepted', async () => {
    const res = await t.call('POST', '/api/v1/dictionary', { key: t.keys.enterprise, word: 'Kubernetes' });
    expect(res.status).toBe(201);
  });

  it('a team name stored before the rule cannot forge lines in an invitation mail', () => {
    const team = { id: 't', name: 'Ops\r\nBcc: all@evil.test\u202E' } as TeamRow;
    const mail = inviteMessage('http://margin.test', team, 'boss@example.com', 'new@example.com', false);
    expect(mail.subject).not.toMatch(/[\r\n\u202E]/);
    expect(mail.text).not.toContain('\r');
    expect(mail.text.split('\n')[0]).toBe(
      'boss@example.com invited new@example.com to the team "Ops\uFFFD\uFFFDBcc: all@evil.test\uFFFD" on Margin.',
    );
  });
});
