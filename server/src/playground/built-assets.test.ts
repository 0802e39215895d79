import { describe, expect, it } from 'vitest';
import { MissingBuildError, readBuiltScript, readBuiltScriptSync } from './built-assets';

describe('built page scripts', () => {
  it('reads the compiled playground and editor demo scripts', async () => {
    expect(readBuiltScriptSync('playground.js')).toContain('playground-config');
    expect(await readBuiltScript('editor-demo.js')).toContain('margin-underline');
  });

  it('answers a script the build did not write with a 503 that says how to build it', async () => {
    const missing = await readBuiltScript('no-such-page.js').catch((e: unknown) => e);
    expect(missing).toBeInstanceOf(MissingBuildError);
    expect((missing as MissingBuildError).status).toBe(503);
    expect((missing as Error).message).toMatch(/npm run build/);
    expect(() => readBuiltScriptSync('no-such-page.js')).toThrow(MissingBuildError);
  });
});
