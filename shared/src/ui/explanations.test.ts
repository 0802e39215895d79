import { describe, expect, it } from 'vitest';
import { ERRANT_ERROR_TYPES } from '../contract/constants';
import { explainEdit } from './explanations';

describe('explainEdit', () => {
  it("explains by error class, quoting the edit's own words", () => {
    expect(
      explainEdit({ original: 'go', replacement: 'goes', errorType: 'R:VERB:SVA', category: 'Grammar' }),
    ).toBe('The verb should agree with its subject: “goes”.');
    expect(
      explainEdit({ original: '', replacement: 'the', errorType: 'M:DET:ART', category: 'Grammar' }),
    ).toBe('A word such as “a”, “an” or “the” seems to be missing: “the”.');
    expect(explainEdit({ original: 'apple', replacement: 'apples', errorType: 'R:NOUN:NUM' })).toBe(
      'Singular or plural: “apples” fits here, not “apple”.',
    );
    expect(explainEdit({ original: 'on', replacement: '', errorType: 'U:PREP' })).toBe(
      '“on” is not needed here.',
    );
  });

  it('has a sentence for every ERRANT type but OTHER, none of them the old generic one', () => {
    for (const t of ERRANT_ERROR_TYPES) {
      const text = explainEdit({ original: 'x', replacement: t.startsWith('U:') ? '' : 'y', errorType: t });
      if (t.endsWith(':OTHER')) continue;
      expect(text, t).toBeTruthy();
      expect(text, t).not.toMatch(/^Consider/);
    }
  });

  it('falls back to the category (spellcheck and offline edits have no error type)', () => {
    expect(explainEdit({ original: 'teh', replacement: 'the' })).toBe(
      '“teh” may be misspelled; did you mean “the”?',
    );
    expect(
      explainEdit({ original: 'x', replacement: 'y', errorType: 'R:OTHER', category: 'Style' }),
    ).toBeUndefined();
    expect(explainEdit({ original: 'very', replacement: '', category: 'Style' })).toBe(
      '“very” looks unnecessary here.',
    );
    expect(explainEdit({ original: 'x', replacement: undefined })).toBeUndefined();
  });
});
