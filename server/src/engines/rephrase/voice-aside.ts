/**
 * A comment set off by commas inside a verb group ("We will, of course, refund the full amount", "The
 * contract has, however, been signed by both parties"): a parenthetical disjunct or conjunct (Quirk et
 * al. § 8.91, § 15.53), which the voice rules cannot read across; the same between the subject and its
 * verb ("The auditors, however, found several errors"). The clause is turned without it and
 * the comment goes back after the new group's first auxiliary, where it stood ("The full amount will,
 * of course, be refunded by us"). A new group without an auxiliary ("Both parties signed the contract")
 * has no such place, so that gives no result.
 */
import type { Tok } from './nlp';
import { words } from './voice-phrase';

/** Finite auxiliaries, one of which opens every voice-turned group that has one. */
const AUXILIARY =
  /\b(?:will|would|can|could|may|might|must|shall|should|has|have|had|is|are|was|were|am|does|do|did)\b/;

/** Conjuncts and disjuncts that comment on the whole clause (Quirk et al. § 8.127-8.137). */
const SENTENCE_ADVERBIAL =
  /^(?:however|therefore|though|also|moreover|nevertheless|meanwhile|indeed|thus|hence|instead|too|luckily|fortunately|unfortunately|surprisingly|of course|in fact|as usual|as expected|as a result|for example|for instance|in turn|in the end|in addition|in general|on the other hand|by contrast|in contrast)$/;

/** Where a comment between commas follows an auxiliary: [first comma, second comma], or undefined. */
function asideAt(toks: Tok[]): [number, number] | undefined {
  for (let k = 1; k + 1 < toks.length; k++) {
    // After an auxiliary, or between the subject's noun and its verb ("The auditors, however, found").
    const afterSubject =
      /^(?:NOUN|PROPN|PRON)$/.test(toks[k - 1].pos) && /^(?:ADV|ADP)$/.test(toks[k + 1]?.pos ?? '');
    if ((toks[k - 1].pos !== 'AUX' && !afterSubject) || toks[k].text !== ',') continue;
    const close = toks.findIndex((t, i) => i > k + 1 && i <= k + 5 && t.text === ',');
    if (close < 0) return undefined;
    // The comment has no verb of its own ("if possible" has none; ", as we agreed," does), and after
    // the subject no name ("The manager, Tom, approved it" names the manager).
    if (toks.slice(k + 1, close).some((t) => /^(?:VERB|AUX|PRON|PROPN)$/.test(t.pos))) return undefined;
    // After the subject only a conjunct or disjunct: "rather than government", "along with HR" belong
    // to the subject.
    if (
      afterSubject &&
      (!/^(?:VERB|AUX)$/.test(toks[close + 1]?.pos ?? '') ||
        !SENTENCE_ADVERBIAL.test(
          words(toks, [k + 1, close])
            .trim()
            .toLowerCase(),
        ))
    )
      return undefined;
    // (The tagger may read the verb after the comment as a noun: "will, of course, refund".)
    if (!/^(?:VERB|AUX|ADV|NOUN|ADJ)$/.test(toks[close + 1]?.pos ?? '')) return undefined;
    return [k, close];
  }
  return undefined;
}

/** `turn` applied to the sentence with any comment inside its verb group taken out and put back. */
export function aroundAside(toks: Tok[], turn: (toks: Tok[]) => string | null): string | null {
  const aside = asideAt(toks);
  if (!aside) return turn(toks);
  const [open, close] = aside;
  const out = turn([...toks.slice(0, open), ...toks.slice(close + 1)]);
  if (out === null) return null;
  const m = AUXILIARY.exec(out);
  if (!m || m.index === 0) return null;
  const at = m.index + m[0].length;
  return `${out.slice(0, at)}, ${words(toks, [open + 1, close]).trim()},${out.slice(at)}`;
}
