import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from './support/server';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-admin-'));
const env = { ...process.env, DATABASE_URL: `sqlite:${path.join(dir, 'admin.sqlite')}`, LOG_LEVEL: 'silent' };

/** Runs `npm run admin -- …` as an operator would (through tsx), returning exit code and parsed output. */
function admin(...args: string[]) {
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'server/src/admin/cli.ts', ...args], {
    cwd: REPO_ROOT,
    env,
    encoding: 'utf8',
  });
  let json: Record<string, unknown> | undefined;
  try {
    json = JSON.parse(r.stdout);
  } catch {
    json = undefined;
  }
  return { code: r.status, json, stderr: r.stderr };
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('admin CLI', () => {
  it('creates users, organizations and keys, revokes keys and reports usage, as JSON on stdout', () => {
    const user = admin('create-user', '--email', 'ana@example.com', '--plan', 'pro');
    expect(user.code).toBe(0);
    expect(user.json?.user_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(user.json?.key).toMatch(/^[A-Za-z0-9]{32}$/);

    const org = admin('create-org', '--name', 'Acme', '--owner', 'ana@example.com');
    expect(org.code).toBe(0);
    expect(org.json?.organization_id).toMatch(/^[0-9a-f-]{36}$/);

    const key = admin('create-key', '--email', 'ana@example.com');
    expect(key.code).toBe(0);
    expect(key.json?.key).not.toBe(user.json?.key);

    expect(admin('revoke-key', '--key', String(key.json?.key)).json).toEqual({ revoked: true });
    const again = admin('revoke-key', '--key', String(key.json?.key));
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/no live key/);

    const usage = admin('usage', '--email', 'ana@example.com');
    expect(usage.code).toBe(0);
    expect(usage.json).toMatchObject({
      email: 'ana@example.com',
      plan: 'enterprise',
      today: [],
      this_month: [],
    });
  });

  it.each([
    [['create-user'], 1, /--email is required/],
    [['create-user', '--email', 'not-an-email'], 1, /not an email address/],
    [['create-user', '--email', 'b@example.com', '--plan', 'gold'], 1, /--plan must be one of/],
    [['create-org', '--name', 'X', '--owner', 'nobody@example.com'], 1, /no user with email/],
    [['frobnicate'], 2, /unknown command/],
    [['create-user', '--bogus'], 2, /Unknown option/],
  ])('%j exits %i with a message', (args, code, message) => {
    const r = admin(...args);
    expect(r.code).toBe(code);
    expect(r.stderr).toMatch(message);
  });

  it('refuses a second user with the same email', () => {
    expect(admin('create-user', '--email', 'dup@example.com').code).toBe(0);
    const r = admin('create-user', '--email', 'DUP@example.com');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/already exists/);
  });
});
