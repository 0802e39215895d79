import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'wxt';
import { indexForms } from './shared/src/spell/assembly';
import { HunspellDictionary } from './shared/src/spell/hunspell/dictionary';

const require = createRequire(import.meta.url);
/** A package's folder; found from its resolved entry (onnxruntime-web does not export package.json). */
function packageDir(name: string): string {
  let dir = path.dirname(require.resolve(name));
  while (path.basename(dir) !== name && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** English varieties the offline spell worker ships (the `dictionary-*` packages' .aff/.dic files). */
const OFFLINE_DICTIONARIES = {
  us: 'dictionary-en',
  gb: 'dictionary-en-gb',
  au: 'dictionary-en-au',
  ca: 'dictionary-en-ca',
};

/**
 * The forms of a dictionary that the suggestion index holds, expanded here at build time so the
 * offline worker does not spend a third of its start-up expanding affixes. First line: whether the
 * list is complete.
 */
function expandedForms(dir: string): string {
  const dictionary = HunspellDictionary.parse(
    fs.readFileSync(path.join(dir, 'index.aff'), 'utf8'),
    fs.readFileSync(path.join(dir, 'index.dic'), 'utf8'),
  );
  // The same forms, within the same limit, as the server's index (shared/src/spell/assembly.ts).
  const { forms, complete } = indexForms(dictionary);
  return `# ${complete ? 'complete' : 'partial'}\n${forms.join('\n')}`;
}

/** The spell engine's trained artefacts (reranker and frequencies), the same files the server uses. */
const SPELL_MODEL_DIR = path.resolve('server/src/engines/spell/model');

// The extension's sources live in extension/ so the repository root stays a plain npm workspace root.
export default defineConfig({
  srcDir: 'extension',
  outDir: 'extension/.output',
  manifest: ({ browser }) => ({
    name: 'Margin',
    description: 'Grammar, spelling and style suggestions from your own Margin server.',
    // storage: settings pages; offscreen (Chromium): the document that hosts the offline spell worker
    // (Firefox keeps it in an iframe of its background page);
    // activeTab: the popup reads the host name of the tab it was opened on (for on/off per site).
    permissions: browser === 'firefox' ? ['storage', 'activeTab'] : ['storage', 'offscreen', 'activeTab'],
    // Asked for on the options page for the configured server only, so the service worker can call
    // it whatever the server's CORS settings are.
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    content_security_policy: {
      // onnxruntime-web compiles WebAssembly in the offline spell worker.
      extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self'",
    },
    browser_specific_settings: { gecko: { id: 'margin@margin.invalid' } },
  }),
  vite: () => ({
    resolve: {
      // The extern-wasm build of onnxruntime-web loads its wasm from a URL (copied once below) instead
      // of embedding a second 14 MB copy in the worker bundle.
      conditions: ['onnxruntime-web-use-extern-wasm', ...defaultClientConditions],
    },
    worker: { format: 'es' },
    build: { chunkSizeWarningLimit: 2048 },
  }),
  hooks: {
    'build:publicAssets': (_wxt, files) => {
      const ort = path.join(packageDir('onnxruntime-web'), 'dist');
      files.push(
        {
          absoluteSrc: path.join(ort, 'ort-wasm-simd-threaded.wasm'),
          relativeDest: 'ort/ort-wasm-simd-threaded.wasm',
        },
        {
          absoluteSrc: path.join(ort, 'ort-wasm-simd-threaded.mjs'),
          relativeDest: 'ort/ort-wasm-simd-threaded.mjs',
        },
      );
      for (const [variety, pkg] of Object.entries(OFFLINE_DICTIONARIES)) {
        const dir = packageDir(pkg);
        files.push(
          { absoluteSrc: path.join(dir, 'index.aff'), relativeDest: `spell/en-${variety}.aff` },
          { absoluteSrc: path.join(dir, 'index.dic'), relativeDest: `spell/en-${variety}.dic` },
          { contents: expandedForms(dir), relativeDest: `spell/en-${variety}.forms.txt` },
        );
      }
      for (const name of ['en-unigrams.txt', 'en-bigrams.bin', 'spell-reranker.onnx']) {
        const file = path.join(SPELL_MODEL_DIR, name);
        if (fs.existsSync(file)) files.push({ absoluteSrc: file, relativeDest: `spell/${name}` });
        else {
          console.warn(
            `Margin: ${file} is missing (run "npm run train -- spell"); offline spellcheck ranks without it.`,
          );
        }
      }
    },
  },
});
