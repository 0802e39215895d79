import { CONTRACT, EXPAND_CONTRACTIONS, fixPerfects } from './contractions';
import { lexicon, type Rule, readRules, rewriteAll, tidy, verbRules } from './lexicon';
import { sentences, surface } from './nlp';
import { numerals } from './numerals';
import { phrasalVerbs, plainerWords } from './paraphrase';
import { isPluralNoun } from './verbs';

/** The plain-language word table (plain-words.tsv): formal or wordy words and their everyday ones. */
export const PLAIN_WORDS: Rule[] = readRules(new URL('./plain-words.tsv', import.meta.url));

/** Casual words and phrases with their formal equivalents. */
const INFORMAL_TO_FORMAL: Rule[] = [
  ['gonna', 'going to'],
  ['cuz', 'because'],
  ['cos', 'because'],
  ['coz', 'because'],
  ['wanna be', 'want to be'],
  ["ain't", 'is not'],
  ['wanna', 'want to'],
  ['gotta', 'have to'],
  ['kinda', 'somewhat'],
  ['sorta', 'somewhat'],
  ['dunno', 'do not know'],
  ['gimme', 'give me'],
  ['lemme', 'let me'],
  ['ya', 'you'],
  ['u', 'you'],
  ['ur', 'your'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['thx', 'thank you'],
  ['thanks', 'thank you'],
  ['thanks a lot', 'thank you very much'],
  ['yeah', 'yes'],
  ['yep', 'yes'],
  ['yup', 'yes'],
  ['nope', 'no'],
  ['nah', 'no'],
  ['okay', 'all right'],
  ['ok', 'all right'],
  ['hey', 'hello'],
  ['hi', 'hello'],
  ['bye', 'goodbye'],
  ['cheers', 'kind regards'],
  ['awesome', 'excellent'],
  ['super', 'very'],
  ['stuff', 'things'],
  ['guys', 'everyone'],
  ['kids', 'children'],
  ['kid', 'child'],
  ['boss', 'manager'],
  ['a lot of', 'a great deal of'],
  ['lots of', 'a great deal of'],
  ['loads of', 'numerous'],
  ['a lot', 'considerably'],
  ['a bit', 'slightly'],
  ['pretty much', 'almost'],
  ['really', 'truly'],
  ['maybe', 'perhaps'],
  ['anyway', 'in any case'],
  ['sorry,', 'I apologise,'],
  ["I'm sorry", 'I apologise'],
  ['I am sorry', 'I apologise'],
  ['let me know', 'please let me know'],
  ['asap', 'as soon as possible'],
  ['btw', 'incidentally'],
  ['fyi', 'for your information'],
  ['lol', ''],
  ['big', 'large'],
  ['enough', 'sufficient'],
  ['whole', 'entire'],
  ['totally', 'completely'],
  ['get rid of', 'eliminate'],
  ['got rid of', 'eliminated'],
  ['come up with', 'devise'],
  ['came up with', 'devised'],
  ['find out', 'discover'],
  ['found out', 'discovered'],
  ['look into', 'investigate'],
  ['looked into', 'investigated'],
  ['put off', 'postpone'],
  ['check out', 'examine'],
  ['figure out', 'determine'],
  ['figured out', 'determined'],
  ['make sure', 'ensure'],
  ['made sure', 'ensured'],
  ['set up', 'establish'],
  ['think about', 'consider'],
  ['talk about', 'discuss'],
  ['talked about', 'discussed'],
  ['deal with', 'address'],
  ['get in touch', 'make contact'],
  ['right now', 'immediately'],
  ['ASAP', 'as soon as possible'],
  // Verbs whose formal counterpart takes the same objects ("buy a car" / "purchase a car").
  ...verbRules({
    buy: 'purchase',
    // Not help → assist: "help both companies grow" has no "assist" counterpart.
    start: 'commence',
    try: 'attempt',
    show: 'demonstrate',
    tell: 'inform',
    fix: 'resolve',
    check: 'verify',
  }),
];

/** Formal words and phrases with their everyday equivalents. */
const FORMAL_TO_INFORMAL: Rule[] = [
  ['dear sir or madam', 'hi there'],
  ['dear sir/madam', 'hi there'],
  ['to whom it may concern', 'hi there'],
  ['kind regards', 'cheers'],
  ['best regards', 'cheers'],
  ['yours sincerely', 'cheers'],
  ['yours faithfully', 'cheers'],
  ['however', 'but'],
  ['therefore', 'so'],
  ['thus', 'so'],
  ['consequently', 'so'],
  ['furthermore', 'also'],
  ['moreover', 'also'],
  ['additionally', 'also'],
  ['in addition', 'also'],
  ['nevertheless', 'still'],
  ['approximately', 'about'],
  ['numerous', 'lots of'],
  ['sufficient', 'enough'],
  ['regarding', 'about'],
  ['concerning', 'about'],
  ['with regard to', 'about'],
  ['perhaps', 'maybe'],
  ['children', 'kids'],
  ['prior to', 'before'],
  ['subsequently', 'later'],
  ['in order to', 'to'],
  ['additional', 'more'],
  ['I apologise', "I'm sorry"],
  ['I apologize', "I'm sorry"],
  ['thank you very much', 'thanks a lot'],
  ['thank you', 'thanks'],
  ['good morning', 'hey'],
  ['good afternoon', 'hey'],
  ['hello', 'hey'],
  ['immediately', 'right away'],
  ['excellent', 'great'],
  ['substantial', 'big'],
  ['residence', 'home'],
  ['assistance', 'help'],
  ['a great deal of', 'a lot of'],
  ['do not hesitate to', 'feel free to'],
  ['please find attached', "I've attached"],
  ['at your earliest convenience', 'when you can'],
  ['as soon as possible', 'ASAP'],
  ...verbRules({
    purchase: 'buy',
    assist: 'help',
    require: 'need',
    commence: 'start',
    attempt: 'try',
    demonstrate: 'show',
    inform: 'tell',
    obtain: 'get',
    inquire: 'ask',
    utilize: 'use',
    utilise: 'use',
    endeavour: 'try',
    receive: 'get',
    reside: 'live',

    examine: 'look at',
    investigate: 'look into',
    establish: 'set up',
    eliminate: 'get rid of',
    ascertain: 'find out',
    comprehend: 'understand',
    possess: 'have',
    acquire: 'get',
    depart: 'leave',
    enquire: 'ask',
    postpone: 'put off',
  }),
];

/** Everyday words for business prose (formal_to_informal and the casual tone). */
const EVERYDAY: Rule[] = [
  ...verbRules({
    finalize: 'wrap up',
    receive: 'get',
    postpone: 'push back',
    discuss: 'talk about',
    require: 'need',
    inform: 'tell',
    resolve: 'sort out',
    reduce: 'cut',
    schedule: 'set up',
    prepare: 'put together',
    complete: 'finish',
    approve: 'sign off on',
    report: 'say',
    hire: 'take on',
    review: 'look over',
    indicate: 'show',
    provide: 'give',
    ensure: 'make sure',
    request: 'ask for',
    purchase: 'buy',
    assist: 'help',
    contact: 'get in touch with',
    launch: 'kick off',
    cancel: 'call off',
    discover: 'find out',
    continue: 'carry on',
  }),
  ['expensive', 'pricey'],
  ['difficult', 'tough'],
  ['information', 'info'],
  ['photograph', 'photo'],
  ['telephone', 'phone'],
  ['advertisement', 'ad'],
  ['laboratory', 'lab'],
  ['major', 'big'],
  ['I believe', 'I think'],
  ['we believe', 'we think'],
  ['extremely', 'really'],
  ['very', 'really'],
  ['many', 'lots of'],
  ['a large number of', 'lots of'],
  ['contact you', 'get in touch'],
  ['significantly', 'a lot'],
  ['additional', 'more'],
  ['however', 'but'],
  ['therefore', 'so'],
  ['currently', 'right now'],
  ['approximately', 'about'],
  ['several', 'a few'],
  ['thank you', 'thanks'],
  ['make sure that', 'make sure'],
];

/** Workplace slang (heads up, loop me in) and its plain formal wording. */
const WORKPLACE_SLANG: Rule[] = [
  ['heads up', 'please note'],
  ['shoot me a message', 'send me a message'],
  ['shoot me an email', 'send me an email'],
  ['loop me in', 'keep me informed'],
  ['loop me in on', 'keep me informed about'],
  ['push the meeting', 'postpone the meeting'],
  ['touch base', 'speak'],
  ['circle back', 'follow up'],
];

const TO_FORMAL = lexicon([...WORKPLACE_SLANG, ...INFORMAL_TO_FORMAL]);
const TO_INFORMAL = lexicon([...PLAIN_WORDS, ...EVERYDAY, ...FORMAL_TO_INFORMAL]);

/** informal_to_formal: full forms for contractions, formal words for slang and casual phrasing. */
export function toFormal(text: string): string | null {
  // "So," opening a sentence is a connective; "so" elsewhere is usually an intensifier and stays.
  const r = rewriteAll(text.replace(/(^|[.!?]\s+)So,? /g, '$1Therefore, '), [EXPAND_CONTRACTIONS, TO_FORMAL]);
  let out = fixPerfects(r.text)
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
  out = tidy(out);
  return out !== text ? out : null;
}

/**
 * formal_to_informal: contractions and everyday words; with neither to apply, a phrasal verb for a
 * Latinate one, else more common synonyms, each fitting the context under the language model.
 */
export function toInformal(text: string): string | null {
  // "Dear Ana," opening a letter; "my dear friend" keeps its "dear".
  const r = rewriteAll(text, [TO_INFORMAL, CONTRACT]);
  // "But, I…" reads stiffly once "However," has become "But".
  let out = informalSyntax(tidy(r.text))
    .replace(/\b(But|So|Also|Still), /g, '$1 ')
    .replace(/^Dear (?=[A-Z])/, 'Hi ');
  if (out === text) out = goingTo(text);
  // Figures are the everyday way to write numbers ("ten percent" → "10%").
  if (out === text) out = numerals(text, 2) ?? text;
  if (out === text) out = phrasalVerbs(sentences(text)) ?? plainerWords(sentences(text)) ?? text;
  return out !== text ? out : null;
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
 * Spoken syntax: "that" after a verb of saying or thinking goes ("says that the…" → "says the…"),
 * a request starting "Please"/"Could you" becomes "Can you …?", possessive "have" after a pronoun
 * becomes "'ve got", and "has been" after a noun contracts ("The meeting's been moved").
 */
function informalSyntax(text: string): string {
  return (
    dropThat(text)
      .replace(/(^|[.!?]\s+)(?:Could|Would) you\b/g, '$1Can you')
      // Possession in speech: "you have any questions" → "you've got any questions".
      .replace(/\b(I|you|we|they) have (any|a|an|some|no|lots of|plenty of)\b/gi, "$1've got $2")
      // Perfects and "would" after a pronoun contract in speech: "we've decided", "I'd appreciate".
      .replace(
        /\b(I|you|we|they) have (been|\p{L}+ed|done|made|taken|given|seen|found|sent|had|got|gone)\b/giu,
        "$1've $2",
      )
      .replace(/\b(I|you|he|she|we|they) would (?!have\b)(?=\p{L})/giu, "$1'd ")
      .replace(
        /(^|[.!?]\s+)Please ([a-z][^.!?]*)[.!]/g,
        (_, lead: string, rest: string) => `${lead}Can you ${rest}?`,
      )
      .replace(/\b([A-Za-z]*[a-rt-z]) has (been|got)\b/g, (m, w: string, v: string) =>
        /^(?:it|he|she|that|there|who|what|this)$/i.test(w) ? m : `${w}'s ${v}`,
      )
  );
}

/**
 * The spoken future after a noun subject: "The committee will announce" → "The committee is going to
 * announce" ("are" after a plural noun). Pronoun subjects already contract ("we'll").
 */
function goingTo(text: string): string {
  let changed = false;
  const out = sentences(text).map((toks) => {
    const edits = new Map<number, string>();
    toks.forEach((t, i) => {
      const noun = toks[i - 1];
      const next = toks[i + 1];
      if (t.norm !== 'will' || !noun || !/^(?:NOUN|PROPN)$/.test(noun.pos) || next?.pos !== 'VERB') return;
      if (next.norm !== next.lemma) return;
      edits.set(i, isPluralNoun(noun.text, noun.lemma) ? 'are going to' : 'is going to');
    });
    if (edits.size) changed = true;
    return toks.map((t, i) => (i === 0 ? '' : t.pre) + (edits.get(i) ?? t.text)).join('');
  });
  return changed ? out.join(' ') : text;
}
