/**
 * The subject phrase before a verb never reaches back over a predicative adjective (#16, tenth
 * session): "I'm not sure the client will accept these terms" made active_to_passive write "I'm not
 * these terms will be accepted by sure the client". Sentences written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';
import { phraseBefore } from './clause';
import { sentences, surface } from './nlp';

const subjectBefore = (text: string, verb: string) => {
  const toks = sentences(text)[0];
  const at = toks.findIndex((t) => t.norm === verb);
  const r = phraseBefore(toks, at);
  return r ? surface(toks.slice(...r)) : undefined;
};

describe('phraseBefore after a predicative adjective', () => {
  it.each([
    ["I'm not sure the client will accept these terms.", 'will', 'the client'],
    ['We are confident the board will approve it.', 'will', 'the board'],
    ['She is certain the auditors found the error.', 'found', 'the auditors'],
  ])('%s', (text, verb, subject) => {
    expect(subjectBefore(text, verb)).toBe(subject);
  });

  it('keeps "such a" and adjectives inside the phrase', () => {
    expect(subjectBefore('Such a long delay will hurt sales.', 'will')).toMatch(/a long delay$/);
    expect(subjectBefore('The new vans arrive today.', 'arrive')).toBe('The new vans');
  });
});

describe('active_to_passive inside a clause after an adjective', () => {
  it('turns the clause, not the adjective', () => {
    expect(
      rephraseEmbedded({
        text: 'We are confident the board will approve the budget.',
        mapping: 'active_to_passive',
        numResults: 1,
      }),
    ).toEqual(['We are confident the budget will be approved by the board.']);
  });
});
