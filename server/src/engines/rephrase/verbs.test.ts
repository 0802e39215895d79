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

  // compromise makes these regular, or gives the past as participle, for a prefixed irregular verb.
  it.each([
    ['wake', 'woke', 'woken'],
    ['overhear', 'overheard', 'overheard'],
    ['resend', 'resent', 'resent'],
    ['overspend', 'overspent', 'overspent'],
    ['mistake', 'mistook', 'mistaken'],
    ['underwrite', 'underwrote', 'underwritten'],
    ['redo', 'redid', 'redone'],
    // prefixed-looking verbs of their own stay regular
    ['relay', 'relayed', 'relayed'],
    ['regret', 'regretted', 'regretted'],
    ['resent', 'resented', 'resented'],
  ])('%s: past %s, participle %s', (verb, past, pp) => {
    expect(verbForms(verb)).toMatchObject({ past, pp });
  });

  it('reads "woke" as the past of "wake"', () => {
    const text = 'The fire alarm woke the night staff at three.';
    expect(rephraseEmbedded({ text, mapping: 'switch_tense', tense: 'simple past', numResults: 1 })).toEqual(
      [],
    );
    expect(
      rephraseEmbedded({ text, mapping: 'switch_tense', tense: 'simple future', numResults: 1 }),
    ).toEqual(['The fire alarm will wake the night staff at three.']);
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
