import { defineConfig } from 'wxt';

// The extension's sources live in extension/ so the repository root stays a plain npm workspace root.
export default defineConfig({
  srcDir: 'extension',
  outDir: 'extension/.output',
  manifest: {
    name: 'Margin',
    description: 'Grammar, spelling and style suggestions from your own Margin server.',
    permissions: ['storage'],
  },
});
