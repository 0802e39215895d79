import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

const SAY: Record<string, string> = { told: 'said', tells: 'says' };
const SUBJECT = /^(?:i|you|he|she|it|we|they|there)$/;
/** Subject pronouns that cannot be the listener: "told he was" is a clause, "told you" names one. */
const NOMINATIVE = /^(?:i|he|she|we|they)$/;

/**
 * "She told that he was tired" → "said that", "He told he was busy" → "said he": "tell" names its listener ("told me that"); without one it
 * is "say" (Swan, Practical English Usage, "say and tell"; Cambridge, Common Mistakes, "tell"). Only
 * "told" and "tells" before "that" and a subject pronoun: "I could tell that she was upset" (tell =
 * see) and "He told that story" (a determiner) stay, and so does the passive "I was told that".
 */
export const toldThat: SentenceRule = {
  kind: 'sentence',
  id: 'told-that',
  category: 'grammar',
  description: '"told that" with no listener ("She told that he was tired")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [verb, that, subject] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      const say = SAY[verb.lower];
      if (!say) continue;
      // "He told he was tired": the reported clause follows with no "that" and no listener; a subject
      // pronoun cannot be the listener, and a verb must follow it. After a noun and its own subject
      // "told" ends a relative clause ("the story he told they loved") and stays.
      // A time ("Last week they told") is no noun the clause could describe.
      const head = tokens[i - 2];
      const relative =
        tokens[i - 1]?.pos === 'PRON' &&
        /^(?:NOUN|PROPN)$/.test(head?.pos ?? '') &&
        !/^(?:week|year|month|day|night|morning|evening|afternoon|time|weekend|today|yesterday)$/.test(
          head.lower,
        );
      const bareClause = NOMINATIVE.test(that.lower) && /^(?:AUX|VERB)$/.test(subject.pos) && !relative;
      if (!bareClause && (that.lower !== 'that' || !SUBJECT.test(subject.lower))) continue;
      // The passive has its listener as the subject: "I was told that", "We've been told that".
      if (/^(?:be|am|is|are|was|were|been|being|get|got|gets)$/.test(tokens[i - 1]?.lower ?? '')) continue;
      if (tokens[i - 1]?.pos === 'ADV' && /^(?:was|were|been|is|are)$/.test(tokens[i - 2]?.lower ?? ''))
        continue;
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [matchCase(say, verb.text)],
        message: `"tell" needs a listener ("told me that"); without one, write "${say}".`,
        errorType: 'R:OTHER',
        certain: true,
      });
    }
    return out;
  },
};
