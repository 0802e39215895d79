/**
 * The diplomatic tone's sentence patterns: direct ways of asking, refusing, apologising and giving a
 * view said with the tact of careful correspondence ("Can we move the call?" → "Could we move the
 * call?"; "Do you know when…?" → "Would you happen to know when…?"; "we can't offer" → "we are not in
 * a position to offer"; "I just wanted to check whether…" → "I was just wondering whether…"). Each is
 * a pattern of English matched on a whole sentence, rewritten only when what follows is the clause
 * or verb phrase it needs.
 */
import {
  APOSTROPHE,
  adviceWithShould,
  apologyFor,
  askedAbout,
  isClause,
  type Pattern,
  rephraseSentences,
  writerRefusal,
} from './phrasing';

const PATTERNS: Pattern[] = [
  // Advice the writer already hedged, offered as a possibility: "The team should probably review the
  // contract." → "Perhaps the team could review the contract." ("might want to", the word list's
  // softening of "should", would hedge it twice).
  (s) => {
    const a = adviceWithShould(s);
    return a?.hedged && !a.not ? `Perhaps ${a.subject} could ${a.rest}${a.stop}` : null;
  },
  // A proposal or a permission asked tentatively: "Can we…?" → "Could we…?" ("Can you…?" is a request,
  // which the tone asks as "Could you please…?").
  (s) => {
    const m = /^Can (we|I) (?=\p{Ll})(.+\?)$/u.exec(s);
    return m ? `Could ${m[1]} ${m[2]}` : null;
  },
  // "Do you know when the laptops will arrive?" → "Would you happen to know when…?".
  (s) => {
    const asked = /^Do you know\b/i.test(s) ? askedAbout(s) : null;
    return asked ? `Would you happen to know ${asked}?` : null;
  },
  // An apology offered formally: "Sorry for the delay" → "Please accept my apologies for the delay".
  (s) => {
    const what = apologyFor(s);
    return what ? `Please accept my apologies for ${what}` : null;
  },
  // A refusal put as what circumstances allow: "we can't offer a refund" → "we are not in a position to
  // offer a refund". Only the writer's own refusal opening the sentence (phrasing.ts).
  (s) => {
    const r = writerRefusal(s);
    // What one cannot find or reach is no decision to put tactfully ("not in a position to find").
    if (!r || /^(?:find|locate|hear|reach|access|open|see|load|log|connect|print|read)\b/i.test(r.rest))
      return null;
    return `${r.lead}${r.who} ${r.be} not in a position to ${r.rest}`;
  },
  // "I'm sorry, but I won't be able to…" → "Unfortunately, I won't be able to…": the regret kept, the
  // apology before a "but" that takes it back gone.
  (s) => {
    const m = new RegExp(`^(?:I${APOSTROPHE}m|I am) (?:so |very |really )?sorry,? but\\s+`, 'i').exec(s);
    const rest = m ? s.slice(m[0].length) : '';
    return m && isClause(rest) ? `Unfortunately, ${rest}` : null;
  },
  // A view offered as a perspective: "In my opinion, …" → "From my perspective, …".
  (s) =>
    /^In my (?:opinion|view),/i.test(s)
      ? s.replace(/^In my (?:opinion|view),/i, 'From my perspective,')
      : null,
  // A check put as a wonder: "I just wanted to check whether you received…" → "I was just wondering
  // whether you received…".
  (s) => {
    const m = /^I (?:just )?(?:wanted|want) to (?:check|ask|confirm) (whether|if) (.+)$/i.exec(s);
    return m && isClause(m[2].replace(/[.?!]$/, '')) ? `I was just wondering ${m[1]} ${m[2]}` : null;
  },
  // A request after a fronted softener asked as a question: "When you have a moment, please review…"
  // → "When you have a moment, could you please review…?".
  (s) => {
    const m =
      /^((?:when(?:ever)? you|if you|once you)\b[^,]{2,60},\s+)please (?!(?:don['’]t|do not|never|feel|note|find|accept|enjoy|rest|visit|click|see|delete|advise|unsubscribe)\b)(\p{Ll}[^.!?]*)[.!]$/iu.exec(
        s,
      );
    return m ? `${m[1]}could you please ${m[2]}?` : null;
  },
];

/** The text with its direct phrasings said with tact, or unchanged. */
export function diplomaticPhrasing(text: string): string {
  return rephraseSentences(text, PATTERNS);
}
