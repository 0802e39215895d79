/**
 * Rephrase on chat messages (#16, eighth session): no final full stop, greetings before questions,
 * chat words for subjects. Messages written for these tests; none is in scripts/eval/data.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const run = (text: string, mapping: string, tone?: string) =>
  rephraseEmbedded({ text, mapping, tone, numResults: 1 })[0] ?? null;

describe('a message with no full stop', () => {
  it('is rewritten as a sentence, and keeps the writer’s ending', () => {
    expect(run('the supplier sent the wrong pallets again', 'switch_tone', 'diplomatic')).toBe(
      'From what I can see, the supplier sent the wrong pallets again',
    );
    expect(run('the supplier sent the wrong pallets again', 'switch_tone', 'straightforward')).toBe(
      'Simply put, the supplier sent the wrong pallets again',
    );
  });

  it('gets its full stop from informal_to_formal, even with nothing else to change', () => {
    expect(run('The supplier sent the wrong pallets again', 'informal_to_formal')).toBe(
      'The supplier sent the wrong pallets again.',
    );
  });

  it('keeps an abbreviation’s own full stop', () => {
    expect(run('the van comes at 5 p.m', 'switch_tone', 'straightforward') ?? '').not.toMatch(/p\.m\.$/);
  });
});

describe('chat forms', () => {
  it('get no frame when they stand for a left-out subject', () => {
    for (const tone of ['diplomatic', 'confident', 'persuasive'])
      expect(run('gonna be late to the briefing', 'switch_tone', tone) ?? '').not.toMatch(
        /^(?:From what I can see|I am confident that|Clearly), gonna/,
      );
  });

  it('keep a question a question after a greeting or a comma, and one no rule turned into a request', () => {
    expect(run('Hey, can u check the rota when you get a sec?', 'switch_tone', 'confident') ?? '?').toMatch(
      /\?$/,
    );
    expect(
      run('Following up on the refund, did it go through?', 'switch_tone', 'straightforward') ?? '?',
    ).toMatch(/\?$/);
    expect(run("Can't join the walk today, maybe Sunday?", 'switch_tone', 'confident') ?? '?').toMatch(/\?$/);
  });

  it('persuasive never stacks an intensifier on a strong word', () => {
    expect(run('The caterer was super nice to us.', 'switch_tone', 'persuasive')).toBe(
      'The caterer was outstanding to us.',
    );
  });
});

describe('casual on chat messages', () => {
  it('puts no opener before a chat form or an opener the message already has', () => {
    expect(run('lmk when the crates arrive', 'switch_tone', 'casual') ?? '').not.toMatch(/^Just a heads-up/);
    expect(run('heads up, the lift is out of order today', 'switch_tone', 'casual') ?? '').not.toMatch(
      /^Just a heads-up/,
    );
  });

  it('never swaps a time word for a "plainer" one ("lunch today" is not "lunch now")', () => {
    expect(run("I can't make the quiz today, maybe next week?", 'switch_tone', 'casual') ?? '').not.toMatch(
      /\bnow\b/,
    );
  });
});

describe('tones on short emails (#16, eighth session)', () => {
  it('empathetic goes after a greeting with a title, and answers what the writer did with a hope', () => {
    expect(
      run(
        'Dear Dr. Okafor, your test results are ready. Please call the clinic.',
        'switch_tone',
        'empathetic',
      ),
    ).toMatch(/^Dear Dr\. Okafor, I know/);
    expect(run("I've uploaded the photos from the fair.", 'switch_tone', 'empathetic')).toBe(
      "I've uploaded the photos from the fair. I hope this helps.",
    );
  });

  it('persuasive puts no "Clearly," before what the writer reports having done', () => {
    expect(
      run('We sent the brochures to every school in the county.', 'switch_tone', 'persuasive') ?? '',
    ).not.toMatch(/^Clearly/);
  });
});

describe('informal_to_formal on chat spellings (#16, ninth session)', () => {
  const formal = (text: string) =>
    rephraseEmbedded({ text, mapping: 'informal_to_formal', numResults: 1 })[0];

  it.each([
    ['pls dont share this outside the team', 'Please do not share this outside the team.'],
    ['im running late, cant make the 10am', 'I am running late, cannot make the 10am.'],
    ['thx a lot, ur a lifesaver', 'Thank you very much, you are a lifesaver.'],
    ['can u send ur notes after the call?', 'Could you send your notes after the call?'],
    ['ur team did great work', 'Your team did great work.'],
    ['u r the best, thanks so much', 'You are the best, thank you very much.'],
  ])('%s', (text, expected) => {
    expect(formal(text)).toBe(expected);
  });

  it('leaves an acronym that spells a contraction ("an IM")', () => {
    expect(formal('send me an IM when ur free')).toBe('Send me an IM when you are free.');
  });
});

describe('expand on chat messages (#16, ninth session)', () => {
  const expand = (text: string) => rephraseEmbedded({ text, mapping: 'expand', numResults: 1 })[0];

  it.each([
    ['np, i can cover for u tmrw', 'No problem, I can cover for you tomorrow'],
    ['fyi the meeting got moved to 3pm', 'For your information the meeting got moved to 3pm'],
    ['gonna need those slides asap', 'Going to need those slides at the earliest possible opportunity'],
  ])('writes out the abbreviations instead of framing them: %s', (text, expected) => {
    expect(expand(text)).toBe(expected);
  });

  it('keeps "as soon as" whole', () => {
    expect(expand('Please call me as soon as you land.') ?? '').not.toMatch(/as in the near future as/);
  });
});
