import type { RuleMatch, SentenceRule } from '../rule';

/** Concessive subordinators, which make a following "but" redundant. */
const CONCESSIVE = /^(?:although|though)$/;
/** Causal subordinators, which make a following "so" redundant ("as" is left out: "As X, so Y" is a correlative). */
const CAUSAL = /^(?:because|since)$/;
/** What opens the main clause after the redundant conjunction: its subject. */
const SUBJECT_START = /^(?:PRON|DET|PROPN|NOUN)$/;

/**
 * "Although it was late, but we went out" → "Although it was late, we went out", "Because it rained,
 * so we stayed home" → "…, we stayed home": a sentence that opens with a subordinate clause of
 * concession or cause takes no coordinating "but" or "so" before its main clause (grammar references
 * list the doubled conjunction among learners' commonest errors). Only where the subordinator opens
 * the sentence ("We stayed in because it rained, so we watched a film" is right), the conjunction is
 * the first one after the clause, its clause has a subject, and "so" is not a degree word ("Since I
 * moved, so much has changed").
 */
export const doubleConjunction: SentenceRule = {
  kind: 'sentence',
  id: 'double-conjunction',
  category: 'grammar',
  description: '"Although …, but" and "Because …, so": two conjunctions for one link',
  check({ tokens }) {
    let first = 0;
    if (tokens[0]?.lower === 'even' && tokens[1]?.lower === 'though') first = 1;
    const opener = tokens[first];
    if (!opener) return [];
    const concessive = CONCESSIVE.test(opener.lower);
    if (!concessive && !CAUSAL.test(opener.lower)) return [];
    const wanted = concessive ? 'but' : 'so';
    let commas = 0;
    for (let k = first + 2; k + 1 < tokens.length; k++) {
      const t = tokens[k];
      if (t.text === ',') commas++;
      if (commas > 1 || t.text === ';' || t.text === ':') return [];
      // Another conjunction first ("Although it was cold and wet, but …") is too tangled to judge.
      if (t.pos === 'CCONJ' && t.lower !== wanted) return [];
      if (t.lower !== wanted) continue;
      const next = tokens[k + 1];
      if (!SUBJECT_START.test(next.pos) || /^(?:much|many|far|that)$/.test(next.lower)) return [];
      // The subordinate clause must have its own verb before the conjunction.
      if (!tokens.slice(first + 1, k).some((x) => x.pos === 'VERB' || x.pos === 'AUX')) return [];
      const prev = tokens[k - 1];
      // "late, but we" → "late, we"; "late but we" → "late, we".
      return [
        prev.text === ','
          ? {
              start: t.start,
              end: next.end,
              replacements: [next.text],
              message: `"${opener.text}" already links the clauses: leave out "${t.text}".`,
              errorType: 'U:CONJ',
              certain: true,
            }
          : {
              start: prev.end,
              end: next.end,
              replacements: [`, ${next.text}`],
              message: `"${opener.text}" already links the clauses: leave out "${t.text}".`,
              errorType: 'U:CONJ',
              certain: true,
            },
      ] satisfies RuleMatch[];
    }
    return [];
  },
};
