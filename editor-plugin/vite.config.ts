import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The host application already ships TipTap and ProseMirror; bundling a second copy would break
// `instanceof` checks and plugin keys, so they stay external. @margin/shared is source-only and is bundled.
const external = [/^@tiptap\//, /^prosemirror-/];

export default defineConfig({
  build: {
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: 'index',
    },
    rollupOptions: { external },
    sourcemap: true,
    target: 'es2022',
  },
});
