import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { mayEmbedOperatorKey, securePage } from '../http/page-security';
import { demoBundle } from './bundle';
import { editorDemoPage } from './page';

/** Mounts the editor plugin demo: GET /editor and its script. */
export function mountEditorDemo(app: Hono, deps: AppDeps): void {
  app.get('/editor', (c) => securePage(c, editorDemoPage(deps, mayEmbedOperatorKey(c, deps))));
  app.get('/editor/assets/demo.js', async (c) => {
    try {
      const script = await demoBundle();
      return c.body(script, 200, {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
    } catch (error) {
      deps.logger.error('editor demo bundle failed', { error: String(error) });
      return c.json({ msg: 'the editor demo script could not be built; the server logged why' }, 500);
    }
  });
}
