import { describe, expect, it } from 'vitest';
import { enabledAdvancedOptions } from './advanced-options';

describe('enabledAdvancedOptions', () => {
  it('turns nothing on by default', () => {
    expect(enabledAdvancedOptions(undefined)).toEqual([]);
    expect(enabledAdvancedOptions({})).toEqual([]);
  });
  it('turns on single options and whole groups', () => {
    expect(enabledAdvancedOptions({ voice: true })).toEqual(['voice']);
    expect(enabledAdvancedOptions({ gender: true })).toEqual(['gender_pronoun', 'gender_noun', 'gender_id']);
    expect(enabledAdvancedOptions({ advanced_edits: true })).toHaveLength(14);
  });
  it('lets a group set to false disable every option it covers, even one set to true', () => {
    expect(enabledAdvancedOptions({ advanced_edits: false, voice: true })).toEqual([]);
    expect(enabledAdvancedOptions({ dei: true, gender: false })).toEqual([
      'sensitivity',
      'disability',
      'age',
      'race',
      'social_class',
      'violence',
    ]);
    expect(enabledAdvancedOptions({ dei: false, voice: true, race: true })).toEqual(['voice']);
  });
  it('lets an option set to false stay off inside a group set to true', () => {
    expect(enabledAdvancedOptions({ gender: true, gender_id: false })).toEqual([
      'gender_pronoun',
      'gender_noun',
    ]);
  });
});
