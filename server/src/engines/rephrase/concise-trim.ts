/**
 * The phrase-level half of shorten and the straightforward tone: letter formulas, wordy phrases,
 * fillers, hidden verbs and reducible relative clauses out, each keeping every content word that
 * matters. concise.ts cuts further (phrases, adjectives, clauses) when this is not short enough.
 */
import { ensureToRequest, existentialSubjects, gerundObjects, possibleFor } from './concise-syntax';
import { applyEdits, type TokenEdit } from './edit';
import { lexicon, type Rule, readRules, rewriteAll, tidy } from './lexicon';
import { sentences, surface, type Tok } from './nlp';
import { PLAIN_WORDS, plainSyntax } from './register';
import { passiveToActive } from './voice';

/** Wordy phrases and their short forms. */
export const WORDY: Rule[] = readRules(new URL('./wordy-phrases.tsv', import.meta.url));

/** Fillers, intensifiers and hedges that add length but little meaning. */
const FILLERS: Rule[] = readRules(new URL('./fillers.tsv', import.meta.url));

/**
 * The plain-language table's entries that are shorter than what they replace. "got" has no passive
 * ("was very well received by" became "was well got by", then "The staff well got"), and "told" no
 * "of" ("has been informed of the dates" became "told of"): "received", "obtained" and "informed"
 * become "got" and "told" only straight after a subject pronoun (`PAST_AFTER_SUBJECT`).
 */
const PASSIVE_MISFITS = /^(?:received|obtained|informed)$/;
/**
 * Only a plain word that saves three letters or more: shorten's job is length, and a swap that saves
 * one or two ("selected" → "chosen", "assist" → "help") changes the writer's word for next to nothing
 * (the word the writer chose is also what a reader looks for in the shorter version).
 */
const SHORTER_PLAIN = PLAIN_WORDS.filter(
  (rule) =>
    rule[0].length - Math.max(rule[1].length, rule[3]?.length ?? 0) >= 3 && !PASSIVE_MISFITS.test(rule[0]),
);
const PAST_AFTER_SUBJECT = /\b(I|we|you|they|he|she) (received|obtained|informed)\b/gi;
const PLAIN_PAST: Record<string, string> = { received: 'got', obtained: 'got', informed: 'told' };
const SHORTEN = lexicon([...SHORTER_PLAIN, ...WORDY, ...FILLERS]);

/**
 * Letter formulas that announce the news instead of giving it ("I am writing to inform you that",
 * "We are pleased to confirm that", "Please be advised that", "We would like to remind all staff
 * that", "I wanted to reach out to let you know that", "We would like to take this opportunity to
 * remind everyone that", "The purpose of this email is to inform you that"; plain-language guides:
 * omit): the news stays, "we regret to…" keeps its regret as "unfortunately".
 */
/**
 * Whom a letter formula addresses: "you", "everyone", or a group of people ("all department heads",
 * "our customers"); a group ends in a noun for people, so "inform you of changes that …" is no match.
 */
const AUDIENCE =
  '(?:you|everyone|everybody|all of you|staff|employees|(?:all )?members of (?:staff|the [a-z-]+ team)|(?:all |all our |all the |our |the )(?:[a-z-]+ )?(?:staff|employees|colleagues|members|managers|heads|customers|clients|users|residents|parents|students|tenants|suppliers|partners|volunteers|teams|departments))';
/**
 * The writer's side named as a team or department ("Our IT department would like to remind everyone
 * that", "The management team wishes to inform all staff that"): the same formula as "we would like to
 * remind you that".
 */
const GROUP =
  '(?:the|our) (?:[A-Za-z-]+ ){0,2}(?:team|department|office|management|board|committee|group|division|unit|desk)';
const ANNOUNCING = new RegExp(
  String.raw`(^|[.!?]\s+|,\s+(?:and )?)(?:(?:I|we) (?:am|are) (?:writing|pleased|happy|glad|delighted) to (?:inform you|let you know|tell you|confirm|advise you|announce|say|report|remind(?: [a-z]+){1,3})|(?:please )?be (?:advised|aware|reminded)|${AUDIENCE} (?:is|are) (?:kindly |again |once again )?reminded|${GROUP} (?:would like|wishes|wants) to (?:remind|inform) ${AUDIENCE}|please note|please remember|(?:I|we) (?:just )?(?:would (?:just )?like|want|wanted) to (?:take this opportunity to |reach out (?:to you )?(?:and|to) )?(?:inform you|let you know|tell you|assure you|remind(?: [a-z]+){1,3})|the purpose of this (?:email|e-mail|letter|message|note|memo|memorandum|notice|update|announcement) is to (?:(?:inform|tell|remind|advise|notify) ${AUDIENCE}|let ${AUDIENCE} know|confirm)) that,? `,
  'gi',
);
/** "I am reaching out to you today because I would like to …": the reason is the news. */
const REACHING_OUT =
  /(^|[.!?]\s+)(?:I am|I'm|we are|we're) (?:writing|reaching out|getting in touch|contacting you)(?: to you)?(?: today)? (?:because|as) /gi;
/** "I am writing to apologise for" → "I apologise for": the apology is the news. */
const WRITING_TO_APOLOGISE = /\b(I|we) (?:am|are) writing to (apologi[sz]e)\b/gi;
/**
 * "our team is working on issuing a corrected version" → "our team is issuing a corrected version":
 * the progressive already says the work is under way.
 */
const WORKING_ON =
  /\b(am|is|are|was|were) working on (?=\p{L}+ing (?:the|a|an|our|your|their|its|this|these|those|new)\b)/giu;
/**
 * "provide you with a full report" → "give you a full report" (Federal Plain Language Guidelines:
 * "provide" → "give"), only before an object pronoun, where "give" takes the same two objects.
 */
const PROVIDE_WITH = /\b(provide|provides|providing|provided) (you|us|them|him|her|me) with\b/gi;
const GIVE: Record<string, string> = { provide: 'give', provides: 'gives', providing: 'giving' };
/** "provided" is "given" after an auxiliary ("have provided you with"), "gave" otherwise. */
function giveFor(provide: string, before: string): string {
  const lower = provide.toLowerCase();
  const give =
    GIVE[lower] ??
    (/\b(?:has|have|had|having|be|been|being|is|are|was|were)\s+$/i.test(before) ? 'given' : 'gave');
  return matchFirst(provide, give);
}
/** "the invoice we sent to you" → "the invoice we sent you": the indirect object without "to" after a subject pronoun. */
const DATIVE = /\b(I|we|they|he|she) (sent|gave|showed|offered) to (you|us|them|him|her)\b/gi;
/** "therefore" (or "thus", "hence") between an auxiliary and its verb. */
const AUX_THEREFORE =
  /\b(am|is|are|was|were|be|been|will|would|can|could|should|must|may|might|shall|has|have|had|do|does|did)(?:,\s+(?:therefore|thus|hence|consequently),|\s+(?:therefore|thus|hence|consequently)(?!,))\s+/gi;

/** "It is therefore, in our view, too late" → "It is, in our view, too late": an aside follows. */
const AUX_THEREFORE_ASIDE =
  /\b(am|is|are|was|were|be|been|will|would|can|could|should|must|may|might|shall|has|have|had)\s+(?:therefore|thus|hence|consequently),\s+/gi;

/**
 * "It is my pleasure to welcome you to the team" → "Welcome to the team": the welcome is the
 * message, and the greeting says it whole.
 */
const WELCOME =
  /(^|[.!?]\s+)(?:it is (?:my|our) (?:great )?pleasure to|(?:I|we) (?:am|are) (?:very )?(?:pleased|delighted|happy|glad|thrilled) to|(?:I|we) would like to) welcome you (?=(?:to|aboard|back)\b)/gi;
/**
 * "We would like to invite you to …" → "We invite you to …": for the writer's own speech acts (inviting,
 * offering, apologising …) the wish to do them is doing them (Searle's indirect performatives), as
 * "I would like to thank" → "Thanks" and "I would like to suggest" → "I suggest" above.
 */
const PERFORMATIVE_WISH =
  /\b(I|we)(?: would|['’]d) like to (?=(?:invite|offer|apologi[sz]e|propose|request|congratulate|confirm|express|extend|welcome|recommend|announce|introduce|acknowledge)\b)/gi;
const REGRET = /(^|[.!?]\s+|,\s+)(?:I|we) regret to (?:inform you|tell you|let you know|say) that,? /gi;

/**
 * The text without its announcing formulas; a second "that" clause the formula introduced loses its
 * "that" too ("I am pleased to tell you that A and that B" → "A and B", not "A and that B").
 */
function dropAnnouncing(text: string): string {
  return text.replace(
    new RegExp(`${ANNOUNCING.source}([^.!?]*)`, 'gi'),
    (_, lead: string, news: string) => `${lead}${news.replace(/\b(and|or|but),? that (?=\p{L})/giu, '$1 ')}`,
  );
}

/**
 * "will be held online and will start later" → "will be held online and start later": a modal shared
 * by two coordinated verb phrases is said once (Quirk et al. § 13.49, ellipsis of the operator).
 * Only with no comma or subject between (the second verb phrase is the first one's partner) and not
 * before "not", which negates only the second.
 */
const SHARED_MODAL =
  /\b(will|would|can|could|should|must|may|might)(\s+(?!not\b)[\p{L}'’-]+(?:\s+[\p{L}'’-]+){0,6}?)\s+and\s+\1\s+(?!not\b|n't\b)(?=\p{Ll})/gu;

/** "give everyone the opportunity to share" → "let everyone share". */
const GIVE_OPPORTUNITY = /\b(give|gives|gave|giving) (\p{L}+) (?:the|an|a) (?:opportunity|chance) to\b/giu;
const LET: Record<string, string> = { give: 'let', gives: 'lets', gave: 'let', giving: 'letting' };

/**
 * A participle that only says where a thing is shown, found or comes from, between its noun and a
 * place ("the figures presented in this report" → "the figures in this report", "our office based in
 * Leeds" → "our office in Leeds", "the noise coming from the vans" → "the noise from the vans").
 */
const PLACING_PARTICIPLE =
  /\b(?<=\p{L}s? )(?<!\b(?:be|been|being|is|are|was|were|am|has|have|had|only|also|not|never|first|already|clearly|once) )(?:presented|shown|listed|mentioned|included|contained|described|outlined|displayed|located|situated|based|stated|specified|set out) (?=(?:in|on|at|below|above|within) )|(?<=\p{L}s? )coming (?=from )/gu;

/** ", which is (largely) due to", ", which is a": the relative pronoun and "be" before a noun phrase or a cause. */
const REDUCIBLE_WHICH =
  /,\s+which (?:is|was|are|were) (?=(?:(?:largely|mainly|partly|mostly|probably|entirely)\s+)?(?:due to|because of|a|an)\s)/g;

/**
 * Whether a closing "which" clause states a number, a date or a negation (", which raised more than five
 * thousand pounds", ", which meant that no deliveries were missed"): often the result the sentence
 * reports, so the phrase-level trim keeps it (a later cut may still end the sentence before it when
 * the length needs that). An aside between commas is background and goes.
 */
function holdsFact(aside: string): boolean {
  return (
    /\d|\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|fifty|hundred|thousand|million|billion|percent|half|double|twice|not|never|no)\b|n't\b/i.test(
      aside,
    ) ||
    // A date (", which will take place on Tuesday the ninth"): when an event happens is a fact too.
    /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|(?:fir|seco|thi|four|fif|six|seven|eigh|nin|ten|eleven|twelf|twentie|thirtie)(?:st|nd|rd|th))\b/i.test(
      aside,
    )
  );
}

/** A sentence that opens with a preposition or a subordinator: its first comma ends a fronted phrase. */
const FRONTED =
  /^(?:unlike|like|after|before|as|for|in|on|at|with|without|since|because|although|though|while|when|if|unless|despite|following|during|from|under|over|among|through|once|until|besides|beyond)\b(?![^,]*,)/i;

/** A subordinator, a subject pronoun and "be" before a participle, a place or a state adjective. */
const VERBLESS =
  /\b(while|whilst|when|once|if|unless|although|though|until) (they|it|he|she|we|you|I) (?:are|is|am|was|were) (?=(?:not )?(?:\p{L}+ed|in|on|at|under|available|ready|possible|necessary|needed|required|applicable|appropriate)\b)/giu;

/**
 * Whether the pronoun of a verbless clause names the main clause's subject (its understood subject:
 * "We will wait until they are finished" is not "until finished"): the same pronoun opens the
 * sentence, "they" follows a plural noun subject, or "it" a dummy "possible/necessary" ("if it is
 * possible").
 */
function sameSubject(before: string, who: string, after: string): boolean {
  const pronounSaid = who.toLowerCase();
  if (pronounSaid === 'it')
    return /^(?:possible|necessary|needed|required|applicable|appropriate)\b/.test(after);
  const sentence = before.split(/[.!?]\s+/).pop() ?? before;
  const first = sentences(sentence)[0] ?? [];
  const verb = first.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  // A command's understood subject is the reader ("Call me when you are ready").
  if (verb === 0 || first[0]?.norm === 'please') return pronounSaid === 'you';
  const subject = first.slice(0, verb < 0 ? first.length : verb);
  const pronoun = subject.find(
    (t) => t.pos === 'PRON' && !/^(?:my|your|our|their|his|her|its)$/.test(t.norm),
  );
  if (pronoun) return pronoun.norm === pronounSaid;
  // The head noun: the last before any phrase after it ("All visitors [to the site]").
  const preposition = subject.findIndex((t) => t.pos === 'ADP');
  const noun = subject
    .slice(0, preposition < 0 ? subject.length : preposition)
    .findLast((t) => t.pos === 'NOUN' || t.pos === 'PROPN');
  return pronounSaid === 'they' && noun !== undefined && /[^s]s$/.test(noun.norm);
}

/** Wordy phrases, fillers and asides out, nothing else cut (the straightforward tone). */
export function tighten(text: string): string | null {
  const out = trim(text);
  return out !== text ? out : null;
}

/** "For the purpose of improving X" → "To improve X". */
function purposePhrase(text: string): string {
  return text.replace(/\b([Ff])or the purpose of (\p{L}+ing)\b/gu, (m, f: string, verb: string) => {
    const lemma = sentences(`We are ${verb}`)[0]?.[2]?.lemma;
    return lemma && lemma !== verb ? `${f === 'F' ? 'T' : 't'}o ${lemma}` : m;
  });
}

const WHIZ =
  /(?<=\p{L} )(?:who|which|that) (?:is|are|was|were) (?=(?:not |currently |now )?(?:\p{L}+ed|\p{L}+en|in|on|at|from|with|responsible|available|likely|able|due|unable|open|ready)\b)/gu;
/**
 * "employees who are planning to take leave" → "employees planning to take leave": a present
 * progressive relative clause is its participle (Quirk et al. § 17.27). Not after "that", which may
 * be a demonstrative subject ("I think that is causing it").
 */
const WHIZ_ING = /(?<=\p{L} )(?:who|which) (?:is|are) (?=\p{L}{2,}ing\b)/gu;

/**
 * Empty for a relative pronoun and "be" that may go: not when the clause goes on with a second verb
 * for the same subject ("teachers who are visiting the court today and are in our courtroom" would
 * lose the subject of "are").
 */
function reducible(m: string, at: number, all: string): string {
  const clause = /^[^.,;:!?]*/.exec(all.slice(at + m.length))?.[0] ?? '';
  return /\b(?:and|or|but) (?:is|are|was|were|has|have|had|will|can|would|should|must)\b/.test(clause)
    ? m
    : '';
}

/** "be" + an adverb ("well", "very", "-ly") + a participle. */
const PASSIVE_WITH_ADVERB =
  /\b(?:am|is|are|was|were|be|been|being)\s+(?:(?:very|so|well|much|\p{L}+ly)\s+)+\p{L}+(?:ed|en|wn|ne)\b/iu;

/**
 * Whether the agent's noun phrase goes on in a participle ("by a form of energy called latent heat"):
 * the active clause left it behind its object ("A form of energy sustains tropical cyclones called
 * latent heat"); or the passive is a second clause.
 */
function participleAfterAgent(toks: Tok[]): boolean {
  const by = toks.findIndex((t) => t.norm === 'by');
  // Nor when a clause before the passive is coordinated with it ("the trains will not run on Monday
  // or Tuesday and all services will be replaced by buses" became "… or buses will replace Tuesday").
  const verb = toks.findIndex((t) => t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.norm)));
  if (verb >= 0 && toks.slice(verb, by).some((t) => t.pos === 'CCONJ' || t.text === ',')) return true;
  let k = by + 1;
  while (k < toks.length && (/^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/.test(toks[k].pos) || toks[k].norm === 'of'))
    k++;
  return by >= 0 && k > by + 1 && toks[k]?.pos === 'VERB' && /(?:ed|en|wn|ing)$/.test(toks[k].norm);
}

/**
 * "turned down by two degrees", "raised by five percent", "cut by more than half", "reduced by about a
 * third": after a verb of change, "by" + an amount says how much, and there is no agent to make the
 * subject ("two degrees will turn down the heating" was written).
 */
const MEASURE_AFTER_BY =
  /^(?:(?:about|around|roughly|approximately|almost|nearly|over|up to|at least|more than|less than|a further|another) )*(?:(?:half|a half|a third|a quarter|far|much|a lot|a little)\b(?! of\b)|(?:[\w-]+ ){1,3}(?:percent|per cent|percentage points?|points?|degrees?|pounds?|dollars?|euros?|pence|cents?|metres?|meters?|miles?|kilometres?|places?|positions?|times)\b)/iu;

/** The passive's subject: what stands before its auxiliary ("The new budget" of "The new budget was approved by …"). */
const PASSIVE_SUBJECT =
  /^(.+?)\s+(?:is|are|was|were|am|(?:has|have|had) been|(?:will|would|can|could|must|should|may|might) be)\s+(?:\p{L}+ly\s+)?\p{L}+\s+by\b/iu;

/** Each passive sentence with a "by" agent made active when that is shorter ("was approved by the board"). */
function activeWithAgent(text: string): string {
  // "was very well received by the staff" became "The staff well got the training programme": an
  // adverb inside the passive has no place in the active clause's word order.
  if (!/\bby\b/.test(text) || PASSIVE_WITH_ADVERB.test(text)) return text;
  const all = sentences(text);
  let changed = false;
  const out = all.map((toks) => {
    const written = surface(toks);
    // "by the fifth day", "by 5 p.m." are deadlines, not agents.
    const agent = /\bby ((?:the |a |an )?[\w-]+(?: [\w-]+){0,3})/.exec(written)?.[1] ?? '';
    const deadline =
      /\d|\b(?:day|week|month|year|end|time|date|deadline|noon|midnight|morning|evening|friday|monday|tuesday|wednesday|thursday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|first|second|third|fifth|next|last)\b/i;
    const active =
      agent && !deadline.test(agent) && !MEASURE_AFTER_BY.test(agent) && !participleAfterAgent(toks)
        ? passiveToActive(toks)
        : null;
    if (!active || active.length >= written.length || /\bsomeone\b/i.test(active)) return written;
    // The subject must come through whole as the object: "The delay in processing your application was
    // caused by a technical problem" had become "The delay in processing a technical problem caused
    // your application" (the -ing phrase read as the verb).
    // (After a fronted phrase's comma: "Starting next month, the canteen will be run by …".)
    const subject = PASSIVE_SUBJECT.exec(written)?.[1].split(/,\s+/).pop();
    if (subject && !active.toLowerCase().includes(subject.toLowerCase().replace(/^the /, ''))) return written;
    changed = true;
    return active;
  });
  return changed ? out.join(' ') : text;
}

/** Nouns whose "that" clause says what they are ("the fact that we …"), not a relative clause. */
const APPOSITIVE =
  /^(?:fact|idea|news|hope|possibility|assumption|belief|claim|evidence|notion|feeling|impression|chance|risk|danger|fear|concern|sign|view|suggestion|decision|requirement|rule|condition)$/;
const SUBJECT_PRONOUN = /^(?:i|we|you|they|he|she)$/;

/**
 * "the survey that we carried out" → "the survey we carried out": an object relative pronoun before a
 * subject pronoun and its verb can go (Quirk et al. § 17.15, the zero relative).
 */
function zeroRelative(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits: TokenEdit[] = [];
    toks.forEach((t, i) => {
      const prev = toks[i - 1];
      const next = toks[i + 1];
      const verb = toks[i + 2];
      if (
        /^(?:that|which)$/.test(t.norm) &&
        prev?.pos === 'NOUN' &&
        !APPOSITIVE.test(prev.lemma) &&
        next &&
        SUBJECT_PRONOUN.test(next.norm) &&
        verb &&
        /^(?:VERB|AUX)$/.test(verb.pos)
      )
        edits.push({ start: i, end: i + 1, words: [] });
    });
    if (edits.length === 0) return surface(toks);
    changed = true;
    return applyEdits(toks, edits);
  });
  return changed ? out.join(' ') : text;
}

/** `word` with the case of the first letter of `like`. */
function matchFirst(like: string, word: string): string {
  return /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;
}

/**
 * The wordy-phrase and filler tables once more (not the plain words: their verb rows hang on the
 * tagger, which reads a cut sentence differently; "has been informed of" became "told of").
 */
const REWORD = lexicon([...WORDY, ...FILLERS]);

/** The text with the wordy-phrase and filler tables applied once more. */
export function reword(text: string): string {
  return rewriteAll(text, [REWORD]).text;
}

/** The text with its wordy phrases, fillers, formulas and asides out (what shorten cuts first). */
export function trim(text: string): string {
  const plain = plainSyntax(text) ?? text;
  let out = rewriteAll(
    dropAnnouncing(purposePhrase(plain))
      // "all staff are therefore asked to" → "all staff are asked to": inside a verb group the
      // connective's plain word "so" does not fit ("are so asked"); the clause before says why.
      .replace(AUX_THEREFORE, '$1 ')
      .replace(AUX_THEREFORE_ASIDE, '$1, ')
      .replace(REGRET, '$1Unfortunately, ')
      .replace(WELCOME, '$1Welcome ')
      .replace(PERFORMATIVE_WISH, '$1 ')
      .replace(WRITING_TO_APOLOGISE, '$1 $2')
      .replace(WORKING_ON, '$1 ')
      .replace(DATIVE, '$1 $2 $3')
      .replace(
        PROVIDE_WITH,
        (_, provide: string, who: string, at: number, all: string) =>
          `${giveFor(provide, all.slice(0, at))} ${who}`,
      )
      .replace(REACHING_OUT, (_, lead: string) => lead),
    // Twice: a short form may open another wordy phrase ("if you could take the time to" → "please
    // take the time to" → "please").
    [SHORTEN, SHORTEN],
  ).text;
  out = activeWithAgent(
    out.replace(
      PAST_AFTER_SUBJECT,
      (_, who: string, verb: string) => `${who} ${PLAIN_PAST[verb.toLowerCase()]}`,
    ),
  )
    .replace(
      GIVE_OPPORTUNITY,
      (_, give: string, who: string) => `${matchFirst(give, LET[give.toLowerCase()])} ${who}`,
    )
    .replace(PLACING_PARTICIPLE, '')
    // "customers who were not satisfied" → "customers not satisfied": a relative pronoun and "be"
    // before a participle, adjective phrase or place say nothing the rest does not.
    .replace(WHIZ, reducible)
    .replace(WHIZ_ING, reducible)
    .replace(/\s*\([^()]*\)/g, '')
    // ", which is a serious breach of policy" → ", a serious breach of policy": a non-restrictive
    // relative clause with "be" and a noun phrase or a cause is an appositive without them (Quirk et
    // al. § 17.65); it keeps what it says where the rule below would cut the whole clause.
    .replace(REDUCIBLE_WHICH, ', ')
    // Not before "and", "but" or "or", which may go on with the clause ("the Moriori, who were descended
    // from the Maori, but who developed …", "$111 billion, which was twice what it held, and more than
    // four times its equity"); a fronted phrase keeps its comma ("Unlike other cities, which are old, Łódź").
    .replace(/,\s+(?:which|who)\s+[^,.;!?]+,(?!\s+(?:and|but|or)\s)/g, (_, at: number, all: string) =>
      FRONTED.test(
        all
          .slice(0, at)
          .split(/[.!?]\s+/)
          .pop() ?? '',
      )
        ? ','
        : '',
    )
    .replace(/,\s+which\s+[^,.;!?]+(?=[.!?](?:\s|$))/g, (m) => (holdsFact(m) ? m : ''))
    // "several members of the sales team" → "several sales team members": a group noun names the
    // members' kind as a noun modifier does ("members of staff" → "staff" in the table).
    .replace(
      /\b(members?) of the ((?:[\p{L}-]+ )?(?:team|board|committee|panel|department|council))\b/giu,
      (_, members: string, group: string) => `${group} ${members.toLowerCase()}`,
    )
    // "while they are in the building" → "while in the building", "if it is possible" → "if
    // possible": a subordinate clause whose subject and "be" the context gives (Quirk et al. § 14.9,
    // verbless clauses).
    .replace(VERBLESS, (m, conj: string, who: string, at: number, all: string) =>
      sameSubject(all.slice(0, at), who, all.slice(at + m.length)) ? `${conj} ` : m,
    )
    // "the majority of our customers" → "most of our customers", not "most our".
    .replace(/\b(most|many) (our|the|their|its|your|his|her|these|those|them|us)\b/gi, '$1 of $2')
    // "I would be grateful if you could" → "please" takes the capital of "I" even mid-sentence
    // (", and Please review it").
    .replace(/([,;:]\s+(?:(?:and|but|so|or)\s+)?)Please\b/g, '$1please');
  return tidy(
    existentialSubjects(ensureToRequest(possibleFor(gerundObjects(zeroRelative(out))))).replace(
      SHARED_MODAL,
      '$1$2 and ',
    ),
  );
}
