#!/usr/bin/env node
// Runs `npm run build:server` when its output is missing or older than its inputs, so that
// `npm start` and `npm test` work on a fresh clone. Plain JavaScript: it runs before anything is
// compiled and in the production image, where the sources (and the build tools) are absent and the
// shipped build is used as it is. Messages go to stderr so the admin CLI's JSON stdout stays clean.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stamp = path.join(root, 'server/dist/.build-stamp');
/** Everything the build reads; a change to any of them makes the build outdated. */
const inputs = [
  'server/src',
  'shared/src',
  'editor-plugin/src',
  'editor-plugin/vite.config.ts',
  'editor-plugin/package.json',
  'scripts/build',
  'package-lock.json',
].map((p) => path.join(root, p));

/** The newest modification time under `p` (0 when it does not exist). */
function newest(p) {
  let stat;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(path.join(p, entry)));
  }
  return max;
}

const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const haveSources = fs.existsSync(path.join(root, 'server/src/main.ts'));
const outdated = builtAt === 0 || (haveSources && inputs.some((p) => newest(p) > builtAt));

if (outdated) {
  if (!haveSources) {
    process.stderr.write('server/dist is missing and there are no sources to build it from\n');
    process.exit(1);
  }
  process.stderr.write(
    builtAt === 0 ? 'building the server (first start)…\n' : 'sources changed; rebuilding the server…\n',
  );
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/build/index.ts')], {
    cwd: root,
    stdio: ['ignore', process.stderr, 'inherit'],
  });
  if (result.status !== 0) {
    process.stderr.write('the build failed; `npm run build:server` shows why\n');
    process.exit(result.status ?? 1);
  }
}
