/**
 * Compiles the server into `server/dist`, which mirrors `server/src`: `server/src/x/y.ts` becomes
 * `server/dist/x/y.js`, and every file the server reads at run time (models, data, styles) is copied to
 * the same relative place. Each entry (the server, the admin CLI, each worker thread) is one esbuild
 * bundle with npm packages left external (resolved from `node_modules` at run time) and the TypeScript
 * workspace package `@margin/shared` bundled in.
 */
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { REPO_ROOT } from './paths';

const SERVER_SRC = path.join(REPO_ROOT, 'server/src');
export const SERVER_DIST = path.join(REPO_ROOT, 'server/dist');

/** Source folders that hold test inputs, not run-time assets. */
const NOT_ASSETS = new Set(['fixtures']);

/** `server/src` files the build must not copy: sources, tests and scripts that made the assets. */
function isAsset(file: string): boolean {
  return !/\.(tsx?|py)$/.test(file) && !/\.test\./.test(file);
}

function* walk(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_ASSETS.has(entry.name)) yield* walk(full);
    } else yield full;
  }
}

/** The bundles to write: the server, the admin CLI and every worker thread's entry (`worker.ts`, `*.worker.ts`). */
export function serverEntries(): string[] {
  const workers = [...walk(SERVER_SRC)].filter((f) => /(^|[./])worker\.ts$/.test(path.basename(f)));
  return [path.join(SERVER_SRC, 'main.ts'), path.join(SERVER_SRC, 'admin/cli.ts'), ...workers];
}

/**
 * Keeps `import.meta.url` meaning "this source file's place": in `server/src/a/b.ts` it becomes the URL
 * of `server/dist/a/b.js` (computed from the bundle's own URL), so `new URL('./model', import.meta.url)`
 * finds the copied assets and `pool.ts` finds its compiled `worker.js` beside it, whichever bundle the
 * module ends up in. Code outside `server/src` (the shared package) must not read files at run time.
 */
function sourcePlacePlugin(entry: string): Plugin {
  const toRoot = path
    .relative(path.dirname(outFile(entry)), SERVER_DIST)
    .split(path.sep)
    .join('/');
  return {
    name: 'margin-source-place',
    setup(b) {
      b.onLoad({ filter: /\.tsx?$/ }, (args) => {
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const rel = path.relative(SERVER_SRC, args.path);
        if (rel.startsWith('..')) {
          return {
            errors: [
              {
                text: `${args.path} uses import.meta.url outside server/src; the compiled server cannot place it`,
              },
            ],
          };
        }
        const compiled = rel
          .replace(/\.tsx?$/, '.js')
          .split(path.sep)
          .join('/');
        const place = `new URL(${JSON.stringify(`${toRoot || '.'}/${compiled}`)}, import.meta.url).href`;
        return {
          contents: source.replaceAll('import.meta.url', place),
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/** npm packages stay external; `@margin/*` workspace packages are TypeScript sources and are bundled. */
const externalPackages: Plugin = {
  name: 'margin-external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@margin/') ? undefined : { path: args.path, external: true },
    );
  },
};

function outFile(entry: string): string {
  return path.join(SERVER_DIST, path.relative(SERVER_SRC, entry)).replace(/\.ts$/, '.js');
}

/** Writes one bundle per entry and copies the run-time assets; returns the files written. */
export async function buildServer(): Promise<string[]> {
  fs.rmSync(SERVER_DIST, { recursive: true, force: true });
  const written: string[] = [];
  for (const entry of serverEntries()) {
    const outfile = outFile(entry);
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: 'linked',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      plugins: [externalPackages, sourcePlacePlugin(entry)],
      logLevel: 'warning',
    });
    written.push(outfile);
  }
  for (const file of walk(SERVER_SRC)) {
    if (!isAsset(file)) continue;
    const target = path.join(SERVER_DIST, path.relative(SERVER_SRC, file));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file, target);
    written.push(target);
  }
  return written;
}
