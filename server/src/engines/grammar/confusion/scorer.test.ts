import { describe, expect, it } from 'vitest';
import { languageModel } from '../../lm';
import { confusionMatches } from './scorer';
import { confusionSets } from './sets';

/** The sentence with every confusion-set fix applied (the committed model, sets and margin). */
function fix(text: string): string {
  const matches = confusionMatches(text, { start: 0, end: text.length }, languageModel(), confusionSets());
  return matches.reduceRight((t, m) => t.slice(0, m.start) + m.replacements[0] + t.slice(m.end), text);
}

describe('confusion sets scored by the language model', () => {
  // Contractions written without the apostrophe (issue #14), including the ones that are real words.
  it.each([
    ['They wont come.', "They won't come."],
    ['I cant go.', "I can't go."],
    ['Lets go home.', "Let's go home."],
    ['I dont know.', "I don't know."],
    ['She dont like it.', "She doesn't like it."],
    // "doesnt" keeps the number its writer chose: the model alone made it "She don't care" (#14).
    ['She doesnt care about the price.', "She doesn't care about the price."],
    ['My brother doesnt eat meat.', "My brother doesn't eat meat."],
    ['Im sure.', "I'm sure."],
    ['Hes here.', "He's here."],
    ['Whats that?', "What's that?"],
    ['I think youre right.', "I think you're right."],
    ['She is taller then me.', 'She is taller than me.'],
    ['It was to late.', 'It was too late.'],
    // Homophone pairs of LanguageTool's confusion sets (After the Deadline's homophone list).
    ['Would you like a peace of cake?', 'Would you like a piece of cake?'],
    ['He through the ball over the fence.', 'He threw the ball over the fence.'],
  ])('%j → %j', (text, fixed) => expect(fix(text)).toBe(fixed));

  // Real words in their right place stay: precision first.
  it.each([
    'He lets me drive.',
    'The dog wagged its tail.',
    'The shell was pink.',
    'She went to hell.',
    'He was ill.',
    'We were there.',
    'Well, I think so.',
    'The weather is nice.',
    'Whose car is this?',
    'It is quite quiet.',
    'I do not know whether it will rain.',
    'They signed a peace treaty after the war.',
    'We walked through the park after lunch.',
    'She threw a party for her friends.',
  ])('leaves %j alone', (text) => expect(fix(text)).toBe(text));

  it('leaves a capitalised word inside a sentence alone (a name)', () => {
    expect(fix('We met Lose at noon.')).toBe('We met Lose at noon.');
  });
});
