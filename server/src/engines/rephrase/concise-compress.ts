/**
 * The cuts inside a clause for shorten: manner adverbs, prepositional phrases that hang off a noun or
 * say where and when, light relative clauses, a fronted phrase and evaluative adjectives, each kept
 * where cutting it would change the facts or break the phrase around it.
 */
import { lightRelatives } from './concise-relative';
import { tidy } from './lexicon';
import { articleBefore, sentences, type Tok } from './nlp';

const NP_WORD = /^(?:DET|ADJ|NOUN|PROPN|NUM|PRON)$/;
/** Prepositions whose phrase is part of what it follows ("a number of", "more than", "due to"). */
const BOUND_PREPOSITION = /^(?:of|to|than|as|like|because|if|whether|per|including)$/;
/** Adverbs that change what a sentence says, not how much it says. */
const KEPT_ADVERB =
  /^(?:not|never|no|almost|nearly|only|even|too|so|as|also|again|there|here|now|then|later|soon|yet|ever|once|already)$/;
/**
 * "-ly" words that say when, how often, how far or by whom, not how much ("until early next year",
 * "switched off permanently", "billed monthly", "fully refunded"): cutting them changes the facts.
 */
const FACTUAL_LY =
  /^(?:early|only|likely|daily|weekly|monthly|quarterly|yearly|annually|hourly|permanently|temporarily|immediately|previously|automatically|manually|separately|jointly|directly|personally|internally|externally|publicly|privately|fully|partly|partially|newly|originally|initially|eventually|respectively)$/;

/**
 * Nouns whose "of" phrase is what they are about: "a number of", "the end of", "the rest of"; and
 * relational nouns that say nothing without it ("a member [of the commission]", "the role [of the
 * agencies]", "Chairman [of the centre]", "take the place [of pipes]", "two decades [of conflict]").
 */
const OF_HEAD =
  /^(?:number|deal|lot|lots|majority|minority|part|rest|most|some|all|none|one|each|any|couple|kind|sort|type|end|amount|group|series|list|set|piece|half|share|total|top|bottom|front|back|middle|side|terms|behalf|spite|view|case|place|point|role|process|knowledge|understanding|awareness|members?|head|director|chairman|chair|president|chief|leader|founder|owner|editor|author|percent|percentage|proportion|(?:second|minute|hour|day|week|month|year|decade|centur(?:y|ie))s|(?:possibilit(?:y|ies)|question|issue|topic|subject|matter|location|cost|price|value|use|lack|loss|quality|level|size|scope|impact|effect|purpose|cause|source|reason)s?)$/;
/** Nouns and the preposition of the phrase that says what they are about ("an effect on", "a rise in"). */
const COMPLEMENT_OF: Record<string, string[]> = Object.fromEntries([
  ...'effect impact influence focus emphasis pressure restriction limit ban reliance dependence'
    .split(' ')
    .map((n) => [n, ['on']]),
  ...'increase decrease rise fall drop change growth decline reduction interest delay investment'
    .split(' ')
    .map((n) => [n, ['in']]),
  // "my respect [for you]", "the need [for staff]": what the respect or the need is for.
  ...'respect admiration need demand responsibility preference appetite'.split(' ').map((n) => [n, ['for']]),
  // "in partnership [with the council]": without its partner the phrase says nothing.
  ...'cooperation partnership collaboration conjunction accordance association contact comparison'
    .split(' ')
    .map((n) => [n, ['with']]),
]);

/** Verbs that need a place ("put it [in the nest]", "kept [in a safe]"): the phrase completes them. */
const NEEDS_PLACE = /^(?:put|place|keep|store|lay|set|stand|stay|remain|live|reside|locate|hide|leave)$/;

/**
 * Verbs whose preposition (or particle) with the noun phrase after it is their complement: "participate
 * in", "result in", "fill in the form", "arrive at a figure", "look at", "take over the account".
 */
const PREPOSITIONAL_VERB: Record<string, RegExp> = {
  in: /^(?:participate|result|invest|engage|specialise|specialize|succeed|believe|consist|involve|interest|share|indulge|persist|confide|enrol|enroll|fill|hand|turn|send|type|key|write|pencil|factor|plug|log|sign|check|pay|cash|phone|call|fit|lock|rope|usher|take|bring|give|trade|swap|break|join|fold|set|settle|lie|lay|fall|end|culminate)$/,
  at: /^(?:look|aim|excel|hint|stare|glance|point|laugh|marvel|guess|wonder|shout|smile|nod|wave)$/,
  over: /^(?:take|hand|get|think|look|talk|go|fight|argue|worry|agonise|agonize|preside|watch|rule|win|pass|carry|mull|ponder)$/,
  within: /^(?:fall|lie|fit|stay|remain|operate)$/,
};

/** "two weeks [before the launch]": a phrase measured from a time is what the measure is about. */
const MEASURED_FROM = /^(?:before|after|ahead|prior|since|from)$/;

/** Units a number measures: the phrase after one says what or where from ("80 percent [of visitors]"). */
const MEASURE =
  /^(?:percent|per cent|%|inch|inches|foot|feet|yard|yards|mile|miles|metre|metres|meter|meters|kilometres|kilometers|km|points|degrees|times)$/;

/**
 * Prepositional idioms whose meaning is not their words' (Cambridge idioms: "in a row" is
 * "consecutively", "at all" negates, "on time" is punctual): never cut as a phrase that says least.
 */
const FIXED_PHRASE =
  / (?:in a row|at all|on time|in time|in person|in full|in advance|in writing|at once|in total|on hold|in charge|in place|at a time|in stock|on track|on schedule|on behalf of|in touch|in question|in common|on purpose|in public|in private|at least|at most|in general|in particular|in detail) /;

/** Prepositions that make a time phrase a deadline ("by Friday", "until noon") or a start ("from next month"). */
const DEADLINE = /^(?:by|before|until|till|within|from)$/;

/** Words of time expressions. */
const WHEN =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|morning|afternoon|evening|night|minute|hour|day|week|month|year|quarter|today|tomorrow|tonight|yesterday|deadline|end|weekend|weekday|noon|midnight|date|spring|summer|autumn|winter)s?$/;

/**
 * Adjectives shorten may cut before a noun: evaluative and vague ones that plain-language guides call
 * padding ("a significant delay", "the various options", "a detailed report"). A classifying adjective
 * says which kind of thing is meant ("the remote work policy", "the mobile application", "the online
 * form") and stays: cutting it changed what the sentence is about.
 */
const DROPPABLE_ADJECTIVE =
  /^(?:significant|important|various|specific|particular|certain|actual|real|total|major|key|main|overall|general|basic|essential|crucial|vital|necessary|relevant|appropriate|additional|further|extra|different|numerous|huge|large|big|small|little|great|good|nice|excellent|quick|brief|short|long|detailed|careful|clear|simple|easy|difficult|hard|serious|strong|recent|unexpected|ongoing|effective|efficient|useful|helpful|valuable|considerable|substantial|comprehensive|thorough|extensive|tremendous|enormous|massive|incredible|amazing|wonderful|terrible|awful|lovely|whole|entire|exact|precise|obvious|slight|minor|final|busy|hard-working|dedicated|talented|experienced|professional)$/;

/** Nouns that name a quantity: the adjective before one says how much. */
const QUANTITY_NOUN =
  /^(?:number|amount|deal|volume|quantity|proportion|percentage|share|majority|minority|increase|decrease|rise|fall|drop|reduction|growth|loss|gain|sum|level)$/;

/** Adjectives that pick out which thing is meant ("the second half"), not describe it. */
const DETERMINING_ADJECTIVE =
  /^(?:first|second|third|fourth|fifth|last|next|previous|same|other|only|whole|own|few|many|much|more|most|several|former|latter|current)$/;

/**
 * "for your review [and approval]": the end of a noun phrase coordinated with the one before "and" /
 * "or" at `j`, or `j` when `j` is no "and" / "or" or a clause follows ("to the manager and she replied", "and sent it").
 */
function coordinatedNounEnd(toks: Tok[], j: number): number {
  let m = j + 1;
  if (!/^(?:and|or)$/.test(toks[j].norm) || toks[m]?.pos === 'PRON') return j;
  // "fewer staff [on site] and less disruption": a quantity word opens a partner of the noun phrase
  // before the preposition, not of the phrase's own noun.
  if (
    /^(?:less|fewer|more|most|no|many|much|several|some|any|all|each|every|both)$/.test(toks[m]?.norm ?? '')
  )
    return j;
  while (m < toks.length && NP_WORD.test(toks[m].pos) && toks[m].pos !== 'PRON') m++;
  if (m === j + 1 || !/^(?:NOUN|PROPN|NUM)$/.test(toks[m - 1].pos)) return j;
  return /^(?:VERB|AUX|PART)$/.test(toks[m]?.pos ?? '') ? j : m;
}

/** The preposition opening the phrase that ends just before `i` ("by" for "by the close of business"). */
function openingPreposition(toks: Tok[], i: number): Tok | undefined {
  let k = i - 1;
  while (k >= 0 && (NP_WORD.test(toks[k].pos) || toks[k].norm === 'of')) k--;
  return k < i - 1 && toks[k]?.pos === 'ADP' ? toks[k] : undefined;
}

/** "thirty days' notice": the apostrophe of a plural possessive belongs to its noun phrase. */
function pluralPossessive(toks: Tok[], j: number): boolean {
  return /^['’]$/.test(toks[j].text) && toks[j].pre === '' && /s$/.test(toks[j - 1]?.norm ?? '');
}

/** Whether a token is a finite verb: an auxiliary, or a verb that is no -ing form. */
function finite(t: Tok): boolean {
  return t.pos === 'AUX' || (t.pos === 'VERB' && !/ing$/.test(t.norm));
}

/** Relative pronouns: a noun phrase ends before one ("the speed [with which] our team replies"). */
const RELATIVE = /^(?:which|who|whom|whose|that)$/;

/** The end of a noun phrase starting at `k`, with its "of" phrases ("the results of the round of testing"). */
function phraseEnd(toks: Tok[], k: number): number {
  let j = k;
  while (j < toks.length) {
    if (RELATIVE.test(toks[j].norm)) break;
    // "of the report [a week] earlier": a determiner after a noun opens a second noun phrase.
    if (toks[j].pos === 'DET' && j > k && /^(?:NOUN|PROPN)$/.test(toks[j - 1].pos)) break;
    if (NP_WORD.test(toks[j].pos) || toks[j].text === "'s" || pluralPossessive(toks, j)) j++;
    // "for [scheduled] maintenance", "the new [working] arrangements": a participle before a noun is
    // its adjective. An -ing form opening the phrase is a gerund with its object ("by [misleading]
    // people", "after [witnessing] several monks"), and the phrase is a clause.
    else if (
      toks[j].pos === 'VERB' &&
      (/ed$/.test(toks[j].norm) || (/ing$/.test(toks[j].norm) && j > k)) &&
      /^(?:NOUN|ADJ)$/.test(toks[j + 1]?.pos ?? '') &&
      (j === k ||
        /^(?:DET|ADJ)$/.test(toks[j - 1].pos) ||
        // "the video [conferencing] software", "our data [processing] team": an -ing between nouns
        // is a compound's middle word.
        (/ing$/.test(toks[j].norm) && toks[j - 1].pos === 'NOUN' && toks[j + 1]?.pos === 'NOUN'))
    )
      j++;
    // "the [new] hybrid arrangements": between a determiner and a noun the tagger's adverb is an adjective.
    else if (
      toks[j].pos === 'ADV' &&
      toks[j - 1]?.pos === 'DET' &&
      /^(?:NOUN|ADJ)$/.test(toks[j + 1]?.pos ?? '')
    )
      j++;
    else if (toks[j].norm === 'of' && NP_WORD.test(toks[j + 1]?.pos ?? '')) j++;
    // "between midnight and four": the range is one phrase.
    else if (
      toks[j].norm === 'and' &&
      toks[k - 1]?.norm === 'between' &&
      NP_WORD.test(toks[j + 1]?.pos ?? '')
    )
      j++;
    else {
      const coordinated = coordinatedNounEnd(toks, j);
      if (coordinated === j) break;
      j = coordinated;
    }
  }
  return j;
}

/**
 * Deletes what a sentence can lose while keeping its clauses: manner and degree adverbs, then
 * prepositional phrases hanging off a noun ("a summary [with the board] [at the next meeting]", last
 * first), then adjectives before nouns, each step only while the sentence is over `budget`.
 */
export function compress(sentence: string, budget: number, hard = false, deep?: 'cause' | 'last'): string {
  if (sentence.length <= budget) return sentence;
  // Deep: the cause before ", so …" (concise-cause.ts: the phrases and relative clause of its subject
  // and what an adjective's phrase says may go), or the last resort for a sentence no gentler cut
  // brings to its budget (ordinal times may go); both are the hard pass.
  const background = deep !== undefined;
  hard ||= background;
  // "arrive at your address": after a possessive the tagger's verb is a noun.
  const toks = sentences(sentence)
    .flat()
    .map((t, i, all) =>
      t.pos === 'VERB' &&
      !/ing$/.test(t.norm) &&
      /^(?:my|your|our|their|his|its)$/.test(all[i - 1]?.norm ?? '')
        ? { ...t, pos: 'NOUN' }
        : t,
    );
  const gone = new Set<number>();
  const length = () => toks.reduce((n, t, i) => n + (gone.has(i) ? 0 : t.pre.length + t.text.length), 0);
  const steps: number[][] = [];
  // Adverbs ("working closely", "investigate fully"), not inside "as quickly as".
  steps.push(
    toks.flatMap((t, i) =>
      t.pos === 'ADV' &&
      /ly$/.test(t.norm) &&
      // "read-only", "user-friendly": a compound adjective, not a manner adverb.
      !t.norm.includes('-') &&
      !KEPT_ADVERB.test(t.norm) &&
      !FACTUAL_LY.test(t.norm) &&
      // Nor after a degree word, which grades it ("almost certainly" is no "almost", "not fully").
      !/^(?:as|so|too|how|almost|nearly|not|most|more|less|quite|rather|very|really|fairly|pretty)$/.test(
        toks[i - 1]?.norm ?? '',
      )
        ? // "heavily and deliberately polluted": the "and" goes with the pair; "and hypothetically,
          // bipedal": so does the comma after an adverb that opened the item.
          [
            i,
            ...(/^(?:and|or)$/.test(toks[i + 1]?.norm ?? '') && /ly$/.test(toks[i + 2]?.norm ?? '')
              ? [i + 1]
              : []),
            ...(toks[i + 1]?.text === ',' && /^(?:and|or|but|,)$/.test(toks[i - 1]?.norm ?? '')
              ? [i + 1]
              : []),
          ]
        : [],
    ),
  );
  // Prepositional phrases after a noun, the last first.
  const pps: number[][] = [];
  toks.forEach((t, i) => {
    // Hard: "of" phrases too ("the results [of the final round]"), after every other phrase.
    // Not after a quantity ("a number of") nor inside a fixed phrase ("as a result of", "at the end of").
    const looseOf =
      hard &&
      t.norm === 'of' &&
      !OF_HEAD.test(toks[i - 1]?.norm ?? '') &&
      // "the opening [of the new office]", "the migration [of our records]": the "of" phrase of a
      // noun made from a verb is that verb's object (Quirk et al. § 17.41, the objective genitive).
      // (Only where that noun is a verb's object itself: "the outcome of the inspection [of the
      // building]" still says what was inspected.)
      !(
        /(?:ing|[ac]tion|ment|sis|al|ure)$/.test(toks[i - 1]?.norm ?? '') &&
        (toks[i - 2]?.pos === 'VERB' || toks[i - 3]?.pos === 'VERB')
      ) &&
      toks[i - 3]?.pos !== 'ADP' &&
      toks[i - 2]?.pos !== 'ADP';
    if (t.pos !== 'ADP' || (BOUND_PREPOSITION.test(t.norm) && !looseOf)) return;
    const prev = toks[i - 1];
    // After a noun, or after an object pronoun ("working with you [on the next phase]").
    // Not "with" or "of" there: "provide them [with the products]", "remind you [of the deadline]" need it.
    const afterObject =
      prev?.pos === 'PRON' &&
      i > 2 &&
      /^(?:you|him|her|us|them|it|me)$/.test(prev.norm) &&
      t.norm !== 'with' &&
      t.norm !== 'of';
    // Hard: also after an adverb or adjective, and after a verb where the phrase says where or when
    // ("installed [in all of our stores]"), not what the verb needs ("arrange for", "depend on").
    const afterWord =
      hard &&
      i > 2 &&
      ((/^(?:ADV|ADJ|PRON)$/.test(prev?.pos ?? '') &&
        t.norm !== 'with' &&
        t.norm !== 'of' &&
        // "designed [for friends of animals]", "interested [in the role]": a participle read as an
        // adjective is completed by its phrase.
        !(prev?.pos === 'ADJ' && /ed$/.test(prev.norm)) &&
        // "will only be available [on the intranet]": what "be" + adjective says needs its phrase
        // (not in a cause, which only says why: "will be offline [for maintenance]").
        !(
          deep !== 'cause' &&
          prev?.pos === 'ADJ' &&
          toks.slice(Math.max(0, i - 4), i).some((u) => u.lemma === 'be')
        )) ||
        (prev?.pos === 'VERB' &&
          (/^(?:in|at|during|over|within|across|throughout)$/.test(t.norm) ||
            (/^(?:on|by|before|after|until)$/.test(t.norm) && WHEN.test(toks[i + 1]?.norm ?? '')))));
    if (!/^(?:NOUN|PROPN|NUM)$/.test(prev?.pos ?? '') && !afterObject && !afterWord) return;
    if (
      MEASURED_FROM.test(t.norm) &&
      /^(?:second|minute|hour|day|week|month|year|quarter|fortnight|decade)s?$/.test(prev?.norm ?? '') &&
      // "two weeks", "five working days": the count may stand one word before the unit.
      [toks[i - 2], toks[i - 3]].some(
        (u) => u?.pos === 'NUM' || /^(?:a|few|several|some)$/.test(u?.norm ?? ''),
      )
    )
      return;
    let end = phraseEnd(toks, i + 1);
    if (end === i + 1 || !/^(?:NOUN|PROPN|NUM|PRON)$/.test(toks[end - 1].pos)) return;
    // "in the months [ahead]", "from May [onwards]": the adverb after a time noun is part of its phrase.
    if (/^(?:ahead|onwards?)$/.test(toks[end]?.norm ?? '') && WHEN.test(toks[end - 1].norm)) end++;
    // The phrases hanging off this one's noun go with it: dropping "during the migration of our systems"
    // alone left "to the new provider" on the noun before it.
    // Not "between": a range is a phrase of its own ("on the servers [between ten and six]").
    while (
      toks[end]?.pos === 'ADP' &&
      !/^(?:than|as|like|because|if|whether|between)$/.test(toks[end].norm)
    ) {
      const next = phraseEnd(toks, end + 1);
      if (next === end + 1 || !/^(?:NOUN|PROPN|NUM|PRON)$/.test(toks[next - 1].pos)) break;
      // "arrive [at your address] within five days": after a verb, a time phrase belongs to the verb.
      if (prev?.pos === 'VERB' && toks.slice(end + 1, next).some((u) => u.pos === 'NUM' || WHEN.test(u.norm)))
        break;
      end = next;
    }
    // "before they are given access": a clause, not a phrase.
    // A clause's verb read as a noun ("the results of the survey show that…") ends the phrase at "that".
    // Hard: a phrase inside the subject ("Our warehouse [in Leeds] is …", "All visitors [to the
    // site] must …") may go before its verb, when its preposition cannot open a clause.
    const subjectPhrase =
      hard &&
      /^(?:NOUN|PROPN)$/.test(prev?.pos ?? '') &&
      /^(?:AUX|VERB)$/.test(toks[end]?.pos ?? '') &&
      !/ing$/.test(toks[end]?.norm ?? '') &&
      // Places only: "requests [for annual leave]", "your application [for the post]" say which (a
      // cause may lose them too: "The printer [in the main office] keeps jamming, so …").
      (/^(?:in|at|to|from|within|across|around|near|inside|outside)$/.test(t.norm) ||
        (deep === 'cause' && /^(?:on|with|for|by)$/.test(t.norm))) &&
      toks[end - 1]?.pos !== 'PRON' &&
      // Before the main verb only: "named leader of the year [at the awards] held in Leeds" has its
      // verb already, and "held" is the awards'.
      !toks.slice(0, i).some(finite);
    // A purpose infinitive after the phrase belongs to the clause ("a short call [on Thursday] to
    // discuss …", "long hours [over the past weeks] to clear …"), unless "for" gave it a subject
    // ("time for the team to decide") or the noun before "of" takes it ("the responsibility [of each
    // manager] to ensure").
    const purpose =
      toks[end]?.norm === 'to' &&
      toks[end + 1]?.pos === 'VERB' &&
      !/^(?:for|of)$/.test(t.norm) &&
      prev?.pos === 'NOUN';
    if (
      (/^(?:VERB|AUX|PART|SCONJ)$/.test(toks[end]?.pos ?? '') && !subjectPhrase && !purpose) ||
      /^(?:else|that)$/.test(toks[end]?.norm ?? '')
    )
      return;
    // "on Friday", "by the end of the month": when things happen is what business text keeps.
    // Hard: a deadline ("by Friday", "before the end of May") and the time a participle needs
    // ("starting in the second quarter") stay; others ("in March") may go.
    const timed = toks.slice(i + 1, end).some((u) => u.pos === 'NUM' || WHEN.test(u.norm));
    // A participle's time ("the rules introduced [in January]") is what makes it say anything: without
    // it the participle hangs ("the rules introduced.").
    // An adjective in -ing is no participle ("find the role rewarding [in the months ahead]").
    const participle = prev?.pos === 'VERB' && /(?:ing|ed)$/.test(prev.norm);
    // A clock time ("at 5:30 p.m.", "at six o'clock") says when a thing happens as precisely as a
    // deadline does, and so does the day that completes one ("six o'clock [on Saturday morning]").
    const clock = toks
      .slice(i - 1, end)
      .some((u) => /^\d{1,2}[:.]\d{2}$|^[ap]\.m\.$|^o['’]clock$|^(?:noon|midday|midnight)$/i.test(u.norm));
    // The deadline may open a phrase chained to this one ("a report [of our findings within two weeks]").
    const deadline = toks.slice(i, end).some((u) => u.pos === 'ADP' && DEADLINE.test(u.norm));
    // A duration ("for six months", "for a week") is a fact as much as a deadline is; "for the coming
    // quarter" names a period, as "in March" does.
    const duration =
      timed &&
      toks
        .slice(i, end)
        .some(
          (u, n) =>
            u.pos === 'ADP' &&
            u.norm === 'for' &&
            /^(?:NUM|DET)$/.test(toks[i + n + 1]?.pos ?? '') &&
            !/^(?:the|this|that|these|those)$/.test(toks[i + n + 1].norm),
        );
    // A number in a time ("in 2022", "on the 3rd") is a fact the sentence states, as a deadline is.
    // So is a recurring time ("cannot work [on weekends]") and an ordinal one ("[on your last day]").
    // A named day or month alone ("in June") may go: the hard pass needs that room.
    const named = toks
      .slice(i + 1, end)
      .some(
        (u) =>
          u.pos === 'NUM' ||
          /^(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|weekends|weekdays|mornings|afternoons|evenings|nights)$/.test(
            u.norm,
          ) ||
          /^(?:first|second|third|fourth|last|final|next|following|each|every)$/.test(u.norm),
      );
    // "over the next few weeks", "in the coming months", "in the months ahead": a period with no
    // bound says only "soon" or "lately", which the verb's tense says already; the hard pass may cut
    // it as it cuts "in March" (not when a deadline or a duration holds it).
    const vague =
      !toks.slice(i + 1, end).some((u) => u.pos === 'NUM') &&
      toks.slice(i + 1, end).some((u) => /^(?:few|couple|coming|ahead|recent)$/.test(u.norm));
    // A cause keeps its times as well: they often say when the consequence holds too ("Most of the
    // team will work from home [on Friday], so the weekly meeting will be held online").
    // The last resort may drop an ordinal time ("for the next financial year", "at the last minute")
    // too, but not in a negated clause ("cannot come [on the first day]" says something else without
    // it) nor in a request, where the time is when the reader must act.
    const ordinalOnly =
      deep === 'last' &&
      !toks
        .slice(i + 1, end)
        .some(
          (u) =>
            u.pos === 'NUM' ||
            /^(?:each|every|\p{L}+days|weekends|mornings|afternoons|evenings|nights)$/u.test(u.norm),
        ) &&
      // Nor in a requirement ("must be handed in [on your last day]"), for the same reason.
      !toks.some((u) =>
        /^(?:not|n't|never|no|cannot|please|must|should|need|needs|required|have|has)$/.test(u.norm),
      ) &&
      toks[0]?.pos !== 'VERB';
    if (timed && (!hard || deadline || duration || participle || clock || (named && !vague && !ordinalOnly)))
      return;
    // "come into force [at the start of April], so … before then": a later "then" names this time.
    if (
      timed &&
      toks
        .slice(end)
        .some(
          (u, n) =>
            u.norm === 'then' &&
            /^(?:before|by|until|till|since|from|after)$/.test(toks[end + n - 1]?.norm ?? ''),
        )
    )
      return;
    // "a positive effect [on demand]", "a rise [in costs]": the phrase a noun takes as its complement.
    if (COMPLEMENT_OF[prev?.lemma ?? '']?.includes(t.norm)) return;
    if (prev?.pos === 'VERB' && NEEDS_PLACE.test(prev.lemma)) return;
    // "participated [in a decision]", "fill [in the mileage]", "arrive [at a total]": the verb's own
    // preposition or particle, not a phrase of place or time.
    if (prev?.pos === 'VERB' && !timed && PREPOSITIONAL_VERB[t.norm]?.test(prev.lemma)) return;
    // "Vice President [for Administration]", "the Department [for Education]": a capitalised phrase
    // after a name is part of the name.
    if (
      i > 1 &&
      /^\p{Lu}/u.test(prev?.text ?? '') &&
      /^\p{Lu}/u.test(toks[i + 1]?.text ?? '') &&
      toks[i + 1]?.norm !== 'i'
    )
      return;
    // "the journal [Miyako] no Hana", "[Leonardo] da Vinci": a lower-case particle between two
    // capitalised words is inside a name, which the phrase would split.
    if (
      /^\p{Lu}/u.test(toks[end - 1]?.text ?? '') &&
      /^\p{Ll}{1,4}$/u.test(toks[end]?.text ?? '') &&
      /^\p{Lu}/u.test(toks[end + 1]?.text ?? '')
    )
      return;
    // "from trooper [to full general]": a range's start leaves its end hanging.
    if (t.norm === 'from' && toks[end]?.norm === 'to') return;
    // "served [for Poland and Sweden] and was taken prisoner by both": a later "both", "either" or
    // "neither" stands for the pair the phrase names.
    if (
      toks.slice(i, end).some((u) => u.norm === 'and' || u.norm === 'or') &&
      toks.slice(end).some((u) => /^(?:both|either|neither)$/.test(u.norm))
    )
      return;
    // "give them room" once "[for monks on the street]" went: a later "they" may stand for its noun.
    if (
      toks.slice(i, end).some((u) => /^(?:NOUN|PROPN)$/.test(u.pos) && /s$/.test(u.norm)) &&
      toks.slice(end).some((u) => /^(?:they|them|their|theirs)$/.test(u.norm)) &&
      !toks.slice(0, i).some((u) => /^(?:NOUN|PROPN)$/.test(u.pos) && /s$/.test(u.norm))
    )
      return;
    // An idiom's phrase changes the meaning when it goes, alone or with the phrase it ends ("for the
    // third year [in a row]").
    if (
      FIXED_PHRASE.test(
        ` ${toks
          .slice(i, end)
          .map((u) => u.norm)
          .join(' ')} `,
      )
    )
      return;
    // "for example [by printing on both sides]": the phrase is the example itself.
    if (/^(?:example|instance)$/.test(prev?.norm ?? '') && toks[i - 2]?.norm === 'for') return;
    // "a role [in building] the industrial base": an -ing word the tagger read as the phrase's noun is
    // a gerund with its object after it.
    if (
      /ing$/.test(toks[end - 1].norm) &&
      /^(?:DET|PROPN|NUM)$|^(?:my|our|your|their|his|her|its)$/.test(
        toks[end]?.pos === 'PRON' ? toks[end].norm : (toks[end]?.pos ?? ''),
      )
    )
      return;
    // "in a number of ways, including taking part in …", "[for a range of expenses], such as travel":
    // the examples after the comma are of the phrase's noun, and would hang on the noun before it.
    if (
      toks[end]?.text === ',' &&
      (/^(?:including|such|especially|particularly|notably|like|e\.g\.)$/.test(toks[end + 1]?.norm ?? '') ||
        // (Not "…, for example by offering …": a manner phrase is the verb's.)
        (toks[end + 1]?.norm === 'for' &&
          /^(?:example|instance)$/.test(toks[end + 2]?.norm ?? '') &&
          !/^(?:ADP|VERB|SCONJ)$/.test(toks[end + 3]?.pos ?? '')))
    )
      return;
    // "until their renewal date, at which point …": the clause after refers back to the phrase.
    if (toks[end]?.text === ',' && toks[end + 1]?.pos === 'ADP' && toks[end + 2]?.norm === 'which') return;
    // "the results [of the survey], which was completed by …", "an improvement [in the speed] with which
    // our team replies": the relative clause's noun is in the phrase (cutting it left "an improvement
    // can respond").
    const relative = toks[end]?.text === ',' || toks[end]?.pos === 'ADP' ? end + 1 : end;
    if (/^(?:which|who|whom|whose)$/.test(toks[relative]?.norm ?? '')) return;
    // "by post or online": a phrase coordinated with another adverbial leaves "or online" hanging, and
    // one whose noun is coordinated with what follows leaves the rest ("the prosperity [of the system]
    // and our economy", "the choice between the food [with medicine] and the food without"), or
    // compared with it ("[by email] rather than by post").
    if (/^(?:rather|than|instead|not)$/.test(toks[end]?.norm ?? '')) return;
    // "with a thorough knowledge [of their discipline], as well as the skills …": the partner after "as
    // well as" is the phrase's.
    const next = toks[end]?.text === ',' ? end + 1 : end;
    if (toks[next]?.norm === 'as' && toks[next + 1]?.norm === 'well' && toks[next + 2]?.norm === 'as') return;
    // Inside the subject, before the main verb, all of it is one noun phrase ("The prosperity [of the
    // system] and our economy rely on …").
    const inSubject = !toks.slice(0, i).some(finite);
    if (/^(?:and|or)$/.test(toks[end]?.norm ?? '')) {
      // A noun phrase after "and" is coordinated with the phrase's unless a finite verb or a relative
      // pronoun follows it ("and staff who park there should …", "and the team will …" open clauses).
      const after = toks[end + 1];
      if (inSubject || /^(?:ADV|ADP)$/.test(after?.pos ?? '')) return;
      const next = phraseEnd(toks, end + 1);
      if (
        !(after && finite(after)) &&
        !(toks[next] && finite(toks[next])) &&
        !RELATIVE.test(toks[next]?.norm ?? '')
      )
        return;
    }
    // "behind [the nominee], Virginia's Attorney General,", "of [writers Mark Twain], Robert Louis
    // Stevenson, …": a noun phrase after the comma is the phrase's appositive or the next item of its
    // list, and would be left behind.
    // (In a fronted phrase, a noun phrase that a verb follows is the main clause's subject: "prices
    // [over the winter], the board has …".)
    if (toks[end]?.text === ',' && /^(?:DET|ADJ|NOUN|PROPN|NUM)$/.test(toks[end + 1]?.pos ?? '')) {
      const next = phraseEnd(toks, end + 1);
      if (!inSubject || !toks[next] || !finite(toks[next])) return;
    }
    // "in agreement [with the measurements] of about 1 psu", "the choice between the food [with
    // medicine and the food] without": a preposition after the phrase with no noun phrase of its own
    // belongs to something the parse could not close.
    // So does "[with our views] about how the system failed": a preposition before a wh-clause.
    if (
      toks[end]?.norm === 'of' ||
      (toks[end]?.pos === 'ADP' &&
        /^(?:[.,;:!?]|how|what|why|whether|where|when|who|which)?$/i.test(toks[end + 1]?.text ?? ''))
    )
      return;
    // "at www[.outdoors.org]": the phrase's last word is glued to what follows (an address, a number).
    if (
      (toks[end]?.pre === '' && toks[end + 1]?.pre === '' && /^[.,:/@-]$/.test(toks[end].text)) ||
      /^['’]$/.test(toks[end]?.text ?? '')
    )
      return;
    // "step [out of the shadow] sometimes cast over people": a participle after the phrase is its
    // noun's, even with an adverb before it.
    if (toks[end]?.pos === 'ADV' && toks[end + 1]?.pos === 'VERB') return;
    // "spinning inches [above the ground]", "80 percent [of all visitors]": what a measure is of.
    if (MEASURE.test(prev?.norm ?? '') && toks[i - 2]?.pos === 'NUM') return;
    if (toks.slice(Math.max(0, i - 8), i).some((u) => u.norm === 'between')) return;
    // "by the close of business [on Friday]": a time that completes a deadline is the deadline.
    if (timed && DEADLINE.test(openingPreposition(toks, i)?.norm ?? '')) return;
    pps.push(Array.from({ length: end - i }, (_, k) => i + k));
  });
  // Hard: the phrases that say least first (fewest content words), then the last first.
  const said = (span: number[]) =>
    span.filter((k) => /^(?:NOUN|PROPN|VERB|ADJ|NUM)$/.test(toks[k].pos)).length;
  const ofLast = (span: number[]) => (toks[span[0]].norm === 'of' ? 100 : 0);
  steps.push(
    ...(hard ? pps.reverse().sort((a, b) => ofLast(a) + said(a) - ofLast(b) - said(b)) : pps.reverse()),
  );
  // Hard: a relative clause that says only that the writer's side dealt with the noun ("the survey
  // [we carried out among our members]").
  if (hard) steps.push(...lightRelatives(toks));
  // Background: a relative clause inside the subject ("Several of the engineers [who usually work
  // on the night shift] are on holiday, so …").
  // Only in a cause: in a main clause the clause may say which ones ("all staff [who handle customer
  // data] must …"), and a participle read as one may be the main verb ("The intervention consisted in …").
  if (deep === 'cause') steps.push(...subjectRelatives(toks));
  // Hard: a fronted phrase before the first comma ("As a result of the changes in the market, …"),
  // when it is prepositional phrases and nothing else: "For eighteen years Theodorus administered
  // from Phbow," holds the main clause, and "On June 17, 1950," ends after the year.
  const comma = toks.findIndex((t) => t.text === ',');
  if (hard && toks[0]?.pos === 'ADP' && comma > 1 && comma < toks.length * 0.4 && phrasesOnly(toks, comma))
    steps.push(Array.from({ length: comma + 1 }, (_, k) => k));
  // ", and we are working": the second clause's subject repeats the first one's pronoun.
  const first = toks.find((t) => t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN');
  // Or "it"/"they" for a noun subject, when no other noun of its number stands between ("The committee
  // reviewed all twelve applications, and it will award …" → "… applications and will award …";
  // Quirk et al. § 13.49: a subject shared by two clauses is said once; not "The committee reviewed
  // the application, and it was approved", where "it" may be the application).
  const verbAt = toks.findIndex(finite);
  const head = verbAt > 0 ? toks.slice(0, verbAt).findLast((t) => t.pos === 'NOUN') : undefined;
  const headPlural = head !== undefined && /[^s]s$/.test(head.norm) && head.norm !== head.lemma;
  const sameNoun = (pronoun: Tok | undefined, i: number) => {
    // The first clause's verb comes before the "and" (", and it can be found at …" in a subject is an aside).
    if (!head || i < verbAt || first?.pos === 'PRON' || !/^(?:it|they)$/.test(pronoun?.norm ?? ''))
      return false;
    if ((pronoun?.norm === 'they') !== headPlural) return false;
    return !toks
      .slice(verbAt, i)
      .some(
        (u) =>
          /^(?:NOUN|PROPN|PRON)$/.test(u.pos) &&
          !/^(?:my|our|your|their|his|her|its)$/.test(u.norm) &&
          (/[^s]s$/.test(u.norm) && u.norm !== u.lemma) === headPlural,
      );
  };
  toks.forEach((t, i) => {
    if (t.norm !== 'and' || toks[i - 1]?.text !== ',' || !first) return;
    if (first.pos !== 'PRON' && !sameNoun(toks[i + 1], i)) return;
    const subject = toks[i + 1];
    // Not before a contraction ("and we'd like" left "and'd like").
    const verb = toks[i + 2];
    // Nor after a clause inside the first ("We are sorry that the parcel was left outside, and we have
    // reminded …" would hand "have reminded" to the parcel).
    const inner = toks.slice(toks.indexOf(first) + 1, i).some(
      (u) =>
        u.pos === 'SCONJ' ||
        /^(?:that|which|who|whom|whose|because|if|when|while|although)$/.test(u.norm) ||
        // "We understand [you are disappointed], and we offer …": a reported clause whose "that"
        // went has a subject pronoun of its own.
        (/^(?:i|we|you|they|he|she|it)$/.test(u.norm) && u.norm !== first.norm),
    );
    if (
      (subject?.norm === first.norm || sameNoun(subject, i)) &&
      !inner &&
      /^(?:VERB|AUX)$/.test(verb?.pos ?? '') &&
      !/^['’]/.test(verb.text)
    )
      steps.push([i - 1, i + 1]);
  });
  // Adjectives between a determiner and a noun ("a short update"), not in what "be" says of the
  // subject ("has been a difficult year", where the adjective is the point).
  const predicate = (i: number) => toks.slice(Math.max(0, i - 4), i).some((u) => u.lemma === 'be');
  // Nor comparatives and superlatives ("a better place", "the largest client"): they say which.
  const graded = (t: Tok) =>
    /^(?:better|best|worse|worst|more|less|fewer|most|least)$/.test(t.norm) ||
    (/(?:er|est)$/.test(t.norm) && t.norm !== t.lemma);
  steps.push(
    toks.flatMap((t, i) =>
      t.pos === 'ADJ' &&
      DROPPABLE_ADJECTIVE.test(t.norm) &&
      !graded(t) &&
      // "a large number of", "a significant amount of": before a noun of quantity the adjective is the
      // quantity ("the number of complaints" says nothing of how many).
      !(QUANTITY_NOUN.test(toks[i + 1]?.norm ?? '') && /^(?:of|in)$/.test(toks[i + 2]?.norm ?? '')) &&
      !predicate(i) &&
      !DETERMINING_ADJECTIVE.test(t.norm) &&
      /^(?:DET|PRON|ADJ)$/.test(toks[i - 1]?.pos ?? '') &&
      toks[i + 1]?.pos === 'NOUN'
        ? [i]
        : [],
    ),
  );
  for (const step of steps) {
    if (length() <= budget) break;
    for (const i of step) gone.add(i);
  }
  if (gone.size === 0) return sentence;
  const kept = toks.filter((_, i) => !gone.has(i));
  return tidy(
    kept
      .map((t, i) => (i === 0 ? '' : t.pre || '') + articleFor(t, kept[i + 1], toks[toks.indexOf(t) + 1]))
      .join('')
      .replace(/\s+([,.;:!?])/g, '$1')
      // "true - probably." lost its adverb: the dash goes with it; "letter; unfortunately, we" its comma.
      .replace(/\s+[-–—]+(?=[.,;:!?])/g, '')
      .replace(/([;:,])\s*,/g, '$1'),
  );
}

/**
 * The span of a relative clause between the subject's noun and the main verb: "who/that" + its verb
 * and what follows it, up to the next finite verb; none when a comma or a conjunction comes first.
 */
function subjectRelatives(toks: Tok[]): number[][] {
  // Or a reduced one: a participle and its phrase ("The board meeting [planned for June] clashes …").
  const at = toks.findIndex(
    (t, k) =>
      /^(?:who|that|which)$/.test(t.norm) ||
      (t.pos === 'VERB' && /ed$/.test(t.norm) && toks[k + 1]?.pos === 'ADP' && toks[k + 1].norm !== 'by'),
  );
  if (at < 2 || !/^(?:NOUN|PROPN)$/.test(toks[at - 1].pos) || toks.slice(0, at).some(finite)) return [];
  const own = toks[at].pos === 'VERB' ? at : toks.findIndex((t, k) => k > at && finite(t));
  if (own < 0 || own > at + 3) return [];
  let k = own + 1;
  // "who have been working": the clause's verb group first.
  while (k < toks.length && (/^(?:AUX|VERB|PART)$/.test(toks[k].pos) || toks[k].norm === 'not')) k++;
  const afterGroup = k;
  while (k < toks.length && !finite(toks[k])) {
    if (/^(?:[,;:]|and|or|but|that|which|who)$/.test(toks[k].norm)) return [];
    k++;
  }
  // The main verb must be finite and agree in form with a subject ("are", "has", "keeps").
  if (k >= toks.length || k === afterGroup) return [];
  return [Array.from({ length: k - at }, (_, n) => at + n)];
}

/** Whether tokens [0, end) are prepositional phrases one after another, with no clause of their own. */
function phrasesOnly(toks: Tok[], end: number): boolean {
  let k = 0;
  while (k < end && toks[k].pos === 'ADP') {
    const next = phraseEnd(toks, k + 1);
    if (next === k + 1) return false;
    k = next;
  }
  // "As a result of his service for Sweden, Poland and Russia he rose …": the comma must end the
  // phrase, with the main clause's subject and its verb after it, not more items of a list.
  if (k !== end || toks[end + 1]?.pos === 'NUM') return false;
  const verb = toks.findIndex((t, n) => n > end && finite(t));
  return verb > end + 1 && !toks.slice(end + 1, verb).some((t) => /^(?:and|or|,)$/.test(t.norm));
}

/**
 * "a" or "an" for the word that now follows an article once the word between went ("a significant
 * amount" → "an amount"); other tokens as written.
 */
function articleFor(t: Tok, next: Tok | undefined, before: Tok | undefined): string {
  if (!/^an?$/i.test(t.text) || !next || next === before) return t.text;
  return articleBefore(next.text, t.text);
}
