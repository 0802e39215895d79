import { afterAll, describe, expect, it } from 'vitest';
import { EngineFailure } from '../types';
import { ApertiumEngine } from './engine';
import { apertiumInstalled } from './modes';

const searchPath = process.env.PATH ?? '';
const installed = apertiumInstalled(searchPath);
if (!installed) {
  console.warn(
    'SKIPPED Apertium engine tests: Apertium is not installed (.ci/run installs apertium and its pair packages)',
  );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!installed)('ApertiumEngine', () => {
  const engine = new ApertiumEngine({ searchPath });
  afterAll(() => engine.close());

  it('reports its pairs, with pivots through Spanish where no mode exists', async () => {
    const status = await engine.status();
    expect(status.available).toBe(true);
    expect(status.formality).toBe(false);
    expect(status.pairs).toContainEqual({ source: 'en', target: 'es', via: [] });
    expect(status.pairs).toContainEqual({ source: 'es', target: 'en', via: [] });
    expect(status.pairs).toContainEqual({ source: 'en', target: 'fr', via: ['es'] });
    expect(status.pairs.find((p) => p.target === 'ja')).toBeUndefined();
  });

  it('routes a region variant through the mode that produces it, else through the base language', async () => {
    expect(await engine.route('es', 'pt-BR')).toMatchObject({ target: 'pt-BR', via: [] });
    expect(await engine.route('en', 'pt-BR')).toMatchObject({ target: 'pt-BR', via: ['es'] });
    expect(await engine.route('es', 'en-GB')).toMatchObject({ target: 'en', via: [] });
    expect(await engine.route('en', 'ja')).toBeUndefined();
    expect(await engine.route('en', 'en-US')).toBeUndefined();
  });

  it('translates through one long-lived pipeline per mode', async () => {
    const route = (await engine.route('en', 'es'))!;
    const [a, b] = await engine.translate(['The cat is black.', 'I have a house.'], { route });
    expect(a).toBe('El gato es negro.');
    expect(b).toMatch(/casa/);
    await engine.translate(['The dog is white.'], { route });
    expect(engine.pipeline('eng-spa').starts).toBe(1);
  });

  it('chains modes for a pivot pair', async () => {
    const route = (await engine.route('en', 'fr'))!;
    const [out] = await engine.translate(['The cat is black.'], { route });
    expect(out).toBe('Le chat est noir.');
  });

  it('keeps placeholder tokens and whitespace runs in place', async () => {
    const route = (await engine.route('en', 'es'))!;
    const [out] = await engine.translate(['Hello ⟦0⟧, visit ⟦1⟧ today  and   tomorrow.'], { route });
    expect(out).toMatch(/^Hola ⟦0⟧, .*⟦1⟧ .*[ ]{2}.*[ ]{3}/);
  });

  it('fails the segments in flight when the process dies, then starts a new one', async () => {
    const route = (await engine.route('en', 'es'))!;
    await engine.translate(['Warm up.'], { route });
    const pipeline = engine.pipeline('eng-spa');
    const pid = pipeline.pid!;
    const starts = pipeline.starts;
    // Freeze the pipeline so the segment is surely in flight, then kill the whole process group.
    process.kill(-pid, 'SIGSTOP');
    const pending = engine.translate(['The house is big.'], { route });
    while (pipeline.inFlight === 0) await sleep(5);
    process.kill(-pid, 'SIGKILL');
    await expect(pending).rejects.toBeInstanceOf(EngineFailure);
    const [out] = await engine.translate(['The house is big.'], { route });
    expect(out).toBe('La casa es grande.');
    expect(pipeline.starts).toBe(starts + 1);
  });

  it('restarts a pipeline that stops answering', async () => {
    const slow = new ApertiumEngine({ searchPath, timeoutMs: 300 });
    try {
      const route = (await slow.route('es', 'en'))!;
      await slow.translate(['Hola.'], { route });
      const pipeline = slow.pipeline('spa-eng');
      process.kill(-pipeline.pid!, 'SIGSTOP');
      await expect(slow.translate(['El perro.'], { route })).rejects.toThrow(/no answer within 300 ms/);
      expect(await slow.translate(['El perro.'], { route })).toEqual(['The dog.']);
    } finally {
      await slow.close();
    }
  });
});

describe('ApertiumEngine without Apertium', () => {
  it('reports itself unavailable and routes nothing', async () => {
    const engine = new ApertiumEngine({ searchPath, modesDir: '/nonexistent' });
    const status = await engine.status();
    expect(status.available).toBe(false);
    expect(status.pairs).toEqual([]);
    expect(status.detail).toMatch(/not installed|no Apertium language pair/);
    expect(await engine.route('en', 'es')).toBeUndefined();
  });
});
