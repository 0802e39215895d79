import { describe, expect, it } from 'vitest';
import { applyGrammarFixes as fix } from '../../testing/grammar';
import { languageModel } from '../lm';
import { clauseCommaFindings } from './clause-comma';
import { tagText } from './tagger';

describe('comma after a fronted adverbial clause', () => {
  it.each([
    ['Although the food was good we left early.', 'Although the food was good, we left early.'],
    ['Because the bus was late I missed the meeting.', 'Because the bus was late, I missed the meeting.'],
    ['While she was cooking he washed the dishes.', 'While she was cooking, he washed the dishes.'],
    ['After the film ended we went for a walk.', 'After the film ended, we went for a walk.'],
    [
      'Before you leave the office I need your signature.',
      'Before you leave the office, I need your signature.',
    ],
    ['Once the work is finished they can go home.', 'Once the work is finished, they can go home.'],
    ['Unless you hurry we will miss the train.', 'Unless you hurry, we will miss the train.'],
    ['Even though it was cold she went swimming.', 'Even though it was cold, she went swimming.'],
    ['Because he told me he was ill I went alone.', 'Because he told me he was ill, I went alone.'],
    ['If he says he is busy we will wait.', 'If he says he is busy, we will wait.'],
    // "it" and "you" open the main clause too; the model places the comma after a reported clause.
    ['If it rains tomorrow it will be cancelled.', 'If it rains tomorrow, it will be cancelled.'],
    [
      'When you are successful you will have more friends.',
      'When you are successful, you will have more friends.',
    ],
    ['When I told you it was late you did not listen.', 'When I told you it was late, you did not listen.'],
    ['If I find it I will call you.', 'If I find it, I will call you.'],
  ])(
    '%s',
    async (wrong, right) => {
      expect(await fix(wrong)).toBe(right);
    },
    30_000,
  );

  it.each([
    'Although the food was good, we left early.',
    'When I arrived, she was asleep.',
    'I left because I was tired.',
    'We stayed home because it was raining.',
    'When the man I met arrived, we started dinner.',
    'If you think the plan he proposed works, we should try it.',
    'Although my parents said they would come, I was not sure.',
    'When will they arrive?',
    'If so we will see.',
    'Because of the rain we stayed home.',
    'After dinner we went for a walk.',
    'Before long they were friends again.',
    'When I met you, I was very happy.',
    'If you want it you can have it, but ask first.',
  ])('leaves %j alone', (text) => {
    expect(clauseCommaFindings(text, tagText(text), languageModel())).toEqual([]);
  });
});
