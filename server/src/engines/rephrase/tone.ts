import compromise from 'compromise';
import { tighten } from './concise';
import {
  confidentClosing,
  confidentFrame,
  NEED_REQUEST,
  withoutEvidentialOpening,
  withoutHedgingDegree,
  withoutTrailingHedge,
} from './confident';
import { confidentPhrasing, framedAfterOpening } from './confident-phrasing';
import { CONTRACT, restoreApostrophes, unstrandContractions } from './contractions';
import { diplomaticPhrasing } from './diplomatic-phrasing';
import { withoutFillers } from './hedges';
import { hiddenVerbs } from './hidden-verbs';
import { firstFluent, lexicon, type Rule, rewriteAll, tidy, verbRules } from './lexicon';
import {
  articleBefore,
  capitalize,
  decapitalize,
  endsOnAbbreviation,
  SENTENCE_BODY,
  sentences,
  surface,
} from './nlp';
import { numerals } from './numerals';
import { phrasalVerbs, plainerWords } from './paraphrase';
import { opensWithFragment, recommended } from './phrasing';
import { professionalPhrasing } from './professional-phrasing';
import {
  isChatWord,
  PLAIN_WORDS,
  PLAIN_WORDS_IN_CONTEXT,
  plainForms,
  plainSyntax,
  proposal,
  toFormal,
  toInformal,
} from './register';
import {
  directRequests,
  FORMULA,
  requestedAction,
  SIGN_OFF,
  SPEECH_ACT,
  startsWithAction,
  WRITER_FRAME,
} from './requests';
import { simplestVerbForms } from './simple-verbs';
import { passiveToActive } from './voice';

/**
 * Hedges that make a statement tentative; confident and straightforward tones drop them. The fillers
 * that hedge only in some places ("kind of", "a bit", "just") are dropped by `withoutFillers`
 * (hedges.ts), which reads their context.
 */
const HEDGES: Rule[] = [
  // A verb of thought with its own object is no hedge ("I think so", "I believe in the plan"): it stays.
  ...['think', 'believe', 'guess', 'suppose', 'hope'].flatMap((verb) =>
    ['so', 'not', 'in', 'of', 'about'].map((after): Rule => [`I ${verb} ${after}`, `I ${verb} ${after}`]),
  ),
  ['I think that', ''],
  ['I think', ''],
  ['I believe that', ''],
  ['I believe', ''],
  ['I feel like', ''],
  ['I guess', ''],
  ['I suppose', ''],
  ['perhaps', ''],
  ['maybe', ''],
  ['possibly', ''],
  ['probably', ''],
  ['hopefully,', ''],
  ['hopefully', ''],
  ['somewhat', ''],
  ["I'm not sure, but", ''],
  ["I'm not sure but", ''],
  ['I was wondering if you could', 'please'],
  // A request wrapped in the reader's ability or the writer's hope is a "please".
  ...[
    'would you be able to',
    'will you be able to',
    'are you able to',
    'I hope you can',
    'we hope you can',
  ].map((wrapped): Rule => [wrapped, 'please']),
  ['I was wondering if you would', 'please'],
  ['if possible,', ''],
  ['if possible', ''],
];

/** Direct phrasing for a straightforward tone: requests and plans said plainly. */
const PLAIN: Rule[] = [
  ...PLAIN_WORDS,
  ['please', ''],
  // A request wrapped in how welcome it would be ("It would be great if you could review …") is a
  // "please"; a wish wrapped in whether it is possible ("I was wondering whether it might be possible
  // to move …") is the wish itself.
  ...['great', 'helpful', 'useful', 'ideal', 'wonderful', 'nice', 'good'].map(
    (adjective): Rule => [`it would be ${adjective} if you could`, 'please'],
  ),
  ...['whether', 'if'].flatMap((conjunction) =>
    ['would', 'might', 'could'].map(
      (modal): Rule => [`I was wondering ${conjunction} it ${modal} be possible to`, 'I would like to'],
    ),
  ),
  ['I would appreciate it if you could', 'please'],
  ['we would appreciate it if you could', 'please'],
  ['I would be grateful if you could', 'please'],
  ['we would be grateful if you could', 'please'],
  // Uncertainty said plainly: "I'm not sure whether" is "I don't know whether".
  ...['whether', 'if'].flatMap((c): Rule[] => [
    [`I'm not sure ${c}`, `I don't know ${c}`],
    [`I’m not sure ${c}`, `I don’t know ${c}`],
    [`I am not sure ${c}`, `I do not know ${c}`],
  ]),
  ['I would like to', 'I want to'],
  ['we plan to', 'we will'],
  // A plan said as a commitment, as "we plan to" and "we aim to" are.
  ['we are planning to', 'we will'],
  ['I am planning to', 'I will'],
  ['we intend to', 'we will'],
  ['I intend to', 'I will'],
  ['we have decided to', 'we will'],
  ['I have decided to', 'I will'],
  ['we would like to', 'we want to'],
  ['I recommend that we', 'we should'],
  ['I suggest that we', 'we should'],
  ['I propose that we', 'we should'],
  ['significantly', 'a lot'],
  ['let me know', 'tell me'],
  ['make sure that', 'make sure'],
  ['any questions you may have', 'your questions'],
  ['any questions that you may have', 'your questions'],
];

/**
 * A question wrapped in the reader's opinion asked directly: "Do you think we should hire a
 * temp?" → "Should we hire a temp?".
 */
function askDirectly(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)Do you think (?:that )?(we|I|they) (should|could|can|will) /g,
    (_, lead: string, who: string, modal: string) =>
      `${lead}${modal.charAt(0).toUpperCase()}${modal.slice(1)} ${who === 'I' ? 'I' : who} `,
  );
}

/**
 * A proposal put as a question said as one: "Can we move our call to Wednesday?" → "Let's move our
 * call to Wednesday." (straightforward and confident tones). Only "can", "could" and "shall", which
 * propose; "should we…?" asks for an opinion.
 */
function proposeDirectly(text: string): string {
  return text.replace(
    /(^|[.!?]\s+)(?:Can|Could|Shall) we (?:please )?([^.!?]+)\?/g,
    (m, lead: string, body: string) => (startsWithAction(body) ? `${lead}Let's ${body}.` : m),
  );
}

/** Business-register words for a professional tone, after informal_to_formal's own. */
const PROFESSIONAL: Rule[] = [
  // "send" → "forward" only in a request (professional-phrasing.ts): "She sent me an email" is no
  // "She forwarded…".
  ...verbRules({
    need: 'require',
    show: 'indicate',
    finish: 'complete',
    check: 'verify',
    hire: 'recruit',
    'make sure': 'ensure',
    'go over': 'review',
    approve: 'authorize',
  }),
  // "ask for" is "request"; "ask legal to rewrite it" is not "request legal to".
  ...verbRules({ 'ask for': 'request' }),
  // "inform" takes the person told and a clause ("thank you for informing yours", "inform me the date").
  ...verbRules(
    Object.fromEntries(
      ['me', 'us', 'you', 'him', 'her', 'them', 'everyone'].flatMap((o) =>
        ['about', 'that', 'when', 'once'].map((c) => [`tell ${o} ${c}`, `inform ${o} ${c}`]),
      ),
    ),
  ),
  // "need to finalize" is not "require to finalize": the infinitive keeps "need".
  ['need to', 'need to'],
  ['needs to', 'needs to'],
  ['needed to', 'needed to'],
  ['significantly', 'substantially'],
  ['we received', 'we have received'],
  ['I received', 'I have received'],
  ['contact you', 'be in touch with you'],
  ['a lot of', 'a significant amount of'],
  ['really', 'particularly'],
  ['okay', 'acceptable'],
  ['plan to', 'intend to'],
  ['maybe', 'perhaps'],
  // Possibility and impression in the register of correspondence ("The update might slow the site" →
  // "may slow"; "It seems that" → "It appears that").
  ['might as well', 'might as well'],
  ['might', 'may'],
  ['it seems that', 'it appears that'],
  ['it seems like', 'it appears that'],
  ['seems to', 'appears to'],
  ['seem to', 'appear to'],
  ['big', 'significant'],
  ['problems', 'issues'],
  ['lots of', 'numerous'],
  ['I think', 'I believe'],
  ['happy to', 'pleased to'],
  // The writer's stance in the register of correspondence ("I hope the client will…" → "I trust the
  // client will…", "I am worried that" → "I am concerned that", "I want the report" → "I would like the
  // report"). Each only where its object is the clause or phrase the formal word takes: "hope to",
  // "hope for", "hope so", "afraid of", "afraid not" keep their words, and "expect" and "assume" change
  // only before "that" ("assume full responsibility" is no "presume").
  ...['I', 'we'].flatMap((who): Rule[] => [
    [`${who} hope that`, `${who} trust that`],
    [`${who} hope to`, `${who} hope to`],
    [`${who} hope for`, `${who} hope for`],
    [`${who} hope so`, `${who} hope so`],
    [`${who} hope not`, `${who} hope not`],
    [`${who} hope`, `${who} trust`],
    [`${who} expect that`, `${who} anticipate that`],
    [`${who} assume that`, `${who} presume that`],
    [`${who} want`, `${who} would like`],
  ]),
  ...[
    ['I am', 'I'],
    ["I'm", 'I'],
    ['we are', 'we'],
    ["we're", 'we'],
  ].flatMap(([who, subject]): Rule[] => [
    [`${who} not sure`, `${who} not certain`],
    [`${who} afraid that`, `${subject} regret that`],
    [`${who} afraid of`, `${who} afraid of`],
    [`${who} afraid not`, `${who} afraid not`],
    [`${who} afraid so`, `${who} afraid so`],
    [`${who} afraid`, `${subject} regret that`],
  ]),
  ['worried', 'concerned'],
  ['would suggest', 'would recommend'],
  // An event moved in time: "has moved to June 14" (intransitive) and "moved to Leeds" (a place) are no
  // "rescheduled for".
  ...['is', 'are', 'was', 'were', 'been', 'be'].flatMap((be): Rule[] =>
    [
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
      'next week',
      'tomorrow',
      'a later date',
    ].map((when): Rule => [`${be} moved to ${when}`, `${be} rescheduled for ${when}`]),
  ),
];

/** A casual tone goes one step further than formal_to_informal. */
const CASUAL: Rule[] = [['would like to', 'want to']];

const CONFIDENT: Rule[] = [
  ...HEDGES,
  ['in my opinion,', ''],
  ['in my opinion', ''],
  ['in our opinion,', ''],
  ['in our opinion', ''],
  // What only seems so is said to be so ("The report appears to be complete" → "is complete").
  ['appears to be', 'is'],
  ['seems to be', 'is'],
  ['appear to be', 'are'],
  ['seem to be', 'are'],
  ['need to', 'must'],
  ['we plan to', 'we will'],
  // A plan said as a commitment, as "we plan to" and "we aim to" are.
  ['we are planning to', 'we will'],
  ['I am planning to', 'I will'],
  ['we intend to', 'we will'],
  ['I intend to', 'I will'],
  // A recommendation said firmly, still as one: "we will" would announce a decision nobody took.
  ['we should', 'we need to'],
  ['would like to', 'want to'],
  ['could you please', 'please'],
  ['could you', 'please'],
  ['maybe we could', "let's"],
  ['might', 'will'],
  ['may be able to', 'will'],
  ['should be able to', 'will'],
  // A tentative "could" of the writer's or a thing's ("we could save", "this could help") said as "can";
  // not a past ability in a narrative ("asked how he could tell") nor a perfect ("could have").
  ...['I', 'we', 'you', 'they', 'it', 'this', 'that'].flatMap((who): Rule[] => [
    [`${who} could`, `${who} can`],
    [`${who} could have`, `${who} could have`],
  ]),
  ['try to', ''],
  ['I hope to', 'I will'],
  ['we hope to', 'we will'],
  ['I hope', 'I am confident'],
  ['we hope', 'we are confident'],
  // A suggestion said as a recommendation, an aim as a commitment, an opinion without its "I feel".
  ['I suggest', 'I recommend'],
  ['we suggest', 'we recommend'],
  ['I would suggest', 'I recommend'],
  ['we would suggest', 'we recommend'],
  ['I feel that', ''],
  ['we feel that', ''],
  ['we aim to', 'we will'],
  ['I aim to', 'I will'],
  ['we expect to', 'we will'],
  ['I expect to', 'I will'],
  // Throat-clearing before the news ("I just wanted to let you know that the invoice is paid"): the
  // news said on its own.
  ...['I', 'we', 'I just', 'we just'].flatMap((who): Rule[] =>
    ['wanted to let you know that', 'want to let you know that', 'wanted to mention that'].map(
      (frame): Rule => [`${who} ${frame}`, ''],
    ),
  ),
];

const EMPATHETIC: Rule[] = [
  ['you must', 'you may need to'],
  ['you have to', 'you may need to'],
  ['you failed to', "it looks like you weren't able to"],
  // Before its comma first: "Unfortunately, the model…" → "I'm sorry to say that the model…".
  ['unfortunately,', "I'm sorry to say that"],
  ['unfortunately', "I'm sorry to say that"],
  ['problem', 'concern'],
  ['problems', 'concerns'],
  ['complaint', 'concern'],
  // Only where "be" says it: "the wrong person" is no "the not quite right person".
  ...['is', 'are', 'was', 'were', "'s", "'re"].map((be): Rule => [`${be} wrong`, `${be} not quite right`]),
  ['you should', 'it might help to'],
];

const DIPLOMATIC: Rule[] = [
  ['you must', 'you might want to'],
  ['you should', 'you may want to'],
  ['we should', 'we might want to'],
  // Negated advice softened as a whole ("You may want to not share…" splits the infinitive).
  ['you should not', 'you may not want to'],
  ["you shouldn't", 'you may not want to'],
  ['we should not', 'we might not want to'],
  ["we shouldn't", 'we might not want to'],
  // Already hedged: the hedge said gently once, not twice ("Maybe we might want to…").
  ['maybe we should', 'perhaps we could'],
  ['perhaps we should', 'perhaps we could'],
  ['we need to', 'we may need to'],
  ['let me know', 'please let me know'],
  ['you need to', 'it would help if you could'],
  ['you are wrong', 'I see this a little differently'],
  ["you're wrong", 'I see this a little differently'],
  // "I disagree with the plan": the object stays where the verb can take it.
  ['I disagree with', 'I am not sure I agree with'],
  ['we disagree with', 'we are not sure we agree with'],
  ['I disagree', 'I see this a little differently'],
  // A demand said as a wish, a worry and a doubt said gently ("I want the report by Friday" → "I would
  // like the report…", "I am worried that" → "I am a little concerned that", "I doubt the supplier can…"
  // → "I am not sure the supplier can…"); "I doubt it" keeps its object.
  ...['I', 'we'].map((who): Rule => [`${who} want`, `${who} would like`]),
  ...['am', 'are', "'m", "'re", 'is'].map((be): Rule => [`${be} worried`, `${be} a little concerned`]),
  ['I doubt it', 'I doubt it'],
  ['I doubt', 'I am not sure'],
  ['we doubt', 'we are not sure'],
  ['that is incorrect', 'that may not be entirely accurate'],
  ["that's incorrect", 'that may not be entirely accurate'],
  // Judgements softened where "be" says them of something ("The figures are wrong"): before a noun
  // ("the wrong file", "bad weather") the word names a fact, and "never" or "no" would change the claim.
  ...['is', 'are', 'was', 'were', "'s", "'re"].flatMap((be): Rule[] => [
    [`${be} wrong`, `${be} not quite right`],
    [`${be} bad`, `${be} less than ideal`],
    [`${be} terrible`, `${be} far from ideal`],
    [`${be} impossible`, `${be} very difficult`],
  ]),
  // "failed to pique" is no "did not succeed to pique", "failed the audit" no "did not succeed the audit".
  ['failed to', 'did not manage to'],
  ['failed the', 'did not pass the'],
  ['failed', 'did not succeed'],
  // After "have", the participle: "the build has failed" is no "has did not succeed".
  ...['has', 'have', 'had', "'s", "'ve", "'d"].flatMap((have): Rule[] => [
    [`${have} failed to`, `${have} not managed to`],
    [`${have} failed the`, `${have} not passed the`],
    [`${have} failed`, `${have} not succeeded`],
  ]),
  ['problem', 'challenge'],
  ['problems', 'challenges'],
];

const PERSUASIVE: Rule[] = [
  ['good', 'excellent'],
  ['important', 'essential'],
  ['useful', 'invaluable'],
  ['nice', 'outstanding'],
  ['helpful', 'remarkably helpful'],
  ['I think', 'I am convinced'],
  ['we think', 'we are convinced'],
  // The writer's own stance said at full strength: belief as conviction, a suggestion or a
  // recommendation made strongly, pleasure as delight, thanks and agreement in full.
  ['I believe', 'I am convinced'],
  ['we believe', 'we are convinced'],
  ...['I', 'we'].flatMap((who): Rule[] => [
    [`${who} recommend`, `${who} strongly recommend`],
    [`${who} suggest`, `${who} strongly suggest`],
    [`${who} appreciate`, `${who} truly appreciate`],
    [`${who} agree`, `${who} fully agree`],
  ]),
  ['pleased to', 'delighted to'],
  ['happy to', 'delighted to'],
  ['glad to', 'delighted to'],
  ['excited to', 'thrilled to'],
  ['should', 'really should'],
  // Not twice ("really should really"), nor in a question, where "should" comes before its subject
  // ("Really should we cancel…?").
  ['really should', 'really should'],
  ['should really', 'should really'],
  ...[
    'I',
    'we',
    'you',
    'they',
    'he',
    'she',
    'it',
    'the',
    'this',
    'that',
    'our',
    'your',
    'their',
    'everyone',
    'anyone',
  ].map((who): Rule => [`should ${who}`, `should ${who}`]),
  ['improve', 'dramatically improve'],
  ['maybe', ''],
  ['perhaps', ''],
  ['big', 'enormous'],
  ['great', 'exceptional'],
  // "The demo went great": "great" says how it went, and an adjective cannot ("went exceptional").
  ...['went', 'go', 'goes', 'going', 'gone', 'doing', 'did', 'done'].map(
    (v): Rule => [`${v} great`, `${v} exceptionally well`],
  ),
];

/**
 * "will/can help" said as "will/can make a real difference" only where "help" has no object or
 * infinitive after it ("This will help.", "can help with the move"): "can help us reduce waste" is
 * no "can make a real difference us reduce waste".
 */
const HELP_ALONE = /\b(will|can) help(?=\s*(?:[.!?,;:]|$)|\s+with\b)/gi;

/** An intensifier before one of the strong adjectives above ("very essential"), which it cannot grade. */
const STACKED_INTENSIFIER =
  /\b(?:(a|an)\s+)?(?:super|very|really|so|quite|pretty|extremely|truly|real)\s+(excellent|essential|invaluable|outstanding|enormous|exceptional|delighted|thrilled)\b/gi;

/** The strong word alone, the article before the removed intensifier agreeing with it ("a excellent"). */
const unstacked = (_m: string, article: string | undefined, word: string) => {
  return article ? `${articleBefore(word, article)} ${word}` : word;
};

const FRIENDLY: Rule[] = [
  ['hello', 'hi'],
  ['kind regards', 'best wishes'],
  ['regards', 'best wishes'],
  // Formulas only where they open a clause ("to thank you" is a verb); "thanks to" (because of) and
  // "many thanks" stay.
  ['thank you', 'thanks so much', 'formula'],
  ['thanks', 'thanks so much', 'formula'],
  ['thanks to', 'thanks to'],
  ['many thanks', 'many thanks'],
  ['please', 'please could you'],
];

const LEX = {
  confident: lexicon(CONFIDENT),
  straightforward: lexicon([...HEDGES, ...PLAIN]),
  casual: lexicon(CASUAL),
  professional: lexicon(PROFESSIONAL),
  empathetic: lexicon(EMPATHETIC),
  diplomatic: lexicon(DIPLOMATIC),
  persuasive: lexicon(PERSUASIVE),
  friendly: lexicon(FRIENDLY.filter(([w]) => w !== 'please')),
};

const NEGATIVE =
  /\b(?:problem|issue|delay|delayed|late|overdue|sorry|regret|unfortunately|unsuccessful|unable|unavailable|cannot|can't|won't|not|fail|failed|error|wrong|mistake|complaint|lost|broken|cancel(?:l?ed)?|postponed|rejected|declined|outages?|disruptions?|(?:is|are|was|were|be|been) down)\b/i;
/** A problem put right ("fixed the login problem", "the issue has been resolved", "is back up"). */
const RESOLVED =
  /\b(?:fix(?:ed|es)?|resolved?|solved?|sorted(?: out)?|repaired|restored|cleared up)\b(?![^.!?]*\b(?:not|never|yet|still)\b)|\b(?:is|are) (?:back up|working again|running again)\b/i;
/** The writer's own doubt ("I am not sure…", "we're not certain whether…"). */
const UNSURE = /\b(?:I|we)(?:['’]m| am|['’]re| are) not (?:sure|certain)\b/i;
/** The writer letting the reader down: an apology, a refusal or being late. */
const LETTING_DOWN =
  /\b(?:sorry|apologi[sz]e|apologies|(?:I|we) (?:can't|cannot|can not|won't|will not|couldn't|could not)|(?:I'm|I am|we're|we are|running|(?:I|we)(?:'ll| will) be|gonna be) late)\b|^(?:can't|cannot) make it\b/i;
/** The writer thanking the reader. */
const THANKING = /^(?:thanks|thank you|many thanks|thx|thnx|tks|ty)\b/i;
const GREETING = /^(?:hi|hey|hello|dear|good (?:morning|afternoon|evening))\b/i;
const IMPERATIVE =
  /^(?:send|give|call|tell|bring|fix|finish|stop|make|let|check|update|review|submit|reply|email|write|read|do)\b/i;

/** The writer's opinion ("I believe…", "We strongly feel…"), which a diplomatic frame can offer modestly. */
const OPINION =
  /^(?:I|We)(?: really| strongly| do| also)? (?:think|believe|feel|suppose|expect|suggest|recommend)\b/;

/**
 * A statement the writer already hedges ("probably", "it seems", "I think", "might"): a frame that
 * flags it as information or as the writer's view stacks a second hedge or contradicts the first
 * ("Please note that it seems that…", "From what I can see, it seems that…").
 */
const HEDGED =
  /\b(?:probably|perhaps|maybe|possibly|apparently|seemingly|presumably|might|it (?:seems|appears)|(?:I|we) (?:think|believe|guess|suppose|feel|suspect|assume|presume|imagine|reckon|doubt)|(?:I|we)(?:['’]m| am|['’]re| are) not (?:sure|certain))\b/i;

/** A sentence about the writer ("I forwarded…", "I'm"), which a frame of the writer's view cannot open. */
const FIRST_PERSON_SINGULAR = /^I(?:\b|['’])/;

/** A text opening with what the writer did ("I've attached…", "We received…", "I sent…"). */
const OWN_DEED =
  /^(?:I|We)(?:['’]ve| have| had)?\s+(?:just\s+)?(?:(?!(?:need|feed|speed|proceed|succeed|exceed|seed|bleed|breed|heed|embed|shed)\b)\w{2,}ed|sent|got|made|had|took|found|saw|spoke|met|wrote|gave|told|did|went|came|left|put|read|heard|brought|bought|paid|kept|done|seen|spoken|written|given|taken)\b/;

function changed(text: string, out: string): string | null {
  const t = tidy(out.replace(/\s{2,}/g, ' '));
  // Nothing of the tone's own changed when tidying the text alone gives the same: tidying is no
  // rewrite ("constituents... the agency" would come back as "constituents... The agency").
  if (out === text || t === tidy(text.replace(/\s{2,}/g, ' '))) return null;
  return t !== text ? t : null;
}

/** Turns a bare imperative into a polite question: "Send me the file." → "Could you please send me the file?" */
function softenImperatives(text: string): string {
  return text
    .replace(
      // A prohibition ("Please don't forward…") or a formula ("Please feel free to…", "Please note…")
      // is no request to ask: "Can you don't forward…?", "Can you feel free to…?".
      // An abbreviation's full stop ends no request ("the 3 p?m. Slot" was written).
      new RegExp(
        String.raw`(^|[.!?]\s+)Please (?!(?:don['’]t|do not|never|feel|note|find|accept|enjoy|rest)\b)([a-z]${SENTENCE_BODY})[.!](?=\s|$)`,
        'gu',
      ),
      (_, lead: string, rest: string) =>
        `${lead}Could you please ${rest}${endsOnAbbreviation(rest) ? '.' : ''}?`,
    )
    .replace(
      new RegExp(String.raw`(^|[.!?]\s+)([A-Z][a-z]+)(${SENTENCE_BODY})[.!](?=\s|$)`, 'gu'),
      (m, lead: string, verb: string, rest: string) =>
        // "Let's grab lunch" proposes; it is no command to the reader. Nor are "Let me explain…" (an
        // offer; "Let me know" asks), "Make no mistake, …", "Look, …" or "Note that …" (openers).
        IMPERATIVE.test(verb) &&
        !/^['’]s\b|^ us\b/.test(rest) &&
        !(/^let$/i.test(verb) && /^ me (?!know\b)/i.test(rest)) &&
        !(/^make$/i.test(verb) && /^ no mistake\b/i.test(rest)) &&
        !(/^(?:look|listen|see)$/i.test(verb) && /^,/.test(rest)) &&
        !(/^note$/i.test(verb) && /^ that\b/i.test(rest))
          ? `${lead}Could you please ${verb.toLowerCase()}${rest}${endsOnAbbreviation(rest) ? '.' : ''}?`
          : m,
    );
}

/** The text with its first letter lower-cased unless the first word is "I", a name or an acronym. */
function lowerFirst(text: string): string {
  return decapitalize(text, sentences(text)[0]?.[0]);
}

const REPORTING =
  /^(.{3,60}?) (reports?|reported|says|say|said|shows?|showed|confirms?|confirmed|finds?|found|notes?|noted|suggests?|suggested|indicates?|indicated) that (.+?)([.!])$/;

/**
 * The point first: "The report shows that sales grew." → "Sales grew, the report shows." Only for one
 * sentence whose subject is not the writer ("I/we think that" is a hedge, dropped elsewhere).
 */
function leadWithClaim(text: string): string {
  if (sentences(text).length !== 1) return text;
  const m = REPORTING.exec(text.trim());
  if (!m || /^(?:I|we|you)\b/i.test(m[1]) || /[,;:]/.test(m[1])) return text;
  const [, who, verb, claim, stop] = m;
  const first = sentences(who)[0]?.[0];
  return `${capitalize(claim)}, ${decapitalize(who, first)} ${verb}${stop}`;
}

/**
 * Whether the text opens with its subject, so that a frame can go in front ("Clearly, we …"): not with
 * a verb or an auxiliary (a command, a question, or a fragment without its subject: "Can't make it,
 * sorry" would become "I am confident that can't make it").
 */
function opensWithSubject(text: string, action = () => requestedAction(text)): boolean {
  const toks = sentences(text)[0] ?? [];
  const first = toks[0];
  if (!first || /^(?:VERB|AUX|INTJ)$/.test(first.pos) || FORMULA.test(first.norm)) return false;
  // "But your help is needed": a sentence that continues the one before it takes no frame of its own
  // ("From what I can see, but…").
  if (/^(?:but|and|or|yet|nor|so)$/.test(first.norm)) return false;
  // "Note that…", "Make no mistake, …", "Look, …": an opener addressed to the reader, no subject.
  if (/^(?:note that|make no mistake|look,|listen,|mind you)/i.test(text.trim())) return false;
  // A heading or label before the text ("ROM - Where the Pope lives", "THE SCRIPT A male voice
  // says…"): no statement to frame.
  if (/^\p{Lu}{2,}\s+\p{Lu}{2,}\b|^[^\s]+(?:\s+[^\s]+){0,2}\s+[-–—]\s+\p{Lu}/u.test(text.trim()))
    return false;
  // "Best regards, Tom": a sign-off, not a statement ("Clearly, best regards"); nor thanks or an apology.
  if (SIGN_OFF.test(text.trim()) || SPEECH_ACT.test(text.trim())) return false;
  // "gonna be late", "lmk if…": a chat form opening a message stands for a subject and verb left out.
  if (isChatWord(first.norm)) return false;
  // "Just checking in to see…": a fragment opened by an adverb and an -ing form has no subject.
  const second = toks[1];
  if (first.pos === 'ADV' && second?.pos === 'VERB' && second.norm.endsWith('ing')) return false;
  // A fragment before the statement ("Great job on the demo, the client loved it", "not sure this is
  // gonna work"): "Please note that great job…".
  if (opensWithFragment(toks)) return false;
  // A fragment with no verb at all ("Unfortunately not.", "Great news!"): nothing stated to frame
  // ("I am confident that unfortunately not.").
  // The light tagger reads some verbs as nouns ("orders ship on Mondays"): compromise has the last word.
  if (!toks.some((t) => /^(?:VERB|AUX)$/.test(t.pos)) && !compromise(text).has('#Verb')) return false;
  // A command whose verb the tagger read as a name or noun ("Review the proposal.").
  return /^(?:PRON|DET|NUM)$/.test(first.pos) || action() === null;
}

/**
 * Whether a "…that" frame of the writer's ("Please note that", "I am confident that") can go before a
 * text: one statement, not about the writer ("I forwarded…"), not already framed by the writer's
 * stance ("We regret to…"), not opening on "That" ("…confident that that's where…").
 */
function takesThatFrame(text: string): boolean {
  return (
    isStatement(text) &&
    !FIRST_PERSON_SINGULAR.test(text) &&
    !WRITER_FRAME.test(text) &&
    !/^That\b/.test(text)
  );
}

/** One declarative sentence (not a question, command or several sentences): a frame can go in front. */
function isStatement(text: string): boolean {
  // "If it suits you, please let me know.": a request after its condition is no statement to frame.
  return (
    sentences(text).length === 1 && /\.\s*$/.test(text) && !/\bplease\b/i.test(text) && opensWithSubject(text)
  );
}

/**
 * A sentence opening as a question: an auxiliary before its subject ("Do you …", "Does anyone …", "Is
 * there …"; not "Have a look …", a command) or a question word ("Where is …", "How many …").
 */
const QUESTION_OPENING =
  /^(?:(?:can|could|will|would|do|does|did|are|is|was|were|have|has|had|should|shall|may|might|must|am)(?:n't|n’t)?\s+(?!a\b|an\b)[\p{L}']|(?:what|where|when|why|who|whom|whose|which|how)\b)/iu;

/** Whether the last sentence of a text still reads as a question once rewritten. */
const QUESTION_FORM = {
  test: (text: string) => {
    const last = text.split(/(?<=[.!?])\s+/).at(-1) ?? text;
    // "Hey, can u send…?", "Checking in on the invoice, did it go through?": a greeting before the
    // question, or a question after a comma, is still a question.
    const bare = last.replace(/^(?:hey|hi|hello|ok|okay|so|also|btw|sorry|thanks)\b[,!]?\s*/i, '');
    return QUESTION_OPENING.test(bare) || QUESTION_OPENING.test(last.split(/,\s+/).at(-1) ?? '');
  },
};

/** "Someone" as the agent: an active sentence no plain-language guide would write for a passive. */
const INVENTED_AGENT = /\b(?:someone|somebody)\b/i;

/** Each sentence active where voice.ts can make it so without inventing "someone" as its agent. */
function activeVoice(text: string): string {
  const all = sentences(text);
  if (!all.length) return text;
  return all
    .map((toks) => {
      const active = passiveToActive(toks);
      return active && !(INVENTED_AGENT.test(active) && !INVENTED_AGENT.test(surface(toks)))
        ? active
        : surface(toks);
    })
    .join(' ');
}

/**
 * A direct sentence's own plain edits, each faithful to its words: verbs in their simplest form
 * (contracted where they can be: "will be sending" → "will send"), contractions, the point first, a
 * proposal as "Let's". Null when none applies.
 */
function plainEdits(text: string): string | null {
  const simple = simplestVerbForms(text);
  const contracted = unstrandContractions(rewriteAll(simple ?? text, [CONTRACT]).text);
  if (simple) {
    const fluent = firstFluent(text, [contracted, simple]);
    if (fluent) return fluent;
  }
  if (contracted !== text) return contracted;
  const claimFirst = leadWithClaim(text);
  if (claimFirst !== text) return claimFirst;
  return firstFluent(text, [() => proposal(text)]);
}

/** Whether `after` lost a bracketed aside of `before` that holds a figure or a verb of its own. */
function dropsFactAside(before: string, after: string): boolean {
  for (const m of before.matchAll(/\(([^()]+)\)/g)) {
    if (after.includes(m[0])) continue;
    const inner = m[1];
    if (/\d/.test(inner) || sentences(inner)[0]?.some((t) => /^(?:VERB|AUX)$/.test(t.pos))) return true;
  }
  return false;
}

/**
 * Plain-language rules in turn (Federal Plain Language Guidelines, GOV.UK style guide): no hedges,
 * everyday words, no wordy phrases, "must" for necessity, verbs for nouns, figures for numbers, active
 * voice; with plain words that need context where the language model finds them fluent. Where the
 * language model reads that result much less fluently than the input, or with none of those to
 * apply, the sentence's own plain edits (`plainEdits`); with none of those either, that result as it
 * is, else more common synonyms or a phrasal verb that fit the context.
 */
function straightforward(text: string): string | null {
  const asked = askDirectly(text);
  const proposed = proposeDirectly(asked);
  // "It seems that …" only before a clause (withoutEvidentialOpening): "It seems that way" keeps it.
  const hedged = withoutEvidentialOpening(withoutFillers(rewriteAll(proposed, [LEX.straightforward]).text));
  // After the hedges, so that a request they turned into "Please …" keeps its "Please".
  const requested = directRequests(hedged, 'imperative');
  const said = requested ?? hedged;
  // A request said directly ends with a full stop; a question that is still one keeps its mark, and
  // so does one no rule turned into a request ("Can't make it today, maybe next week?").
  const turned =
    requested !== null ||
    proposed !== text ||
    asked !== text ||
    // A hedge the lexicon said as a request ("Are you able to print…?" → "Please print…?").
    /(?:^|[.!?]\s+)(?:Please|Let['’]s)\b[^.!?]*\?$/.test(said.trim());
  const r = QUESTION_FORM.test(said.trim()) || !turned ? said : said.replace(/\?$/, '.');
  // Tightening drops asides in brackets; one that carries a fact (a figure, or a clause of its own:
  // "(which cost us $450)", "(registration opens at 8)") is part of what the sentence says.
  const tightened = tighten(r);
  const short = tightened && !dropsFactAside(r, tightened) ? tightened : r;
  const plain = plainForms(plainSyntax(short) ?? short);
  // Voice first, so that a number the active sentence opens with is seen there and stays in words.
  const voiced = activeVoice(plain);
  const active = numerals(voiced, 2) ?? voiced;
  // A verb for the noun that hides it, where the language model reads the result as fluently.
  const main = firstFluent(active, [() => hiddenVerbs(active)]) ?? active;
  // Plain words that need context only where the language model finds the result fluent.
  const inContext = firstFluent(main, [rewriteAll(main, [PLAIN_WORDS_IN_CONTEXT]).text]) ?? main;
  // "We have decided to" → "We will" reads worse to the model than "We decided to"; a cut hedge that
  // reads worse ("Would you be able to join" → "Please join") is still the direct sentence.
  const direct = firstFluent(text, [inContext, main, r]) ?? plainEdits(text);
  if (direct) return direct;
  if (main !== text) return main;
  const words = sentences(text);
  const plainer = firstFluent(text, [() => plainerWords(words), () => phrasalVerbs(words)]);
  if (plainer) return plainer;
  // A plain statement with nothing indirect to cut: the point signposted as the plain version. Of the
  // signposts tried on new business sentences, "Simply put," cost the language model least (median
  // SLOR change −0.34 nats, none over 1; "Bottom line:" and "To be clear," read worse).
  // Not before a hedge ("Simply put, I think…" would sum up a doubt as the point).
  return isStatement(text) && !HEDGED.test(text) ? `Simply put, ${lowerFirst(text)}` : null;
}

/**
 * formal_to_informal for a plain statement with no formal word, construction or number to change:
 * the conversational signpost a message would open with. "Just so you know," first, "Basically," when
 * the language model reads that better (on new business sentences: median SLOR change 0.18 and −0.01
 * nats; "Heads up:" and "So," read worse).
 */
export function informalSignpost(text: string): string | null {
  // Not before an opening phrase of its own ("Just so you know, in my opinion, …").
  if (!isStatement(text) || /^[^,]{1,30},/.test(text)) return null;
  const rest = lowerFirst(text);
  return firstFluent(text, [`Just so you know, ${rest}`, `Basically, ${rest}`]);
}

/** switch_tone: the text rewritten in one of the eight tones, or null when nothing applies. */
export function switchTone(written: string, tone: string): string | null {
  // A message in lower case ("the van is late.") is read with its capital, and chat's contractions
  // with their apostrophes ("im running late" → "I'm running late": every frame wrote "Im"), so that
  // neither alone is taken for a rewrite.
  const text = restoreApostrophes(written.replace(/^\p{Ll}/u, (c) => c.toUpperCase()));
  switch (tone) {
    case 'professional': {
      // Everyday phrasings in the register of correspondence first (professional-phrasing.ts).
      const phrased = professionalPhrasing(text);
      let out = rewriteAll(toFormal(phrased) ?? phrased, [LEX.professional]).text;
      // A plain statement with no word to raise: the business frame that flags information.
      if (out === text && takesThatFrame(text) && !HEDGED.test(text))
        out = `Please note that ${lowerFirst(text)}`;
      return changed(text, out);
    }
    case 'casual': {
      const informal = toInformal(text) ?? text;
      let out = unstrandContractions(rewriteAll(informal, [LEX.casual, CONTRACT]).text);
      // Nothing to swap: a casual opener says the same thing in a lighter voice.
      // Not before a formula ("Just a heads-up: thanks for…"), which is already as light as it gets.
      // Nor before a chat form ("Just a heads-up: lmk…") or a message that already opens with one.
      const first = sentences(text)[0]?.[0]?.norm ?? '';
      if (
        out === text &&
        !FORMULA.test(first) &&
        !SPEECH_ACT.test(text) &&
        !isChatWord(first) &&
        !/^(?:heads|just|quick)\b/i.test(text) &&
        // "But the agenda…" continues the sentence before it: no opener of its own ("Just a heads-up: but…").
        !/^(?:but|and|or|yet|nor|so)$/.test(first) &&
        // A heads-up introduces news or a question: not a line of dialogue in quotation marks or a
        // name or label before a dash ("Just a heads-up: “Thank you,” he whispered", "…: Lex - Thanks").
        !/^["“]/.test(text) &&
        !/^[^\s]+(?:\s+[^\s]+)?\s+[-–—]\s/u.test(text)
      )
        out = `${/\?\s*$/.test(text) ? 'Quick question: ' : 'Just a heads-up: '}${lowerFirst(text)}`;
      return changed(text, out);
    }
    case 'straightforward':
      return changed(text, straightforward(text) ?? text);
    case 'confident': {
      // A request is said directly; a question that is still one ("Do you want to join…?") keeps its mark.
      // Tentative phrasings said as the stance they soften (confident-phrasing.ts), then the word list.
      const proposed = proposeDirectly(confidentPhrasing(text));
      const requested = directRequests(proposed, 'direct');
      const said = withoutFillers(rewriteAll(requested ?? proposed, [LEX.confident]).text);
      const turned = requested !== null || proposed !== text;
      let out = QUESTION_FORM.test(said.trim()) || !turned ? said : said.replace(/\?$/, '.');
      // A request for something to be sent says what the writer needs ("Please send me the figures
      // by Friday." → "I need the figures by Friday."): the assertive form writing guides give for it.
      if (out === text) out = text.replace(NEED_REQUEST, 'I need $1$2');
      if (out === text) out = confidentClosing(text);
      // Degree words that hedge an adjective ("fairly promising", "quite effective") go; then a
      // passive with its agent is said actively ("Our legal team reviewed the proposal").
      out = withoutHedgingDegree(withoutTrailingHedge(withoutEvidentialOpening(out)));
      if (out === text) out = activeVoice(text);
      // Advice with "should" given as the writer's recommendation ("I recommend that the team review…"),
      // where "will" or "must" would change what is advised.
      if (out === text) out = recommended(text, 'I recommend') ?? text;
      // A plain statement with no hedge to drop: state the speaker's confidence in it — not in what the
      // speaker says of themselves ("I am confident that I forwarded…" casts doubt instead).
      // Nor before an opening phrase of its own ("I am confident that quite honestly, …").
      const frame =
        out === text && takesThatFrame(text) && !HEDGED.test(text) && !/^[^,]{1,30},/.test(text)
          ? confidentFrame(text)
          : null;
      if (frame) out = `${frame} ${lowerFirst(text)}`;
      // After a fronted condition or concession, the frame goes before the main clause.
      if (out === text) out = framedAfterOpening(text, confidentFrame) ?? text;
      return changed(text, out);
    }
    case 'friendly': {
      let out = unstrandContractions(rewriteAll(text, [LEX.friendly, CONTRACT]).text).replace(
        /^Dear (?=[A-Z])/,
        'Hi ',
      );
      if (!GREETING.test(out)) out = `Hi there! ${out}`;
      if (!/\bthanks?\b/i.test(out) && /\b(?:please|could you|can you|would you)\b|\?/i.test(out))
        out = `${out} Thanks so much!`;
      return changed(text, out);
    }
    case 'empathetic': {
      let out = rewriteAll(text, [LEX.empathetic]).text;
      if (!/\b(?:I understand|I'm sorry|I am sorry|I hear you|I appreciate)\b/i.test(out)) {
        // The acknowledgement fits what the writer is doing: letting the reader down ("I can't make
        // it", "sorry"), asking, thanking, or answering news of a problem.
        // After a greeting ("Hi team, …"), which opens the message.
        const greeting =
          /^(?:(?:hi|hey|hello|dear|good (?:morning|afternoon|evening))\b(?:[^,.!?]|\b(?:Mr|Ms|Mrs|Dr|Prof)\.)*[,!]\s*)?/i.exec(
            out,
          )?.[0] ?? '';
        const body = out.slice(greeting.length);
        const opener = (frame: string) => `${greeting}${frame} ${greeting ? capitalize(body) : body}`;
        if (LETTING_DOWN.test(text)) out = opener("I know this isn't ideal.");
        else if (THANKING.test(text)) out = `${out.replace(/\s*$/, '')} I really appreciate it.`;
        else if (/\?|\bplease\b/i.test(text) || requestedAction(text) !== null)
          out = opener('I know you have a lot on your plate.');
        // What the writer did for the reader ("I've attached the agenda"): nothing of theirs to thank for.
        // The hope goes right after that sentence, before whatever the message says next.
        // A problem put right is good news, said gladly ("The update fixed the login problem…").
        else if (RESOLVED.test(text) && isStatement(text))
          out = `I'm glad to let you know that ${lowerFirst(out)}`;
        // Doubt the writer admits is said openly, not as the reader's frustration.
        else if (UNSURE.test(text)) out = opener('I want to be open with you.');
        else if (NEGATIVE.test(text)) out = opener('I understand how frustrating this must be.');
        // A view, a hope or a tentative proposal of the writer's ("We think…", "Maybe we should…"):
        // the reader's view asked for in turn.
        else if (HEDGED.test(text) || OPINION.test(text) || /^(?:I|we) hope\b/i.test(text))
          out = `${out.replace(/\s*$/, '')} I'd love to hear your thoughts.`;
        // What the writer tells the reader, or did for them ("I've attached the agenda", "The committee
        // meets on Mondays"): the hope that it helps, after that sentence and before whatever the
        // message says next. "I appreciate you sharing this" thanked the reader for news they never
        // gave.
        else out = out.replace(/[.!](?=\s+\p{Lu}|\s*$)/u, (stop) => `${stop} I hope this helps.`);
      }
      return changed(text, out);
    }
    case 'diplomatic': {
      // Direct phrasings said with tact first (diplomatic-phrasing.ts), then the word list.
      let out = softenImperatives(rewriteAll(diplomaticPhrasing(text), [LEX.diplomatic]).text);
      // A proposal offered rather than announced: "Let's grab lunch." → "Shall we grab lunch?"
      if (out === text) out = text.replace(/^Let['’]s ([^.!?]+)[.!]\s*$/, 'Shall we $1?');
      // A request put as gently as it can be: "Can you send…?" → "Could you please send…?"
      if (out === text && sentences(text).length === 1 && !/\bplease\b/i.test(text)) {
        const action = requestedAction(text);
        if (action !== null) out = `Could you please ${action}?`;
      }
      // A plain statement with nothing blunt in it: present it as the writer's view.
      // What the writer says of themselves, or an opinion ("I believe…", "We think…"), is offered
      // modestly instead ("From what I can see, I…" is no view); no frame goes before the writer's
      // other stances ("From what I can see, we regret…").
      if (out === text && isStatement(text)) {
        if (OPINION.test(text) || (FIRST_PERSON_SINGULAR.test(text) && !WRITER_FRAME.test(text)))
          out = `For what it's worth, ${lowerFirst(text)}`;
        // A statement already hedged is offered modestly too: "From what I can see, it seems…" would
        // hedge it twice.
        else if (HEDGED.test(text)) out = `For what it's worth, ${lowerFirst(text)}`;
        else if (!WRITER_FRAME.test(text)) out = `From what I can see, ${lowerFirst(text)}`;
      }
      return changed(text, out);
    }
    case 'persuasive': {
      // A hedged claim is made firm, as the confident tone makes it ("I guess the delay was…" → "The
      // delay was…"; "might" → "will"): "Clearly, I guess…" would argue against itself. The persuasive
      // words go first, so that a belief becomes a conviction ("I am convinced") before the confident
      // list would drop it as a hedge.
      const phrased = withoutHedgingDegree(
        withoutTrailingHedge(withoutEvidentialOpening(confidentPhrasing(text))),
      );
      const firmed = withoutFillers(
        rewriteAll(rewriteAll(phrased, [LEX.persuasive]).text, [LEX.confident]).text,
      );
      // "Could you let me know…?" made "Please let me know…" is no longer a question.
      const firm =
        /^please\b/i.test(firmed) && !/^please\b/i.test(text) ? firmed.replace(/\?\s*$/, '.') : firmed;
      // "super nice" → "outstanding", not "super outstanding": a strong word takes no intensifier.
      let out = firm.replace(STACKED_INTENSIFIER, unstacked).replace(HELP_ALONE, '$1 make a real difference');
      if (out === text) {
        // A request argued for rather than merely asked: "I strongly encourage you to review …".
        const action = requestedAction(text);
        // Not before what the writer reports having done ("Clearly, I've attached the agenda").
        // Nor before the writer's own stance ("Clearly, we regret to inform you…").
        // Nor before a request after its condition ("Clearly, if it suits you, please let me know").
        if (
          opensWithSubject(text, () => action) &&
          !OWN_DEED.test(text) &&
          !WRITER_FRAME.test(text) &&
          !/\bplease\b/i.test(text) &&
          // A question asserts nothing to make clear ("Clearly, why hasn't anyone replied?").
          !/\?\s*$/.test(text)
        )
          out = `Clearly, ${lowerFirst(text)}`;
        else if (action) out = `I strongly encourage you to ${action}.`;
      }
      return changed(text, out);
    }
    default:
      return null;
  }
}
