/**
 * A comment set off by commas inside a verb group ("We will, of course, refund the full amount", "The
 * contract has, however, been signed by both parties"): a parenthetical disjunct or conjunct (Quirk et
 * al. § 8.91, § 15.53), which the voice rules cannot read across. The clause is turned without it and
 * the comment goes back after the new group's first auxiliary, where it stood ("The full amount will,
 * of course, be refunded by us"). A new group without an auxiliary ("Both parties signed the contract")
 * has no such place, so that gives no result.
 */
import type { Tok } from './nlp';
import { words } from './voice-phrase';

/** Finite auxiliaries, one of which opens every voice-turned group that has one. */
const AUXILIARY =
  /\b(?:will|would|can|could|may|might|must|shall|should|has|have|had|is|are|was|were|am|does|do|did)\b/;

/** Where a comment between commas follows an auxiliary: [first comma, second comma], or undefined. */
function asideAt(toks: Tok[]): [number, number] | undefined {
  for (let k = 1; k + 1 < toks.length; k++) {
    if (toks[k - 1].pos !== 'AUX' || toks[k].text !== ',') continue;
    const close = toks.findIndex((t, i) => i > k + 1 && i <= k + 5 && t.text === ',');
    if (close < 0) return undefined;
    // The comment has no verb of its own ("if possible" has none; ", as we agreed," does).
    if (toks.slice(k + 1, close).some((t) => /^(?:VERB|AUX|PRON)$/.test(t.pos))) return undefined;
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
