import { fileURLToPath } from 'node:url';

const ENTRY = fileURLToPath(new URL('./client/main.ts', import.meta.url));
const PLUGIN_SOURCE = fileURLToPath(new URL('../../../editor-plugin/src/index.ts', import.meta.url));

let cached: Promise<string> | undefined;

/**
 * The demo page's script: the editor plugin, TipTap and the demo glue bundled by esbuild from
 * source on first request and kept in memory. Nothing built is committed, and `npm start` on a fresh
 * clone needs no build step; esbuild loads only when /editor is first opened, so server start-up
 * does not pay for it.
 */
export function demoBundle(): Promise<string> {
  cached ??= build().catch((error: unknown) => {
    cached = undefined;
    throw error;
  });
  return cached;
}

async function build(): Promise<string> {
  const esbuild = await import('esbuild');
  const result = await esbuild.build({
    entryPoints: [ENTRY],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    // The package's entry is its vite build; the demo bundles its source so no build step is needed.
    alias: { '@margin/editor-plugin': PLUGIN_SOURCE },
    logLevel: 'silent',
  });
  return result.outputFiles[0].text;
}
