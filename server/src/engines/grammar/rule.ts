import type { ErrorType, FindingCategory } from '../edits/finding';
import type { TaggedSentence } from './tagger';

/** What a rule reports: a UTF-16 range of the checked text and what to put there. */
export interface RuleMatch {
  start: number;
  end: number;
  replacements: string[];
  message: string;
  /** The ERRANT code, when the rule knows it (the adapter infers it otherwise). */
  errorType?: ErrorType;
  /**
   * The pattern alone makes the error near certain (a clear plural subject with "was"): the
   * language-model gate then asks for the margin of Harper's rules, not the project rules' larger one
   * (evidence.ts). @default false
   */
  strong?: boolean;
  /**
   * The pattern is a closed one that grammar references call wrong wherever it occurs and that corpus
   * text misuses often (hypercorrections: "between you and I"), so the language model is no judge of
   * it: the evidence gate passes it unchecked. @default false
   */
  certain?: boolean;
}

interface RuleBase {
  /** Stable id, kebab-case; findings carry it as `margin:<id>`. */
  id: string;
  category: FindingCategory;
  /** One line: what the rule catches. */
  description: string;
}

/** An English rule over POS-tagged sentences (wink-nlp). */
export interface SentenceRule extends RuleBase {
  kind: 'sentence';
  check(sentence: TaggedSentence, text: string): RuleMatch[];
}

/** A language-independent rule over the raw text of a paragraph. */
export interface TextRule extends RuleBase {
  kind: 'text';
  check(text: string): RuleMatch[];
}

export type GrammarRule = SentenceRule | TextRule;

/** Keeps the case of the first letter of `like` on `word` (their → There at a sentence start). */
export function matchCase(word: string, like: string): string {
  if (like.length > 1 && like === like.toUpperCase() && /\p{L}/u.test(like)) return word.toUpperCase();
  if (/^\p{Lu}/u.test(like)) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}
