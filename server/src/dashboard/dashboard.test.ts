import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createLogger } from '../log/logger';
import { TEST_DATABASES, type TestStore } from '../testing/databases';
import { DashboardClient } from './testing';

const PASSWORD = 'correct horse battery';
const currentKey = (page: string) => /name="current_key" value="([^"]+)"/.exec(page)![1]!;

describe.each(TEST_DATABASES)('account dashboard on $name', ({ open }) => {
  let store: TestStore;
  let app: ReturnType<typeof createApp>;
  const logs: string[] = [];
  const secrets: string[] = [PASSWORD];

  beforeAll(async () => {
    store = await open();
    const config = loadConfig({ LOG_LEVEL: 'debug' });
    app = createApp({ config, store, logger: createLogger('debug', (l) => logs.push(l)) });
  });
  afterAll(async () => {
    await store?.destroy();
  });

  async function confirmationLink(email: string): Promise<string> {
    const [mail] = await store.outbox.list({ to: email });
    const m = /(\/dashboard\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail?.body ?? '');
    if (!m) throw new Error(`no confirmation mail for ${email}`);
    secrets.push(m[1]!.split('=')[1]!);
    return m[1]!;
  }

  /** Registers, confirms and logs in a new account; returns its logged-in client. */
  async function signUp(email: string): Promise<DashboardClient> {
    const b = new DashboardClient(app);
    const form = await (await b.get('/dashboard/register')).text();
    const reg = await b.post('/dashboard/register', {
      email,
      password: PASSWORD,
      _csrf: DashboardClient.csrf(form),
    });
    expect(reg.status).toBe(200);
    const link = await confirmationLink(email);
    const page = await (await b.get(link)).text();
    const confirmed = await b.post('/dashboard/confirm', {
      token: /name="token" value="([^"]+)"/.exec(page)![1]!,
      _csrf: DashboardClient.csrf(page),
    });
    expect(confirmed.status).toBe(303);
    const login = await (await b.get('/dashboard/login')).text();
    const res = await b.post('/dashboard/login', {
      email,
      password: PASSWORD,
      _csrf: DashboardClient.csrf(login),
    });
    expect(res.status).toBe(303);
    return b;
  }

  it('sends visitors without a session to the login page', async () => {
    const res = await new DashboardClient(app).get('/dashboard');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/dashboard/login');
  });

  it('registers, confirms by the mailed link and logs in with an HttpOnly SameSite=Lax cookie', async () => {
    const b = new DashboardClient(app);
    const form = await (await b.get('/dashboard/register?email=ann%40example.com')).text();
    expect(form).toContain('value="ann@example.com"');
    const res = await b.post('/dashboard/register', {
      email: 'Ann@Example.com',
      password: PASSWORD,
      _csrf: DashboardClient.csrf(form),
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('We sent a confirmation link to ann@example.com');
    const user = await store.users.byEmail('ann@example.com');
    expect(user?.email_confirmed).toBe(0);
    const hash = await store.accounts.passwordHash(user!.id);
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(hash).not.toContain(PASSWORD);

    const loginPage = await (await b.get('/dashboard/login')).text();
    const early = await b.post('/dashboard/login', {
      email: 'ann@example.com',
      password: PASSWORD,
      _csrf: DashboardClient.csrf(loginPage),
    });
    expect(early.status).toBe(403);
    expect(await early.text()).toContain('Confirm your email address first');

    const link = await confirmationLink('ann@example.com');
    // Opening the link (or a mail scanner fetching it) confirms nothing by itself.
    const page = await (await b.get(link)).text();
    expect((await store.users.byEmail('ann@example.com'))?.email_confirmed).toBe(0);
    const token = /name="token" value="([^"]+)"/.exec(page)![1]!;
    const done = await b.post('/dashboard/confirm', { token, _csrf: DashboardClient.csrf(page) });
    expect(done.status).toBe(303);
    expect((await store.users.byEmail('ann@example.com'))?.email_confirmed).toBe(1);
    const reused = await b.post('/dashboard/confirm', { token, _csrf: DashboardClient.csrf(page) });
    expect(reused.status).toBe(400);

    const login = await b.post('/dashboard/login', {
      email: 'ann@example.com',
      password: PASSWORD,
      _csrf: DashboardClient.csrf(loginPage),
    });
    expect(login.status).toBe(303);
    const cookie = login.headers.getSetCookie().find((c) => c.startsWith('margin_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/dashboard/);
    const home = await b.get('/dashboard');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const text = await home.text();
    expect(text).toContain('ann@example.com');
    expect(text).toContain('You have no API key yet');
  });

  it.each([
    ['not-an-email', PASSWORD, 'Enter a valid email address.'],
    ['bob@example.com', 'short', 'Use at least 10 characters.'],
    ['ann@example.com', PASSWORD, 'An account with this address already exists'],
  ])('refuses registration of %s / %s', async (email, password, message) => {
    const b = new DashboardClient(app);
    const form = await (await b.get('/dashboard/register')).text();
    const res = await b.post('/dashboard/register', { email, password, _csrf: DashboardClient.csrf(form) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain(message);
  });

  it('shows a new API key once, and regenerating revokes the old one', async () => {
    const b = await signUp('keys@example.com');
    const home = await (await b.get('/dashboard')).text();
    const res = await b.post('/dashboard/key', {
      _csrf: DashboardClient.csrf(home),
      current_key: currentKey(home),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const key = /<code id="new-key">([A-Za-z0-9]{32})<\/code>/.exec(await res.text())![1]!;
    secrets.push(key);
    expect(await store.keys.authenticate(key)).toMatchObject({ email: 'keys@example.com' });
    const again = await (await b.get('/dashboard')).text();
    expect(again).not.toContain(key);
    expect(again).toContain(`${key.slice(0, 6)}…`);

    const stats = await app.request('/api/v1/statistics', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key, text: 'One short sentence.' }),
    });
    expect(stats.status).toBe(200);
    const usage = await (await b.get('/dashboard')).text();
    expect(usage).toMatch(/<td>statistics<\/td><td>1<\/td><td>19<\/td>/);

    // Resubmitting the first form (a browser reload) must not revoke the key just shown.
    const resubmitted = await b.post('/dashboard/key', {
      _csrf: DashboardClient.csrf(home),
      current_key: currentKey(home),
    });
    expect(resubmitted.status).toBe(303);
    expect(await store.keys.authenticate(key)).toBeDefined();
    expect(await (await b.get('/dashboard')).text()).toContain('Your key was already regenerated');

    const next = await b.post('/dashboard/key', {
      _csrf: DashboardClient.csrf(usage),
      current_key: currentKey(usage),
    });
    const newKey = /<code id="new-key">([A-Za-z0-9]{32})<\/code>/.exec(await next.text())![1]!;
    secrets.push(newKey);
    expect(newKey).not.toBe(key);
    expect(await store.keys.authenticate(key)).toBeUndefined();
    expect(await store.keys.authenticate(newKey)).toBeDefined();
  });

  it('rejects forms without the CSRF token or from another origin', async () => {
    const b = await signUp('csrf@example.com');
    const home = await (await b.get('/dashboard')).text();
    const missing = await b.post('/dashboard/key', {});
    expect(missing.status).toBe(403);
    const wrong = await b.post('/dashboard/key', { _csrf: 'x'.repeat(32) });
    expect(wrong.status).toBe(403);
    const crossSite = await b.post(
      '/dashboard/key',
      { _csrf: DashboardClient.csrf(home), current_key: currentKey(home) },
      { origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await store.accounts.liveKeys((await store.users.byEmail('csrf@example.com'))!.id)).toEqual([]);
    const anon = new DashboardClient(app);
    await anon.get('/dashboard/login');
    const noToken = await anon.post('/dashboard/login', { email: 'csrf@example.com', password: PASSWORD });
    expect(noToken.status).toBe(403);
  });

  it('never authenticates a session id planted before login (fixation)', async () => {
    await signUp('fixed@example.com');
    const victim = new DashboardClient(app);
    victim.cookies.set('margin_session', 'attacker-chosen-session-id');
    const page = await (await victim.get('/dashboard/login')).text();
    const res = await victim.post('/dashboard/login', {
      email: 'fixed@example.com',
      password: PASSWORD,
      _csrf: DashboardClient.csrf(page),
    });
    expect(res.status).toBe(303);
    expect(victim.cookies.get('margin_session')).not.toBe('attacker-chosen-session-id');
    const attacker = new DashboardClient(app);
    attacker.cookies.set('margin_session', 'attacker-chosen-session-id');
    expect((await attacker.get('/dashboard')).status).toBe(303);
    expect((await victim.get('/dashboard')).status).toBe(200);
    // Logging out ends the session on the server, not just in the browser.
    const stolen = victim.cookies.get('margin_session')!;
    const home = await (await victim.get('/dashboard')).text();
    await victim.post('/dashboard/logout', { _csrf: DashboardClient.csrf(home) });
    const replay = new DashboardClient(app);
    replay.cookies.set('margin_session', stolen);
    expect((await replay.get('/dashboard')).status).toBe(303);
  });

  it('rate-limits failed logins per address, even when the right password comes next', async () => {
    await signUp('target@example.com');
    const b = new DashboardClient(app);
    const page = await (await b.get('/dashboard/login')).text();
    const attempt = (password: string) =>
      b.post('/dashboard/login', {
        email: 'target@example.com',
        password,
        _csrf: DashboardClient.csrf(page),
      });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess number ${i}`)).status).toBe(400);
    const blocked = await attempt(PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await blocked.text()).toContain('Too many failed logins');
    // Another address is not blocked by these failures.
    await signUp('other@example.com');
  });

  it('runs the invite lifecycle: invite, register, confirm, join, remove', async () => {
    const owner = await signUp('owner@acme.example');
    const ownerUser = await store.users.byEmail('owner@acme.example');
    const org = await store.organizations.create({
      name: 'Acme',
      ownerId: ownerUser!.id,
      tier: 'enterprise',
    });
    let home = await (await owner.get('/dashboard')).text();
    expect(home).toContain('Organization Acme');
    const created = await owner.post('/dashboard/teams', {
      name: '<img src=x onerror=alert(1)>',
      organization_id: org.id,
      _csrf: DashboardClient.csrf(home),
    });
    expect(created.status).toBe(303);
    const teamPath = created.headers.get('location')!;
    let teamPage = await (await owner.get(teamPath)).text();
    expect(teamPage).not.toContain('<img src=x');
    expect(teamPage).toContain('&lt;img src=x onerror=alert(1)>');

    const invited = await owner.post(`${teamPath}/invite`, {
      emails: 'joiner@acme.example, not-an-address',
      _csrf: DashboardClient.csrf(teamPage),
    });
    expect(invited.status).toBe(303);
    teamPage = await (await owner.get(teamPath)).text();
    expect(teamPage).toContain('Invited: joiner@acme.example.');
    expect(teamPage).toContain('not-an-address (not a valid email address)');
    expect(teamPage).toMatch(
      /<tr data-email="joiner@acme.example"><td>joiner@acme.example<\/td><td>no<\/td>/,
    );

    const joiner = await signUp('joiner@acme.example');
    teamPage = await (await owner.get(teamPath)).text();
    expect(teamPage).toContain('No outstanding invitations.');
    expect(teamPage).toMatch(/<tr data-email="joiner@acme.example"><td>joiner@acme.example<\/td><td><input/);
    expect(await (await joiner.get('/dashboard')).text()).toContain('&lt;img src=x onerror=alert(1)>');

    const joinerId = (await store.teams.members(teamPath.split('/').pop()!)).find(
      (m) => m.login_email === 'joiner@acme.example',
    )!.id;
    const saved = await owner.post(`/dashboard/team_user/${joinerId}/update`, {
      edit_permission: 'true',
      _csrf: DashboardClient.csrf(teamPage),
    });
    expect(saved.status).toBe(303);
    expect(Number((await store.teams.teamUser(joinerId))?.edit_permission)).toBe(1);
    const removed = await owner.post(`/dashboard/team_user/${joinerId}/remove`, {
      _csrf: DashboardClient.csrf(teamPage),
    });
    expect(removed.status).toBe(303);
    teamPage = await (await owner.get(teamPath)).text();
    expect(teamPage).toContain('joiner@acme.example was removed from the team.');
    expect(teamPage).not.toContain('data-email="joiner@acme.example"');
    home = await (await joiner.get('/dashboard')).text();
    expect(home).toContain('You are not on a team.');
  });

  it('lets a team member with edit_permission manage the team dictionary, and nobody else', async () => {
    const admin = await signUp('lead@words.example');
    const editor = await signUp('editor@words.example');
    const reader = await signUp('reader@words.example');
    const adminId = (await store.users.byEmail('lead@words.example'))!.id;
    const org = await store.organizations.create({ name: 'Words', ownerId: adminId, tier: 'enterprise' });
    const team = await store.teams.create({
      organizationId: org.id,
      name: 'Words',
      creatorId: adminId,
      settings: '{}',
      subscription: { tier: 'enterprise', seats: null, endsAt: null },
    });
    await store.teams.addMember(team.id, (await store.users.byEmail('editor@words.example'))!.id, {
      edit_permission: true,
    });
    await store.teams.addMember(team.id, (await store.users.byEmail('reader@words.example'))!.id);
    const page = await (await editor.get(`/dashboard/team/${team.id}`)).text();
    expect(page).not.toContain('id="team-users"');
    await editor.post(`/dashboard/team/${team.id}/dictionary`, {
      word: 'Kubernetes',
      _csrf: DashboardClient.csrf(page),
    });
    await editor.post(`/dashboard/team/${team.id}/mappings`, {
      phrase: 'utilize',
      replacement: 'use',
      description: 'House style',
      _csrf: DashboardClient.csrf(page),
    });
    expect((await store.teamSettings.words([team.id])).map((w) => w.word)).toEqual(['Kubernetes']);
    expect(await (await admin.get(`/dashboard/team/${team.id}`)).text()).toContain(
      '“utilize” → “use” (House style)',
    );
    expect((await reader.get(`/dashboard/team/${team.id}`)).status).toBe(404);
    const readerHome = await (await reader.get('/dashboard')).text();
    await reader.post(`/dashboard/team/${team.id}/dictionary`, {
      word: 'Sneaky',
      _csrf: DashboardClient.csrf(readerHome),
    });
    expect((await store.teamSettings.words([team.id])).map((w) => w.word)).toEqual(['Kubernetes']);
  });

  it('keeps a personal dictionary and custom mappings', async () => {
    const b = await signUp('writer@example.com');
    let home = await (await b.get('/dashboard')).text();
    await b.post('/dashboard/dictionary', { word: 'Margin', _csrf: DashboardClient.csrf(home) });
    const twoWords = await b.post('/dashboard/dictionary', {
      word: 'two words',
      _csrf: DashboardClient.csrf(home),
    });
    expect(twoWords.status).toBe(303);
    await b.post('/dashboard/mappings', {
      phrase: 'gonna',
      replacement: 'going to',
      description: '',
      _csrf: DashboardClient.csrf(home),
    });
    home = await (await b.get('/dashboard')).text();
    const userId = (await store.users.byEmail('writer@example.com'))!.id;
    const words = await store.customisation.words(userId);
    expect(words.map((w) => w.word)).toEqual(['Margin']);
    expect(home).toContain('“gonna” → “going to”');
    await b.post(`/dashboard/dictionary/${words[0]!.id}/delete`, { _csrf: DashboardClient.csrf(home) });
    expect(await store.customisation.words(userId)).toEqual([]);
  });

  it('lets an existing account accept an invitation from its dashboard', async () => {
    const invitee = await signUp('existing@corp.example');
    const lead = await store.users.create({ email: 'lead@corp.example' });
    const org = await store.organizations.create({ name: 'Corp', ownerId: lead.id });
    const team = await store.teams.create({
      organizationId: org.id,
      name: 'Corp team',
      creatorId: lead.id,
      settings: '{}',
      subscription: { tier: 'enterprise', seats: null, endsAt: null },
    });
    const leadKey = (await store.keys.create(lead.id)).key;
    const res = await app.request(`/api/v1/team/${team.id}/team_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ key: leadKey, email: 'existing@corp.example' }),
    });
    expect(((await res.json()) as { invited: unknown[] }).invited).toEqual([
      { email: 'existing@corp.example' },
    ]);
    const [mail] = await store.outbox.list({ to: 'existing@corp.example' });
    expect(mail?.body).toContain('accept the invitation under "Invitations"');
    const home = await (await invitee.get('/dashboard')).text();
    const accept = /action="(\/dashboard\/invitations\/[0-9a-f-]+\/accept)"/.exec(home)![1]!;
    expect((await invitee.post(accept, { _csrf: DashboardClient.csrf(home) })).status).toBe(303);
    expect(await (await invitee.get('/dashboard')).text()).toContain('Corp team');
    expect(await store.invites.pending(team.id)).toEqual([]);
    // A used invitation cannot be accepted again.
    await invitee.post(accept, { _csrf: DashboardClient.csrf(home) });
    expect(await (await invitee.get('/dashboard')).text()).toContain('no outstanding invitation');
  });

  it('never writes passwords, keys or confirmation tokens to the log', () => {
    expect(logs.length).toBeGreaterThan(10);
    const all = logs.join('\n');
    for (const s of secrets) expect(all).not.toContain(s);
    expect(all).toContain('mail stored in the outbox');
  });
});
