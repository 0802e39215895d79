import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import {
  MISSING_PREPOSITIONS_FILE,
  missingPreposition,
  parseMissingPrepositions,
} from './missing-preposition';
import { applyRule, matchesOf } from './testing';

describe("missing-preposition: a verb's preposition left out before its object", () => {
  it.each([
    ['I listen music every evening.', 'I listen to music every evening.'],
    ['She is listening the radio.', 'She is listening to the radio.'],
    ['He never listens his parents.', 'He never listens to his parents.'],
    ['Listen me carefully.', 'Listen to me carefully.'],
    ['We listened a great podcast yesterday.', 'We listened to a great podcast yesterday.'],
    ['They like listening jazz.', 'They like listening to jazz.'],
    ['Wait me here.', 'Wait for me here.'],
    ['She is waiting us outside.', 'She is waiting for us outside.'],
    ['He apologised her for being late.', 'He apologised to her for being late.'],
    ['She never replied me.', 'She never replied to me.'],
    ['What happened him?', 'What happened to him?'],
    ['I agree you.', 'I agree with you.'],
    ["I don't agree him on this.", "I don't agree with him on this."],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(missingPreposition, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'Listen carefully.',
    'Listen to me.',
    'Listen, the meeting is over.',
    'Listen up, everyone.',
    'Listen guys, this is important.',
    'Wait a minute.',
    'Wait your turn.',
    'They waited an hour.',
    'She replied the next day.',
    'We agreed a price.',
    'He apologised profusely.',
    'I agree with you.',
    'What happened next?',
    'We waited them out.',
    'Listen here, young man.',
    'You have to wait until Monday.',
    'Give it a listen.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(missingPreposition, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  it('reads every row of the table', () => {
    const rows = parseMissingPrepositions(fs.readFileSync(MISSING_PREPOSITIONS_FILE, 'utf8'));
    expect(rows.get('listened')).toEqual({ preposition: 'to', objects: 'any' });
    expect(rows.get('waiting')).toEqual({ preposition: 'for', objects: 'person' });
    expect(() => parseMissingPrepositions('verbs\tpreposition\tobjects\nwait\tfor\tsome\n')).toThrow();
  });
});
