import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from './index';
import { verbForms } from './verbs';

describe('verbForms', () => {
  // compromise lists no participle for these: the past stood in ("has came", "has ran").
  it.each([
    ['come', 'come'],
    ['become', 'become'],
    ['overcome', 'overcome'],
    ['run', 'run'],
    ['undertake', 'undertaken'],
    ['write', 'written'],
    ['finish', 'finished'],
  ])('the participle of %s is %s', (verb, pp) => {
    expect(verbForms(verb).pp).toBe(pp);
  });

  it.each([
    ['The team became more productive.', 'The team has become more productive.'],
    ['The project ran over budget.', 'The project has run over budget.'],
  ])('switch_tense builds a present perfect with the participle: %s', (text, perfect) => {
    expect(
      rephraseEmbedded({ text, mapping: 'switch_tense', tense: 'present perfect', numResults: 1 }),
    ).toEqual([perfect]);
  });
});
