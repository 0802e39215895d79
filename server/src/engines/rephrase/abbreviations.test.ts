/**
 * Abbreviations, prohibitions, negative questions, lists and clauses between commas (#16): each case
 * corrupted a rewrite before. Sentences written for these tests; none is in scripts/eval/data.
 */
import { describe, expect, it } from 'vitest';
import { rephraseEmbedded } from '.';

const run = (text: string, mapping: string, extra: { tone?: string; tense?: string } = {}) =>
  rephraseEmbedded({ text, mapping, numResults: 1, ...extra })[0] ?? '';

describe('an abbreviation is no sentence end', () => {
  it.each(['formal_to_informal', 'informal_to_formal', 'paraphrase', 'sentence_split', 'shorten'])(
    '%s keeps "in the U.S. but" and "7 p.m. on" whole',
    (mapping) => {
      for (const text of [
        'Our revenue grew 8% in the U.S. but shrank 2% in France, according to the latest figures.',
        'The warehouse opens at 7 a.m. and closes at 6:30 p.m. on weekdays.',
        'The board meeting will commence at 9 a.m. in the large conference room on the second floor.',
      ]) {
        const out = run(text, mapping);
        expect(out).not.toMatch(/U\.S\. But|p\.m\. On|a\.m\. (?:And|In)|You\.S\.|\.\.(?!\.)/);
      }
    },
  );
});

describe('prohibitions and negative questions', () => {
  it('never asks a prohibition as a request ("Can you don\'t…?")', () => {
    expect(run("Please don't park in the loading bay.", 'formal_to_informal')).not.toMatch(/Can you don't/);
    expect(run("Please don't park in the loading bay.", 'switch_tone', { tone: 'diplomatic' })).not.toMatch(
      /please don't park.*\?/i,
    );
  });

  it.each([
    ["Isn't the invoice overdue?", 'Is the invoice not overdue?'],
    ["Won't the landlord object?", 'Will the landlord not object?'],
    ["Can't we meet at nine?", 'Can we not meet at nine?'],
  ])('informal_to_formal moves "not" after the subject: %s', (input, expected) => {
    expect(run(input, 'informal_to_formal')).toBe(expected);
  });
});

describe('lists, times and clauses between commas', () => {
  it('shorten never drops the last item of a list, nor a clock time', () => {
    expect(
      run(
        'For the party we will need four things: music, drinks, some snacks, and a lot of chairs.',
        'shorten',
      ),
    ).not.toMatch(/snacks\.$/);
    expect(
      run('The reception desk at our Leeds office closes at 5:45 p.m. on Fridays and Saturdays.', 'shorten'),
    ).not.toMatch(/closes on Fridays/);
  });

  it('switch_tense moves the main verb after a relative clause between commas, not the clause', () => {
    expect(
      run('The treasurer, who retired in May, still signs the cheques.', 'switch_tense', {
        tense: 'simple past',
      }),
    ).toBe('The treasurer, who retired in May, still signed the cheques.');
  });

  it('passive_to_active gives no "someone" inside "neither … nor"', () => {
    expect(
      run('Neither the tenants nor the landlord were warned about the works.', 'passive_to_active'),
    ).not.toMatch(/someone/);
  });
});

describe('capitals after a tone frame', () => {
  const tone = (text: string, t: string) =>
    rephraseEmbedded({ text, mapping: 'switch_tone', tone: t, numResults: 1 })[0] ?? '';

  it('lower-cases a common word the tagger took for a name, keeps names and months', () => {
    expect(tone('Revenues fell sharply in the second half of the year.', 'persuasive')).toBe(
      'Clearly, revenues fell sharply in the second half of the year.',
    );
    expect(tone('May bookings were the best we have had.', 'persuasive')).toMatch(/^Clearly, May bookings/);
  });

  it('argues for no prohibition ("I strongly encourage you to don\'t…")', () => {
    expect(tone("Please don't share the draft with the press.", 'persuasive')).not.toMatch(/to don't/);
  });
});
