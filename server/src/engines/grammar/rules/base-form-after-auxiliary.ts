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
      // "Did the application worked?": in a question the subject comes between.
      if (i === 0 || tokens[i - 1].pos === 'PUNCT' || tokens[i - 1].pos === 'CCONJ') {
        let k = j;
        while (
          k < tokens.length &&
          ['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM'].includes(tokens[k].pos) &&
          k - j < 5
        )
          k++;
        if (k > j && (tokens[k]?.pos === 'VERB' || tokens[k]?.pos === 'AUX')) j = k;
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
      });
    }
    return out;
  },
};
