/**
 * The professional tone's sentence patterns: everyday ways of apologising, asking, attaching and
 * refusing said in the register of business correspondence ("Sorry for the delay" → "I apologise for
 * the delay"; "Do you know when…?" → "Could you please let me know when…?"; "I've attached the
 * report" → "Please find attached the report"; "we can't" → "we are unable to"). Each is a pattern of
 * English matched on a whole sentence, rewritten only when what follows is the clause or verb phrase
 * it needs. British "apologise", as the informal_to_formal table writes it.
 */
import { capitalize } from './nlp';
import {
  APOSTROPHE,
  apologyFor,
  askedAbout,
  isClause,
  isVerbPhraseIn,
  type Pattern,
  recommended,
  rephraseSentences,
  writerRefusal,
} from './phrasing';

const PATTERNS: Pattern[] = [
  // The writer's opinion opening the sentence, before its clause: the writer's view ("I believe this
  // partnership can help…" → "In my view, this partnership can help…"). Not "believe in", nor an
  // object ("I believe everything"), nor a clause about the writer ("I feel that I…").
  (s) => {
    const m = /^(I|we) (?:believe|feel)(?: that)?\s+(?!(?:I|we|that|so|not|in)\b)/i.exec(s);
    if (!m) return null;
    const rest = s.slice(m[0].length);
    return isClause(rest) ? `In ${/^I$/i.test(m[1]) ? 'my' : 'our'} view, ${rest}` : null;
  },
  // An apology said as one: "Sorry for the delay" → "I apologise for the delay".
  (s) => {
    const what = apologyFor(s);
    return what ? `I apologise for ${what}` : null;
  },
  // A request put as a hope or a wonder: the polite question ("I was wondering if you could send…" →
  // "Could you please send…?"), or what the writer would like ("I was hoping we could discuss…" →
  // "I would like to discuss…").
  (s) => {
    const m =
      /^(?:I (?:was|am|'m|’m) (?:hoping|wondering)(?: if| whether| that)?|I wonder (?:if|whether)) (you|we) (?:could|might|can|would) (?:possibly |perhaps |maybe )?(.+?)\s*([.?!])$/i.exec(
        s,
      );
    if (!m || !isVerbPhraseIn(s, m[2])) return null;
    return /^you$/i.test(m[1]) ? `Could you please ${m[2]}?` : `I would like to ${m[2]}.`;
  },
  // "Do you know when the laptops will arrive?": the polite request for the information.
  (s) => {
    const asked = askedAbout(s);
    return asked ? `Could you please let me know ${asked}?` : null;
  },
  // A softener before a request, in the formula of correspondence: "When you have a moment, please
  // review…" → "At your earliest convenience, please review…".
  (s) => {
    const m =
      /^(?:when(?:ever)? you (?:have|get) (?:a (?:moment|minute|second|chance)|time)|if you (?:have|get) (?:a (?:moment|minute|second|chance)|time)|whenever you can),\s+(please|could you|can you|would you)\b/i.exec(
        s,
      );
    if (!m) return null;
    const rest = s.slice(m[0].length - m[1].length);
    return `At your earliest convenience, ${rest.replace(/^can you\b/i, 'could you')}`;
  },
  // What the writer attached, in the formula of correspondence: "I've attached the report" → "Please
  // find attached the report". After "As discussed," and the like too.
  (s) => {
    const m = new RegExp(
      `^((?:as (?:discussed|requested|promised|agreed),\\s+)?)(?:I|we)(?:${APOSTROPHE}ve| have)? attached (the|a|an|my|our|this|these|both|all|two|three)\\b(.*)$`,
      'i',
    ).exec(s);
    if (!m) return null;
    const lead = m[1] ? capitalize(m[1]) : '';
    return `${lead}${lead ? 'please' : 'Please'} find attached ${m[2].toLowerCase()}${m[3]}`;
  },
  // A refusal in the formal register: "Unfortunately, we can't offer a refund" → "Regrettably, we are
  // unable to offer a refund".
  (s) => {
    const r = writerRefusal(s);
    if (!r) return null;
    return `${r.lead.replace(/^unfortunately/i, 'Regrettably')}${r.who} ${r.be} unable to ${r.rest}`;
  },
  // An impression said as a considered view: "I feel like / I guess the launch went well" → "I
  // believe the launch went well"; "In my opinion," → "In my view,".
  (s) => {
    const m = /^I (?:feel like|guess|reckon|suppose)(?: that)? /i.exec(s);
    // Not about the writer's own state ("I suppose I wish…").
    const rest = m ? s.slice(m[0].length) : '';
    if (m && !/^I\b/.test(rest) && isClause(rest)) return `I believe ${rest}`;
    return /^In my opinion,/.test(s) ? s.replace(/^In my opinion,/, 'In my view,') : null;
  },
  // Advice in the register of correspondence: "The team should review…" → "I would recommend that
  // the team review…".
  (s) => recommended(s, 'I would recommend'),
  // Thanks in the formal register: "I would like to thank everyone for…" → "I would like to express my
  // gratitude to everyone for…".
  (s) => {
    const m = /^(I|We) (?:would|'d|’d) like to thank (\S.*?) for (.+)$/i.exec(s);
    return m
      ? `${m[1]} would like to express ${/^we$/i.test(m[1]) ? 'our' : 'my'} gratitude to ${m[2]} for ${m[3]}`
      : null;
  },
  // A request to send, in the register of correspondence: "forward" ("Please send the figures" →
  // "Please forward the figures"). Only a request: of what someone did, "forwarded" says they passed on
  // what another wrote ("She sent me a long email" is no "She forwarded…"). "Forward" takes its
  // recipient after "to" ("Please forward me the figures" reads as a slip), so a recipient pronoun goes
  // after the thing sent, up to a time, a condition or the end of the clause. Only a thing already
  // there (a definite noun phrase): "Please send me a message" asks for a new one, no forwarding.
  (s) => {
    const m =
      /^((?:please |kindly |(?:could|can|would|will) you (?:please )?)?)send(?: (me|us))? (?=(?:the|your|any|all|our|this|these|those|it|them)\b)/i.exec(
        s,
      );
    if (!m) return null;
    const rest = s.slice(m[0].length);
    const lead = m[1] ? m[1] : '';
    const verb = lead ? 'forward' : 'Forward';
    if (!m[2]) return `${lead}${verb} ${rest}`;
    const object =
      /^([^,.;:!?]*?)(?=\s+(?:by|before|on|at|as soon as|when|if|once|today|tomorrow|tonight|this|next|asap|so|because|and|in|within|for)\b|[,.;:!?]|$)/i.exec(
        rest,
      )?.[1];
    if (!object) return null;
    return `${lead}${verb} ${object} to ${m[2].toLowerCase()}${rest.slice(object.length)}`;
  },
];

/** The text with its everyday phrasings in the register of business correspondence, or unchanged. */
export function professionalPhrasing(text: string): string {
  return rephraseSentences(text, PATTERNS);
}
