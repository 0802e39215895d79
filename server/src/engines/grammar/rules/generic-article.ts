import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** Nouns that name the whole of something and take no article when used in general. */
const ALWAYS_GENERAL = new Set(['mankind', 'humankind']);

/** Whether the token before `at` lets a phrase open a clause: none, punctuation, a conjunction, "that". */
function opensClause(tokens: readonly Token[], at: number): boolean {
  const before = tokens[at - 1];
  return !before || /^(?:PUNCT|CCONJ|SCONJ)$/.test(before.pos) || before.lower === 'that';
}

/** The match that deletes "the" before the word at `i` (the span is "the" and that word). */
function dropThe(the: Token, word: Token, message: string, certain: boolean): RuleMatch {
  return {
    start: the.start,
    end: word.end,
    replacements: [matchCase(word.text, the.text)],
    message,
    errorType: 'U:DET:ART',
    certain,
  };
}

/**
 * "The nature is beautiful" → "Nature is", "I love the nature." → nature, "the mankind" → mankind,
 * "The life is short" → "Life is short", "The most of my friends" → "Most of": "the" before a noun
 * used in general, which grammar references list among learners' commonest article errors. Closed
 * cases only, all certain: "the nature" not followed by "of", a noun or a relative ("the nature of the
 * problem", "the nature reserve"); "the life" only opening a clause before "is" and a plain predicate
 * ("The life she led", "The life was draining out of him", "The life of a soldier" stay); "the most of" only opening a clause ("make
 * the most of it", "scored the most of any player" stay).
 */
export const genericArticle: SentenceRule = {
  kind: 'sentence',
  id: 'generic-article',
  category: 'grammar',
  description: '"the" before a noun used in general ("The nature is beautiful")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i + 1 < tokens.length; i++) {
      const [the, word, next, after] = [tokens[i], tokens[i + 1], tokens[i + 2], tokens[i + 3]];
      if (the.lower !== 'the' || word.text !== word.lower) continue;
      if (ALWAYS_GENERAL.has(word.lower)) {
        out.push(dropThe(the, word, `"${word.text}" takes no article.`, true));
      } else if (word.lower === 'nature') {
        // "the nature of", "the nature reserve", "the nature that surrounds us", "the nature in which".
        if (!next) continue;
        if (next.lower === 'of' || /^(?:NOUN|PROPN|ADJ|PRON|PART|NUM)$/.test(next.pos)) continue;
        if (/^(?:that|which|who|where|'s|’s)$/.test(next.lower)) continue;
        if (next.pos === 'ADP' && /^(?:which|whom)$/.test(after?.lower ?? '')) continue;
        out.push(dropThe(the, word, 'Nature in general takes no article.', true));
      } else if (word.lower === 'life' && opensClause(tokens, i)) {
        // "The life is short", "The life is not easy", "The life is a journey".
        if (next?.lower !== 'is') continue;
        const plain =
          after !== undefined &&
          (after.pos === 'ADJ' ||
            after.lower === 'not' ||
            after.lower === 'a' ||
            (after.pos === 'ADV' && tokens[i + 4]?.pos === 'ADJ'));
        if (!plain) continue;
        // Certain: the pattern is closed, and the model, charging a deletion, preferred "The life is not
        // easy" and "The life is a journey" as written.
        out.push(dropThe(the, word, 'Life in general takes no article.', true));
      } else if (word.lower === 'most' && next?.lower === 'of' && opensClause(tokens, i)) {
        // "Most of my friends", "Most of the time": the quantifier takes no article.
        if (!after || !/^(?:DET|PRON)$/.test(after.pos)) continue;
        if (/^(?:all|any)$/.test(after.lower)) continue;
        out.push(dropThe(the, word, '"Most of" takes no article.', true));
      }
    }
    return out;
  },
};
