import { describe, expect, it } from 'vitest';
import { failures, referenceShift, THRESHOLDS } from './rephrase-business';

describe('rephrase-business proxies', () => {
  it('centres the fluency threshold on the median drop of each mapping’s human references', () => {
    const shift = referenceShift();
    // Passive inputs are the LM's favourite ("was written by"): their correct active rewrites read lower.
    expect(shift.get('passive_to_active')).toBeGreaterThan(0.3);
    // Active inputs gain fluency when passivised, so active_to_passive gets a tighter threshold.
    expect(shift.get('active_to_passive')).toBeLessThan(0);
    expect(shift.has('paraphrase')).toBe(false);
  });

  it('lets a correct active rewrite through `centred` that `strict` rejects, and still catches a scramble', () => {
    const input = 'The report was written by the finance team.';
    expect(failures('passive_to_active', input, 'The finance team wrote the report.')).toEqual([
      expect.stringMatching(/^LM drop \(slor\)/),
    ]);
    expect(
      failures('passive_to_active', input, 'The finance team wrote the report.', THRESHOLDS.centred),
    ).toEqual([]);
    expect(
      failures('passive_to_active', input, 'Team the finance report wrote the.', THRESHOLDS.centred).some(
        (w) => w.startsWith('LM drop'),
      ),
    ).toBe(true);
  });

  it('keeps the uniform threshold for mappings without references', () => {
    const input = 'We would like to schedule a meeting next week.';
    const out = 'We want to schedule a meeting next week.';
    expect(failures('paraphrase', input, out, THRESHOLDS.centred)).toEqual(
      failures('paraphrase', input, out),
    );
  });
});
