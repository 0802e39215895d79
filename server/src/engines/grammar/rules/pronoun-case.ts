import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import { isPluralNoun, type Token } from '../tagger';

const SUBJECT_OF: Record<string, string> = { me: 'I', him: 'he', her: 'she', us: 'we', them: 'they' };
const OBJECT_OF: Record<string, string> = { i: 'me', he: 'him', she: 'her', we: 'us', they: 'them' };
/**
 * Prepositions that never open a clause, so a pronoun after one is its object ("between you and I",
 * "to he and I"); "after", "before", "since", "than", "as", "like" and "until" may introduce a clause
 * whose subject the pronoun is ("after he and I left").
 */
const PURE_PREPOSITIONS = new Set(
  'to for with between from about among amongst of at by on upon without toward towards against behind beside besides near into onto under through'.split(
    ' ',
  ),
);

// Words of time and place that end an object phrase ("drive Ann and I home", "see Ann and I tomorrow").
const ADVERBIAL_NOUNS = /^(?:home|today|tonight|tomorrow|yesterday|now|later|here|there|again|too|soon)$/;

/** Whether a token can follow an object pronoun but not a subject one ("and I" + "." / "a" / "at"). */
const endsObject = (t: Token) =>
  !/^(?:each|both|all|alone)$/.test(t.lower) && // "Ann and I both agree"
  (t.pos === 'PUNCT' ||
    /^(?:DET|NUM|ADP|ADJ)$/.test(t.pos) ||
    t.lower === 'to' ||
    ADVERBIAL_NOUNS.test(t.lower));

/** Whether a token after a subject could be its verb (a "noun" after a pronoun is a misread verb: "me work"). */
const isVerbLike = (t: Token | undefined) => t !== undefined && /^(VERB|AUX|NOUN)$/.test(t.pos);

/**
 * Two object pronouns coordinated at the start of a clause before its verb ("Me and him went", "Him and
 * me are friends"): both are in the subject, so both take the subject case, in the conventional order
 * with "I" last ("He and I went"). One edit, because fixing either alone leaves the other wrong, and the
 * model cannot support a half-fixed subject; certain, because an object pronoun cannot start a clause's
 * subject in standard English.
 */
function objectPairAsSubject(tokens: readonly Token[], i: number): RuleMatch | undefined {
  const [first, and, second] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!first || !second || and?.lower !== 'and' || !SUBJECT_OF[first.lower] || !SUBJECT_OF[second.lower])
    return undefined;
  if (first.lower === second.lower) return undefined;
  const previous = tokens[i - 1];
  if (previous && !/^(,|;|and|but|so|because|when|while|if|that)$/.test(previous.lower)) return undefined;
  const verb = tokens[i + 3];
  // "Him and her husband": "her" before a noun is a determiner, not a second subject.
  if (!isVerbLike(verb) || (second.lower === 'her' && verb.pos === 'NOUN')) return undefined;
  const subjects = [SUBJECT_OF[first.lower], SUBJECT_OF[second.lower]];
  if (subjects[0] === 'I') subjects.reverse();
  const [a, b] = subjects;
  const phrase = `${a === 'I' ? 'I' : i === 0 || /^\p{Lu}/u.test(first.text) ? matchCase(a, 'X') : a} and ${b}`;
  return {
    start: first.start,
    end: second.end,
    replacements: [phrase],
    message: `Use "${a}" and "${b}" in the subject.`,
    errorType: 'R:PRON',
    certain: true,
  };
}

/**
 * "Tim and me work together" → "I"; "Him and I cheated" → "He"; "to Tim and I", "between you and I"
 * → "me"; "to he and I" → "him": the case of a pronoun in a coordinated subject or object.
 */
export const pronounCase: SentenceRule = {
  kind: 'sentence',
  id: 'pronoun-case',
  category: 'grammar',
  description: 'An object pronoun as a subject, or a subject pronoun as an object',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const next = tokens[i + 1];
      const prev = tokens[i - 1];
      const pair = objectPairAsSubject(tokens, i);
      if (pair) {
        out.push(pair);
        i += 2;
        continue;
      }
      // Subject position: the coordination opens the clause and a verb follows it.
      const coordinatedBefore =
        prev?.lower === 'and' &&
        tokens.slice(0, i - 1).every((x) => ['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ'].includes(x.pos));
      const coordinatedAfter = next?.lower === 'and' && i === 0;
      if (SUBJECT_OF[t.lower] && (coordinatedBefore || coordinatedAfter)) {
        let k = i + 1;
        if (coordinatedAfter) {
          k = i + 2;
          while (k < tokens.length && ['DET', 'NOUN', 'PROPN', 'PRON', 'ADJ'].includes(tokens[k].pos)) k++;
        }
        const verb = tokens[k];
        // After a pronoun a noun cannot start a phrase, so a "noun" there is a verb the tagger misread ("me work").
        const verbLike =
          verb && (verb.pos === 'VERB' || verb.pos === 'AUX' || (verb.pos === 'NOUN' && t.lower !== 'her'));
        if (verbLike && !(t.lower === 'her' && tokens[i + 1]?.pos === 'NOUN')) {
          const s = SUBJECT_OF[t.lower];
          if (s === 'I' && coordinatedAfter && k > i + 2) {
            // "Me and my friend went" → "My friend and I went": English puts "I" last in a coordinated
            // subject, and "I and my friend" reads as a second error. Certain before a clear verb, as two
            // object pronouns are: "me" cannot open a clause's subject in standard English, and the word
            // model, which has seen "me and my friend" everywhere, prefers it.
            const other = text.slice(tokens[i + 2].start, tokens[k - 1].end);
            out.push({
              start: t.start,
              end: tokens[k - 1].end,
              replacements: [`${other.charAt(0).toUpperCase()}${other.slice(1)} and I`],
              message: 'Use "I" in the subject, after the other person.',
              errorType: 'R:PRON',
              certain: verb.pos !== 'NOUN',
            });
            continue;
          }
          out.push({
            start: t.start,
            end: t.end,
            replacements: [s === 'I' ? 'I' : matchCase(s, t.text)],
            message: `Use "${s}" in the subject.`,
            errorType: 'R:PRON',
          });
        }
      }
      // "Us students were told": "us" before a plural noun opening its clause is the subject.
      if (
        t.lower === 'us' &&
        (!prev || /^(?:PUNCT|CCONJ|SCONJ)$/.test(prev.pos)) &&
        next &&
        isPluralNoun(next) &&
        isVerbLike(tokens[i + 2])
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase('we', t.text)],
          message: 'Use "we" in the subject.',
          errorType: 'R:PRON',
        });
      }
      // Object position: after a preposition or verb, "X and I" ("X" may be a pronoun: "you and I"),
      // ending the clause or followed by what cannot follow a subject: "gave Ben and I a book", "to Ann
      // and I tomorrow".
      const bare = t.lower.replace(/\.$/, '');
      if (OBJECT_OF[bare] && prev?.lower === 'and' && (!next || bare !== t.lower || endsObject(next))) {
        const before = tokens
          .slice(Math.max(0, i - 5), i - 1)
          .reverse()
          .find((x) => !['DET', 'NOUN', 'PROPN', 'ADJ', 'PRON'].includes(x.pos));
        const object =
          before &&
          ((before.pos === 'ADP' && !/^(?:than|as|like)$/.test(before.lower)) || before.pos === 'VERB');
        if (object) {
          const o = OBJECT_OF[bare];
          out.push({
            start: t.start,
            end: t.start + bare.length,
            replacements: [o],
            message: `Use "${o}" as an object.`,
            errorType: 'R:PRON',
            // After a preposition that never opens a clause the pronoun can only be its object; "and I"
            // there is a common hypercorrection, so the corpus is no reliable judge of it.
            // So after a verb, when what follows cannot follow a subject ("gave Ben and I a book"; not
            // a comma, which may open an aside before the verb: "I think Ben and I, frankly, agree").
            certain:
              PURE_PREPOSITIONS.has(before.lower) ||
              (before.pos === 'VERB' &&
                (!next || /^[.!?]$/.test(next.text) || (next.pos !== 'PUNCT' && endsObject(next)))),
          });
        }
      }
      // The first of two coordinated pronouns right after a preposition: "to he and I" → "him".
      if (
        OBJECT_OF[t.lower] &&
        t.lower !== 'i' &&
        next?.lower === 'and' &&
        PURE_PREPOSITIONS.has(prev?.lower ?? '')
      ) {
        const o = OBJECT_OF[t.lower];
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase(o, t.text)],
          message: `Use "${o}" as an object.`,
          errorType: 'R:PRON',
          certain: true,
        });
      }
    }
    return out;
  },
};
