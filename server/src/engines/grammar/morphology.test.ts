import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { thirdSingular } from './inflect';
import { morphologyFindings, verbAlternatives } from './morphology';
import { tagText } from './tagger';

describe('verb-form candidates scored by the language model', () => {
  it.each([
    // past participle used as past tense
    ['I seen him yesterday at the shop.', 'I saw him yesterday at the shop.'],
    // past tense used as past participle after have
    ['We have went there many times before.', 'We have gone there many times before.'],
    // third-person -s missing or added
    ['He go to school every day.', 'He goes to school every day.'],
    // agreement of be
    ['They was happy to see us again.', 'They were happy to see us again.'],
  ])(
    'he go / I seen: %s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'I saw him yesterday at the shop.',
    'We have gone there many times before.',
    'She goes to school every day.',
    'My friends like to swim in the lake.',
    'The results show a clear trend over the years.',
    'They were happy to see us again.',
    'Have you seen the film that everyone is talking about?',
  ])(
    'leaves correct sentences alone: %s',
    async (text) => {
      expect(await fix(text)).toBe(text);
    },
    30_000,
  );

  it('proposes a verb form the model prefers, before the gate ("I seen" -> saw)', () => {
    const text = 'I seen him yesterday at the shop.';
    const found = morphologyFindings(text, tagText(text), languageModel());
    expect(found.map((f) => f.replacements[0])).toEqual(['saw']);
  });

  it('proposes only forms of the same verb next to a subject or after a modal', () => {
    const [s] = tagText('I seen it.');
    expect(verbAlternatives(s.tokens, 1)).toEqual(['saw']);
    const [m] = tagText('She can goes home.');
    expect(verbAlternatives(m.tokens, 2)).toEqual(['go']);
    const [t] = tagText('He wants to goes home.');
    expect(verbAlternatives(t.tokens, 3)).toEqual(['go']);
  });

  // "She prefers walking" had become "She prefer walking": the model, backing off past the pronoun,
  // knows "prefer walking" better than "prefers walking".
  it.each(['She prefers walking.', 'It depends on the weather.', 'He has a car.'])(
    'offers no base form after he / she / it: %s',
    async (text) => {
      const [s] = tagText(text);
      expect(verbAlternatives(s.tokens, 1)).toEqual([]);
      expect(await fix(text)).toBe(text);
    },
  );

  // Swan: after "none of", "either of", "neither of" both numbers are in common use; the model, reading
  // "friends likes", preferred "like" by more than the margin.
  it.each([
    'None of my friends likes jazz.',
    'None of my friends like jazz.',
    'Neither of the answers are right.',
    'Either of the rooms is fine.',
  ])('offers no agreement form after none / either / neither of: %s', async (text) => {
    const [s] = tagText(text);
    const verb = s.tokens.findIndex((t) => /^(?:likes?|are|is)$/.test(t.lower));
    expect(verbAlternatives(s.tokens, verb)).toEqual([]);
    expect(await fix(text)).toBe(text);
  });

  // The word model prefers "Interviews was videotaped" by 7 nats ("were videotaped" is a rarer n-gram).
  it('offers no singular form after a plural subject, even one the tagger takes for a name', () => {
    const [s] = tagText('Interviews were videotaped and transcribed.');
    expect(verbAlternatives(s.tokens, 1)).toEqual([]);
    const [m] = tagText('The old reports were filed.');
    expect(verbAlternatives(m.tokens, 3)).toEqual([]);
    const [d] = tagText('The dog were barking.');
    expect(verbAlternatives(d.tokens, 2)).toContain('was');
  });

  it('leaves a gerund after "to" alone: "to" may be a preposition ("committed to keeping")', () => {
    const [s] = tagText('We are committed to keeping prices low.');
    expect(verbAlternatives(s.tokens, 4)).toEqual([]);
    const [m] = tagText('She could going home.');
    expect(verbAlternatives(m.tokens, 2)).toEqual(['go']);
  });

  it('inflects regular verbs for the third person singular', () => {
    expect(['go', 'try', 'wash', 'play', 'fix'].map(thirdSingular)).toEqual([
      'goes',
      'tries',
      'washes',
      'plays',
      'fixes',
    ]);
  });
});
