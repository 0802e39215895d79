import {
  CONTRACT,
  EXPAND_CONTRACTIONS,
  fixPerfects,
  restoreApostrophes,
  unstrandContractions,
} from './contractions';
import { hiddenVerbs } from './hidden-verbs';
import { firstFluent, lexicon, type Rule, readRules, rewriteAll, slor, tidy } from './lexicon';
import { endsOnAbbreviation, SENTENCE_BODY, sentences, surface, type Tok } from './nlp';
import { numerals } from './numerals';
import { phrasalVerbs, plainerWords } from './paraphrase';
import { directRequests } from './requests';
import { agreementOf, isPluralNoun, verbForms } from './verbs';

/** The plain-language word table (plain-words.tsv): formal or wordy words and their everyday ones. */
export const PLAIN_WORDS: Rule[] = readRules(new URL('./plain-words.tsv', import.meta.url));

/**
 * Plain words that fit most contexts but not all (plain-words-context.tsv): a rewrite with them must
 * pass the language model.
 */
export const PLAIN_WORDS_IN_CONTEXT = lexicon(
  readRules(new URL('./plain-words-context.tsv', import.meta.url)),
);

/** Casual words and phrases with their formal equivalents. */
const INFORMAL_TO_FORMAL = readRules(new URL('./informal-formal.tsv', import.meta.url));

/** Formal words and phrases with their everyday equivalents. */
const FORMAL_TO_INFORMAL = readRules(new URL('./formal-informal.tsv', import.meta.url));

/** Everyday words for business prose (formal_to_informal and the casual tone). */
const EVERYDAY = readRules(new URL('./everyday-words.tsv', import.meta.url));

/** Workplace slang (heads up, loop me in) and its plain formal wording. */
const WORKPLACE_SLANG = readRules(new URL('./workplace-slang.tsv', import.meta.url));

/** Chat abbreviations and clipped words ("lmk", "tbh", "thru") written out. */
const CHAT_ABBREVIATIONS = readRules(new URL('./chat-abbreviations.tsv', import.meta.url));

const TO_FORMAL = lexicon([...WORKPLACE_SLANG, ...CHAT_ABBREVIATIONS, ...INFORMAL_TO_FORMAL]);

/** One-word chat forms and slang ("gonna", "lmk", "kinda"): a message opening with one is no statement. */
const CHAT_WORDS = new Set(
  [...CHAT_ABBREVIATIONS, ...INFORMAL_TO_FORMAL]
    .map((r) => r[0].toLowerCase())
    .filter(
      (w) =>
        /^[a-z']+$/.test(w) && !/^(?:hi|hey|ok|okay|yes|no|thanks|really|maybe|big|whole|enough)$/.test(w),
    ),
);

const CHAT_WRITTEN_OUT = lexicon(CHAT_ABBREVIATIONS);

/**
 * A chat message with its abbreviations and chat spellings written out ("np, i can cover for u tmrw"
 * → "no problem, i can cover for you tomorrow"), and nothing else changed: the longer form expand can
 * give a message that is too short to frame.
 */
export function writeOutChat(text: string): string {
  return rewriteAll(chatYour(restoreApostrophes(text)), [CHAT_WRITTEN_OUT]).text.replace(
    /(^|\s)i(?=\s|'|’)/g,
    '$1I',
  );
}

/** Whether a word is a chat form or slang that informal_to_formal writes out. */
export function isChatWord(norm: string): boolean {
  return CHAT_WORDS.has(norm);
}
const TO_INFORMAL = lexicon([...PLAIN_WORDS, ...EVERYDAY, ...FORMAL_TO_INFORMAL]);

/**
 * A cause said as speech says it: "delayed due to the weather" → "delayed because of the weather".
 * Not after "be" ("the rent is due to the landlord": owed) nor before a verb ("due to start": planned).
 */
function becauseOf(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits = new Map<number, string>();
    toks.forEach((t, i) => {
      const next = toks[i + 2];
      if (t.norm !== 'due' || toks[i + 1]?.norm !== 'to' || !next) return;
      if (toks[i - 1]?.lemma === 'be' || !/^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(next.pos)) return;
      if (toks[i + 3]?.norm === 'fact') return;
      edits.set(i, t.text === 'Due' ? 'Because' : 'because');
      edits.set(i + 1, 'of');
    });
    if (edits.size) changed = true;
    return toks.map((t, i) => (i === 0 ? '' : t.pre) + (edits.get(i) ?? t.text)).join('');
  });
  return changed ? out.join(' ') : text;
}

/**
 * Forms plain English and speech share (formal_to_informal and the straightforward tone): a
 * pronoun's perfect contracted ("we've (already) decided"), likelihood as "will probably" ("is likely
 * to rise"), a cause as "because of", and a file "you can find attached" said to be attached.
 */
export function plainForms(text: string): string {
  return becauseOf(text)
    .replace(
      /\b(I|you|we|they) have ((?:already|just|recently|now|also|never|always|finally|all) )?(been|\p{L}+ed|done|made|taken|given|seen|found|sent|had|got|gone)\b/giu,
      "$1've $2$3",
    )
    .replace(/\b(?:is|are) likely to\b/g, 'will probably')
    .replace(/\b(?:was|were) likely to\b/g, 'would probably')
    .replace(/\b(?:is|are) unlikely to\b/g, "probably won't")
    .replace(
      /(^|[.!?]\s+)You (?:can|will) find ((?:the|a|an|our|my|this|these|all the) [\p{L} -]+?) (attached|enclosed|below)\b/gu,
      (_, lead: string, np: string, where: string) => {
        const head = np.split(' ').at(-1) ?? '';
        const be = /^(?:these|all)\b/.test(np) || isPluralNoun(head, head) ? 'are' : 'is';
        return `${lead}${np.charAt(0).toUpperCase()}${np.slice(1)} ${be} ${where}`;
      },
    );
}

/**
 * "must" as speech says it, "have to" / "has to" by the subject's agreement ("Each team must
 * report" → "Each team has to report"); "must not" (contracted elsewhere) and the "must have been"
 * of inference stay.
 */
function mustToHaveTo(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits = new Map<number, string>();
    toks.forEach((t, i) => {
      const next = toks[i + 1];
      if (t.norm !== 'must' || !next || /^(?:not|n't|have|'ve)$/.test(next.norm) || next.pos === 'ADV')
        return;
      let start = i;
      while (start > 0 && !/^(?:PUNCT|SCONJ|CCONJ)$/.test(toks[start - 1].pos)) start--;
      if (start === i) return;
      const a = agreementOf(toks.slice(start, i));
      edits.set(i, a === '3sg' ? 'has to' : 'have to');
    });
    if (edits.size) changed = true;
    return toks.map((t, i) => (i === 0 ? '' : t.pre) + (edits.get(i) ?? t.text)).join('');
  });
  return changed ? out.join(' ') : text;
}

/** informal_to_formal: full forms for contractions, formal words for slang and casual phrasing. */
/** The auxiliary of a contracted negation as written before "n't" ("ca" of "can't", "wo" of "won't"). */
const NEGATED_AUXILIARY: Record<string, string> = {
  is: 'Is',
  are: 'Are',
  was: 'Was',
  were: 'Were',
  do: 'Do',
  does: 'Does',
  did: 'Did',
  have: 'Have',
  has: 'Has',
  had: 'Had',
  ca: 'Can',
  could: 'Could',
  wo: 'Will',
  would: 'Would',
  should: 'Should',
};

/**
 * A negative question opening with a contraction, its "not" after the subject: "Isn't the deadline next
 * Friday?" → "Is the deadline not next Friday?" ("Is not the deadline…" was written; the full form
 * cannot stay before the subject).
 */
export function negativeQuestions(text: string): string {
  return sentences(text)
    .map((toks, n) => {
      const written = surface(toks);
      // After a question word too: "Why hasn't anyone replied?" → "Why has anyone not replied?".
      const m = /^((?:why|how|what|where|when|who|which)\s+)?(\p{L}+)n['’]t\s/iu.exec(written);
      const aux = m ? NEGATED_AUXILIARY[m[2].toLowerCase()] : undefined;
      if (!m || !aux || !/\?\s*$/.test(written)) return (n === 0 ? '' : ' ') + written;
      const wh = m[1] ? 1 : 0;
      // The subject after the contraction's two tokens ("Is" + "n't"): a pronoun, or a determiner,
      // adjectives and nouns up to the head — a noun followed by another word than a noun, or by a
      // noun that ends the question ("Won't the client mind?").
      const from = 2 + wh;
      let k = from;
      if (toks[k]?.pos === 'PRON' && !/^(?:my|your|his|her|its|our|their)$/.test(toks[k].norm)) k++;
      else {
        while (toks[k] && /^(?:DET|ADJ|NUM)$/.test(toks[k].pos) && k < from + 3) k++;
        while (toks[k] && /^(?:NOUN|PROPN)$/.test(toks[k].pos)) {
          k++;
          const next = toks[k];
          if (!next || !/^(?:NOUN|PROPN)$/.test(next.pos) || toks[k + 1]?.text === '?') break;
        }
      }
      if (k === from || !/^(?:NOUN|PROPN|PRON)$/.test(toks[k - 1].pos)) return (n === 0 ? '' : ' ') + written;
      const subject = surface(toks.slice(from, k));
      const rest = toks
        .slice(k)
        .map((t, i) => (i === 0 ? ' ' : t.pre) + t.text)
        .join('');
      const auxWord = wh ? aux.toLowerCase() : aux;
      return `${n === 0 ? '' : ' '}${wh ? `${toks[0].text} ` : ''}${auxWord} ${subject} not${rest}`;
    })
    .join('');
}

/**
 * Chat's "ur" is "your" or "you're" ("ur team" / "ur a lifesaver"): the language model reads the
 * words after it both ways and keeps the more fluent ("u r" is always "you are").
 */
function chatYour(text: string): string {
  return text
    .replace(/\bu r\b/gi, (m) => (m[0] === 'U' ? 'You are' : 'you are'))
    .replace(/\bur\b((?:\s+[\p{L}']+){1,3})/giu, (m, rest: string) => {
      const your = slor(`your${rest}`);
      const youAre = slor(`you are${rest}`);
      const word = youAre > your ? "you're" : 'your';
      return (m[0] === 'U' ? word.charAt(0).toUpperCase() + word.slice(1) : word) + rest;
    });
}

/**
 * "Right now" in a clause that states how things are ("I'm swamped right now", "We are hiring right
 * now") is "at the moment"; the table's "immediately" is for an action to be done ("Send it right
 * now"), and "I am swamped immediately" was written.
 */
function atTheMoment(text: string): string {
  return text.replace(
    /\b((?:am|is|are|was|were|'m|'re|’m|’re)\b[^,.;:!?]*?)\bright now\b/giu,
    (_, before: string) => `${before}at the moment`,
  );
}

export function toFormal(text: string): string | null {
  // "So," opening a sentence is a connective; "so" elsewhere is usually an intensifier and stays.
  // Without its comma it is one only before a subject: "So far, …", "So glad…" and "So much for…"
  // are no consequence ("Therefore, far, I have…" was written).
  const chat = chatYour(restoreApostrophes(text));
  const connective =
    /(^|[.!?]\s+)So(?:, |\s+(?=(?:I|we|you|he|she|they|it|there|the|this|that|our|my|your|their)\b))/g;
  const r = rewriteAll(negativeQuestions(atTheMoment(chat).replace(connective, '$1Therefore, ')), [
    EXPAND_CONTRACTIONS,
    TO_FORMAL,
  ]);
  let out = fixPerfects(r.text)
    // A spelled-out chat opener is an introductory phrase and takes its comma ("FYI the client…" →
    // "For your information, the client…").
    .replace(
      /(^|[.!?]\s+)(For your information|By the way|To be honest|In my opinion|In my humble opinion)(?=\s+\p{L})/gu,
      '$1$2,',
    )
    .replace(/!{2,}/g, '!')
    .replace(/!/g, '.')
    .replace(/\?{2,}/g, '?')
    .replace(/\s*(?::\)|:-\)|:D|;\)|:\(|<3)\s*/g, ' ')
    .replace(/(^|\s)i(?=\s|'|’)/g, '$1I')
    .replace(/\.{3,}/g, '.')
    .replace(/\b(please),? please\b/gi, '$1')
    // A request with "can" is the casual one: "Can you send…?" → "Could you send…?"
    .replace(
      /(^|[.!?,]\s+)([Cc])an you\b(?=[^.!]*\?)/g,
      (_, lead: string, c: string) => `${lead}${c === 'C' ? 'C' : 'c'}ould you`,
    )
    // "way faster" → "much faster": "way" as an intensifier before a comparative.
    .replace(/\bway (more|less|\p{L}+er)\b/giu, 'much $1');
  out = tidy(writtenSentences(out));
  return out !== text ? out : null;
}

/** Days and the months that are no other word ("May", "March" and "August" are). */
const CALENDAR_NAME =
  /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|april|june|july|september|october|november|december)\b/g;

/**
 * What a chat message leaves out and written prose does not: the subject of a sentence that opens
 * with its verb ("Going to be late" → "I am going to be late", "Been swamped" → "I have been…",
 * "Really appreciate it" → "I really appreciate it", "Cannot make it" → "I cannot make it"), the
 * capital of a day or month, and the full stop of a last sentence that has none.
 */
function writtenSentences(text: string): string {
  let out = text
    .replace(/(^|[.!?]\s+|,\s+)(?:going to|gonna) (?=\p{Ll})/giu, '$1I am going to ')
    .replace(/(^|[.!?]\s+|,\s+)been (?=\p{L})/giu, '$1I have been ')
    .replace(
      /(^|[.!?]\s+|,\s+)((?:truly |really )?(?:appreciate|hope|guess))\b/giu,
      (_, lead: string, verb: string) => `${lead}I ${verb.toLowerCase()}`,
    )
    .replace(
      /(^|[.!?]\s+)(cannot|can not|will not) (?!(?:you|we|they|he|she|I|it|anyone|someone)\b)/giu,
      (_, lead: string, verb: string) => `${lead}I ${verb.toLowerCase()} `,
    )
    .replace(CALENDAR_NAME, (d: string) => d.charAt(0).toUpperCase() + d.slice(1));
  // A message's last sentence often has no full stop; a written one does.
  if (/[\p{L}\p{N})]$/u.test(out.trim()) && out.trim().split(/\s+/).length >= 3) out = `${out.trimEnd()}.`;
  return out;
}

/**
 * formal_to_informal: contractions and everyday words; with neither to apply, a phrasal verb for a
 * Latinate one, else more common synonyms, each fitting the context under the language model.
 */
export function toInformal(text: string): string | null {
  // Chat's contractions with their apostrophes ("im running late" kept its "Im").
  const r = rewriteAll(restoreApostrophes(text), [TO_INFORMAL, CONTRACT]);
  r.text = unstrandContractions(r.text);
  // "But, I…" reads stiffly once "However," has become "But"; "Dear Ana," opens a letter, "my dear
  // friend" keeps its "dear". "Also," keeps its comma: an opening "Also" without one is what the
  // grammar checker flags (Harper's comma after an introductory word).
  const out = informalSyntax(plainForms(tidy(r.text)))
    .replace(/\b(But|So|Still), /g, '$1 ')
    .replace(/^Dear (?=[A-Z])/, 'Hi ');
  const words = sentences(text);
  // With nothing of that kind to change: the spoken form of a future or a modal, figures for
  // numbers ("ten percent" → "10%"), spoken sentence patterns, then everyday words that fit.
  return (
    firstFluent(text, [
      out,
      () => goingTo(text),
      () => mustToHaveTo(text),
      () => numerals(text, 2),
      () => verbsForNouns(text),
      () => hiddenVerbs(text),
      () => spokenPatterns(text),
      () => phrasalVerbs(words),
      () => plainerWords(words),
    ]) ?? (out !== text ? out : null)
  );
}

const SAYING =
  '(?:say|says|said|think|thinks|thought|believe|believes|believed|know|knows|knew|hope|hopes|hoped|guess|show|shows|showed|shown|mean|means|meant|feel|feels|felt|report|reports|reported|find|finds|found|confirm|confirms|confirmed|suggest|suggests|suggested|note|notes|noted|realize|realizes|realized|realise|realises|realised)';

const SAYING_WORD = new RegExp(`^${SAYING}$`);

/**
 * "says that inventory levels are low" → "says inventory levels are low": "that" after a verb of
 * saying or thinking goes when a clause with its own subject follows (a noun phrase, then a verb).
 * A lone singular noun after it stays ("know that man left" may be "that man").
 */
function dropThat(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const drop = new Set<number>();
    toks.forEach((t, i) => {
      if (t.norm !== 'that' || !SAYING_WORD.test(toks[i - 1]?.norm ?? '')) return;
      let j = i + 1;
      while (j < toks.length && /^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(toks[j].pos)) j++;
      const np = toks.slice(i + 1, j);
      const clear =
        np.length > 1 || (np.length === 1 && (np[0].pos !== 'NOUN' || np[0].norm !== np[0].lemma));
      if (clear && /^(?:VERB|AUX)$/.test(toks[j]?.pos ?? '')) drop.add(i);
    });
    if (drop.size) changed = true;
    return surface(toks.filter((_, i) => !drop.has(i)));
  });
  return changed ? out.join(' ') : text;
}

/**
 * A request opening with "Please" (its words after "Please" in group 2). A prohibition ("Please don't
 * forward…") or a formula ("Please feel free to…", "Please note…") is no request to ask: "Can you don't
 * forward…?", "Can you feel free to…?".
 */
const PLEASE_REQUEST = new RegExp(
  String.raw`(^|[.!?]\s+)Please (?!(?:don['’]t|do not|never|feel|note|find|accept|enjoy|rest)\b)([a-z]${SENTENCE_BODY})[.!](?=\s|$)`,
  'gu',
);

/**
 * Spoken syntax: "that" after a verb of saying or thinking goes ("says that the…" → "says the…"),
 * an indirect request or one starting "Please" becomes "Can you …?" (requests.ts), possessive "have" after a pronoun
 * becomes "'ve got", and "has been" after a noun contracts ("The meeting's been moved").
 */
function informalSyntax(text: string): string {
  return (
    dropThat(directRequests(text, 'casual') ?? text)
      // Possession in speech: "you have any questions" → "you've got any questions".
      .replace(/\b(I|you|we|they) have (any|a|an|some|no|lots of|plenty of)\b/gi, "$1've got $2")
      // "Would" after a pronoun contracts in speech: "I'd appreciate".

      .replace(/\b(I|you|he|she|we|they) would (?!have\b)(?=\p{L})/giu, "$1'd ")
      .replace(
        PLEASE_REQUEST,
        (_, lead: string, rest: string) => `${lead}Can you ${rest}${endsOnAbbreviation(rest) ? '.' : ''}?`,
      )
      .replace(
        /\b([A-Za-z]*[a-rt-z]) has (been|got)\b/g,
        (m, w: string, v: string, at: number, all: string) =>
          /^(?:it|he|she|that|there|who|what|this)$/i.test(w) || inPhraseAfterHead(all.slice(0, at))
            ? m
            : `${w}'s ${v}`,
      )
  );
}

/**
 * Whether the noun ending `before` closes a phrase after its subject's head ("The printer on the third
 * floor", "the people in accounts"): "floor's been" would read as a possessive, so "has" stays whole.
 */
function inPhraseAfterHead(before: string): boolean {
  const clause = before.split(/[.!?;:,]\s+/).pop() ?? before;
  return /\b(?:of|on|in|at|for|with|from|to|by|about|under|over|near|behind|between|without)\s/i.test(clause);
}

/**
 * The spoken future after a noun subject: "The committee will announce" → "The committee is going to
 * announce" ("are" after a plural noun). Pronoun subjects already contract ("we'll"). The word after
 * "will" is its verb whatever the tagger says ("will present" read as an adjective).
 */
function goingTo(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits = new Map<number, string>();
    toks.forEach((t, i) => {
      const noun = toks[i - 1];
      const next = toks[i + 1];
      if (t.norm !== 'will' || !noun || !/^(?:NOUN|PROPN)$/.test(noun.pos)) return;
      if (!next || !/^(?:VERB|AUX|ADJ|NOUN)$/.test(next.pos) || !/^[a-z]+$/.test(next.norm)) return;
      const head = headNounBefore(toks, i - 1);
      edits.set(i, isPluralNoun(head.text, head.lemma) ? 'are going to' : 'is going to');
    });
    if (edits.size) changed = true;
    return toks.map((t, i) => (i === 0 ? '' : t.pre) + (edits.get(i) ?? t.text)).join('');
  });
  return changed ? out.join(' ') : text;
}

/**
 * The head noun of the subject ending at `last`: past the phrases of prepositions after it ("A full
 * review [with performance benchmarks] will" agrees with "review", "The list [of names]" with "list").
 */
function headNounBefore(toks: Tok[], last: number): Tok {
  let head = toks[last];
  let j = last;
  for (;;) {
    while (j >= 0 && /^(?:NOUN|PROPN|ADJ|DET|NUM)$/.test(toks[j].pos)) j--;
    if (j < 1 || toks[j].pos !== 'ADP' || !/^(?:NOUN|PROPN)$/.test(toks[j - 1].pos)) return head;
    head = toks[j - 1];
    j -= 1;
  }
}

/** A noun phrase's words: determiners, adjectives, nouns, names, numbers, possessives. */
const NP = /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/;

/** The end of the noun phrase starting at `i` (its "of" phrases included), or `i` when none starts there. */
function nounPhraseEnd(toks: Tok[], i: number): number {
  let j = i;
  while (j < toks.length && (NP.test(toks[j].pos) || (toks[j].norm === 'of' && j > i))) j++;
  return j;
}

/** "We should discuss this": a proposal to the reader, not a duty, said "Let's discuss this". */
function letUs(toks: Tok[]): boolean {
  return (
    toks[0]?.norm === 'we' &&
    toks[1]?.norm === 'should' &&
    toks[2] !== undefined &&
    /^[a-z]+$/.test(toks[2].norm) &&
    // "We should probably update…" is no "Let's probably update…": a stance adverb needs its modal.
    !/^(?:not|be|have|probably|possibly|perhaps|maybe|definitely|certainly|really|surely|likely)$/.test(
      toks[2].norm,
    ) &&
    toks.at(-1)?.text === '.'
  );
}

/** Each proposal opening "We should" said "Let's …"; null when there is none. */
export function proposal(text: string): string | null {
  let changed = false;
  const out = sentences(text).map((toks) => {
    if (!letUs(toks)) return surface(toks);
    changed = true;
    return `Let's ${surface(toks.slice(2))}`;
  });
  return changed ? out.join(' ') : null;
}

/** Words that open a clause whose subject follows its verb ("Nearby is …", "Attached are …"). */
const INVERTING_OPENER =
  /^(?:nearby|here|there|below|above|inside|outside|attached|enclosed|included|beyond|opposite|next|also|such|behind|beside|among|ahead)$/;

/**
 * Sentence patterns of speech, each only where its frame is clear: a past verb's "no" as "didn't …
 * any" ("found no errors" → "didn't find any errors"), "we expect X to do" as "we think X will do",
 * "We should" opening a proposal as "Let's", and a singular noun subject's "is" contracted ("The
 * office's closed").
 */
export function spokenPatterns(text: string): string | null {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const words = toks.map((t) => t.text);
    const at = (i: number, w: string) => {
      words[i] = w;
      changed = true;
    };
    toks.forEach((t, i) => {
      const prev = toks[i - 1];
      const next = toks[i + 1];
      // "The audit found no errors": a past verb (no auxiliary before it) and "no" before a noun phrase.
      if (
        t.pos === 'VERB' &&
        next?.norm === 'no' &&
        nounPhraseEnd(toks, i + 2) > i + 2 &&
        prev &&
        /^(?:NOUN|PROPN|PRON)$/.test(prev.pos) &&
        t.lemma !== 'be' &&
        t.lemma !== 'have' &&
        verbForms(t.lemma).past === t.norm &&
        t.norm !== t.lemma
      ) {
        at(i, `didn't ${t.lemma}`);
        at(i + 1, 'any');
      }
    });
    const first = toks[0];
    // "We expect the new system to save time" → "We think the new system will save time".
    const expect = toks.findIndex((t, i) => i === 1 && /^(?:expect|expected)$/.test(t.norm));
    if (expect === 1 && /^(?:i|we|they)$/.test(first.norm)) {
      const end = nounPhraseEnd(toks, 2);
      const verb = toks[end + 1];
      if (end > 2 && toks[end]?.norm === 'to' && verb && /^[a-z]+$/.test(verb.norm)) {
        const past = toks[1].norm === 'expected';
        at(1, past ? 'thought' : 'think');
        at(end, past ? 'would' : 'will');
      }
    }
    if (letUs(toks)) {
      at(0, "Let's");
      words[1] = '';
    }
    // "The office is closed" → "The office's closed": a singular noun subject opening the sentence.
    const is = toks.findIndex((t) => t.norm === 'is');
    if (
      is > 0 &&
      nounPhraseEnd(toks, 0) === is &&
      /^(?:NOUN|PROPN)$/.test(toks[is - 1].pos) &&
      !isPluralNoun(toks[is - 1].text, toks[is - 1].lemma) &&
      !/s$/.test(toks[is - 1].norm) &&
      toks[is + 1]?.norm !== 'not' &&
      // "Nearby is Central Market", "Attached is the form": a fronted place word inverts the clause
      // (Quirk et al. § 18.23), so "is" belongs to the subject after it ("Nearby's Central Market").
      !INVERTING_OPENER.test(toks[0].norm)
    ) {
      at(is - 1, `${toks[is - 1].text}'s`);
      words[is] = '';
    }
    return tidy(toks.map((t, i) => (i === 0 || !words[i] ? '' : t.pre) + words[i]).join(''));
  });
  return changed ? out.join(' ') : null;
}

/** A plan or aim stated as a noun ("Our goal is to…") and the verb that says it ("We want to…"). */
const AIM_VERBS: Record<string, string> = {
  goal: 'want',
  aim: 'want',
  objective: 'want',
  plan: 'plan',
  intention: 'intend',
};

/**
 * Verbs for nouns (plain-language guides: "use verbs, not nouns made from them"): "Our goal is to
 * double sales" → "We want to double sales", "My plan is to" → "I plan to".
 */
export function verbsForNouns(text: string): string | null {
  const out = text.replace(
    /(^|[.!?]\s+)(Our|My) (?:main |first |top )?(goal|aim|objective|plan|intention) is to (?=\p{Ll})/gu,
    (_, lead: string, who: string, noun: string) =>
      `${lead}${who === 'Our' ? 'We' : 'I'} ${AIM_VERBS[noun]} to `,
  );
  return out !== text ? out : null;
}

const NECESSARY = /^(?:important|essential|vital|necessary|critical|crucial|imperative)$/;
const SUBJECT_CASE: Record<string, string> = { us: 'we', them: 'they', me: 'I', him: 'he', her: 'she' };

/**
 * Necessity said with "must" (plain-language guides: "it is essential" → "must"): "It is important
 * that we meet the deadline" → "We must meet the deadline", "It is necessary for staff to sign in" →
 * "Staff must sign in". Only when the clause's subject and base verb are clear.
 */
function mustForNecessity(toks: Tok[]): string | null {
  let i = 0;
  if (toks[0]?.norm !== 'it' || toks[1]?.norm !== 'is') return null;
  i = 2;
  if (/^(?:absolutely|very|extremely|really|also)$/.test(toks[i]?.norm ?? '')) i++;
  if (!NECESSARY.test(toks[i]?.norm ?? '')) return null;
  const link = toks[i + 1]?.norm;
  const start = i + 2;
  let end = start;
  // A word after the subject's noun and before a determiner is the verb, whatever its tag ("that all
  // members complete the training").
  const verbAt = (k: number) =>
    k > start &&
    toks[k].pos !== 'ADP' &&
    /^(?:NOUN|PRON|PROPN)$/.test(toks[k - 1].pos) &&
    /^(?:DET|PRON)$/.test(toks[k + 1]?.pos ?? '');
  // "that all visitors [to the factory] wear": a phrase after the subject's noun is part of the
  // subject ("must" had been written after "visitors").
  const inSubject = (k: number) =>
    /^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(toks[k].pos) ||
    (toks[k].pos === 'ADP' &&
      k > start &&
      toks[k].norm !== 'that' &&
      /^(?:NOUN|PROPN)$/.test(toks[k - 1].pos) &&
      /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[k + 1]?.pos ?? ''));
  while (end < toks.length && inSubject(end) && !verbAt(end)) end++;
  if (end === start) return null;
  const verb = toks[end];
  let rest: number;
  let base: string | undefined;
  if (link === 'that') {
    if (!verb) return null;
    // "that we meet" (base form), "that the room is ready" / "should be ready" (be, a modal).
    if (/^(?:should|shall|will|must)$/.test(verb.norm)) rest = end + 1;
    else if (/^(?:is|are|be)$/.test(verb.norm)) rest = end;
    else if (verb.pos === 'VERB' && verbForms(verb.lemma).s === verb.norm) {
      // The indicative "that the manager signs" is the base verb after "must".
      base = verb.lemma;
      rest = end;
    } else if (
      (verb.pos === 'VERB' && verb.norm === verb.lemma) ||
      (verbAt(end) && !/[^s]s$/.test(verb.norm))
    )
      rest = end;
    else return null;
  } else if (link === 'for') {
    if (verb?.norm !== 'to' || !toks[end + 1] || verbForms(toks[end + 1].norm).base !== toks[end + 1].norm)
      return null;
    rest = end + 1;
  } else return null;
  const subject = toks
    .slice(start, end)
    .map((t, k) => (k === 0 ? '' : t.pre) + (SUBJECT_CASE[t.norm] ?? t.text));
  // "that the manager reads it and signs it": the second verb of the indicative is a base form too.
  const second = (t: Tok, k: number) =>
    base !== undefined &&
    // The tagger may read it as a plural noun ("and signs it"): an object after it makes it a verb.
    (t.pos === 'VERB' || /^(?:DET|PRON)$/.test(toks[rest + k + 1]?.pos ?? '')) &&
    toks[rest + k - 1]?.norm === 'and' &&
    verbForms(t.lemma).s === t.norm;
  const tail = toks
    .slice(rest)
    .map(
      (t, k) =>
        (k === 0 ? '' : t.pre) +
        (k === 0 && /^(?:is|are)$/.test(t.norm)
          ? 'be'
          : k === 0 && base
            ? base
            : second(t, k)
              ? t.lemma
              : t.text),
    );
  const first = subject[0];
  const lead =
    first === 'I' || toks[start].pos === 'PROPN' ? first : first.charAt(0).toUpperCase() + first.slice(1);
  return `${[lead, ...subject.slice(1)].join('')} must ${tail.join('')}`.replace(/ ([.!?])$/, '$1');
}

/**
 * "is responsible for the payroll" → "handles the payroll" (Federal Plain Language Guidelines), by
 * the tense and number of "be"; not before an -ing form ("responsible for making sure").
 */
function handles(toks: Tok[]): Map<number, string> {
  const edits = new Map<number, string>();
  toks.forEach((t, i) => {
    const next = toks[i + 3];
    if (t.lemma !== 'be' || toks[i + 1]?.norm !== 'responsible' || toks[i + 2]?.norm !== 'for') return;
    if (!next || !/^(?:DET|ADJ|NOUN|PROPN|PRON|NUM)$/.test(next.pos) || /ing$/.test(next.norm)) return;
    const verb = /^(?:was|were)$/.test(t.norm)
      ? 'handled'
      : t.norm === 'is'
        ? 'handles'
        : /^(?:are|am)$/.test(t.norm)
          ? 'handle'
          : '';
    if (!verb) return;
    edits.set(i, verb);
    edits.set(i + 1, '');
    edits.set(i + 2, '');
  });
  return edits;
}

/**
 * Plain-language sentence patterns: necessity with "must", "is responsible for" as "handles",
 * "currently" left to the present tense ("is currently behind" → "is behind"), verbs for nouns
 * ("Our goal is to" → "We want to"). Null when none applies.
 */
export function plainSyntax(text: string): string | null {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const must = mustForNecessity(toks);
    if (must) {
      changed = true;
      return must;
    }
    const edits = handles(toks);
    toks.forEach((t, i) => {
      if (t.norm !== 'currently') return;
      const prev = toks[i - 1];
      if ((prev && /^(?:is|are|am|'s|'re|'m)$/.test(prev.norm)) || (i === 0 && toks[1]?.text === ',')) {
        edits.set(i, '');
        if (i === 0) edits.set(1, '');
      }
    });
    if (edits.size) changed = true;
    return tidy(
      toks
        .map((t, i) => {
          const w = edits.get(i) ?? t.text;
          return (i === 0 || !w ? '' : t.pre) + w;
        })
        .join(''),
    );
  });
  const joined = changed ? out.join(' ') : text;
  const aims = verbsForNouns(joined);
  return aims ?? (changed ? joined : null);
}
