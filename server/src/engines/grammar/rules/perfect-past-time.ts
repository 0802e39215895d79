import { pastOfParticiple } from '../morphology';
import { CLAUSE_BREAK, finishedTimeAt } from '../past-time';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const HAVE = new Set(['have', 'has', "'ve", '’ve']);
const SUBJECT_PRONOUNS = new Set(['i', 'you', 'he', 'she', 'it', 'we', 'they']);
/** Adverbs that may stand between "have" and the participle, and stay before the past tense. */
const MID_ADVERB = /^(?:already|just|also|finally|recently|really|only|actually|even|first)$/;

/**
 * "I have seen him yesterday" → "I saw him yesterday", "She has visited Paris last year" → "visited",
 * "We have finished it two days ago" → "finished": the present perfect cannot take an adverbial of
 * finished time (Swan, Practical English Usage, "present perfect: not with finished-time
 * expressions"; Cambridge, Common Mistakes, "yesterday", "ago"), so the simple past replaces it. The
 * subject comes first (no question: "Have you seen him yesterday?" needs "did"), the time word in the
 * same clause after the participle, and no "since" before it ("I haven't seen him since last year").
 * "been" is left alone ("I have been to Rome last year" wants "went"), and so is "the last week", which
 * reaches up to now.
 */
export const perfectPastTime: SentenceRule = {
  kind: 'sentence',
  id: 'perfect-past-time',
  category: 'grammar',
  description: 'The present perfect with a finished time ("I have seen him yesterday")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let h = 1; h + 1 < tokens.length; h++) {
      const have = tokens[h];
      if (!HAVE.has(have.lower) || have.pos !== 'AUX') continue;
      const subject = tokens[h - 1];
      if (!SUBJECT_PRONOUNS.has(subject.lower) && subject.pos !== 'NOUN' && subject.pos !== 'PROPN') continue;
      // "Why have you …": something before the subject makes it a question.
      if (tokens[h - 2]?.pos === 'AUX' || /^(?:wh|how)/i.test(tokens[h - 2]?.lower ?? '')) continue;
      let v = h + 1;
      while (MID_ADVERB.test(tokens[v]?.lower ?? '')) v++;
      const participle = tokens[v];
      if (participle?.pos !== 'VERB' || /^(?:been|got|gotten)$/.test(participle.lower)) continue;
      const past = pastOfParticiple(participle.lower) ?? participle.lower;
      // A participle is an -ed form or an irregular one (its lemma differs: "made", "seen").
      if (participle.lemma === participle.lower && !pastOfParticiple(participle.lower)) continue;
      if (!/ed$/.test(participle.lower) && participle.lemma === past) continue;
      let found = false;
      for (let k = v + 1; k < tokens.length; k++) {
        const t = tokens[k];
        // Another verb starts another clause ("the report you wrote last week"), and so does a
        // conjunction or a relative; "for" starts a duration ("for the last two years").
        if (
          t.pos === 'PUNCT' ||
          t.pos === 'VERB' ||
          t.pos === 'AUX' ||
          t.lower === 'for' ||
          (CLAUSE_BREAK.test(t.lower) && t.pos !== 'DET')
        )
          break;
        if (finishedTimeAt(tokens, k)) {
          found = true;
          break;
        }
      }
      if (!found) continue;
      const adverbs = tokens
        .slice(h + 1, v)
        .map((t) => `${t.text} `)
        .join('');
      const clitic = /^['’]/.test(have.text);
      out.push({
        start: have.start,
        end: participle.end,
        replacements: [`${clitic ? ' ' : ''}${adverbs}${matchCase(past, participle.text)}`],
        message: `A finished time takes the past tense: "${adverbs}${past}", not "${have.lower} ${participle.lower}".`,
        errorType: 'R:VERB:TENSE',
        // The model's four words do not reach from the verb to the time word ("has broken his arm
        // last summer": it prefers the perfect by 4.8 nats), so the closed pattern is not judged.
        certain: true,
      });
    }
    return out;
  },
};
