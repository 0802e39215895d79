import { describe, expect, it } from 'vitest';
import { demoteProperNouns } from './proper-nouns';

describe('demoteProperNouns', () => {
  it.each([
    ['tomorow', ['Comoros', 'tomorrow', 'morrow'], ['tomorrow', 'morrow', 'Comoros']],
    ['recieve', ['receive', 'Reeve'], ['receive', 'Reeve']],
    // Capitalised where it was typed (a sentence start, a name): the speller's order stands.
    ['Tomorow', ['Comoros', 'Tomorrow'], ['Comoros', 'Tomorrow']],
    ['teh', ['the', 'Teh', 'tech'], ['the', 'tech', 'Teh']],
  ])('%s: %j → %j', (original, candidates, expected) => {
    expect(demoteProperNouns(original, candidates)).toEqual(expected);
  });
});
