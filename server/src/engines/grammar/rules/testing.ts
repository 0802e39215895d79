import type { GrammarRule, RuleMatch } from '../rule';
import { tagText } from '../tagger';

/** Every match of a rule on `text`. */
export function matchesOf(rule: GrammarRule, text: string): RuleMatch[] {
  if (rule.kind === 'text') return rule.check(text);
  return tagText(text).flatMap((s) => rule.check(s, text));
}

/** `text` with the first replacement of each match applied. */
export function applyRule(rule: GrammarRule, text: string): string {
  return matchesOf(rule, text)
    .sort((a, b) => a.start - b.start)
    .reduceRight((t, m) => t.slice(0, m.start) + m.replacements[0] + t.slice(m.end), text);
}
