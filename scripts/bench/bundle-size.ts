/**
 * Bundle-size benchmark (issue #13): the gzipped size of the extension's content script, which is
 * injected into every frame of every page (target ≤ 40 KB), measured on the production build
 * (`wxt build`). Also home of {@link bundleInputs}, which the page-bundle tests use to prove that no
 * page entry pulls zod in. Run alone with `npx tsx scripts/bench/bundle-size.ts`.
 */

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import type { BenchRow } from './row';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The content script is parsed in every frame of every page, so it has a budget (KB, gzipped). */
export const CONTENT_SCRIPT_TARGET_KB = 40;

/**
 * Every module (repository-relative path) that bundling `entry` for the browser pulls in. esbuild
 * with a metafile follows the same imports Vite does; type-only imports are erased, as in the build.
 */
export async function bundleInputs(entry: string): Promise<string[]> {
  const result = await build({
    absWorkingDir: REPO_ROOT,
    entryPoints: [path.resolve(REPO_ROOT, entry)],
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    // Assets are not modules; their names are enough.
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty' },
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

/** Whether a bundle input is part of the zod package. */
export function isZodModule(input: string): boolean {
  return /(^|\/)node_modules\/zod\//.test(input);
}

/** The gzipped size in KB of the built content script (builds the extension first when it is stale). */
export async function contentScriptGzipKb(): Promise<number> {
  const { ensureExtensionBuilt } = await import('../../e2e/extension/support/build');
  const dir = ensureExtensionBuilt();
  const script = fs.readFileSync(path.join(dir, 'content-scripts/content.js'));
  return gzipSync(script, { level: 9 }).length / 1024;
}

/** The rows `npm run bench` prints for bundle sizes. */
export async function runBundleSizeBench(): Promise<BenchRow[]> {
  const contentInputs = await bundleInputs('extension/entrypoints/content.ts');
  return [
    {
      scenario: 'extension bundle',
      metric: 'content script, gzipped',
      value: await contentScriptGzipKb(),
      unit: 'KB',
      target: { atMost: CONTENT_SCRIPT_TARGET_KB },
    },
    {
      scenario: 'extension bundle',
      metric: 'zod modules in the content script',
      value: contentInputs.filter(isZodModule).length,
      unit: 'modules',
      target: { atMost: 0 },
    },
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { printTable } = await import('../lib/table');
  const rows = await runBundleSizeBench();
  printTable(
    rows.map((r) => ({
      ...r,
      value: Math.round(r.value * 100) / 100,
      target: r.target ? `<= ${r.target.atMost}` : '',
    })),
  );
}
