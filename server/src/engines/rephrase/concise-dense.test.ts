/**
 * shorten, the eleventh session (#16): denser forms that keep the facts (noun compounds, a modal for
 * "there is a possibility that", "because" for "the reason … is that", the question for a request to
 * answer it), more letter formulas, and cuts that leave no broken phrase. Sentences written for these
 * tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { tighten } from './concise';

describe('necessity said with "must": every verb of the clause', () => {
  it.each([
    ['It is vital that the team checks the figures and sends them to me.', 'The team must check the figures and send them to me.'],
    ['It is important that the manager reads the report and signs it.', 'The manager must read the report and sign it.'],
  ])('%s', (input, want) => {
    expect(tighten(input)).toBe(want);
  });
});
