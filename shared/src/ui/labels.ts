import type { REPHRASE_MAPPINGS, TENSE_MAPPINGS, TONE_MAPPINGS } from '../contract/constants';

type RephraseMappingName = (typeof REPHRASE_MAPPINGS)[number];

/** Menu labels of the rephrase mappings (switch_tone and switch_tense open submenus instead). */
export const MAPPING_LABELS: Record<Exclude<RephraseMappingName, 'switch_tone' | 'switch_tense'>, string> = {
  paraphrase: 'Paraphrase',
  shorten: 'Shorten',
  expand: 'Expand',
  informal_to_formal: 'More formal',
  formal_to_informal: 'More casual',
  passive_to_active: 'Active voice',
  active_to_passive: 'Passive voice',
  sentence_split: 'Split the sentence',
};

/** Capitalises the first letter: `simple past` → `Simple past`. */
export function sentenceCase(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export type ToneMappingName = (typeof TONE_MAPPINGS)[number];
export type TenseMappingName = (typeof TENSE_MAPPINGS)[number];
