import { stemmer } from 'stemmer';
import { ENGLISH_STOP_WORDS } from './stopwords';
import { lexicalTokens } from './tokens';

/** One query term for the full-text index: the token as written and its Porter stem. */
export interface QueryTerm {
  token: string;
  stem: string;
}

/**
 * Distinct query terms for FTS5, one token per Porter stem, in order of first appearance. Stop words
 * are left out unless the query has nothing else.
 */
export function queryTerms(text: string): QueryTerm[] {
  const tokens = lexicalTokens(text);
  const content = tokens.filter((t) => !ENGLISH_STOP_WORDS.has(t));
  const seen = new Set<string>();
  const out: QueryTerm[] = [];
  for (const token of content.length > 0 ? content : tokens) {
    const stem = stemmer(token);
    if (seen.has(stem)) continue;
    seen.add(stem);
    out.push({ token, stem });
  }
  return out;
}
