import { describe, expect, it } from 'vitest';
import { applyGrammarFixes } from '../../../testing/grammar';
import { participleAdjectives } from './participle-adjectives';
import { applyRule, matchesOf } from './testing';

describe("participle-adjectives: a feeling's -ing form for the person who has it", () => {
  it.each([
    ['I am interesting in learning French.', 'I am interested in learning French.'],
    ["I'm interesting in history.", "I'm interested in history."],
    ['We were boring with the lecture.', 'We were bored with the lecture.'],
    ['I am so exciting about the trip.', 'I am so excited about the trip.'],
    ['I was really disappointing with the result.', 'I was really disappointed with the result.'],
    ['I am surprising.', 'I am surprised.'],
    ['I was confusing by the instructions.', 'I was confused by the instructions.'],
    ['I am exciting!', 'I am excited!'],
    ['We were frightening by the noise.', 'We were frightened by the noise.'],
    ['I am very satisfying with the service.', 'I am very satisfied with the service.'],
  ])('fixes %j', async (text, fixed) => {
    expect(applyRule(participleAdjectives, text)).toBe(fixed);
    expect(await applyGrammarFixes(text)).toBe(fixed);
  });

  it.each([
    'He is interesting in many ways.',
    'I am interested in history.',
    'Am I boring you?',
    'I am boring.',
    'The film was boring.',
    'I find it interesting.',
    'We are amazing at football.',
    'I was annoying my sister.',
    'I am confusing you, sorry.',
    'This is exciting.',
    'We are very worrying about you.',
    "I'm tiring of this.",
    'I was boring in class.',
    'The trip was exciting for us.',
  ])('leaves %j alone', async (text) => {
    expect(matchesOf(participleAdjectives, text)).toEqual([]);
    expect(await applyGrammarFixes(text)).toBe(text);
  });
});
