/**
 * Harper's PronounVerbAgreement reads the pronoun right before a verb as its whole subject, so a
 * coordinated subject ("He and she agree", "My brother and he play") gets a singular verb. Such a
 * finding is dropped where the project's own subject analysis (`subject.ts`) finds the subject plural.
 */
import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { Finding } from '../edits/finding';
import { subjectOf } from './subject';
import type { TaggedSentence } from './tagger';

const AGREEMENT_RULES = new Set(['harper:PronounVerbAgreement']);

/** Whether `f` (code points) is Harper's agreement of a verb whose subject is plural. */
export function agreesWithCoordinatedSubject(
  text: string,
  sentences: readonly TaggedSentence[],
  f: Finding,
): boolean {
  if (!AGREEMENT_RULES.has(f.ruleId)) return false;
  for (const s of sentences) {
    const i = s.tokens.findIndex((t) => utf16ToCodePoint(text, t.start) === f.start);
    if (i >= 0) return subjectOf(s.tokens, i)?.plural === true;
  }
  return false;
}
