import { verbGroups } from './clause';
import { buildGroup, TENSES } from './conjugate';
import { applyEdits, isQuestion, type TokenEdit } from './edit';
import type { Tok } from './nlp';

/**
 * switch_tense: rewrites every finite verb group of the sentence in the target tense, keeping voice,
 * negation, subject agreement and inner adverbs. Modal groups ("can swim") and questions stay as
 * they are. Null when nothing can change (no finite verb, or already in that tense).
 */
export function switchTense(toks: Tok[], tense: string): string | null {
  const target = TENSES[tense];
  if (!target || isQuestion(toks)) return null;
  const edits: TokenEdit[] = [];
  for (const g of verbGroups(toks)) {
    if (g.aspect.modal) continue;
    const words = buildGroup({
      lemma: g.lemma,
      aspect: { ...target, passive: g.aspect.passive },
      agreement: g.agreement,
      negated: g.negated,
      contracted: g.contracted,
      adverbs: g.adverbs,
    });
    const first = toks[g.start];
    if (g.start === 0 && /^[A-Z]/.test(first.text) === false) words[0] = words[0].toLowerCase();
    edits.push({ start: g.start, end: g.end, words });
  }
  if (edits.length === 0) return null;
  return applyEdits(toks, edits);
}
