import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { mayEmbedOperatorKey, securePage } from '../http/page-security';
import { MissingBuildError, readBuiltScript } from '../playground/built-assets';
import { editorDemoPage } from './page';

/** The demo's script: `client/main.ts` with the plugin's package build, compiled by `npm run build`. */
export const DEMO_SCRIPT = 'editor-demo.js';

/** Mounts the editor plugin demo: GET /editor and its script. */
export function mountEditorDemo(app: Hono, deps: AppDeps): void {
  app.get('/editor', (c) => securePage(c, editorDemoPage(deps, mayEmbedOperatorKey(c, deps))));
  app.get('/editor/assets/demo.js', async (c) => {
    try {
      const script = await readBuiltScript(DEMO_SCRIPT);
      return c.body(script, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    } catch (error) {
      if (!(error instanceof MissingBuildError)) throw error;
      deps.logger.error('editor demo script missing', { error: error.message });
      return c.json({ msg: error.message }, 503);
    }
  });
}
