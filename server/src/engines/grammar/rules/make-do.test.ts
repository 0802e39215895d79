import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { MAKE_DO_FILE, makeDo, parseMakeDo } from './make-do';
import { applyRule, matchesOf } from './testing';

describe('make-do', () => {
  it.each([
    ['I did a big mistake yesterday.', 'I made a big mistake yesterday.'],
    ['Everyone does mistakes.', 'Everyone makes mistakes.'],
    ['We must do a decision soon.', 'We must make a decision soon.'],
    ['She did an effort to be polite.', 'She made an effort to be polite.'],
    ['The children made their homework after dinner.', 'The children did their homework after dinner.'],
    ['She has made her homework already.', 'She has done her homework already.'],
    ['Can you make me a favour?', 'Can you do me a favour?'],
    ['I make exercise every morning.', 'I do exercise every morning.'],
    ['They are doing a lot of noise.', 'They are making a lot of noise.'],
    ['We made some research on the topic.', 'We did some research on the topic.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(makeDo, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'I made a big mistake yesterday.',
    'Do mistakes matter?',
    'Teachers make homework fun.',
    'We should make exercise a habit.',
    'We should make exercise more enjoyable.',
    'They make exercise videos.',
    'Make research easier for students.',
    'What did the decision cost us?',
    'Do money and fame bring happiness?',
    'The teacher made three exercises for us.',
    'She made an exercise for the class.',
    'I did my best.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(makeDo, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  it('reads every row of the table', () => {
    const rows = parseMakeDo(fs.readFileSync(MAKE_DO_FILE, 'utf8'));
    expect(rows.get('do mistake')).toBe('make');
    expect(rows.get('make homework')).toBe('do');
    expect(() => parseMakeDo('nouns\twritten\tright\nmistake\tdo\tdo\n')).toThrow();
  });
});
