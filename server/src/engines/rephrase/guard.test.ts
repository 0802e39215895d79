import { describe, expect, it } from 'vitest';
import { soundRewrite } from './guard';

describe('soundRewrite: the last check on a rule rewrite', () => {
  it('refuses a word the language model has never seen that the writer did not write', () => {
    expect(
      soundRewrite(
        'I forgot how much I love it until I had children.',
        'I forgot how much I loved it until I chilt.',
      ),
    ).toBe(false);
    expect(soundRewrite('They kept hassling him.', 'They kept chivying him.')).toBe(false);
  });

  it("keeps the writer's own rare words and names, and ordinary new words", () => {
    expect(soundRewrite('Submit an eRequest to Zubrowka.', 'Please submit an eRequest to Zubrowka.')).toBe(
      true,
    );
    expect(soundRewrite('We will send the report.', "We'll send the report soon.")).toBe(true);
  });

  it('refuses a word written twice in a row where the writer did not write it so', () => {
    expect(soundRewrite('If that animal is special…', 'In the event that that animal is special…')).toBe(
      false,
    );
    expect(soundRewrite('Please let me know.', 'Please please let me know.')).toBe(false);
    // The writer's own "that that" is theirs to keep.
    expect(soundRewrite('He said that that was fine.', 'He said that that was all right.')).toBe(true);
  });
});

describe('soundRewrite: words glued to numbers', () => {
  it('refuses "monitors800" and keeps the writer\'s own "COVID19" or "4G"', () => {
    expect(
      soundRewrite(
        'It surprised monitors, who wanted only 5,800 centers.',
        'It surprised monitors800 centers.',
      ),
    ).toBe(false);
    expect(
      soundRewrite('We upgraded 4G masts after COVID19.', 'The 4G masts were upgraded after COVID19.'),
    ).toBe(true);
  });
});
