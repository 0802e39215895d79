import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { bareInfinitive } from './bare-infinitive';
import { applyRule, matchesOf } from './testing';

describe('bare-infinitive', () => {
  it.each([
    ['Please let me to know when the parcel arrives.', 'Please let me know when the parcel arrives.'],
    ['The delay made us to miss the train.', 'The delay made us miss the train.'],
    ['Her manager lets her to work from home.', 'Her manager lets her work from home.'],
  ])('fixes %j', (text, fixed) => expect(applyRule(bareInfinitive, text)).toBe(fixed));

  it.each([
    'Please let me know when the parcel arrives.',
    'They were made to wait outside.',
    'We made the effort to attend every session.',
    'She made it to the final round.',
    'He let me to the door and left.',
    'They made him to the point of tears.',
  ])('leaves %j alone', (text) => expect(matchesOf(bareInfinitive, text)).toEqual([]));

  it.each([
    ['Please let me to know when the parcel arrives.', 'Please let me know when the parcel arrives.'],
    ['Her manager lets her to work from home.', 'Her manager lets her work from home.'],
    // "make" is judged by the language model: "make them to order" is an idiom.
    ['We make them to order for each client.', 'We make them to order for each client.'],
  ])('through the evidence gate: %j', async (text, fixed) => {
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });
});

describe('bare-infinitive after verbs of perception (issue #14)', () => {
  it('fixes "heard her to sing" when the model agrees', async () => {
    expect(await applyGrammarFixes('I heard her to sing in the shower.')).toBe(
      'I heard her sing in the shower.',
    );
  });

  it.each(['I watched him to learn how it is done.', 'We heard it to be true.', 'I saw her leave.'])(
    'leaves %j alone',
    async (text) => expect(await applyGrammarFixes(text)).toBe(text),
  );
});

describe('bare-infinitive: the class, not the examples (issue #14)', () => {
  it.each([
    ['My mother made me to tidy the kitchen.', 'My mother made me tidy the kitchen.'],
    ['I saw her to leave the building.', 'I saw her leave the building.'],
    ['They heard someone to knock at the door.', 'They heard someone knock at the door.'],
    ['She felt him to tremble beside her.', 'She felt him tremble beside her.'],
    ['We must to finish the report by noon.', 'We must finish the report by noon.'],
    ['You should to ask before you borrow it.', 'You should ask before you borrow it.'],
    ['Students can to use the library at night.', 'Students can use the library at night.'],
  ])('fixes %j', async (text, fixed) => expect(await applyGrammarFixes(text)).toBe(fixed));

  it.each([
    'We went to see him to apologise for the mess.',
    'She has the will to live.',
    'I saw the chance to escape and took it.',
    'The children were made to apologise.',
    'You ought to call your mother.',
    'She helped me to carry the boxes upstairs.',
    'I saw her to the door.',
  ])('leaves %j alone', async (text) => expect(await applyGrammarFixes(text)).toBe(text));
});
