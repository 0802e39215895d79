/**
 * Indirect requests and invitations (Searle 1975, "Indirect speech acts"; the plain-language guides'
 * "say what you want the reader to do"): a sentence that asks the reader to act through a question
 * about their ability or willingness ("Would you be able to send…?", "Would you mind sending…?"), the
 * writer's hope or wonder ("I was hoping you could send…"), or how welcome it would be ("I would be
 * grateful if you could send…") — and one that invites ("Would you like to join…?").
 *
 * The tones rewrite the frame, never the action: straightforward says "Send…", confident "Please
 * send…", a casual tone "Can you send…?", and all make an invitation "Do you want to join…?". What follows the frame must start with a
 * verb ("mind" takes a gerund, made its base form); anything else ("Would you like some coffee?",
 * "Would you know whether…", "Would you mind if I…") is not a request for an action and is left alone.
 */
import compromise from 'compromise';
import { decapitalize, sentences, surface, type Tok } from './nlp';

export type RequestKind = 'request' | 'invitation';

/** An indirect request: what kind, and the action asked for (base form, no final punctuation). */
export interface IndirectRequest {
  kind: RequestKind;
  action: string;
}

const SOFTENERS = '(?:(?:please|possibly|kindly|perhaps|maybe|just),? )*';
const ABILITY = '(?:be (?:able|willing|so kind as) to )?';
const MODAL = '(?:could|would|can|will|might)';

/** Frames that ask the reader to act, each ending where the action starts. */
const REQUEST_FRAMES: RegExp[] = [
  // "Could you (please) (be able to) send…?" ("Will you attend…?" usually asks about plans.)
  new RegExp(`^(?:could|would|can) you ${SOFTENERS}${ABILITY}`, 'i'),
  // "Are you able to send…?"
  /^are you (?:able|willing) to /i,
  // "I was hoping you could send…", "We were wondering whether you might be able to send…"
  new RegExp(
    `^(?:I|we) (?:was |were |am |are )?(?:just |really )?(?:hoping|wondering|hoped|wondered) (?:if |whether |that )?you ${MODAL} ${SOFTENERS}${ABILITY}`,
    'i',
  ),
  // "I hope you can send…"
  new RegExp(`^(?:I|we) hope (?:that )?you (?:can|will) ${SOFTENERS}${ABILITY}`, 'i'),
  // "I would be grateful if you could send…", "We'd appreciate it if you would send…"
  new RegExp(
    `^(?:I|we)(?: would|'d|’d) (?:be (?:very |so |really |most )?(?:grateful|thankful)|(?:really )?appreciate it) if you (?:could|would) ${SOFTENERS}${ABILITY}`,
    'i',
  ),
  // "It would be great if you could send…"
  /^it would be (?:great|helpful|useful|ideal|wonderful|nice|good|lovely|fantastic) if you (?:could|would) (?:please )?/i,
  // "Would it be possible for you to send…?", "Is it possible for you to send…?"
  /^(?:would|is|will) it (?:be )?possible for you to /i,
  // "I just wanted to ask if you could send…"
  new RegExp(
    `^(?:I|we) (?:just )?wanted to (?:ask|check|see) (?:if|whether) you ${MODAL} ${SOFTENERS}${ABILITY}`,
    'i',
  ),
];

/** "Would you mind sending…?", "Do you mind checking…?": the action is the gerund's verb. */
const MIND = /^(?:would|do) you mind /i;

/** "Would you like to join…?", "Would you care to join…?", "Do you want to join…?" */
const INVITATION = /^(?:would you (?:like|care)|do you want) to /i;

/** The rest of the sentence after a frame, and its closing punctuation. */
function split(rest: string): { body: string; end: string } {
  const m = /^(.*?)\s*([.!?]+)?\s*$/s.exec(rest) as RegExpExecArray;
  return { body: m[1], end: m[2] ?? '' };
}

/** The tagged words of a fragment, as a sentence ("send me the file"). */
function words(fragment: string): Tok[] {
  return sentences(fragment).flat();
}

/** Whether compromise reads the first word of `body`, after "to", as a verb ("resend", "cc"). */
function compromiseVerb(body: string): boolean {
  return compromise(`to ${body}`).terms().eq(1).has('#Verb');
}

/** Whether a fragment starts with a verb in its base form (an action the reader can be asked to do). */
export function startsWithAction(body: string): boolean {
  // Tagged after "to", as the infinitive it is: alone, "book a table" reads as a noun phrase.
  const [, first, second] = words(`to ${body}`);
  if (!first || !/^\p{Ll}/u.test(first.text)) return false;
  // "be available", "be there": an action too; "have"/"know"/"like"/"mind" ask about the reader.
  // "Can you believe…", "Could you imagine…": no action is asked for.
  if (
    /^(?:have|know|like|mind|care|want|need|think|remember|happen|believe|imagine|guess|see|hear|feel|afford|understand|recall)$/.test(
      first.norm,
    )
  )
    return false;
  if (first.norm === 'be') return second !== undefined;
  return first.norm === first.lemma && (first.pos === 'VERB' || compromiseVerb(body));
}

/** The indirect request or invitation `sentence` makes, or null when it makes none. */
export function indirectRequest(sentence: string): IndirectRequest | null {
  const text = sentence.trim();
  const invite = INVITATION.exec(text);
  if (invite) {
    const { body } = split(text.slice(invite[0].length));
    return startsWithAction(body) ? { kind: 'invitation', action: body } : null;
  }
  const mind = MIND.exec(text);
  if (mind) {
    const { body } = split(text.slice(mind[0].length));
    const gerund = /^\p{Ll}+ing\b/u.exec(body)?.[0];
    // compromise knows the base of gerunds the tagger reads as nouns ("forwarding", "resending").
    const base = gerund && compromise(gerund).verbs().toInfinitive().text();
    if (!gerund || !base || base === gerund || /\s/.test(base)) return null;
    return { kind: 'request', action: `${base}${body.slice(gerund.length)}` };
  }
  for (const frame of REQUEST_FRAMES) {
    const m = frame.exec(text);
    if (!m) continue;
    const { body } = split(text.slice(m[0].length));
    return startsWithAction(body) ? { kind: 'request', action: body } : null;
  }
  return null;
}

/** Words that open a formula, not a statement or a command ("Thanks for…", "Sorry for…"). */
/**
 * A sentence that frames the writer's own message or attitude ("I wanted to let you know…", "We are
 * pleased to announce…", "We regret to inform you…", "I disagree with…", "I was wondering whether…",
 * "In my opinion, …"): a second frame before it ("Please note that I wanted to…", "It is worth noting
 * that we are pleased…", "I am confident that we regret…") says it twice or contradicts it.
 */
export const WRITER_FRAME =
  /^(?:(?:I|We)(?:(?: just| really| also| do| strongly| fully| truly)? (?:want|wanted|was wondering|were wondering|am writing|are writing|would like|'d like|hope|think|believe|feel|wish|regret|apologi[sz]e|appreciate|agree|disagree|recommend|suggest|expect|understand|doubt|fear|assume|suppose)|(?: am| are|['’]m|['’]re)(?: not)?(?: very| really| so| truly| deeply| entirely| quite)? (?:pleased|happy|glad|delighted|thrilled|excited|sorry|afraid|concerned|confident|convinced|proud|disappointed|worried|grateful|sure))\b|(?:In|On|At|For|By|From|As|With|Without|After|Before|During|Since|Despite|Given|Overall|Honestly|Frankly|Personally|Unfortunately|Fortunately|However|Also|Additionally|Finally|Meanwhile|Otherwise)\b[^,]{0,30},)/;

export const FORMULA =
  /^(?:please|thanks|thank|sorry|apologies|hi|hello|hey|dear|congratulations|congrats|welcome|yes|no|ok|okay|fyi|btw|ps|cheers)$/;

/**
 * A sentence that thanks, apologises, welcomes or congratulates ("Many thanks for…", "Again, thank you
 * for…", "We thank you for your order.", "I want to thank you all…"): it performs the act rather than
 * stating a fact, so no frame or signpost can go in front ("Please note that we thank you…", "Just a
 * heads-up: many thanks…", "Simply put, again, thank you…").
 */
export const SPEECH_ACT =
  /^(?:[^,]{1,30},\s+)?(?:(?:many|a big|big|special|huge|heartfelt|sincere)\s+)?(?:thanks(?!\s+to\b)|thank you|sorry|apologies|congratulations|congrats|welcome)\b|^(?:I|We)\b(?:[^.,;]{0,30}\s)?(?:thank|apologi[sz]e|congratulate|welcome)\b/i;

/** The closing line of a letter or message: a formula, not a command. */
export const SIGN_OFF =
  /^(?:(?:best|kind|warm|warmest|kindest|many)\s+(?:regards|wishes|thanks)|regards|sincerely|yours (?:truly|sincerely|faithfully)|all the best|take care)\b/i;

/**
 * The action a one-sentence request asks for, indirect ("Could you review…?") or an imperative ("Please
 * review…", "Review…"): base form, no final punctuation; null for anything else.
 */
export function requestedAction(text: string): string | null {
  const all = sentences(text);
  if (all.length !== 1) return null;
  const r = indirectRequest(text);
  if (r) return r.kind === 'request' ? r.action : null;
  const { body } = split(text.trim().replace(/^please,? /i, ''));
  const lowered = body.charAt(0).toLowerCase() + body.slice(1);
  const toks = all[0];
  const first = toks[0];
  if (first.norm !== 'please' && FORMULA.test(first.norm)) return null;
  // A sign-off ("Best regards, Tom", "Kind regards") asks for nothing ("Could you please best regards").
  if (SIGN_OFF.test(text.trim())) return null;
  // The tagger often reads a sentence-initial verb as a name or noun ("Review the proposal"): then
  // the first word is judged as an infinitive, and the clause must have no verb of its own before a
  // conjunction ("Budget cuts will hit…" is a statement).
  const clause = toks.slice(
    1,
    ((i) => (i < 0 ? toks.length : i + 1))(toks.findIndex((t) => /CONJ/.test(t.pos))),
  );
  const imperative =
    first.norm === 'please' ||
    first.pos === 'VERB' ||
    (/^(?:NOUN|PROPN|ADJ)$/.test(first.pos) && !clause.some((t) => /^(?:VERB|AUX)$/.test(t.pos)));
  // "French growers export…": a word that keeps its capital inside a sentence (a name, a nationality)
  // is no verb to ask for ("Could you please french growers export…?").
  if (first.norm !== 'please' && decapitalize(body, first) === body) return null;
  // "Please don't forward…" forbids: no action to ask for ("I strongly encourage you to don't…").
  if (/^(?:don['’]t|do not|never)\b/i.test(lowered)) return null;
  // "Let's meet…" proposes something the writer will do too: no action to ask of the reader ("I
  // strongly encourage you to let's meet…").
  if (/^let['’]s\b/i.test(lowered)) return null;
  // "Let me explain…", "Let us level the field…": an offer of the writer's, no request (but "Let me
  // know…" asks the reader to tell). "Make no mistake", "Look," and "Listen," open a statement.
  if (/^let (?:me|us) (?!know\b)/i.test(lowered)) return null;
  if (/^(?:(?:make no mistake|mind you|note that)\b|(?:look|listen|see),)/i.test(lowered)) return null;
  return imperative && /[.!]\s*$/.test(text) && startsWithAction(lowered) ? lowered : null;
}

/**
 * How a tone says a request: `imperative` "Send the file." (straightforward), `direct` "Please send
 * the file." (confident), `casual` "Can you send the file?" (casual, formal_to_informal).
 */
export type RequestStyle = 'imperative' | 'direct' | 'casual';

/**
 * The request said in `style`: "Please send the file." / "Can you send the file?". Asked to "be"
 * somewhere or something ("be available for a call"), the direct form asks: "Are you available for a
 * call?" — "Please be available" would turn a question about the reader's time into an order.
 */
function say(r: IndirectRequest, style: RequestStyle): string {
  if (r.kind === 'request' && /^be /.test(r.action)) return `Are you ${r.action.slice(3)}?`;
  if (r.kind === 'invitation') return `Do you want to ${r.action}?`;
  if (style === 'imperative') return `${r.action.charAt(0).toUpperCase()}${r.action.slice(1)}.`;
  return style === 'casual' ? `Can you ${r.action}?` : `Please ${r.action}.`;
}

/**
 * Every sentence of `text` that makes an indirect request or invitation said in `style`, the others as
 * written; null when no sentence makes one.
 */
export function directRequests(text: string, style: RequestStyle): string | null {
  let found = false;
  const out = sentences(text).map((toks) => {
    const sentence = surface(toks);
    const r = indirectRequest(sentence);
    if (!r) return sentence;
    found = true;
    return say(r, style);
  });
  return found ? out.join(' ') : null;
}
