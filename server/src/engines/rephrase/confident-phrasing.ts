/**
 * The confident tone's sentence patterns: tentative ways of stating a plan, a request, a doubt or a
 * finding that business-writing guides tell writers to say outright ("I'm going to send" → "I will
 * send"; "I was wondering if you could check" → "Please check"; "Sorry for the late reply" → "Thank
 * you for your patience"). Each is a pattern of English, matched on whole sentences, and rewritten
 * only when what follows it is the clause or verb the pattern needs; anything else stays as written.
 */
import { capitalize, sentences, surface } from './nlp';
import {
  APOSTROPHE,
  askedAbout,
  baseOfIng,
  isClause,
  isVerbPhrase,
  isVerbPhraseIn,
  type Pattern,
  rephraseSentences,
} from './phrasing';
import { verbForms } from './verbs';

const PATTERNS: Pattern[] = [
  // Regret in front of the news ("Unfortunately, the venue can only hold eighty people"): the news
  // stated on its own, as the apology openings below are.
  (s) => {
    const m = /^(?:unfortunately|regrettably|sadly),\s+/i.exec(s);
    const rest = m ? s.slice(m[0].length) : '';
    return m && isClause(rest) ? capitalize(rest) : null;
  },
  // Success put as effort ("I managed to finish the budget", "We were able to cut costs"): what was
  // done, in the past. Only a main clause's subject pronoun or noun phrase, and not before "not".
  (s) => {
    const m =
      /^((?:I|we|you|they|he|she|it|the [\p{L} ]{1,40}?|our [\p{L} ]{1,40}?)) (?:managed to|(?:was|were) able to) (?!not\b)(\p{Ll}+)\b/iu.exec(
        s,
      );
    if (!m || !isVerbPhraseIn(s, s.slice(m.index + m[0].length - m[2].length))) return null;
    const past = verbForms(m[2]).past;
    return past ? `${m[1]} ${past}${s.slice(m.index + m[0].length)}` : null;
  },
  // A plan announced with "going to" is the writer's commitment: "I'm going to send" → "I will send".
  (s) => {
    const m = new RegExp(
      // Only as the main clause's opening: inside another clause ("the story I'm going to tell", "if
      // we're going to be…", "the time I'm going to sleep") "will" changes what is said.
      `^((?:(?:and|but|so|now|then|also),? )?)(I|we)(?:${APOSTROPHE}m| am|${APOSTROPHE}re| are) going to (\\p{Ll}+)`,
      'iu',
    ).exec(s);
    const at = m ? m.index + m[0].length - m[3].length : 0;
    if (!m || !isVerbPhrase(s.slice(at), s.slice(0, at))) return null;
    return s.replace(m[0], `${m[1]}${m[2]} will ${m[3]}`);
  },
  // Advice softened by "would" is given: "I'd recommend that…" → "I recommend that…".
  (s) => {
    const re = new RegExp(`\\b(I|we)(?:${APOSTROPHE}d| would) (recommend|suggest|advise)\\b`, 'i');
    return re.test(s) ? s.replace(re, '$1 $2') : null;
  },
  // An apology or a regret in front of the news ("I'm afraid the room is booked", "I'm sorry, but I
  // won't be able to attend"): the news stated on its own.
  (s) => {
    const m = new RegExp(
      `^(?:I${APOSTROPHE}m|I am) (?:afraid(?: that)?|sorry,? but|sorry to say(?: that)?)\\s+`,
      'i',
    ).exec(s);
    if (!m) return null;
    const rest = s.slice(m[0].length);
    return isClause(rest) ? capitalize(rest) : null;
  },
  // An apology for a delay becomes thanks for the reader's patience, the standard advice for it ("Sorry
  // for the late reply" → "Thank you for your patience with my late reply").
  (s) => {
    const m = new RegExp(
      `^(?:(?:I${APOSTROPHE}m |I am |so )?sorry|(?:I )?apologi[sz]e|(?:my |many )?apologies) (?:for|about) (the|my|this|our) ((?:late|slow|delayed) (?:reply|response|answer)|delay(?: in (?:replying|responding|getting back to you|\\p{L}+ing(?: [^,;.!?]+)?))?)(?:[,;.!]|\\s+-|\\s*—)?\\s*`,
      'iu',
    ).exec(s);
    if (!m) return null;
    const thanks = `Thank you for your patience with ${m[1].toLowerCase()} ${m[2]}.`;
    const rest = s.slice(m[0].length);
    if (!rest) return thanks;
    return isClause(rest) ? `${thanks} ${capitalize(rest)}` : null;
  },
  // A softener before a request ("When you have a moment, please review…"): the request on its own.
  (s) => {
    const m =
      /^(?:when(?:ever)? you (?:have|get) (?:a (?:moment|minute|second|chance)|time)|if you (?:have|get) (?:a (?:moment|minute|second|chance)|time)|if (?:it is|it's) not too much trouble|if you don't mind|if possible|at your (?:earliest )?convenience),\s+/i.exec(
        s,
      );
    if (!m) return null;
    const rest = s.slice(m[0].length);
    // A request in any form: "please…", an imperative, or a question the request patterns turn into one.
    return /^(?:please|could you|can you|would you|will you)\b/i.test(rest) || isVerbPhrase(rest)
      ? capitalize(rest)
      : null;
  },
  // A request put as the writer's hope or wonder ("I was hoping you could check…", "I was wondering
  // if we could meet…", "It would be great if you could…"): the request or proposal made.
  (s) => {
    const m =
      /^(?:I (?:was|am|'m|’m) (?:hoping|wondering)(?: if| whether| that)?|I wonder (?:if|whether)|it would be (?:great|good|nice|helpful|ideal) if|maybe|perhaps) (you|we) (could|might|can|would|should) (?:possibly |perhaps |maybe )?(.+?)\s*([.?!])$/i.exec(
        s,
      );
    if (!m || !isVerbPhraseIn(s, m[3])) return null;
    // What "we should" do is a recommendation ("We should hire…"); what "we could" do, a proposal.
    if (/^you$/i.test(m[1])) return `Please ${m[3]}.`;
    return /^should$/i.test(m[2]) ? `We should ${m[3]}.` : `Let's ${m[3]}.`;
  },
  // A wish put as a hope in progress ("We were hoping to get your approval"): what the writer wants.
  (s) => {
    const m = new RegExp(
      `^(I|we) (?:was|were|am|are|${APOSTROPHE}m|${APOSTROPHE}re) hoping to (.+)$`,
      'i',
    ).exec(s);
    if (!m || !isVerbPhraseIn(s, m[2])) return null;
    return `${m[1]} would like to ${m[2]}`;
  },
  // "Would it be possible for you to…?" asks the reader to act; without "for you" the writer asks
  // leave to act ("Would it be possible to extend the deadline?" → "I would like to extend…").
  (s) => {
    const m = /^(?:would|will|is) it (?:be )?possible (for you )?to (.+?)\s*([.?!])$/i.exec(s);
    if (!m || !isVerbPhraseIn(s, m[2])) return null;
    // Without "for you" the reader is still the one to act when the request is about their things
    // ("Would it be possible to arrange your posts…?").
    return m[1] || /\b(?:you|your|yours)\b/i.test(m[2]) ? `Please ${m[2]}.` : `I would like to ${m[2]}.`;
  },
  // "Do you know when the laptops will arrive?": the question asked as what the writer needs to know.
  (s) => {
    const asked = askedAbout(s);
    return asked ? `Please let me know ${asked}.` : null;
  },
  // An intention put as a thought in progress ("We were thinking about opening a store"): the plan.
  (s) => {
    const toks = sentences(s)[0] ?? [];
    const [who, be, thinking, prep, ing] = toks;
    if (
      !/^(?:i|we)$/.test(who?.norm ?? '') ||
      !/^(?:are|were|am|was|'m|’m|'re|’re)$/.test(be?.norm ?? '') ||
      thinking?.norm !== 'thinking' ||
      !/^(?:about|of)$/.test(prep?.norm ?? '')
    )
      return null;
    const base = baseOfIng(ing?.norm ?? '');
    if (!base) return null;
    return `${who.text} plan to ${base}${toks
      .slice(5)
      .map((t) => t.pre + t.text)
      .join('')}`;
  },
  // A doubt said as one: "I'm not sure the plan covers the risks" → "I doubt that the plan covers…".
  (s) => {
    const m = new RegExp(
      // Not "if"/"whether", which ask rather than doubt; nor of the writer's own grasp ("I'm not
      // sure I get that").
      `^(?:I${APOSTROPHE}m|I am) not (?:sure|certain|convinced)(?: that)?\\s+(?!(?:I|we|that|if|whether)\\b)`,
      'i',
    ).exec(s);
    if (!m) return null;
    const rest = s.slice(m[0].length);
    return isClause(rest) ? `I doubt that ${rest}` : null;
  },
  // A claim put as the writer's guess ("I suspect the numbers in the table are wrong", "I assume you
  // have seen the figures"): the claim stated. Only before a clause ("I suspect fraud" stays), and not
  // one about the writer ("I suspect I was wrong").
  (s) => {
    const m =
      /^(?:I|we) (?:strongly )?(?:suspect|assume|presume|imagine|reckon|gather)(?: that)?\s+(?!(?:I|we|that|if|whether|so|not)\b)/i.exec(
        s,
      );
    if (!m) return null;
    const rest = s.slice(m[0].length);
    return isClause(rest) ? capitalize(rest) : null;
  },
  // An outcome put as what the writer expects of something ("I expect the new system to reduce our
  // costs"): what it will do. Only a noun phrase opened by a determiner, and a verb phrase after "to".
  (s) => {
    const m =
      /^(?:I|we) (?:fully )?expect ((?:the|our|this|these|those|their|your|its|a|an) [\p{L}'’ -]{1,60}?) to (\p{Ll}+)\b/iu.exec(
        s,
      );
    if (!m) return null;
    const at = m.index + m[0].length - m[2].length;
    if (!isVerbPhrase(s.slice(at), s.slice(0, at))) return null;
    return `${capitalize(m[1])} will ${s.slice(at)}`;
  },
  // A goal stated as a commitment: "Our goal is to cut response times" → "We will cut response times".
  (s) => {
    const m = /^(our|my) (?:main |primary |key )?(?:goal|aim|objective|intention|plan) is to (.+)$/i.exec(s);
    if (!m || !isVerbPhraseIn(s, m[2])) return null;
    return `${/^our$/i.test(m[1]) ? 'We' : 'I'} will ${m[2]}`;
  },
  // Findings that "suggest" or "indicate" are said to show what they show.
  (s) => {
    const re =
      /\b(results|data|figures|numbers|survey|surveys|study|studies|research|evidence|findings|analysis|feedback|tests|trials|report|reports|metrics) (suggest|suggests|indicate|indicates)\b(?! (?:that we|we|you|to)\b)/i;
    const m = re.exec(s);
    if (!m) return null;
    return s.replace(re, `$1 ${/s$/.test(m[2]) ? 'shows' : 'show'}`);
  },
  // A recommendation softened as a possibility: "It might be worth asking…" → "It is worth asking…".
  (s) => {
    const re =
      /\b(it|this|that) (?:might|may|could) be (worth|a good idea|wise|best|better|helpful|useful|sensible)\b/i;
    return re.test(s) ? s.replace(re, '$1 is $2') : null;
  },
  // An expected state put with "should" ("The site should be live by April"): said as what will be. A
  // participle only before its time ("should be installed by Friday"): "It should be noted that" and
  // "should be considered" advise, and so does one before a clause ("should be considered before we
  // decide").
  (s) => {
    const re =
      /\b(?<!you |I |we )should be (ready|live|available|done|finished|complete|completed|back|here|there|fixed|resolved|delivered|in place|in stock|up and running|on track|\p{L}+ed(?= (?:by|before|on|within|next|tomorrow|today|this|soon|early)\b(?! (?:I|we|you|they|he|she|anyone|everyone|someone)\b)))\b/iu;
    const m = re.exec(s);
    // In the main clause only: "I don't know if she should be here" asks about a duty.
    if (!m || /\b(?:if|whether|that|know|wonder|unless)\b/i.test(s.slice(0, m.index))) return null;
    return s.replace(re, 'will be $1');
  },
  // A duty put as advice to people ("Everyone should complete the training by Friday"): the rule it is.
  // Only for subjects that name people, where "should" is what they ought to do; of a thing it is an
  // expectation ("The new process should save time"), which "must" would misread.
  (s) => {
    const re =
      /^((?:everyone|everybody|all (?:staff|employees|members|managers|participants|visitors|users|applicants|candidates|team members)|(?:all )?staff|employees|each (?:employee|member|manager|participant|team member))(?: of (?:you|us|them))?) should (?!be\b|have\b)(\p{Ll}+)/iu;
    const m = re.exec(s);
    const at = m ? m.index + m[0].length - m[2].length : 0;
    if (!m || !isVerbPhrase(s.slice(at), s.slice(0, at))) return null;
    return s.replace(re, `$1 must $2`);
  },
];

/** The text with its tentative phrasings said outright, sentence by sentence, or the text unchanged. */
export function confidentPhrasing(text: string): string {
  return rephraseSentences(text, PATTERNS);
}

/** Openings of a subordinate clause a main clause follows ("If the client agrees, …"). */
const SUBORDINATE_OPENING =
  /^(?:if|although|though|even though|even if|while|whilst|once|as soon as|when|whenever|since|because|given that|provided that|unless|now that)\s[^,]{3,80},\s+/i;

/**
 * The confidence frame placed after a fronted subordinate clause ("If the client agrees, we can start
 * on Monday." → "If the client agrees, I am confident that we can start on Monday."): the writer is
 * confident in the main clause, which the condition or concession only frames. Not before what the
 * writer says of themselves ("…, I will send it"), a request ("…, please…") or a question; null when
 * the text is not one such sentence.
 */
export function framedAfterOpening(text: string, frame: (clause: string) => string | null): string | null {
  const all = sentences(text);
  if (all.length !== 1) return null;
  const said = surface(all[0]);
  const opening = SUBORDINATE_OPENING.exec(said)?.[0];
  if (!opening || /\?\s*$/.test(said)) return null;
  const main = said.slice(opening.length);
  if (/^(?:I|me|please)\b/i.test(main) || !isClause(main)) return null;
  const first = sentences(main)[0]?.[0];
  // The main clause's first word keeps its capital only when it is a name or "I".
  const lowered = first?.pos === 'PROPN' ? main : main.charAt(0).toLowerCase() + main.slice(1);
  const framed = frame(main);
  return framed ? `${opening}${framed} ${lowered}` : null;
}
