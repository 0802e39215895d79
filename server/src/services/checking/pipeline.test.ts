import { randomUUID } from 'node:crypto';
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../engines/edits/finding';
import { EngineUnavailableError, EngineUnsupportedError } from '../../engines/errors';
import { type CheckPlan, mainThreadTurn, replacementsOf, runChecks } from './pipeline';

const scope = { keyId: 'k', sessionId: 's' };

/** A plan whose engine flags every "teh" (a fresh cache key per plan, so tests do not share hits). */
function plan(extra: Partial<CheckPlan> = {}): CheckPlan & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    cacheKey: randomUUID(),
    async engines(text) {
      calls.push(text);
      return [...text.matchAll(/teh/g)].map(
        (m): Finding => ({
          start: utf16ToCodePoint(text, m.index ?? 0),
          end: utf16ToCodePoint(text, m.index ?? 0) + 3,
          ruleId: 'spelling',
          category: 'spelling',
          message: 'm',
          replacements: ['the'],
        }),
      );
    },
    filter: (_text, findings) => findings,
    wire: { errorTypes: false },
    concurrency: 2,
    ...extra,
  };
}

describe('runChecks', () => {
  it('checks each distinct paragraph once and gives repeated edits distinct ids', async () => {
    const p = plan();
    const text = 'See teh cat.\nSee teh cat.\n\nAnd teh dog.';
    const { issued } = await runChecks(text, p, scope);
    expect(issued.map((w) => w.edit.sentence)).toEqual(['See teh cat.', 'See teh cat.', 'And teh dog.']);
    expect(new Set(issued.map((w) => w.edit.id)).size).toBe(3);
    expect(p.calls.sort()).toEqual(['And teh dog.', 'See teh cat.']);
  });

  it('applies the plan’s filters after the cache, so they never go stale', async () => {
    const p = plan();
    await runChecks('teh', p, scope);
    const dropped = await runChecks('teh', { ...p, filter: () => [] }, scope);
    expect(dropped.issued).toEqual([]);
    expect(p.calls).toEqual(['teh']);
  });

  it('reports paragraphs past the deadline as degraded sentences', async () => {
    let now = 0;
    const p = plan({ concurrency: 1, deadline: { at: 2, clock: () => now++, reason: 'out of time' } });
    const out = await runChecks('A teh. Two.\nThree teh.\nFour teh. Five.', p, scope);
    expect(out.issued.map((w) => w.edit.sentence)).toEqual(['A teh.', 'Three teh.']);
    expect(out).toMatchObject({ sentencesTotal: 5, sentencesDegraded: 2, degradedReason: 'out of time' });
  });

  it('caps the edits of one request and reports the sentences left out as degraded (#17 finding 1)', async () => {
    const p = plan({ concurrency: 1, maxEdits: 3 });
    const out = await runChecks('A teh teh. B teh teh.\nC teh. D teh.\n\nE teh.', p, scope);
    expect(out.issued.map((w) => w.absStart)).toEqual([2, 6, 13]);
    expect(out).toMatchObject({
      sentencesTotal: 5,
      // B lost its second edit; C, D and E were not checked.
      sentencesDegraded: 4,
      degradedReason: 'the cap of 3 edits per request was reached',
    });
    expect(p.calls).toEqual(['A teh teh. B teh teh.']);
  });

  it('degrades a paragraph whose engine fails only when the plan says so; request errors always fail', async () => {
    const failing = (error: Error) => plan({ engines: () => Promise.reject(error) });
    await expect(runChecks('teh', failing(new EngineUnavailableError('down')), scope)).rejects.toThrow(
      'down',
    );
    const degraded = await runChecks(
      'A teh. B.',
      { ...failing(new EngineUnavailableError('down')), degradeOnFailureOf: 'the spelling engine' },
      scope,
    );
    expect(degraded).toMatchObject({
      issued: [],
      sentencesDegraded: 2,
      degradedReason: 'the spelling engine failed on part of the text: down',
    });
    const unsupported = { ...failing(new EngineUnsupportedError('lang: xx')), degradeOnFailureOf: 'x' };
    await expect(runChecks('teh', unsupported, scope)).rejects.toBeInstanceOf(EngineUnsupportedError);
  });

  it('turns edits into request-text replacements for auto_apply, skipping edits that change nothing', async () => {
    const { issued } = await runChecks('😀 teh\nteh', plan(), scope);
    expect(replacementsOf(issued)).toEqual([
      { start: 3, end: 6, replacement: 'the' },
      { start: 7, end: 10, replacement: 'the' },
    ]);
  });
});

describe('mainThreadTurn', () => {
  it('hands each waiting slice over in a later turn, so I/O (liveness) runs between them (#17 finding 1)', async () => {
    const order: string[] = [];
    const a = mainThreadTurn(() => order.push('a'));
    const b = mainThreadTurn(() => order.push('b'));
    setImmediate(() => order.push('turn'));
    await Promise.all([a, b]);
    expect(order).toEqual(['a', 'turn', 'b']);
  });

  it('frees the slot when a slice throws', async () => {
    await expect(mainThreadTurn(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(mainThreadTurn(() => 1)).resolves.toBe(1);
  });
});
