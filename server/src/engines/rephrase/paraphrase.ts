import { type LanguageModel, UNK_ID } from '@margin/shared/lm/model';
import { boundedDistance } from '@margin/shared/spell/suggest/edit-distance';
import compromise from 'compromise';
import { languageModel } from '../lm';
import { firstFluent, lexicon, readRules, rewriteAll } from './lexicon';
import { capitalize, surface, type Tok, tokens } from './nlp';
import { isClause } from './phrasing';
import { wordSimilarity } from './similarity';
import { namesRoleOrBody, phrasalSynonyms, sharesSense, synonyms, type WordnetPos } from './thesaurus';
import { isPluralNoun, verbForms } from './verbs';
import { activeToPassive, passiveToActive } from './voice';

const WORDNET_POS: Record<string, WordnetPos> = { NOUN: 'noun', VERB: 'verb', ADJ: 'adj', ADV: 'adv' };
/** Words too common or too grammatical to swap without changing the sentence. */
// Time words are kept too: "lunch today" → "lunch now" (WordNet's second sense of "today") moves the event.
const KEEP = new Set(
  'be have do say get make go take come like need help work give know see think look want use find tell ask seem feel try leave call put keep let begin start show hear play run move live believe hold bring happen write provide sit stand lose pay meet include continue set learn change lead understand watch follow stop create speak read allow add spend grow open walk win offer remember love consider appear buy wait serve die send expect build stay fall cut reach kill remain not very also just only even still then now here there well so too more most much many other such own same new old first last next few little good bad great right long high small large big way time year day thing man woman people child world life hand part place case week point number fact today tomorrow yesterday tonight morning afternoon evening night weekend'.split(
    ' ',
  ),
);
/**
 * Auxiliaries are never a synonym: WordNet lists "be" under "cost" ("be priced at") and "have" under
 * "own", so "reduce our travel costs" became "reduce our travel is".
 */
const AUXILIARIES = new Set(
  'be is are was were been being am have has had having do does did done'.split(' '),
);
/**
 * A synonym must be at least this common (unigram probability under the language model, its lower-case
 * and capitalised forms together: about 20 occurrences in 3.3 million words), and not far rarer than
 * the word it replaces.
 */
const MIN_PROBABILITY = 6e-6;
const MIN_RELATIVE_FREQUENCY = 0.02;
/** A synonym must fit the context nearly as well as the word it replaces (ratio of probabilities). */
const MIN_FIT = 0.05;

const DETERMINER =
  /^(?:the|a|an|this|that|these|those|our|your|their|its|his|her|my|every|each|any|some|no)$/;

/**
 * "the leaving party", "our existing clients", "the marketing team": an -ing word between a determiner
 * and a noun names a kind of thing; a synonym of the verb or of the -ing noun need not ("the going party").
 */
function isModifyingIng(toks: Tok[], i: number): boolean {
  const t = toks[i];
  return (
    /^(?:VERB|NOUN)$/.test(t.pos) &&
    t.norm.endsWith('ing') &&
    DETERMINER.test(toks[i - 1]?.norm ?? '') &&
    /^(?:NOUN|PROPN)$/.test(toks[i + 1]?.pos ?? '')
  );
}

/** Verbs whose meaning comes from their complement (come at / come to / come across). */
const LIGHT_VERB = /^(?:come|go|get|make|take|put|set|give|have|do|keep|let)$/;
/** Tags of a verb's complement that a light verb would read differently. */
const COMPLEMENT = /^(?:ADP|ADJ|VERB|ADV|PART)$/;

/** A word that can be swapped, with its ranked alternatives (already inflected). */
interface Slot {
  index: number;
  options: string[];
}

/** The form of the original verb, so the synonym gets the same one. */
function inflectVerb(t: Tok, lemma: string): string {
  const o = verbForms(t.lemma);
  const f = verbForms(lemma);
  if (t.norm === o.ing) return f.ing;
  if (t.norm === o.s && o.s !== o.base) return f.s;
  if (t.norm === o.past && o.past !== o.base) return f.past;
  if (t.norm === o.pp && o.pp !== o.base) return f.pp;
  // British spellings compromise does not list ("cancelled"): go by the ending.
  if (t.norm.endsWith('ed')) return f.past;
  if (t.norm.endsWith('ing')) return f.ing;
  return f.base;
}

function pluralize(w: string): string {
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ies`;
  if (/(?:s|x|z|ch|sh)$/.test(w)) return `${w}es`;
  return `${w}s`;
}

/** The synonym in the original word's form, or undefined when it cannot take it. */
function inflect(t: Tok, synonym: string): string | undefined {
  if (t.pos === 'VERB') return inflectVerb(t, synonym);
  if (t.pos === 'NOUN') {
    if (isPluralNoun(t.text, t.lemma)) return pluralize(synonym);
    // WordNet lists plural-only nouns as lemmas ("negotiation" → "talks"): "after a short talks".
    return isPluralNoun(synonym, synonym) ? undefined : synonym;
  }
  if (t.pos === 'ADJ' && /(?:er|est)$/.test(t.norm) && t.norm !== t.lemma) return undefined;
  return synonym;
}

/** How common a lower-case word is: the unigram probability of it and its capitalised form. */
function frequency(lm: LanguageModel, word: string): number {
  let p = 0;
  for (const form of new Set([word, capitalize(word)]))
    if (lm.id(form) !== UNK_ID) p += Math.exp(lm.logProb([], form));
  return p;
}

/**
 * How well `word` fits after `before` (the sentence's earlier tokens as written, `<s>` first) and
 * before `after`: the language model's probability of the word, times that of the next token.
 */
function fit(lm: LanguageModel, before: string[], word: string, after: string | undefined): number {
  const here = lm.logProb(before, word);
  return Math.exp(after === undefined ? here : here + lm.logProb([...before.slice(-2), word], after));
}

/**
 * A plainer synonym must be this many times as common as the word it replaces, no longer, and fit the
 * context at least this share as well (plain-language guides: the common short word for the rare long one).
 */
const PLAIN_MIN_FREQUENCY_RATIO = 2;
const PLAIN_MIN_FIT = 0.2;

/**
 * Swappable words of a sentence with synonyms constrained by POS, first sense, frequency and context
 * fit; with `plain`, only synonyms that are much more common and no longer than the word.
 */
function slots(toks: Tok[], lm: LanguageModel, plain = false): Slot[] {
  const out: Slot[] = [];
  const written = ['<s>', ...toks.map((t) => t.text)];
  toks.forEach((t, i) => {
    const wp = WORDNET_POS[t.pos];
    // A noun's most common synonym is often another sense's word ("accountant" → "controller"): the
    // plain-word tables name the nouns that have a plainer word.
    if (plain && wp === 'noun') return;
    if (!wp || KEEP.has(t.lemma) || t.norm.length < 3 || !/^[a-z-]+$/.test(t.norm)) return;
    // Capitalised mid-sentence words are names whatever the tagger says.
    if (i > 0 && /^[A-Z]/.test(t.text)) return;
    // A base-form "verb" right after a determiner is a noun the tagger misread ("the travel budget"):
    // its verb synonyms would be inflected wrongly ("the travelling budget").
    if (t.pos === 'VERB' && t.norm === t.lemma && DETERMINER.test(toks[i - 1]?.norm ?? '')) return;
    if (isModifyingIng(toks, i)) return;
    // "my earlier message": an adverb between a determiner and its noun is used as an adjective, and
    // its adverb synonyms are not ("my before message").
    if (
      wp === 'adv' &&
      /^(?:NOUN|VERB)$/.test(toks[i + 1]?.pos ?? '') &&
      DETERMINER.test(toks[i - 1]?.norm ?? '')
    )
      return;
    // "later today", "earlier this week", "sooner than": an adverb heading a time expression or a
    // comparison has no synonym there ("subsequently today").
    if (
      wp === 'adv' &&
      /^(?:today|tonight|tomorrow|yesterday|this|that|next|last|than|on|in|at|during|after|before)$/.test(
        toks[i + 1]?.norm ?? '',
      )
    )
      return;
    // "tall, graceful, pretty, and…": a word between commas in a list of adjectives is one of them,
    // whatever the tagger says ("pretty" → "somewhat" was written).
    if (
      wp === 'adv' &&
      toks[i - 1]?.norm === ',' &&
      /^(?:,|and|or)$/.test(toks[i + 1]?.norm ?? '') &&
      toks[i - 2]?.pos === 'ADJ'
    )
      return;
    // "ahead of", "according to", "apart from": an adverb or adjective heading a complex preposition is
    // fixed ("two weeks before of schedule").
    if (/^(?:ADV|ADJ)$/.test(t.pos) && /^(?:of|to|from)$/.test(toks[i + 1]?.norm ?? '')) return;
    // A role or a body ("manager", "director", "committee", "commission") names who does something;
    // WordNet's synonyms for it name someone else.
    if (wp === 'noun' && namesRoleOrBody(t.lemma)) return;
    const freq = frequency(lm, t.norm);
    // The model is cased: a sentence's first word is scored, like its synonyms, capitalised.
    const form = (w: string) => (/^[A-Z]/.test(t.text) ? capitalize(w) : w);
    const before = written.slice(Math.max(0, i - 2), i + 1);
    const after = toks[i + 1]?.text;
    const base = fit(lm, before, t.text, after);
    const options = synonyms(t.lemma, wp)
      // Nouns and verbs must share their usual sense both ways; adjectives come from WordNet's
      // similarity clusters, whose satellites are near-synonyms by construction.
      .filter(
        (s) => /^[a-z]+$/.test(s) && !AUXILIARIES.has(s) && (wp === 'adv' || sharesSense(t.lemma, s, wp)),
      )
      // A form another verb shares is counted with that verb's uses ("found" is mostly "find"), so it
      // is no more common, and no plainer, than the word it replaces ("launch the product").
      .map((s) => ({ lemma: s, form: inflect(t, s) }))
      .filter(({ lemma, form }) => !plain || wp !== 'verb' || !form || tokens(form)[0]?.lemma === lemma)
      .map(({ form }) => form)
      .filter((s) => s === undefined || !AUXILIARIES.has(s))
      .filter((s): s is string => s !== undefined && s !== t.norm)
      .filter((s) => usedAlike(t.norm, s))
      // "so" for "therefore" only where it links clauses: inside a clause it reads as a degree word
      // ("Staff are so asked").
      .filter((s) => s !== 'so' || i === 0 || /^(?:,|;|and)$/.test(toks[i - 1]?.norm ?? ''))
      // "program" → "programme", "organize" → "organise": a spelling of the other variety is no
      // paraphrase, and changes the writer's variety.
      .filter((s) => !spellingVariant(t.norm, s))
      // "will chair" → "will chairman": WordNet lists nouns used as verbs; the swap must read as one.
      .filter((s) => wp !== 'verb' || compromise(`to ${s}`).terms().eq(1).has('#Verb'))
      // "arrived at the warehouse" → "came at", "arrived damaged" → "came damaged": a light verb takes
      // its meaning from what follows it, so it replaces no verb before a preposition or a complement.
      .filter(
        (s) =>
          wp !== 'verb' ||
          !LIGHT_VERB.test(tokens(s)[0]?.lemma ?? s) ||
          !COMPLEMENT.test(toks[i + 1]?.pos ?? ''),
      )
      .filter((s) => {
        const f = frequency(lm, s);
        // A form the model has never seen is no word to offer ("hassling" → "chivying"), even when the
        // written word is as rare.
        if (plain) return f > 0 && f >= freq * PLAIN_MIN_FREQUENCY_RATIO && s.length <= t.norm.length;
        return f >= MIN_PROBABILITY && f >= freq * MIN_RELATIVE_FREQUENCY;
      })
      .map((s) => ({ s, fit: fit(lm, before, form(s), after) }))
      .filter((c) => c.fit >= base * (plain ? PLAIN_MIN_FIT : MIN_FIT))
      .sort((a, b) => b.fit - a.fit)
      .map((c) => c.s);
    if (options.length) out.push({ index: i, options });
  });
  return out;
}

/**
 * Least cosine of a word and its synonym in the word-vector table (similarity.ts): WordNet's shared
 * synsets include senses rare in today's prose ("accounts" → "chronicles" 0.28 or "histories" 0.57,
 * "recommends" → "advocates" 0.34, "accountant" → "controller" 0.29, "course" → "class" 0.54), against
 * 0.6–0.85 for swaps that keep the meaning ("errors" → "mistakes" 0.79, "buy" → "purchase" 0.83, "fix"
 * → "repair" 0.62). Chosen on 57 pairs written for it, none from an evaluation set.
 */
const MIN_SIMILARITY = 0.6;

/** Whether a synonym is used like the word in the vectors' corpus (a known word's unknown synonym is not). */
function usedAlike(word: string, synonym: string): boolean {
  const sim = wordSimilarity(word, synonym);
  if (sim === undefined) return wordSimilarity(word, word) === undefined;
  return sim >= MIN_SIMILARITY;
}

/** Joins tokens back with their spacing, some replaced. */
function render(toks: Tok[], replace: Map<number, string>): string {
  return toks
    .map((t, i) => {
      let w = replace.get(i) ?? t.text;
      // "a" / "an" follow the word after them once that word has changed.
      const next = replace.get(i + 1);
      if (next && /^an?$/i.test(t.text)) w = (/^[aeiou]/i.test(next) ? 'an' : 'a').replace(/^a/, t.text[0]);
      if (replace.has(i) && /^[A-Z]/.test(t.text)) w = capitalize(w);
      return (i === 0 ? '' : t.pre) + w;
    })
    .join('');
}

/** Units of time a deictic or ordinal time phrase counts in ("this quarter", "the first half of the year"). */
const TIME_UNIT =
  '(?:day|week|month|quarter|year|morning|afternoon|evening|night|weekend|season|spring|summer|autumn|winter|term|semester|half|decade)';
const COUNT = '(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\\d+|(?:a )?few|several)';
/**
 * Time adverbials that can stand at either end of a clause (Quirk et al. 8.80: adjuncts of time
 * position): deictic adverbs and phrases ("yesterday", "last week", "this quarter", "earlier this
 * year"), days and months, and prepositional phrases of time span or position ("during the second
 * half of the year", "in the last quarter", "within two hours", "by the end of the month").
 */
const TIME_ADVERBIAL = new RegExp(
  `(${[
    'yesterday|today|tomorrow',
    `(?:last|next) ${TIME_UNIT}`,
    'every (?:day|morning|evening|night|week|month|year|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)',
    'on (?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)s?',
    'in (?:\\d{4}|January|February|March|April|May|June|July|August|September|October|November|December)',
    `(?:earlier|later) (?:this|that) ${TIME_UNIT}`,
    `(?:in|during|over|throughout) the (?:first|second|third|fourth|last|past|previous|next|coming|final) (?:${COUNT} )?${TIME_UNIT}s?(?: of (?:the|this|last|next) ${TIME_UNIT})?`,
    `(?:in|during|over) (?:the )?(?:spring|summer|autumn|winter|holidays|holiday season)`,
    `within (?:${COUNT} )?(?:minute|hour|day|week|month|year)s?`,
    `(?:at|by|before|until) the (?:end|start|beginning|middle) of (?:the|this|next|last) ${TIME_UNIT}`,
  ].join('|')})`,
);
/**
 * "this quarter", "each month": a bare time noun phrase, which can also be a verb's object ("We will
 * review this quarter"), so it moves only when the word before it is no verb.
 */
const TIME_NOUN_PHRASE = new RegExp(`^([^,]+?)\\s+((?:this|each) ${TIME_UNIT})([.!?])$`);
/**
 * Reason adjuncts that stand at either end ("because of the storm", "due to low attendance", "thanks
 * to your help"); "is due to" (scheduled, owed) is no reason.
 */
const REASON_BACK = /^([^,]+?)\s+((?:because of|due to|thanks to) [^,]+?)([.!?])$/;

/** Whether two words are spellings of one word: one a prefix of the other, or at most two edits apart. */
function spellingVariant(a: string, b: string): boolean {
  return a.startsWith(b) || b.startsWith(a) || boundedDistance(a, b, 2) <= 2 || sameStem(a, b);
}

/**
 * Whether one word is a form of the other ("freeze" / "freezing", "hire" / "hiring"): they share all
 * but the last letter of the shorter. WordNet lists such nouns in one synset ("the hiring freezing").
 */
function sameStem(a: string, b: string): boolean {
  const shorter = Math.min(a.length, b.length);
  let common = 0;
  while (common < shorter && a[common] === b[common]) common++;
  return shorter >= 4 && common >= shorter - 1;
}

/** A clause ending on a preposition, whose object a time phrase after it is. */
const PREPOSITION_END =
  /\b(?:with|to|than|from|of|until|till|by|for|since|on|at|in|into|about|before|after|during|over|versus|vs\.?)$/i;

/** Whether a clause ends on a determiner, whose noun the time word after it is ("for the last week"). */
const endsOnDeterminer = (clause: string) => DETERMINER.test(clause.split(' ').at(-1)?.toLowerCase() ?? '');

/**
 * A clause after a subordinator that goes on with "and"/"but"/"or" and a verb ("since 2019 and knows
 * the market"): the second verb belongs to the main clause.
 */
const COORDINATED_CLAUSE =
  /\b(?:and|but|or)\s+(?:(?:also|still|then|now|never|always|often)\s+)?[a-z]+(?:s|ed)\b(?!\s+(?:and|or)\b)/;

/**
 * A time at the end that belongs to a phrase inside the clause, not to its main verb: a comparison
 * ("compared with the same period last year", "than last year") or the infinitive a copula
 * introduces ("Our goal is to reduce costs within six months": fronted, it would time the goal).
 */
const EMBEDDED_TIME =
  /\b(?:compared (?:with|to)|than|same (?:period|time|day|week|month|quarter)|(?:is|are|was|were) to)\b/i;

/** A verb or adjective ending a main clause whose "if" clause is its object ("wondering if", "not sure if"). */
const ASKS_IF =
  /\b(?:wonder(?:s|ed|ing)?|ask(?:s|ed|ing)?|see|check(?:s|ed|ing)?|confirm|find out|determine|decide|sure|know|knows|knew|verify|tell (?:me|us)|doubt)$/i;

/**
 * Moves a subordinate clause or a time adverbial to the other end of the sentence ("Because X, Y." ↔
 * "Y because X."; "We met yesterday." ↔ "Yesterday, we met."). `keepCase` says the first word is a
 * name or "I", which keeps its capital when it moves inside the sentence.
 */
export function reorderClauses(sentence: string, keepCase = false): string | undefined {
  const lower = (main: string) =>
    keepCase || /^I\b/.test(main) ? main : main.charAt(0).toLowerCase() + main.slice(1);
  const front =
    /^(Because|Since|When|If|Although|Though|While|After|Before|Once|Unless|As soon as)\s+([^,]+),\s+(.+?)([.!?]?)$/.exec(
      sentence,
    );
  if (front) {
    const [, sub, clause, main, end] = front;
    return `${capitalize(main)} ${sub.toLowerCase()} ${clause}${end || '.'}`;
  }
  const back =
    /^(.+?),?\s+(because|since|when|if|although|though|while|after|before|once|unless|as soon as)\s+([^,]+?)([.!?])$/.exec(
      sentence,
    );
  // "I was wondering if you could…", "check if the room is free": an "if" clause a verb asks is its
  // object, an indirect question, and no condition to put first ("If you could review…, I was
  // wondering." was written). "Let me know if…" reads as a condition either way.
  const asked = back?.[2] === 'if' && ASKS_IF.test(back[1]) && !/\blet (?:me|us) know$/i.test(back[1]);
  // "She has managed the office since 2019 and knows the market": what follows "and" is the main
  // clause's second verb, not part of the subordinate clause, so nothing moves.
  const coordinated = back !== null && COORDINATED_CLAUSE.test(back[3]);
  if (back && !asked && !coordinated && back[1].split(' ').length >= 3 && back[3].split(' ').length >= 3) {
    const [, main, sub, clause, end] = back;
    return `${capitalize(sub)} ${clause}, ${lower(main)}${end}`;
  }
  // "In June 2018, …": the time phrase ends where the date does, not after its month ("2018, the
  // board agreed … in June." was written).
  // "The client was unhappy, so we rewrote it." → "Because the client was unhappy, we rewrote it.":
  // the consequence's reason said first. Only when a subject opens the consequence ("so that", "so
  // far", "so please call" are no consequence clause).
  const consequence =
    /^([^,]+?\s[^,]+?\s[^,]+?),\s+so\s+(I|we|you|he|she|they|it|the|our|my|their|his|her|its|this|these|those)\s+([^,]+?)([.!?])$/.exec(
      sentence,
    );
  if (consequence && !/^(?:so|and|but|or|because|if|when|although)\b/i.test(consequence[1])) {
    const [, reason, subject, rest, end] = consequence;
    const said = subject === 'I' ? subject : subject.toLowerCase();
    return `Because ${lower(reason)}, ${said} ${rest}${end}`;
  }
  const timeFront = new RegExp(`^${TIME_ADVERBIAL.source}(?![\\s,]*\\d)(?!\\w),?\\s+(.+?)([.!?])$`, 'i').exec(
    sentence,
  );
  if (timeFront && timeFront[2].split(' ').length >= 3) {
    const [, when, main, end] = timeFront;
    return `${capitalize(main)} ${when.charAt(0).toLowerCase()}${when.slice(1)}${end}`;
  }
  const timeBack = new RegExp(`^([^,]+?)\\s+${TIME_ADVERBIAL.source}([.!?])$`).exec(sentence);
  // "compared with last year", "moving the deadline to next week": a time that is a preposition's
  // object stays with it ("Last year, revenue grew … compared with." was written).
  if (
    timeBack &&
    timeBack[1].split(' ').length >= 3 &&
    !PREPOSITION_END.test(timeBack[1]) &&
    !endsOnDeterminer(timeBack[1]) &&
    !EMBEDDED_TIME.test(timeBack[1])
  ) {
    const [, main, when, end] = timeBack;
    return `${capitalize(when)}, ${lower(main)}${end}`;
  }
  const timeNp = TIME_NOUN_PHRASE.exec(sentence);
  if (timeNp && timeNp[1].split(' ').length >= 3 && !PREPOSITION_END.test(timeNp[1])) {
    const [, main, when, end] = timeNp;
    const last = compromise(main).terms().last();
    if (!last.has('#Verb')) return `${capitalize(when)}, ${lower(main)}${end}`;
  }
  const reason = REASON_BACK.exec(sentence);
  if (
    reason &&
    reason[1].split(' ').length >= 3 &&
    reason[2].split(' ').length <= 7 &&
    !/\b(?:is|are|was|were|be|been|being)$/i.test(reason[1])
  ) {
    const [, main, why, end] = reason;
    return `${capitalize(why)}, ${lower(main)}${end}`;
  }
  // "The report shows that most users…" → "According to the report, most users…": a source that
  // states a finding is its attribution (not "suggests" or "implies", which hedge what "according to"
  // would assert).
  // "Attached is the agenda." → "The agenda is attached.": the letter formula's inversion undone.
  const inverted = /^(Attached|Enclosed|Included) (is|are) ([^,]+?)([.!?])$/.exec(sentence);
  if (inverted) {
    const [, where, be, what, end] = inverted;
    return `${capitalize(what)} ${be} ${where.toLowerCase()}${end}`;
  }
  // "I haven't received it yet." → "I still haven't received it.": "not … yet" and "still not" say
  // the same (Quirk et al. § 8.137).
  const notYet = /^(.+?) (have|has|had)(n['’]t| not) (\w+)([^,.!?]*?) yet([.!?])$/i.exec(sentence);
  if (notYet && !/\b(?:still|yet)\b/i.test(notYet[1])) {
    const [, subject, have, not, verb, rest, end] = notYet;
    return `${subject} still ${have}${not} ${verb}${rest}${end}`;
  }
  const source = REPORTED_FINDING.exec(sentence);
  if (source && source[3].split(' ').length >= 3) {
    const [, who, , finding] = source;
    return `According to ${lower(who)}, ${finding}`;
  }
  return undefined;
}

/** A noun phrase that states a finding in a "that" clause ("The survey found that …"). */
const REPORTED_FINDING =
  /^((?:The|Our|This|These|Their|Your|Last year's|The latest) [\w' -]+?) (shows|showed|says|said|states|stated|found|finds|confirms|confirmed|reports|reported) that ([^,].+)$/;

/**
 * Whether a sentence's first word keeps its capital inside a sentence: "I", or a word the tagger reads
 * as a name that the (cased) language model also sees capitalised more often than not ("Sarah", not
 * "Sales", which the tagger calls a name at the start of a sentence).
 */
function startsWithName(lm: LanguageModel, toks: Tok[]): boolean {
  const first = toks[0];
  if (!first) return false;
  if (first.norm === 'i') return true;
  if (first.pos !== 'PROPN') return false;
  const lower = first.text.toLowerCase();
  return lm.id(lower) === UNK_ID || lm.logProb([], first.text) > lm.logProb([], lower);
}

/**
 * The other voice where no writer would put it: an agent made up for a negated agentless passive
 * ("Someone has not approved the budget" says a particular person failed to), a negative agent ("was attended by nobody"), a "that" clause as the
 * subject ("It is shown by the report that…"), or a pro-form moved away from its phrase ("The ones
 * are not matched by the figures in the spreadsheet in the presentation").
 */
const UNSAID_VOICE =
  /(?:^|[.!?]\s+)(?:(?:Someone|Somebody) \w+(?: not|n['’]t)\b|It (?:is|was|has been|will be) \w+ by|The ones?\b)|\bby (?:nobody|no one|nothing|none)\b/;

/** A sentence opening on a possessive determiner ("Its target was exceeded by our sales team."). */
const POSSESSIVE_FIRST = /(?:^|[.!?]["”)]?\s+)(?:Its|Their|His|Her)\b/;

/**
 * paraphrase: up to `count` distinct rewordings. Each result swaps a different choice of synonyms
 * (WordNet, first sense, same part of speech and form, common enough, fitting the context under the
 * language model);
 * one also reorders a subordinate clause when the sentence has one.
 */
export function paraphrase(sentencesToks: Tok[][], count: number): string[] {
  const lm = languageModel();
  const perSentence = sentencesToks.map((toks) => ({ toks, slots: slots(toks, lm) }));
  const original = sentencesToks.map((toks) => render(toks, new Map())).join(' ');
  const results: string[] = [];
  const seen = new Set([original]);
  const maxVariants = count * 4;
  for (let v = 0; v < maxVariants && results.length < count; v++) {
    const text = perSentence
      .map(({ toks, slots: ss }) => {
        const replace = new Map<number, string>();
        ss.forEach((slot, k) => {
          // Variant v takes the (v + k)-th mix of slots and options, so variants differ from each other.
          const pick =
            (v + k) % (ss.length > 1 ? 2 : 1) === 0 || v === 0 ? Math.floor(v / 2) % slot.options.length : -1;
          if (pick >= 0 && (v < 2 || pick < slot.options.length)) replace.set(slot.index, slot.options[pick]);
        });
        let s = render(toks, replace);
        if (v % 2 === 1) s = reorderClauses(s, startsWithName(lm, toks)) ?? s;
        return s;
      })
      .join(' ');
    if (!seen.has(text)) {
      seen.add(text);
      results.push(text);
    }
  }
  // No synonym passed the filters: a phrasal verb or a more common word that fits the context, else
  // the other voice (the same statement from the other participant's side).
  if (results.length === 0) {
    // Not a sentence with a clause joined by a comma alone: the turned clause loses its link to the
    // other ("I'll take care of the slides, you handle the budget" lost who takes care of them), or
    // the clause after the comma is misread as the main one ("…, the blank pages of the map filled in"
    // → "in. was filled by…").
    const spliced = (toks: Tok[]) =>
      toks.some((t, k) => t.text === ',' && k + 1 < toks.length && isClause(surface(toks.slice(k + 1))));
    const voice = sentencesToks.map((toks) =>
      spliced(toks)
        ? render(toks, new Map())
        : (passiveToActive(toks) ?? activeToPassive(toks) ?? render(toks, new Map())),
    );
    const other = voice.join(' ');
    // "Cats are liked by me" is the other voice, but not a sentence anyone would write for "I like cats";
    // "Its target was exceeded by our sales team" puts a possessive before the noun it refers to.
    const stilted =
      (/\bby (?:me|us|you|him|her|them)\b/i.test(other) &&
        !/\bby (?:me|us|you|him|her|them)\b/i.test(original)) ||
      (POSSESSIVE_FIRST.test(other) && !POSSESSIVE_FIRST.test(original)) ||
      UNSAID_VOICE.test(other);
    const fallback =
      phrasalVerbs(sentencesToks) ??
      plainerWords(sentencesToks) ??
      equivalentPhrases(original) ??
      (other !== original && !stilted ? other : null);
    if (fallback && !seen.has(fallback)) results.push(fallback);
  }
  return results;
}

/**
 * The text with its rarer words swapped for a much more common, no longer synonym that fits the
 * context (at most `max` per sentence, best fitting first); null when no word has one.
 */
export function plainerWords(sentencesToks: Tok[][], max = 2): string | null {
  const lm = languageModel();
  let changed = false;
  const out = sentencesToks.map((toks) => {
    const replace = new Map<number, string>();
    for (const slot of slots(toks, lm, true).slice(0, max)) replace.set(slot.index, slot.options[0]);
    if (replace.size) changed = true;
    return render(toks, replace);
  });
  return changed ? out.join(' ') : null;
}

/** Phrasings that say the same in other words ("need to" / "have to"), read once. */
let equivalents: ReturnType<typeof lexicon> | undefined;

/** The text with its phrases said in the equivalent words of equivalent-phrases.tsv, when as fluent. */
export function equivalentPhrases(text: string): string | null {
  equivalents ??= lexicon(readRules(new URL('./equivalent-phrases.tsv', import.meta.url)));
  return firstFluent(text, [rewriteAll(text, [equivalents]).text]);
}

/** Adverb particles of English phrasal verbs (Quirk et al. § 16.3). */
const PARTICLE =
  /^(?:in|out|up|down|off|on|over|back|away|through|around|about|along|aside|forward|together)$/;

/** A phrasal verb must fit its context (verb, particle and the next word) at least this share as well. */
const PHRASAL_MIN_FIT = 0.02;

/**
 * The text with a verb replaced by a phrasal synonym from WordNet that fits the context under the
 * language model ("postponed the launch" → "put off the launch"): everyday English prefers them to
 * the Latinate verb. One per sentence, the best fitting; null when no verb has one that fits.
 */
export function phrasalVerbs(sentencesToks: Tok[][]): string | null {
  const lm = languageModel();
  let changed = false;
  const out = sentencesToks.map((toks) => {
    const written = ['<s>', ...toks.map((t) => t.text)];
    let best: { index: number; words: string; gain: number } | undefined;
    toks.forEach((t, i) => {
      if (t.pos !== 'VERB' || KEEP.has(t.lemma) || i === 0 || toks[i + 1]?.pos === 'PRON') return;
      // A verb with its own particle ("check in", "sign up") is already phrasal: "check out in".
      if (PARTICLE.test(toks[i + 1]?.norm ?? '')) return;
      if (isModifyingIng(toks, i)) return;
      const before = written.slice(Math.max(0, i - 2), i + 1);
      const next = toks[i + 1]?.text ?? '</s>';
      const base = lm.logProb(before, t.text) + lm.logProb([...before.slice(-2), t.text], next);
      for (const [verb, particle] of phrasalSynonyms(t.lemma)) {
        if (AUXILIARIES.has(verb) || !sharesSense(t.lemma, `${verb} ${particle}`, 'verb')) continue;
        const head = inflectVerb(t, verb);
        // A verb the model has (almost) never seen scores as its unknown word, which can look likely.
        if (frequency(lm, head) < MIN_PROBABILITY) continue;
        const score =
          lm.logProb(before, head) +
          lm.logProb([...before.slice(-2), head], particle) +
          lm.logProb([...before.slice(-1), head, particle], next);
        const gain = score - base;
        if (gain >= Math.log(PHRASAL_MIN_FIT) && (!best || gain > best.gain))
          best = { index: i, words: `${head} ${particle}`, gain };
      }
    });
    if (!best) return render(toks, new Map());
    changed = true;
    return render(toks, new Map([[best.index, best.words]]));
  });
  return changed ? out.join(' ') : null;
}
