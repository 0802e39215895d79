/** expand: what the eleventh session's sweep of corpus text found it writing wrongly (#16). */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const expand = (text: string) => rephraseEmbedded({ text, mapping: 'expand', numResults: 1 })[0] ?? text;

describe('expand: participle after have/be keeps its form', () => {
  it.each([
    ['The merger had been considered since 2011.', /had been took/],
    ['The date was decided at the last board meeting.', /was made a decision/],
  ])('%s', (text, wrong) => {
    expect(expand(text)).not.toMatch(wrong);
  });

  it('still expands the active verb in every form', () => {
    expect(expand('We considered the second offer.')).toMatch(/took into consideration/);
    expect(expand('They have decided to sell the van.')).toMatch(/have made a decision to sell/);
  });
});

describe('expand: "if" after a judgement is no condition', () => {
  it.each([
    'It would be great if we could fix the rota by Monday.',
    'It would be really helpful if you sent the forms early.',
  ])('%s', (text) => {
    expect(expand(text)).not.toMatch(/in the event that/);
  });

  it('still expands a condition', () => {
    expect(expand('If the van breaks down, call the depot.')).toMatch(
      /^In the event that the van breaks down/,
    );
  });
});

describe('expand: "while" that contrasts keeps its word', () => {
  it('"While I agree…" is no "During the time that"', () => {
    expect(expand('While I agree with the aim, the budget is too small.')).not.toMatch(/during the time/i);
  });

  it('still expands a temporal "while"', () => {
    expect(expand('Sam will cover the desk while Lee is on holiday.')).toMatch(
      /during the time that Lee is on holiday/,
    );
  });
});
