/**
 * The pages' scripts the server serves, compiled at build time into `server/dist/public/`: the
 * playground's client and the editor demo. The demo imports `@margin/editor-plugin` through the
 * package's `import` export, i.e. the plugin's own build in `editor-plugin/dist`, as an embedder's
 * bundler would.
 */
import path from 'node:path';
import { build } from 'esbuild';
import { REPO_ROOT } from './paths';
import { SERVER_DIST } from './server';

export const PUBLIC_DIST = path.join(SERVER_DIST, 'public');

/**
 * Output name (in `server/dist/public`) → entry source and format: the playground's script is inlined
 * into a classic `<script>` (an IIFE keeps its names out of the page's globals), the demo's is a module.
 */
export const BROWSER_BUNDLES: Record<string, { entry: string; format: 'esm' | 'iife' }> = {
  'playground.js': { entry: 'server/src/playground/client/main.tsx', format: 'iife' },
  'editor-demo.js': { entry: 'server/src/editor-demo/client/main.ts', format: 'esm' },
};

/** Bundles and minifies each page script; returns the files written. */
export async function buildBrowserBundles(): Promise<string[]> {
  const written: string[] = [];
  for (const [name, { entry, format }] of Object.entries(BROWSER_BUNDLES)) {
    const outfile = path.join(PUBLIC_DIST, name);
    await build({
      entryPoints: [path.join(REPO_ROOT, entry)],
      outfile,
      bundle: true,
      platform: 'browser',
      format,
      target: 'es2022',
      minify: true,
      legalComments: 'none',
      jsx: 'automatic',
      jsxImportSource: 'preact',
      logLevel: 'warning',
    });
    written.push(outfile);
  }
  return written;
}
