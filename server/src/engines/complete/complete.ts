import type { CompletionModel } from './lm-model';
import type { PersonalModel } from './personal';
import { endsSentence, isWord, type Token, tokenize } from './tokens';

/** Longest query tail used; the model looks at three tokens, the rest only costs time. */
export const MAX_QUERY_CHARS = 160;
/** Most words in one completion. */
export const MAX_WORDS = 3;
/** A further word is added only while the model is at least this confident in it. */
const CONTINUE_SCORE = 0.8;
/** How much a personal match counts against the global model's score. */
const PERSONAL_WEIGHT = 0.6;

/** What /complete answers: the completion and the part of the query it used. */
export interface CompletionOutput {
  output: string;
  query: string;
}

/** The query actually used: at most MAX_QUERY_CHARS of its end, starting at a word boundary. */
export function usedQuery(query: string): string {
  if (query.length <= MAX_QUERY_CHARS) return query;
  const tail = query.slice(-MAX_QUERY_CHARS);
  const space = tail.search(/\s/);
  return space >= 0 && space < tail.length - 1 ? tail.slice(space + 1) : tail;
}

interface Scored {
  key: string;
  surface: string;
  score: number;
}

/** Best next tokens from both models, merged by key. */
function candidates(
  model: CompletionModel,
  personal: PersonalModel | undefined,
  history: Token[],
  truncated: boolean,
  accept: (key: string) => boolean,
  prefix?: string,
): Scored[] {
  const merged = new Map<string, Scored>();
  for (const c of model.next(history, !truncated, accept, 8, prefix)) merged.set(c.key, { ...c });
  if (personal && !personal.empty) {
    const keys = history.map((t) => t.key);
    for (const [key, s] of personal.next(keys, accept, prefix !== undefined)) {
      const known = merged.get(key);
      const surface = known?.surface ?? personal.surface.get(key) ?? key;
      merged.set(key, { key, surface, score: (known?.score ?? 0) + PERSONAL_WEIGHT * s });
    }
  }
  return [...merged.values()].sort((a, b) => b.score - a.score);
}

/**
 * Predicts how the query goes on: the rest of the word being typed, or the next few words (with a
 * leading space when the query does not end in one). Empty output when the model has nothing to offer.
 */
export function completeQuery(
  model: CompletionModel,
  query: string,
  personal?: PersonalModel,
): CompletionOutput {
  const used = usedQuery(query);
  const truncated = used.length < query.length;
  const toks = tokenize(used);
  const last = toks.at(-1);
  const typing = last !== undefined && last.end === used.length && isWord(last.key) && !/\s$/.test(used);
  const history = typing ? toks.slice(0, -1) : toks;

  const words: string[] = [];
  let output = '';
  let needSpace = used.length > 0 && !/[\s(“"'‘-]$/.test(used);

  if (typing && last) {
    const prefix = last.key;
    const found = candidates(
      model,
      personal,
      history,
      truncated,
      (k) => isWord(k) && k.startsWith(prefix),
      prefix,
    );
    const best = found[0];
    if (!best) return { output: '', query: used };
    if (best.key !== prefix) {
      // Finish the word the user is typing, keeping the letters they typed.
      output = best.surface.slice(prefix.length);
      history.push({ key: best.key, surface: last.surface + output, end: used.length + output.length });
      words.push(best.key);
    } else history.push(last);
    needSpace = true;
  }

  while (words.length < MAX_WORDS) {
    const found = candidates(model, personal, history, truncated, () => true);
    // Further words are plain words: numbers and codes are not predictable from a few words back.
    const best = found.find((c) =>
      words.length === 0 && !typing ? isWord(c.key) : /^\p{L}[\p{L}'-]*$/u.test(c.key),
    );
    // Stop where punctuation is likelier than any word, or the model is unsure of a further word.
    if (!best || (found[0] !== best && words.length > 0)) break;
    if (words.length > 0 && best.score < CONTINUE_SCORE) break;
    const capital = endsSentence(history.at(-1)?.key) && (history.length > 0 || !truncated);
    const surface = capital ? best.surface.charAt(0).toUpperCase() + best.surface.slice(1) : best.surface;
    output += (needSpace ? ' ' : '') + surface;
    needSpace = true;
    history.push({ key: best.key, surface, end: 0 });
    words.push(best.key);
  }
  return { output, query: used };
}
