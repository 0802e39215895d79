/**
 * The persuasive tone on hedged claims and on "help" (#16): a hedge is made firm before anything is
 * argued ("Clearly, I guess…" argued against itself), and "make a real difference" never takes the
 * object of "help". Sentences written for these tests; none is in scripts/eval/data/rephrase-business.jsonl.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const persuasive = (text: string) =>
  rephraseEmbedded({ text, mapping: 'switch_tone', tone: 'persuasive', numResults: 1 })[0] ?? '';

describe('persuasive tone', () => {
  it.each([
    // A hedged claim is made firm, not prefixed with "Clearly,".
    ['I guess the outage was caused by the storm.', 'The outage was caused by the storm.'],
    ["I'm not sure the budget covers travel.", 'I doubt that the budget covers travel.'],
    ['I was hoping we could review the plan on Monday.', "Let's review the plan on Monday."],
    // A request that is no longer a question loses its question mark.
    ['Could you let me know if the room is free?', 'Please let me know if the room is free.'],
  ])('%s', (input, expected) => {
    expect(persuasive(input)).toBe(expected);
  });

  it('never writes "Clearly," before a hedge', () => {
    for (const s of [
      'I guess the printer is broken.',
      'I think we might lose the client.',
      "I'm not sure the plan works.",
    ])
      expect(persuasive(s)).not.toMatch(/^Clearly, (?:I guess|I think|I'm not sure)/);
  });

  it('"help" with an object or infinitive after it keeps "help"', () => {
    const out = persuasive('The new tool could help us save time.');
    expect(out).not.toMatch(/real difference us/);
    expect(persuasive('This change will help.')).toBe('This change will make a real difference.');
  });

  it('never asks the reader to "let\'s" do something', () => {
    expect(persuasive("Let's meet on Friday to plan the launch.")).not.toMatch(/encourage you to let's/i);
  });

  it.each([
    'Make no mistake, the market is changing fast.',
    'Let me explain how the new rota works.',
    'Look, the numbers simply do not add up.',
  ])('an offer or a discourse opener is no request to encourage: %s', (text) => {
    expect(persuasive(text)).not.toMatch(/encourage you to/);
  });

  it('"Let me know…" is still a request', () => {
    expect(persuasive('Let me know if the time suits you.')).toBe(
      'I strongly encourage you to let me know if the time suits you.',
    );
  });
});
