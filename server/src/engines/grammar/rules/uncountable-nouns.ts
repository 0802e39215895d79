import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';
import { listedUncountable, singularEdit } from '../uncountable-plural';

/**
 * The singular a plural form is built from by English's regular rules ("researches" → "research",
 * "luggages" → "luggage"), when that singular is a listed uncountable noun.
 */
function listedSingular(word: string): string | undefined {
  const listed = listedUncountable();
  const stems = [word.slice(0, -1), word.slice(0, -2), `${word.slice(0, -3)}y`];
  for (const singular of stems) if (listed.has(singular)) return singular;
  return undefined;
}

/**
 * "I need a information", "Can you give me an advice?": "a" or "an" before a listed uncountable noun
 * (past adjectives: "a useful information") goes, rather than changing to "an" as a/an rules would.
 * Not before "of" or a noun ("a research project", "an information desk"), where the noun is a modifier.
 */
function articleBefore(tokens: readonly Token[], i: number): RuleMatch | undefined {
  const a = tokens[i];
  if (!/^an?$/.test(a.lower) || a.text !== a.lower) return undefined;
  let k = i + 1;
  while (k < i + 3 && tokens[k]?.pos === 'ADJ') k++;
  const noun = tokens[k];
  const after = tokens[k + 1];
  if (!noun || !listedUncountable().has(noun.lower) || /^(?:NOUN|PROPN)$/.test(after?.pos ?? ''))
    return undefined;
  if (after?.lower === 'of') return undefined;
  return {
    start: a.start,
    end: tokens[i + 1].start,
    replacements: [''],
    message: `"${noun.text}" is uncountable: it takes no "${a.text}".`,
    errorType: 'U:DET',
    certain: true,
  };
}

/**
 * "new evidences" → evidence, "a lot of homeworks" → homework, "How many luggages" → "How much
 * luggage": a plural of a noun that learners' grammar references list as uncountable
 * (uncountable-nouns.tsv), for the nouns the corpus test of uncountable-plural.ts cannot judge: their
 * plural survives in a specialised sense ("evidences" in theology, "researches" in old prose), or the
 * corpus has too few uses. Certain: the word model, having seen those plurals, prefers them. The
 * tagger may read such a word as a verb after a determiner ("some researches"); a verb it stays after
 * a subject ("She researches old maps").
 */
export const uncountableNouns: SentenceRule = {
  kind: 'sentence',
  id: 'uncountable-nouns',
  category: 'grammar',
  description: 'A plural of a noun English uses as uncountable',
  check({ tokens }, text) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const article = articleBefore(tokens, i);
      if (article) {
        out.push(article);
        continue;
      }
      if (t.text !== t.lower || !/s$/.test(t.lower)) continue;
      const singular = listedSingular(t.lower);
      if (!singular) continue;
      const before = tokens[i - 1];
      const nounRead =
        t.pos === 'NOUN' ||
        (t.pos === 'VERB' && before !== undefined && /^(?:DET|ADJ|ADP)$/.test(before.pos));
      // "The data evidences a clear trend": an object after it makes it a verb.
      // ("bad weathers all week": "all" there is an adverbial's, not an object's).
      const next = tokens[i + 1];
      const object = next && /^(?:DET|PRON)$/.test(next.pos) && !/^(?:all|each|both)$/.test(next.lower);
      if (!nounRead || object) continue;
      const edit = singularEdit(text, tokens, i, singular);
      if (!edit) continue;
      out.push({
        ...edit,
        replacements: [matchCase(edit.replacement, text.slice(edit.start, edit.end))],
        message: `"${singular}" is uncountable in English: it takes no plural -s.`,
        errorType: 'R:NOUN:INFL',
        certain: true,
      });
    }
    return out;
  },
};
