import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importCycles } from './import-cycles';

const ROOT = path.resolve(__dirname, '../..');
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-cycles-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** Writes a small tree of files and returns the cycles found in it, relative to the tree. */
function cyclesIn(name: string, files: Record<string, string>): string[][] {
  const dir = path.join(scratch, name);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  return importCycles([dir]).map((c) => c.map((f) => path.relative(dir, f)));
}

describe('importCycles', () => {
  it('has none under server/src and shared/src', () => {
    const cycles = importCycles([path.join(ROOT, 'server/src'), path.join(ROOT, 'shared/src')]);
    expect(cycles.map((c) => c.map((f) => path.relative(ROOT, f)))).toEqual([]);
  });

  it('finds a loop through export-from, a folder index and a dynamic import', () => {
    expect(
      cyclesIn('loop', {
        'a.ts': "export { b } from './lib';",
        'lib/index.ts': "export const b = () => import('../c');",
        'c.ts': "import { b } from './a';\nexport const c = b;",
      }),
    ).toEqual([['a.ts', 'c.ts', 'lib/index.ts']]);
  });

  it('ignores type-only imports', () => {
    expect(
      cyclesIn('types', {
        'a.ts': "import type { B } from './b';\nexport const a = 1;",
        'b.ts': "import { type A } from './a';\nimport { a } from './c';\nexport type B = 1;",
        'c.ts': 'export const a = 1;',
      }),
    ).toEqual([]);
  });
});
