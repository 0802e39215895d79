import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

// After these (and "not"), English needs the bare infinitive: "can go", "don't need", "did work".
const NEEDS_BASE = new Set([
  'can',
  'could',
  'will',
  'would',
  'shall',
  'should',
  'may',
  'might',
  'must',
  'do',
  'does',
  'did',
  "don't",
  "doesn't",
  "didn't",
  "can't",
  "won't",
  "wouldn't",
  "couldn't",
  "shouldn't",
  'ca',
  'wo',
]);
const IRREGULAR_BASE: Record<string, string> = {
  has: 'have',
  had: 'have',
  is: 'be',
  was: 'be',
  were: 'be',
  are: 'be',
  went: 'go',
  goes: 'go',
  did: 'do',
  does: 'do',
  made: 'make',
  took: 'take',
  came: 'come',
  saw: 'see',
  gave: 'give',
  got: 'get',
  said: 'say',
  knew: 'know',
  thought: 'think',
  told: 'tell',
  found: 'find',
  left: 'leave',
  felt: 'feel',
  brought: 'bring',
  bought: 'buy',
  wrote: 'write',
  ran: 'run',
  ate: 'eat',
};

/** Question words before an auxiliary ("Why does he ..."). */
const WH = /^(?:why|where|when|how|what|who|which)$/;
/** Pronouns that open a relative clause inside the subject ("Does the man who knows ..."). */
const RELATIVE = /^(?:who|which|that|whom|whose)$/;
/** Do-support: "do", "does", "did" before the subject in a question. */
const DO_SUPPORT = /^(?:do|does|did)$/;

/**
 * "don't needs", "can goes", "Did the application worked?": after a modal or do-support the verb
 * takes its base form.
 */
export const baseFormAfterAuxiliary: SentenceRule = {
  kind: 'sentence',
  id: 'base-form-after-auxiliary',
  category: 'grammar',
  description: 'A modal or do/does/did followed by an inflected verb',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length - 1; i++) {
      const aux = tokens[i].lower;
      if (!NEEDS_BASE.has(aux)) continue;
      let j = i + 1;
      if (tokens[j]?.lower === "n't" || tokens[j]?.lower === 'not') j++;
      // "Did the application worked?", "Why does he always comes late?": in a question the subject
      // (and an adverb) comes between; a relative pronoun ends the search ("Does the man who knows").
      const opensQuestion =
        i === 0 || /^(?:PUNCT|CCONJ)$/.test(tokens[i - 1].pos) || (i === 1 && WH.test(tokens[0].lower));
      let question = false;
      if (opensQuestion) {
        let k = j;
        while (
          k < tokens.length &&
          ['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM'].includes(tokens[k].pos) &&
          !RELATIVE.test(tokens[k].lower) &&
          k - j < 5
        )
          k++;
        if (k > j && tokens[k]?.pos === 'ADV') k++;
        // "Did a man called Daffodil come here?": a participle after the noun with a base form later
        // belongs to the subject, and the base form is the question's verb.
        const laterBase = tokens
          .slice(k + 1)
          .some((x, n) => x.pos === 'VERB' && x.lower === x.lemma && tokens[k + n]?.lower !== 'to');
        if (k > j && (tokens[k]?.pos === 'VERB' || tokens[k]?.pos === 'AUX')) {
          if (laterBase && tokens[k].lower !== tokens[k].lemma) continue;
          // An -ed form after a noun may still be a participle of the subject the tagger misread the
          // rest of ("Why did a record called 'Daffodil' show a poppy?"): certain after a pronoun only.
          const participleAfterNoun = /ed$/.test(tokens[k].lower) && tokens[k - 1].pos !== 'PRON';
          j = k;
          question = tokens[tokens.length - 1]?.text === '?' && DO_SUPPORT.test(aux) && !participleAfterNoun;
        }
      }
      const v = tokens[j];
      if (!v || (v.pos !== 'VERB' && !(v.pos === 'AUX' && IRREGULAR_BASE[v.lower]))) continue;
      // "do" as a main verb before a noun ("did the dishes") is fine; only inflected verb forms are wrong.
      const base =
        IRREGULAR_BASE[v.lower] ?? (v.lemma !== v.lower && /(s|ed)$/.test(v.lower) ? v.lemma : undefined);
      if (!base || base === v.lower) continue;
      // "has been", "did you" ... the form after "do" as a main verb: "they did worked" is still wrong, keep.
      if (aux === 'do' && tokens[i - 1]?.pos === 'PRON' && v.lower === 'done') continue;
      out.push({
        start: v.start,
        end: v.end,
        replacements: [matchCase(base, v.text)],
        message: `Use the base form "${base}" after "${tokens[i].text}".`,
        errorType: 'R:VERB:FORM',
        // "Does he goes", "Did they saw": do-support in a question takes the base form whatever the
        // subject, but the word model judges "he goes to" alone and prefers the error (#14).
        certain: question,
      });
    }
    return out;
  },
};
