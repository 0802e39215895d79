/**
 * Whether a phrase after "by" names a doer. Its own module so that voice-active.ts and
 * voice-question.ts can both use it without importing each other.
 */
import type { Tok } from './nlp';
import { isClass } from './voice-phrase';

const DETERMINED = /^(?:DET|PRON|NUM)$/;

/**
 * Whether the phrase after "by" names a doer, not a deadline ("by Friday", "by the end of June"), a
 * measured difference ("by two days", "by 10%") or a means ("by email", "by bank transfer").
 */
export function isAgent(toks: Tok[], [a, b]: [number, number]): boolean {
  // ("by someone who gave it to the CBC today": a relative clause says which one; its nouns are no head.)
  const relative = toks.findIndex((t, k) => k > a && k < b && /^(?:who|which|that|whom|whose)$/.test(t.norm));
  const phrase = toks.slice(a, relative > 0 ? relative : b);
  const nominal = (ts: Tok[]) => [...ts].reverse().find((t) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos));
  // The head is the noun before "of" ("the end of June"), or after it when a quantity comes first
  // ("one of our interns").
  const cut = phrase.findIndex((t) => t.norm === 'of');
  let core = cut > 0 ? phrase.slice(0, cut) : phrase;
  if (cut > 0 && !nominal(core)) core = phrase.slice(cut + 1);
  const head = nominal(core);
  if (!head) return false;
  if (isClass(head, 'time') || isClass(head, 'unit')) return false;
  const bare = !core.some((t) => DETERMINED.test(t.pos));
  return !(bare && isClass(head, 'means'));
}
