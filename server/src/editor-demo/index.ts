import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { mayEmbedOperatorKey, securePage } from '../http/page-security';
import { readBuiltScript } from '../playground/built-assets';
import { editorDemoPage } from './page';

/** The demo's script: `client/main.ts` with the plugin's package build, compiled by `npm run build`. */
export const DEMO_SCRIPT = 'editor-demo.js';

/** Mounts the editor plugin demo: GET /editor and its script. */
export function mountEditorDemo(app: Hono, deps: AppDeps): void {
  app.get('/editor', (c) => securePage(c, editorDemoPage(deps, mayEmbedOperatorKey(c, deps))));
  // A checkout that was never built answers 503 {msg} saying how to build (MissingBuildError).
  app.get('/editor/assets/demo.js', async (c) =>
    c.body(await readBuiltScript(DEMO_SCRIPT), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    }),
  );
}
