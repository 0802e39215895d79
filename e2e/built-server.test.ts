import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, type RunningServer, startServer } from './support/server';

const DIST_MAIN = path.join(REPO_ROOT, 'server/dist/main.js');
const FIXTURES = path.join(REPO_ROOT, 'server/src/engines/files/fixtures');

/** POSTs JSON with the operator key and returns status and parsed body. */
async function post(server: RunningServer, route: string, body: Record<string, unknown>) {
  const res = await fetch(`${server.url}/api/v1/${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ key: server.operatorKey, ...body }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function uploadPdf(server: RunningServer, fixture: string) {
  const form = new FormData();
  form.append(
    'file',
    new Blob([fs.readFileSync(path.join(FIXTURES, fixture))], { type: 'application/pdf' }),
    fixture,
  );
  form.append('jsonParams', JSON.stringify({ key: server.operatorKey }));
  const res = await fetch(`${server.url}/api/v1/ingest/pdf_to_text`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

// The production path: `npm start` runs the compiled server with plain node, no tsx anywhere, so the
// worker threads must load their compiled entries and every model must be found beside the bundles.
describe('the compiled server (node server/dist/main.js)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const build = spawnSync(process.execPath, [path.join(REPO_ROOT, 'scripts/build/ensure-built.mjs')], {
      cwd: REPO_ROOT,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr).toBe(0);
    server = await startServer({}, 30_000, [DIST_MAIN]);
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it('runs JavaScript only: no TypeScript loader in the process', () => {
    expect(server.process.spawnargs.slice(1)).toEqual([DIST_MAIN]);
    expect(fs.readFileSync(DIST_MAIN, 'utf8')).not.toMatch(/^import .*['"]tsx/m);
  });

  it('answers liveness', async () => {
    const res = await fetch(`${server.url}/api/v1/liveness`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ msg: 'alive' });
  });

  it('corrects grammar through the compiled grammar worker', async () => {
    const { status, body } = await post(server, 'edits', {
      text: 'She go to school every day.',
      session_id: 'built',
    });
    expect(status).toBe(200);
    const edits = body.edits as { sentence: string; start: number; end: number; replacement: string }[];
    expect(edits.map((e) => [e.sentence.slice(e.start, e.end), e.replacement])).toContainEqual([
      'go',
      'goes',
    ]);
  }, 60_000);

  it('checks spelling through the compiled spell worker (#17)', async () => {
    const { status, body } = await post(server, 'spellcheck', { text: 'It isnt a smal house.' });
    expect(status).toBe(200);
    const edits = body.edits as { sentence: string; start: number; end: number; replacement: string }[];
    expect(edits.map((e) => [e.sentence.slice(e.start, e.end), e.replacement])).toEqual([
      ['isnt', "isn't"],
      ['smal', 'small'],
    ]);
  }, 60_000);

  it('still validates: a request without session_id is a 400 {msg}', async () => {
    const { status, body } = await post(server, 'edits', { text: 'She go to school.' });
    expect(status).toBe(400);
    expect(body.msg).toMatch(/session_id/);
  });

  it('reads a PDF in the compiled file worker, and refuses an image-only PDF with 400 {msg}', async () => {
    const ok = await uploadPdf(server, 'normal.pdf');
    expect(ok.status).toBe(200);
    expect(ok.body.text).toMatch(/^Margin test document/);
    const imageOnly = await uploadPdf(server, 'image-only.pdf');
    expect(imageOnly.status).toBe(400);
    expect(typeof imageOnly.body.msg).toBe('string');
  }, 60_000);

  it('loads the sentiment ONNX model from the compiled layout', async () => {
    const { status, body } = await post(server, 'sentiment', { text: 'I love this, it is wonderful.' });
    expect(status).toBe(200);
    const overall = body.overall as [number, string][];
    expect(overall[0][1]).toBe('POSITIVE');
    expect(overall.reduce((sum, [p]) => sum + p, 0)).toBeCloseTo(1, 3);
  }, 60_000);

  it('serves the playground with its stylesheet and compiled client inlined', async () => {
    const res = await fetch(`${server.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('--panel:');
    expect(html).toContain('playground-config');
    expect(html).toMatch(/<script>"use strict";[\s\S]*margin\.playground\.key[\s\S]*<\/script>/);
  });

  it('serves the editor demo script from the build', async () => {
    const res = await fetch(`${server.url}/editor/assets/demo.js`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('margin-underline');
  });
});
