import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const WEEKDAY = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/;
const MONTH = /^(?:january|february|march|april|may|june|july|august|september|october|november|december)$/;
const PART_OF_DAY = /^(?:morning|afternoon|evening)$/;
/** Verbs whose own preposition comes before a date ("agreed on March", "look at Monday"): left alone. */
const OWN_PREPOSITION =
  /^(?:agree|decide|settle|focus|depend|rely|base|comment|report|count|insist|look|glance|stare|aim|point|work|plan|vote)$/;

/**
 * "We met in Monday" → "on Monday", "Her birthday is on July" → "in July", "I will see you at the
 * morning" → "in the morning": the prepositions of time are fixed — "on" a day, "in" a month, "in the
 * morning" (Swan, Practical English Usage, "at, in and on (time)"; Cambridge, Common Mistakes,
 * "in / on / at"). Days and months are written capitalised, so "may" the verb is not one; "on March 5",
 * "in Monday's game" and a verb with its own preposition ("We agreed on June", "Look at Monday") stay.
 * The model judges (it prefers the fixes by 3–12 nats), so an odd context keeps what was written.
 */
export const timePrepositions: SentenceRule = {
  kind: 'sentence',
  id: 'time-prepositions',
  category: 'grammar',
  description: 'The wrong preposition before a day, a month or a part of the day ("in Monday")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [prep, word, next] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (!/^(?:in|on|at)$/.test(prep.lower)) continue;
      if (OWN_PREPOSITION.test(tokens[i - 1]?.lemma ?? '')) continue;
      const capital = /^\p{Lu}/u.test(word.text);
      let right: string | undefined;
      if (capital && WEEKDAY.test(word.lower) && prep.lower !== 'on') {
        // "in Monday's game", "In Friday night's briefing" are a possessive's phrase.
        const possessive = (t: number) => /^['’]s?$/.test(tokens[t]?.lower ?? '');
        if (possessive(i + 2) || (/^(?:NOUN|PROPN)$/.test(next?.pos ?? '') && possessive(i + 3))) continue;
        right = 'on';
      } else if (capital && MONTH.test(word.lower) && prep.lower !== 'in') {
        // "on March 5", "on July the fourth" name a day.
        if (next && (next.pos === 'NUM' || next.type === 'number' || /^(?:the|\d)/.test(next.lower)))
          continue;
        if (/^['’]s?$/.test(next?.lower ?? '')) continue;
        right = 'in';
      } else if (
        prep.lower === 'at' &&
        word.lower === 'the' &&
        next !== undefined &&
        PART_OF_DAY.test(next.lower) &&
        // "at the morning meeting": the part of the day names a noun.
        !/^(?:NOUN|PROPN)$/.test(tokens[i + 3]?.pos ?? '')
      ) {
        right = 'in';
      }
      if (!right) continue;
      out.push({
        start: prep.start,
        end: prep.end,
        replacements: [matchCase(right, prep.text)],
        message: `Use "${right}" here: "on" a day, "in" a month, "in the morning".`,
        errorType: 'R:PREP',
      });
    }
    return out;
  },
};
