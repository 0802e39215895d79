/**
 * The confident tone's own edits beyond its word list (tone.ts): what hedges a claim goes, and a plain
 * statement gets the frame that fits what it states.
 */
import { verbGroups } from './clause';
import { capitalize, sentences, surface } from './nlp';
import { isClause } from './phrasing';

/** "Please send me X." / "Could you forward me X?": one sentence asking for something to be sent. */
export const NEED_REQUEST =
  /^(?:Please|Could you(?: please)?|Can you(?: please)?) (?:send|forward) me ((?:the|a|an|your|some|any|all|both|those|these|this|that)\b[^.!?]*?)([.!?])\s*$/;

/** Degree adverbs that hedge the word after them ("fairly sure", "quite effective", "reasonably well"). */
const HEDGING_DEGREE = /^(?:fairly|quite|rather|somewhat|reasonably|relatively)$/;

/**
 * The text without a hedging degree adverb between a verb and its adjective ("The results look
 * fairly promising" → "The results look promising"), or before "well" or a manner adverb after a
 * verb ("went reasonably well", "went fairly smoothly"); kept anywhere else ("fairly large orders", "not quite right", "treated fairly", "rather
 * than", "quite a few").
 */
export function withoutHedgingDegree(text: string): string {
  let changedAny = false;
  const out = sentences(text).map((toks) => {
    const drop = new Set<number>();
    toks.forEach((t, i) => {
      const next = toks[i + 1];
      // Before an adjective, "well", or a manner adverb ("went fairly smoothly").
      const hedged =
        next?.pos === 'ADJ' || next?.norm === 'well' || (next?.pos === 'ADV' && /ly$/.test(next.norm));
      if (!HEDGING_DEGREE.test(t.norm) || !hedged) return;
      // Only a predicate ("is fairly sure", "look quite good"): before a noun it describes the thing
      // ("fairly large orders"), and after "not" it says something else ("not quite ready").
      if (!/^(?:VERB|AUX)$/.test(toks[i - 1]?.pos ?? '')) return;
      // "is not working quite well": under a negation the degree word is part of what is denied.
      if (toks.slice(Math.max(0, i - 3), i).some((p) => /^(?:not|n't|never)$/.test(p.norm))) return;
      drop.add(i);
    });
    if (!drop.size) return surface(toks);
    changedAny = true;
    // A dropped word's spacing goes to the word after it; a dropped first word passes on its capital.
    return toks
      .map((t, i) => {
        if (drop.has(i)) return '';
        const after = drop.has(i - 1);
        const pre = i === 0 || (after && i === 1) ? '' : after ? toks[i - 1].pre : t.pre;
        return pre + (after && i === 1 ? capitalize(t.text) : t.text);
      })
      .join('');
  });
  return changedAny ? out.join(' ') : text;
}

/**
 * An opening that reports a claim as an impression rather than making it ("It looks like the budget
 * was overspent", "Apparently, the client agreed", "It appears that…"). Only before a whole clause:
 * "It looks like rain" keeps its words.
 */
const EVIDENTIAL_OPENING =
  /^(?:it (?:looks|seems|sounds) (?:like|as if|as though)|it (?:seems|appears|would seem)(?: that)?|apparently,?)\s+/i;

/** Each sentence without an evidential opening before its clause: the claim made outright. */
export function withoutEvidentialOpening(text: string): string {
  const all = sentences(text);
  let changedAny = false;
  const out = all.map((toks) => {
    const said = surface(toks);
    const opening = EVIDENTIAL_OPENING.exec(said)?.[0];
    if (!opening) return said;
    const rest = said.slice(opening.length);
    // A clause: it opens on the subject of a finite verb of its own ("It seems reasonable" keeps it).
    if (!isClause(rest)) return said;
    changedAny = true;
    return capitalize(rest);
  });
  return changedAny ? out.join(' ') : text;
}

/** A hedge added after the claim ("…went well, all things considered."), before the sentence's end. */
const TRAILING_HEDGE =
  /,\s*(?:all things considered|more or less|to some extent|in a way|I think|I guess|I suppose|I believe)(?=[.!?](?:\s|$))/gi;

/** The text without hedges trailing its claims. */
export function withoutTrailingHedge(text: string): string {
  return text.replace(TRAILING_HEDGE, '');
}

/**
 * The frame a plain statement gets, from its first finite verb. What has happened, and what is not so
 * ("we can't offer refunds"), is confirmed: "I am confident that it reviewed them" would cast doubt on
 * a fact the writer knows. A prediction, a judgement or a habit is stated with confidence ("I am
 * confident that the proposal is strong", "… that the crew can finish on Thursday"). Null for a
 * possibility, advice or an obligation ("may", "might", "could", "should", "must", "would"): "I am
 * confident that other options should be considered" puts confidence in a recommendation, and "I am
 * confident that it might rain" contradicts itself.
 */
export function confidentFrame(text: string): string | null {
  const toks = sentences(text)[0] ?? [];
  const first = verbGroups(toks)[0];
  if (!first) return 'I am confident that';
  const { modal, time, perfect } = first.aspect;
  if (modal && !/^(?:can|will|shall)$/i.test(modal)) return null;
  const happened = !modal && (time === 'past' || perfect);
  return happened || first.negated ? 'I can confirm that' : 'I am confident that';
}

/**
 * The closing offer of help, said as a readiness instead of a request ("Let me know if you have any
 * questions about the schedule." → "I am happy to answer any questions about the schedule."): the
 * assertive close business-writing guides give for it. Only the sentence that is the whole offer.
 */
const CLOSING_OFFER =
  /^(?:please )?(?:let (?:me|us) know|feel free to (?:reach out|ask|get in touch)|do not hesitate to (?:reach out|ask|get in touch)|don't hesitate to (?:reach out|ask|get in touch)) if you have any (questions|concerns)((?: about| on| regarding) [^.!?]+)?([.!])\s*$/i;

/** A closing offer of help said with confidence, or the text unchanged. */
export function confidentClosing(text: string): string {
  return text.replace(CLOSING_OFFER, (_all, what: string, about: string | undefined, stop: string) => {
    const who = /\bus\b/i.test(_all) ? 'We are' : 'I am';
    // Questions are answered, concerns addressed.
    const verb = /^questions$/i.test(what) ? 'answer' : 'address';
    return `${who} happy to ${verb} any ${what.toLowerCase()}${about ?? ''}${stop}`;
  });
}
