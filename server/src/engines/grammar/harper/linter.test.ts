import { codePointToUtf16 } from '@margin/shared/text/offsets';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import { describe, expect, it } from 'vitest';
import { DISABLED_HARPER_RULES, HARPER_SPELLING_RULES } from './config';
import { HarperLinters, wasmLinter } from './linter';

const SENTENCES = [
  'Their is a problem with you car, and i dont know who to fix it.',
  'She go to school every day. The committee have decided.',
  'This is a well written sentence with nothing wrong in it.',
  'I could of gone there  yesterday , but it was to late.',
];

/** A linter configured as HarperLinters configures its own (no spelling). */
async function reference(): Promise<LocalLinter> {
  const l = new LocalLinter({ binary, dialect: Dialect.American });
  const config = await l.getDefaultLintConfig();
  for (const rule of [...Object.keys(DISABLED_HARPER_RULES), ...HARPER_SPELLING_RULES])
    if (rule in config) config[rule] = false;
  await l.setLintConfig(config);
  return l;
}

describe('HarperLinters', () => {
  it('reaches the WebAssembly linter harper.js keeps private (else every paragraph names ~860 empty rule groups)', async () => {
    expect(await wasmLinter(await reference())).toBeDefined();
  });

  it('finds, rule by rule, what harper.js organizedLints finds', async () => {
    const ours = new HarperLinters();
    const theirs = await reference();
    let total = 0;
    for (const text of SENTENCES) {
      const found = (await ours.lint(text, { dialect: 'us', spelling: false })).map(
        (f) => `${f.ruleId} ${codePointToUtf16(text, f.start)}-${codePointToUtf16(text, f.end)}`,
      );
      const expected: string[] = [];
      for (const [rule, lints] of Object.entries(
        await theirs.organizedLints(text, { language: 'plaintext', dedup: false }),
      )) {
        for (const lint of lints) {
          const span = lint.span();
          if (lint.suggestion_count() > 0) expected.push(`harper:${rule} ${span.start}-${span.end}`);
        }
      }
      expect(found.sort()).toEqual(expected.sort());
      total += found.length;
    }
    expect(total).toBeGreaterThan(3);
  });
});
