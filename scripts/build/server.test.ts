import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';
import { serverEntries } from './server';

const SERVER_SRC = path.join(REPO_ROOT, 'server/src');

/**
 * The worker entries the server's pools load: `./name.${fromSource ? 'ts' : 'js'}` beside a pool that
 * starts its own workers, or `workerEntry(import.meta.url, 'name')` beside one built on the generic
 * WorkerPool (engines/workers/pool.ts).
 */
function startedWorkers(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.ts$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = fs.readFileSync(full, 'utf8');
        const generic = text.matchAll(/workerEntry\(import\.meta\.url, '([\w.-]+)'\)/g);
        for (const m of generic) found.push(path.join(path.dirname(full), `${m[1]}.ts`));
        if (!text.includes('new Worker(')) continue;
        for (const m of text.matchAll(/`\.\/([\w.-]+)\.\$\{fromSource \? 'ts' : 'js'\}`/g)) {
          found.push(path.join(path.dirname(full), `${m[1]}.ts`));
        }
      }
    }
  };
  walk(SERVER_SRC);
  return found;
}

describe('server build entries', () => {
  const entries = serverEntries().map((e) => path.relative(SERVER_SRC, e));

  it('compiles the server and the admin CLI', () => {
    expect(entries).toContain('main.ts');
    expect(entries).toContain(path.join('admin', 'cli.ts'));
  });

  it('compiles every worker the server starts, so the compiled server finds worker.js beside its pool', () => {
    const workers = startedWorkers();
    expect(workers.length).toBeGreaterThanOrEqual(3);
    expect(workers).toContain(path.join(SERVER_SRC, 'engines/spell/worker.ts'));
    for (const worker of workers) expect(serverEntries()).toContain(worker);
  });
});
