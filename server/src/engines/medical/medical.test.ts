import { describe, expect, it } from 'vitest';
import { medicalTerms } from '../spell/load';
import { generalEnglishWords, isMedicalEdit, medicalSpecificTerms, specificTerms } from '.';

describe('medical terms proper', () => {
  it('removes the ordinary English words the medical list contains', async () => {
    const [list, general, terms] = await Promise.all([
      medicalTerms(),
      generalEnglishWords(),
      medicalSpecificTerms(),
    ]);
    for (const w of ['the', 'back', 'cold', 'and']) {
      expect(list.has(w)).toBe(true);
      expect(general.has(w)).toBe(true);
      expect(terms.has(w)).toBe(false);
    }
    for (const w of ['hypertension', 'metoprolol', 'tachycardia', 'insulin', 'appendectomy'])
      expect(terms.has(w)).toBe(true);
    expect(terms.size).toBe(list.size - [...general].filter((w) => list.has(w)).length);
  });

  it('keeps an edit when the flagged word or its correction is a medical term', () => {
    const terms = specificTerms(new Set(['the', 'cold', 'tachycardia']), new Set(['the', 'cold']));
    expect([...terms]).toEqual(['tachycardia']);
    expect(isMedicalEdit(terms, 'Tachycardai', 'Tachycardia')).toBe(true);
    expect(isMedicalEdit(terms, 'teh', 'the')).toBe(false);
    expect(isMedicalEdit(terms, 'cold', 'could')).toBe(false);
  });
});
