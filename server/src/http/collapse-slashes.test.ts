import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app';
import { collapseSlashes } from './collapse-slashes';

describe('collapseSlashes', () => {
  it.each([
    ['http://h/api/v1/edits', '/api/v1/edits'],
    ['http://h//api/v1/edits', '/api/v1/edits'],
    ['http://h///api//v1/edits?next=//x', '/api/v1/edits'],
    ['http://h/', '/'],
  ])('%s routes as %s', (url, path) => {
    expect(collapseSlashes(new Request(url))).toBe(path);
  });
});

describe('a host with a trailing slash', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  it('reaches the same endpoints through //api/v1/…', async () => {
    const stats = await t.call('POST', '//api/v1/statistics', {
      key: t.keys.free,
      text: 'One short sentence.',
    });
    expect(stats.status).toBe(200);
    expect(((await stats.json()) as { words: number }).words).toBe(3);
    const list = await t.call('GET', `//api//v1/dictionary?key=${t.keys.free}`);
    expect(list.status).toBe(200);
  });

  it('still answers 404 for a path that is wrong after collapsing', async () => {
    const res = await t.call('POST', '//api/v1/nothing', { key: t.keys.free });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ msg: 'no such endpoint: POST /api/v1/nothing' });
  });
});
