import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../../support/server';

/** The unpacked Chromium build that `npm run build` (wxt build) produces. */
export const EXTENSION_DIR = path.join(REPO_ROOT, 'extension/.output/chrome-mv3');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === '.output' || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the production extension (`wxt build`) unless a build newer than every source file
 * (extension/, shared/src, wxt.config.ts) is already there: the suites test what users install.
 */
export function ensureExtensionBuilt(): string {
  // Suites run in parallel processes: one builds while the others wait for it.
  withLock(() => {
    const manifest = path.join(EXTENSION_DIR, 'manifest.json');
    const built = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
    const sources = Math.max(
      newestMtime(path.join(REPO_ROOT, 'extension')),
      newestMtime(path.join(REPO_ROOT, 'shared/src')),
      fs.statSync(path.join(REPO_ROOT, 'wxt.config.ts')).mtimeMs,
    );
    if (built < sources) {
      execFileSync(path.join(REPO_ROOT, 'node_modules/.bin/wxt'), ['build'], {
        cwd: REPO_ROOT,
        stdio: 'pipe',
      });
    }
  });
  return EXTENSION_DIR;
}

const LOCK = path.join(REPO_ROOT, 'extension/.output-build.lock');
/** A lock older than this is left over from a killed run. */
const STALE_LOCK_MS = 180_000;

function withLock(work: () => void): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_LOCK_MS) fs.rmSync(LOCK, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 200);
    }
  }
  try {
    work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}
