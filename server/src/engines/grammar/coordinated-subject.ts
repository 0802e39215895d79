/**
 * Harper's PronounVerbAgreement reads the pronoun right before a verb as its whole subject, so a
 * coordinated subject ("He and she agree", "My brother and he play") gets a singular verb; such a
 * finding is dropped when "and" / "or" and a noun or pronoun stand before that pronoun.
 */
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../edits/finding';
import type { TaggedSentence } from './tagger';

const AGREEMENT_RULES = new Set(['harper:PronounVerbAgreement']);

/** Whether `f` (code points) is Harper's agreement with the last pronoun of a coordinated subject. */
export function agreesWithCoordinatedSubject(
  text: string,
  sentences: readonly TaggedSentence[],
  f: Finding,
): boolean {
  if (!AGREEMENT_RULES.has(f.ruleId)) return false;
  for (const s of sentences) {
    const i = s.tokens.findIndex((t) => utf16ToCodePoint(text, t.start) === f.start);
    if (i < 0) continue;
    const [subject, conjunction, first] = [s.tokens[i - 1], s.tokens[i - 2], s.tokens[i - 3]];
    return (
      subject?.pos === 'PRON' &&
      /^(?:and|or)$/.test(conjunction?.lower ?? '') &&
      /^(?:NOUN|PROPN|PRON)$/.test(first?.pos ?? '')
    );
  }
  return false;
}
