import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import {
  parseRedundantPrepositions,
  REDUNDANT_PREPOSITIONS_FILE,
  redundantPrepositions,
} from './redundant-prepositions';
import { applyRule, matchesOf } from './testing';

describe('redundant-prepositions', () => {
  it.each([
    ['The coach emphasized on teamwork all season.', 'The coach emphasized teamwork all season.'],
    ['Our manager always emphasises on deadlines.', 'Our manager always emphasises deadlines.'],
    ['He lacks of confidence when he speaks.', 'He lacks confidence when he speaks.'],
    ['The report lacked of detail.', 'The report lacked detail.'],
    ['She mentioned about the party yesterday.', 'She mentioned the party yesterday.'],
    ['Can you describe about your last job?', 'Can you describe your last job?'],
    ['The team comprises of five engineers.', 'The team comprises five engineers.'],
    ['He resembles to his father.', 'He resembles his father.'],
    ["I couldn't cope up with the stress.", "I couldn't cope with the stress."],
    ["Let's discuss about the plan tomorrow.", "Let's discuss the plan tomorrow."],
    ['They were discussing about the match.', 'They were discussing the match.'],
    // "enter into", "reach to" before a place (place-nouns.tsv)
    ['She entered into the room quietly.', 'She entered the room quietly.'],
    ['The students entered into the classroom.', 'The students entered the classroom.'],
    ['She entered into the train station.', 'She entered the train station.'],
    ['We reached to the station at noon.', 'We reached the station at noon.'],
    ['When we reach to the hotel, call me.', 'When we reach the hotel, call me.'],
    // judged by the model
    ['They reached to an agreement.', 'They reached an agreement.'],
    ['We approached to the gate slowly.', 'We approached the gate slowly.'],
    ['When did you return back home?', 'When did you return home?'],
    ['They returned back to the hotel after dinner.', 'They returned to the hotel after dinner.'],
    ['The system reverted back to the old settings.', 'The system reverted to the old settings.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(redundantPrepositions, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'There is a lack of evidence.',
    'She is lacking in confidence.',
    'He mentioned about twenty names.',
    'He described about 40 species of beetles.',
    'The team is comprised of five engineers.',
    'Different approaches to the problem exist.',
    'His approach to teaching is unusual.',
    'We received many requests for help.',
    'I stayed in contact with her.',
    'The return back home took hours.',
    'The emphasis on grammar is strong.',
    'Please send back the form.',
    'The ball was returned to the player.',
    'We are approaching the end.',
    'The discussion about the plan was long.',
    'He reached to grab the cup.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(redundantPrepositions, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  // No place after "enter into" or "reach to": the model judges, and keeps these.
  it.each([
    'We entered into an agreement with them.',
    'They will enter into negotiations next week.',
    'The company entered into a partnership with Acme.',
    'She refused to enter into a discussion about it.',
    'He entered into politics young.',
    'The water reached to his knees.',
    'She reached to the shelf for a book.',
  ])('leaves %j to the model, which keeps it', async (text) => {
    expect(matchesOf(redundantPrepositions, text).every((m) => m.certain === false)).toBe(true);
    expect(await applyGrammarFixes(text)).toBe(text);
  });

  it('asks the model where the pair can be right ("the items requested for the audit")', () => {
    expect(matchesOf(redundantPrepositions, 'I requested for a refund.')[0]?.certain).toBe(false);
    expect(matchesOf(redundantPrepositions, 'He lacks of patience.')[0]?.certain).toBe(true);
    expect(matchesOf(redundantPrepositions, 'He entered into the house.')[0]?.certain).toBe(true);
    expect(matchesOf(redundantPrepositions, 'He entered into a deal.')[0]?.certain).toBe(false);
  });

  it('reads every row of the table', () => {
    const rows = parseRedundantPrepositions(fs.readFileSync(REDUNDANT_PREPOSITIONS_FILE, 'utf8'));
    expect(rows.get('emphasised on')).toBe(true);
    expect(rows.get('returned back')).toBe(false);
    expect(rows.get('entered into')).toBe('place');
    expect(() => parseRedundantPrepositions('verbs\twritten\tcertain\nlacks\tof\tmaybe\n')).toThrow();
  });
});
