import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { GERUND_VERBS_FILE, gerundAfterVerb, parseGerundVerbs } from './gerund-verbs';
import { applyRule, matchesOf } from './testing';

describe('gerund-verbs: a to-infinitive after a verb that takes the -ing form', () => {
  it('reads its table', () => {
    const forms = parseGerundVerbs(fs.readFileSync(GERUND_VERBS_FILE, 'utf8'));
    expect(forms.has('enjoy')).toBe(true);
    expect(forms.has('stop')).toBe(false);
    expect(() => parseGerundVerbs('forms\tsource\nenjoy to\tx\n')).toThrow(/malformed/);
  });

  it.each([
    ['I enjoy to swim in the sea.', 'I enjoy swimming in the sea.'],
    ['He avoided to answer the question.', 'He avoided answering the question.'],
    ['We finished to eat at nine.', 'We finished eating at nine.'],
    ['Would you mind to close the window?', 'Would you mind closing the window?'],
    ['She denied to take the money.', 'She denied taking the money.'],
    ['They are considering to move abroad.', 'They are considering moving abroad.'],
    ['I really miss to see my friends.', 'I really miss seeing my friends.'],
    ['He suggested to go home early.', 'He suggested going home early.'],
    ['My father dislikes to drive at night.', 'My father dislikes driving at night.'],
    ['We postponed to buy a car.', 'We postponed buying a car.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(gerundAfterVerb, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'I enjoy swimming in the sea.',
    'She stopped to smoke a cigarette.',
    'He is considered to be the best player.',
    'She suggested to me that we leave.',
    'He suggested to the board a new plan.',
    'I have a mind to complain.',
    'We missed the bus to work.',
    'They avoided the road to save time.',
    'He admitted to stealing the car.',
    'It is recommended to book early.',
    'She was imagined to be a witch.',
  ])('leaves %j alone', (text) => {
    expect(matchesOf(gerundAfterVerb, text)).toEqual([]);
  });
});
