/**
 * Letter formulas: sentences that manage the exchange rather than say what it is about (thanks,
 * greetings and sign-offs, announcing what follows, offering help, asking for replies). Business
 * correspondence opens and closes with them (any style guide's "get to the point"; Swales' "moves"),
 * so a position-first ranker picked "Thanks for joining yesterday's meeting. Here is a quick recap." as
 * the summary of a meeting recap. They are summary material only when a text has nothing else.
 */
const FORMULA = new RegExp(
  [
    // thanks and apologies for the exchange itself
    String.raw`(?:many )?thanks?(?: you)?(?: (?:so|very) much| again| all)?(?: for\b|[,.!]|$)`,
    String.raw`(?:i|we) (?:really |just )?(?:want(?:ed)? to )?(?:thank|appreciate)\b`,
    // greetings and sign-offs
    String.raw`(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^.!?]{0,40}[,!]?$`,
    String.raw`(?:best|regards|kind regards|best regards|warm regards|cheers|sincerely|yours)\b[^.!?]{0,30}$`,
    String.raw`(?:i|we) hope (?:you|this|all|everyone|that you)\b`,
    // announcing what follows
    String.raw`(?:here(?: is|'s| are)|below (?:is|are)|please find|attached (?:is|are)|i am writing to|i'm writing to)\b`,
    // announcing an update whose content follows ("I wanted to give you a quick update on the move.",
    // "Just a quick note about Friday."): it names the topic the next sentences state
    String.raw`(?:(?:i|we) (?:just )?(?:want(?:ed)?|would like|'d like) to (?:give you|send you|share|provide) )?(?:just )?(?:a |an |some )?(?:quick |brief |short )?(?:update|note|reminder|heads-up|recap) (?:on|about|regarding)\b[^.!?,;]{0,60}[.!]?$`,
    String.raw`(?:this is )?(?:just )?a (?:quick|brief|short) (?:update|note|reminder|heads-up|recap)\b[^.!?,;]{0,60}[.!]?$`,
    // promising more later
    String.raw`(?:more|further) (?:details|information|news|updates) (?:will follow|to follow|to come|soon)\b`,
    // offering help and asking for replies
    String.raw`(?:please )?(?:let (?:me|us) know|feel free|(?:do not|don't) hesitate|reach out)\b`,
    String.raw`(?:please )?send (?:me |us )?(?:any|your) (?:corrections|comments|questions|feedback|thoughts)\b`,
    String.raw`(?:if you (?:have|need) )?(?:any )?(?:(?:further|more|other) )?(?:questions|concerns|queries)\b`,
  ].join('|'),
  'i',
);

/** FORMULA anchored at the sentence's start, built once rather than for every sentence tested. */
const AT_START = new RegExp(`^(?:${FORMULA.source})`, 'i');

/** Whether a sentence is a letter formula (see above). */
export function isLetterFormula(sentence: string): boolean {
  const text = sentence.trim();
  // A greeting run into the first sentence ("Hi all, thanks for joining yesterday.") is read past.
  const afterGreeting = text.replace(GREETING_LEAD, '');
  return [text, afterGreeting].some((t) => t !== '' && AT_START.test(t));
}

/** A greeting and its comma at the start of a sentence: "Hi all, ", "Dear team, ", "Hello Sam, ". */
const GREETING_LEAD = /^(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))\b[^,.!?]{0,30},\s*/i;
