/**
 * `npm run build:server`: everything `npm start` runs — the editor plugin's package build
 * (`editor-plugin/dist`), the compiled server (`server/dist`) and the pages' scripts
 * (`server/dist/public`) — then the stamp `scripts/build/ensure-built.mjs` compares sources against.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildBrowserBundles } from './browser';
import { REPO_ROOT } from './paths';
import { buildServer, SERVER_DIST } from './server';

/** Written last, so an interrupted build is never taken for a complete one. */
export const BUILD_STAMP = path.join(SERVER_DIST, '.build-stamp');

function buildEditorPlugin(): void {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build', '--workspace', 'editor-plugin'], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the editor plugin build failed (exit ${result.status})`);
}

async function main(): Promise<void> {
  const started = performance.now();
  buildEditorPlugin();
  const server = await buildServer();
  const pages = await buildBrowserBundles();
  fs.writeFileSync(BUILD_STAMP, `${new Date().toISOString()}\n`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(
    `built editor-plugin/dist, server/dist (${server.length} files) and ${pages.length} page scripts in ${seconds} s\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`build failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
