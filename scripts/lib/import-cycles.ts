/**
 * Finds import cycles among the TypeScript files under some folders: relative `import … from`,
 * `export … from` and `import('…')` with a literal path, resolved to `.ts`, `.tsx` or `/index.ts`.
 * Type-only imports (`import type`, `export type`, or braces holding only `type` names) are ignored:
 * the compiler erases them, so they cannot make a module run before its dependency has loaded.
 * Package imports (`@margin/shared/…`) are not followed; every cycle found so far was relative.
 */
import fs from 'node:fs';
import path from 'node:path';

const STATIC = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/gm;
const SIDE_EFFECT = /^\s*import\s+['"](\.{1,2}\/[^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

/** Whether an import clause names only types: `type { A }`, `{ type A, type B }`. */
function typeOnly(typeKeyword: string | undefined, clause: string): boolean {
  if (typeKeyword) return true;
  const braces = clause.match(/^\{([^}]*)\}$/s);
  if (!braces) return false;
  const names = braces[1]
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((n) => n.startsWith('type '));
}

function resolve(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec).replace(/\.js$/, '');
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The modules a file loads at run time, as absolute paths. */
export function runtimeImports(file: string, source: string): string[] {
  const specs: string[] = [];
  for (const m of source.matchAll(STATIC)) if (!typeOnly(m[2], m[3])) specs.push(m[4]);
  for (const m of source.matchAll(SIDE_EFFECT)) specs.push(m[1]);
  for (const m of source.matchAll(DYNAMIC)) specs.push(m[1]);
  return specs.map((s) => resolve(file, s)).filter((f): f is string => f !== undefined);
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : sourceFiles(p);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [p] : [];
  });
}

/** Groups of files that import each other in a loop (strongly connected components of size > 1). */
export function importCycles(dirs: string[]): string[][] {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap(sourceFiles))
    graph.set(file, runtimeImports(file, fs.readFileSync(file, 'utf8')));

  // Tarjan's algorithm.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const group: string[] = [];
    let w: string | undefined;
    do {
      w = stack.pop();
      if (w === undefined) break;
      onStack.delete(w);
      group.push(w);
    } while (w !== v);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return cycles;
}
