import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/browser';
import { REPO_ROOT, type RunningServer, startServer } from './support/server';

const PLUGIN_DIR = path.join(REPO_ROOT, 'editor-plugin');
const APP_TEMPLATE = path.join(REPO_ROOT, 'e2e/editor-package');
const LOCK = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'package-lock.json'), 'utf8')).packages;
/** The versions this repository builds and tests with, so the fresh app resolves the same ones. */
const pinned = (lockPath: string) => LOCK[lockPath].version as string;

const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 240_000 });

/** Serves a folder of static files on loopback. */
function serveStatic(root: string): Promise<http.Server> {
  const types: Record<string, string> = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
  };
  const server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    const target = file.endsWith('/') ? path.join(file, 'index.html') : file;
    if (!target.startsWith(root) || !fs.existsSync(target)) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(target)] ?? 'application/octet-stream' });
    fs.createReadStream(target).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

// Issue #13, item 9: what an embedder gets from `npm pack`, installed outside this workspace.
describe('the packed editor plugin in a fresh Vite + TypeScript app', () => {
  let work: string;
  let app: string;
  let tarball: string;
  let margin: RunningServer;
  let browser: Browser;
  let site: http.Server;

  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build/ensure-built.mjs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-package-'));
    const packed = JSON.parse(npm(['pack', '--json', '--pack-destination', work], PLUGIN_DIR)) as {
      filename: string;
    }[];
    tarball = path.join(work, packed[0].filename);
    app = path.join(work, 'app');
    fs.cpSync(APP_TEMPLATE, app, { recursive: true });
    const manifest = {
      name: 'margin-embedder-app',
      private: true,
      type: 'module',
      dependencies: {
        '@margin/editor-plugin': `file:${tarball}`,
        '@tiptap/core': pinned('node_modules/@tiptap/core'),
        '@tiptap/pm': pinned('node_modules/@tiptap/pm'),
        '@tiptap/starter-kit': pinned('node_modules/@tiptap/starter-kit'),
      },
      devDependencies: {
        typescript: pinned('node_modules/typescript'),
        vite: pinned('editor-plugin/node_modules/vite'),
      },
    };
    fs.writeFileSync(path.join(app, 'package.json'), JSON.stringify(manifest, null, 2));
    npm(['install', '--no-audit', '--no-fund', '--prefer-offline', '--ignore-scripts'], app);
  }, 400_000);

  afterAll(async () => {
    await browser?.close();
    site?.close();
    await margin?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('packs built ESM, its declarations and the README, and no sources', () => {
    const listing = execFileSync('tar', ['-tzf', tarball], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(listing).toContain('package/dist/index.js');
    expect(listing).toContain('package/dist/types/editor-plugin/src/index.d.ts');
    expect(listing).toContain('package/README.md');
    expect(listing.filter((f) => f.startsWith('package/src/') || /\.test\./.test(f))).toEqual([]);
    const installed = JSON.parse(
      fs.readFileSync(path.join(app, 'node_modules/@margin/editor-plugin/package.json'), 'utf8'),
    );
    expect(fs.existsSync(path.join(app, 'node_modules/@margin/editor-plugin', installed.types))).toBe(true);
    // Nothing the registry does not have: the workspace-only shared package is bundled, not depended on.
    expect(Object.keys(installed.dependencies ?? {})).toEqual([]);
  });

  it('type-checks the app against the packed declarations (a wrong option is an error)', () => {
    const tsc = spawnSync(
      process.execPath,
      [path.join(app, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', app],
      {
        encoding: 'utf8',
      },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });

  it('builds with Vite and underlines a mistake in Chromium against a real server', async () => {
    execFileSync(
      process.execPath,
      [path.join(app, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
      {
        cwd: app,
        timeout: 120_000,
      },
    );
    margin = await startServer();
    site = await serveStatic(path.join(app, 'dist'));
    browser = await launchChromium();
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const query = new URLSearchParams({ server: margin.url, key: margin.operatorKey });
    await page.goto(`http://127.0.0.1:${(site.address() as AddressInfo).port}/?${query}`);
    await page.waitForSelector('#editor .ProseMirror');
    expect(await page.evaluate(() => (window as unknown as { marginMounted: boolean }).marginMounted)).toBe(
      true,
    );
    const underline = await page.waitForSelector('#editor .margin-underline', { timeout: 60_000 });
    expect(await underline.textContent()).toBe('go');
    expect(errors).toEqual([]);
  }, 180_000);
});
