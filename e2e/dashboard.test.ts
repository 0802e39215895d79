import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { REPO_ROOT, type RunningServer, startServer } from './support/server';

const run = promisify(execFile);
const PASSWORD = 'a long enough password';
const OWNER = 'owner@acme.example';
const JOINER = 'joiner@acme.example';

let server: RunningServer;
let browser: Browser;

/** Runs the admin CLI against the test server's database, as an operator would. */
async function admin(...args: string[]): Promise<{ messages?: { kind: string; body: string | null }[] }> {
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', path.join(REPO_ROOT, 'server/src/admin/cli.ts'), ...args],
    {
      cwd: REPO_ROOT,
      env: { ...process.env, MARGIN_DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    },
  );
  return JSON.parse(stdout);
}

/** The newest confirmation link mailed to an address, read from the outbox. */
async function confirmationLink(email: string): Promise<string> {
  const { messages } = await admin('outbox', '--to', email);
  const mail = messages?.find((m) => m.kind === 'confirm');
  const link = /https?:\/\/\S+\/dashboard\/confirm\?token=[\w-]+/.exec(mail?.body ?? '')?.[0];
  if (!link) throw new Error(`no confirmation link for ${email} in the outbox`);
  return link;
}

async function registerAndConfirm(page: Page, email: string): Promise<void> {
  await page.goto(`${server.url}/dashboard/register`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText(`We sent a confirmation link to ${email}`).waitFor();
  await page.goto(await confirmationLink(email));
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await page.getByText('Your email address is confirmed.').waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { name: 'Your account' }).waitFor();
}

describe('account dashboard in Chromium', () => {
  let ownerContext: BrowserContext;
  let joinerContext: BrowserContext;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
    ownerContext = await browser.newContext();
    joinerContext = await browser.newContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('owner registers, creates a team and invites; the invitee joins; the owner removes them', async () => {
    const owner = await ownerContext.newPage();
    owner.on('dialog', (d) => void d.accept());
    await registerAndConfirm(owner, OWNER);

    await owner.getByRole('button', { name: 'Create API key' }).click();
    const key = (await owner.locator('#new-key').textContent()) ?? '';
    expect(key).toMatch(/^[A-Za-z0-9]{32}$/);
    const teams = await fetch(`${server.url}/api/v1/team?key=${key}`);
    expect(await teams.json()).toEqual({ teams: [] });
    // Reloading the page that showed the key resubmits its form: the key must survive, unshown.
    await owner.reload();
    await owner.getByText('Your key was already regenerated').waitFor();
    expect(await owner.content()).not.toContain(key);
    expect((await fetch(`${server.url}/api/v1/team?key=${key}`)).status).toBe(200);

    // Organizations and plans are provisioned by the operator.
    await admin('create-org', '--name', 'Acme', '--owner', OWNER, '--plan', 'enterprise');
    await owner.goto(`${server.url}/dashboard`);
    await owner.getByLabel('New team name').fill('Editors');
    await owner.getByRole('button', { name: 'Create team' }).click();
    await owner.getByRole('heading', { name: 'Team Editors' }).waitFor();

    await owner.getByLabel(/Invite by email/).fill(JOINER);
    await owner.getByRole('button', { name: 'Send invitations' }).click();
    await owner.getByText(`Invited: ${JOINER}.`).waitFor();
    const pendingRow = owner.locator(`#pending-users tr[data-email="${JOINER}"]`);
    expect(await pendingRow.locator('td').nth(1).textContent()).toBe('no');

    const joiner = await joinerContext.newPage();
    await registerAndConfirm(joiner, JOINER);
    expect(await joiner.locator('#teams').textContent()).toContain('Editors');

    await owner.reload();
    const userRow = owner.locator(`#team-users tr[data-email="${JOINER}"]`);
    await userRow.waitFor();
    expect(await owner.locator('#pending-users').textContent()).toContain('No outstanding invitations.');
    const listed = await fetch(
      `${server.url}/api/v1/team/${owner.url().split('/').pop()}/team_user?key=${key}`,
    ).then((r) => r.json());
    expect(listed.users.map((u: { login_email: string }) => u.login_email)).toEqual([OWNER, JOINER]);

    await userRow.getByRole('button', { name: 'Remove' }).click();
    await owner.getByText(`${JOINER} was removed from the team.`).waitFor();
    expect(await owner.locator(`#team-users tr[data-email="${JOINER}"]`).count()).toBe(0);
    await joiner.reload();
    expect(await joiner.locator('#teams').textContent()).toContain('You are not on a team.');
  }, 120_000);
});
