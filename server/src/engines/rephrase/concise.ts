import { splitSentences } from '@margin/shared/text/sentences';
import { contentTerms } from '../summarize/terms';
import { dropReportingThat } from './concise-syntax';
import { reword, trim } from './concise-trim';
import { MAX_FLUENCY_DROP, slor, tidy } from './lexicon';
import { articleBefore, sentences, type Tok } from './nlp';
import { simplestVerbForms } from './simple-verbs';

export { expand } from './concise-expand';
export { tighten } from './concise-trim';

/** Share of the input's length shorten aims at or below ("about half"; the API promises ≈ half). */
const SHORTEN_TARGET = 0.75;

/**
 * A comma and a connective that opens a clause adding detail the main clause can stand without. Not a
 * condition (", provided that you reply by May"): without it the rule reads as unconditional. Nor a
 * consequence (", so deliveries may take ten days", ", as a result …"): it is usually what the reader
 * must act on, and the cause before it only says why. Examples and a reason are detail too when
 * no comma sets them off ("… late because the parts …", "… features such as …"), and so is a
 * non-restrictive clause with a preposition before its "which" (", in which we agreed …").
 */
const TRAILING_CLAUSE =
  /,\s+(?:and|but|which|who|although|though|because|(?:largely |mainly |partly )?(?:due to|because of)|while|with|so that|as(?= (?:I|we|you|they|he|she|it|this|these|the|our|your|their|its) ))\b|,\s+(?:including|such as|especially|particularly|for example|for instance|as well as|whereas|where|whose|(?:in|during|on|for|by|through|under) which)\b|\s+(?:so that|in case|because|due to|including|such as)\b/gi;
/** A fronted concessive clause ("Although X, Y"): Y carries the point. */
const LEADING_CONCESSION = /^(?:although|though|even though|while)\b[^,]+,\s+/i;

/**
 * A fronted adverbial that gives a time, a reason, a purpose or a source ("After reviewing the
 * feedback,", "Due to the strike,", "To reduce costs,", "As discussed yesterday,"): supporting detail
 * before the main clause. Not a condition ("If …", "Unless …"): without it the rule reads as
 * unconditional.
 */
const LEADING_DETAIL =
  /^(?:after|following|once|due to|because|given|as a result of|in response to|in line with|as part of|as discussed|as mentioned|as agreed|as requested|in order to|to \p{L}+|with|in addition|additionally|for this reason|since|now that)\b[^,]*,\s+/iu;

/** The sentence without a fronted detail clause, when the rest is a clause of its own. */
function withoutLeadingDetail(sentence: string): string | undefined {
  const lead = sentence.match(LEADING_DETAIL);
  if (!lead || sentence.length - lead[0].length < sentence.length / 3) return undefined;
  const rest = sentence.slice(lead[0].length);
  // The main clause must have a verb of its own (", we have decided…", not ", and the list goes on").
  if (
    /^(?:and|but|or|so)\b/i.test(rest) ||
    !sentences(rest)
      .flat()
      .some((t) => t.pos === 'VERB' || t.pos === 'AUX')
  )
    return undefined;
  return tidy(rest.charAt(0).toUpperCase() + rest.slice(1));
}

/**
 * Whether ", and"/", or" opens the last item of a list rather than a clause: no verb follows ("a
 * venue, a caterer, and a photographer" lost its photographer).
 */
function lastListItem(connective: string, rest: string): boolean {
  if (!/^,\s+(?:and|or)$/i.test(connective)) return false;
  return !sentences(rest)
    .flat()
    .some((t) => t.pos === 'VERB' || t.pos === 'AUX');
}

/**
 * Cuts one sentence towards `budget` characters: a fronted concessive clause goes, then the sentence
 * ends at the latest comma + connective that fits the budget (or the first one that keeps a third of
 * the sentence, when none fits), so as much of the meaning stays as the length allows.
 */
function mainClause(sentence: string, budget: number): string {
  if (sentence.length <= budget) return sentence;
  const end = /[.!?]$/.test(sentence) ? sentence.slice(-1) : '';
  let body = end ? sentence.slice(0, -1) : sentence;
  const lead = body.match(LEADING_CONCESSION);
  if (lead && body.length - lead[0].length >= body.length / 3) body = body.slice(lead[0].length);
  const cuts = [...body.matchAll(TRAILING_CLAUSE)]
    .filter((m) => !lastListItem(m[0], body.slice((m.index ?? 0) + m[0].length)))
    .map((m) => m.index ?? 0)
    .filter((i) => i >= body.length / 3);
  if (body.length + 1 > budget && cuts.length) {
    const fitting = cuts.filter((i) => i + 1 <= budget);
    body = body.slice(0, fitting.length ? fitting[fitting.length - 1] : cuts[0]);
  }
  return tidy(body.charAt(0).toUpperCase() + body.slice(1) + (end === '?' ? '?' : end ? '.' : ''));
}

/**
 * shorten: wordy phrases to short ones, fillers and hedges out, then asides (parentheses and
 * non-restrictive clauses between commas) out; when that leaves more than SHORTEN_TARGET of the
 * length, each sentence is cut to its main clause, so the result is about half the input.
 */
export function shorten(text: string): string | null {
  // Verbs in their simplest form first ("will be carrying out" → "will carry out", "are going to
  // need" → "will need"), as the straightforward tone writes them; but a perfect stays ("has been
  // moved" is news in British business English, "was moved" a report).
  const simple = simplestVerbForms(text);
  const perfects = (t: string) => t.match(/\b(?:has|have|'s|'ve)\b/gi)?.length ?? 0;
  // The "that" of a reported clause goes in shorten only: the straightforward tone (tighten) finds
  // the reported point by it ("The survey found that X" → "X, the survey found").
  const out = dropReportingThat(trim(simple && perfects(simple) === perfects(text) ? simple : text));
  // Each sentence gets its share of the overall budget.
  const scale = (SHORTEN_TARGET * text.length) / out.length;
  const said = contentLemmas(text);
  // Content words the phrase-level trim already took ("note" of "Please note that"): a cut must still
  // leave half of what the input said, so each sentence makes up its share of them.
  const trimmedTerms = new Set(contentTerms(out));
  const inputTerms = new Set(contentTerms(text));
  const lost = [...inputTerms].filter((w) => !trimmedTerms.has(w)).length;
  const fluency = slor(text);
  /** Which cut is best: fluent first, then the one keeping most of what the input says (earlier on a tie). */
  const rank = (c: string) => {
    const kept = [...contentLemmas(c)].filter((w) => said.has(w)).length;
    return (fluency - slor(c) <= MAX_FLUENCY_DROP ? 1000 : 0) + kept;
  };
  const short =
    scale < 1
      ? // Sentences by the abbreviation-aware splitter: "at 10 a.m. in the room" is one sentence.
        splitSentences(out)
          .map((r) => out.slice(r.start, r.end).trim())
          .filter(Boolean)
          .map((sentence) => {
            const budget = sentence.length * scale;
            // Five ways to cut; the best within budget wins.
            // A cut can leave a wordy phrase behind ("make the difficult decision to" → "make the
            // decision to"): the phrase table runs again on what the cut left.
            const compressed = reword(compress(sentence, budget));
            const hard = reword(compress(compressed, budget, true));
            const candidates = [
              compressed,
              hard,
              mainClause(sentence, budget),
              mainClause(compressed, budget),
              mainClause(hard, budget),
              ...[compressed, hard].flatMap((c) => {
                const main = withoutLeadingDetail(c);
                return main ? [main, mainClause(main, budget)] : [];
              }),
            ];
            // A cut that loses more than half of what the sentence says is no shortening of it: when
            // only such cuts fit, the compressed sentence stands, longer than the budget.
            // Only the input's own words count: "ensure" or "contact" written in by the tables are
            // none of what the input said.
            const own = new Set(contentTerms(sentence).filter((w) => inputTerms.has(w)));
            const owed = (lost * sentence.length) / out.length / 2;
            const faithful = (c: string) => {
              const left = new Set(contentTerms(c));
              return [...own].filter((w) => left.has(w)).length >= own.size / 2 + owed;
            };
            const fitting = [...new Set(candidates.filter((c) => c.length <= budget && faithful(c)))];
            if (fitting.length === 0) {
              const kept = candidates.filter(faithful);
              if (kept.length) return kept.reduce((a, b) => (b.length < a.length ? b : a));
              // None keeps enough (the formula trim took a share already): the one that keeps most.
              const keeps = (c: string) => {
                const left = new Set(contentTerms(c));
                return [...own].filter((w) => left.has(w)).length;
              };
              return candidates.reduce((a, b) =>
                keeps(b) > keeps(a) || (keeps(b) === keeps(a) && b.length < a.length) ? b : a,
              );
            }
            const scored = fitting.map((c) => ({ c, score: rank(c) }));
            return scored.reduce((a, b) => (b.score > a.score ? b : a)).c;
          })
          .join(' ')
      : out;
  return short !== text && short.length < text.length ? short : null;
}

/** Lemmas of the nouns, verbs, adjectives, adverbs, names and numbers of a text: what it says. */
function contentLemmas(text: string): Set<string> {
  return new Set(
    sentences(text)
      .flat()
      .filter((t) => /^(?:NOUN|PROPN|VERB|ADJ|ADV|NUM)$/.test(t.pos))
      .map((t) => t.lemma.toLowerCase()),
  );
}

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

/** Nouns whose "of" phrase is what they are about: "a number of", "the end of", "the rest of". */
const OF_HEAD =
  /^(?:number|lot|lots|majority|minority|part|rest|most|some|all|none|one|each|any|couple|kind|sort|type|end|amount|group|series|list|set|piece|half|share|total|top|bottom|front|back|middle|side|terms|behalf|spite|view|case|(?:possibilit(?:y|ies)|question|issue|topic|subject|matter|location|cost|price|value|use|lack|loss|quality|level|size|scope|impact|effect|purpose|cause|source|reason)s?)$/;
/** Nouns and the preposition of the phrase that says what they are about ("an effect on", "a rise in"). */
const COMPLEMENT_OF: Record<string, string[]> = Object.fromEntries([
  ...'effect impact influence focus emphasis pressure restriction limit ban reliance dependence'
    .split(' ')
    .map((n) => [n, ['on']]),
  ...'increase decrease rise fall drop change growth decline reduction interest delay investment'
    .split(' ')
    .map((n) => [n, ['in']]),
]);

/** "two weeks [before the launch]": a phrase measured from a time is what the measure is about. */
const MEASURED_FROM = /^(?:before|after|ahead|prior|since|from)$/;

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
  /^(?:significant|important|various|specific|particular|certain|actual|real|total|major|key|main|overall|general|basic|essential|crucial|vital|necessary|relevant|appropriate|additional|further|extra|different|numerous|huge|large|big|small|little|great|good|nice|excellent|quick|brief|short|long|detailed|careful|clear|simple|easy|difficult|hard|serious|strong|recent|unexpected|ongoing|effective|efficient|useful|helpful|valuable|considerable|substantial|tremendous|enormous|massive|incredible|amazing|wonderful|terrible|awful|lovely|whole|entire|exact|precise|obvious|slight|minor|final|busy|hard-working|dedicated|talented|experienced|professional)$/;

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

/** The end of a noun phrase starting at `k`, with its "of" phrases ("the results of the round of testing"). */
function phraseEnd(toks: Tok[], k: number): number {
  let j = k;
  while (j < toks.length) {
    // "of the report [a week] earlier": a determiner after a noun opens a second noun phrase.
    if (toks[j].pos === 'DET' && j > k && /^(?:NOUN|PROPN)$/.test(toks[j - 1].pos)) break;
    if (NP_WORD.test(toks[j].pos) || toks[j].text === "'s" || pluralPossessive(toks, j)) j++;
    // "for [scheduled] maintenance", "the new [working] arrangements": a participle before a noun is
    // its adjective.
    else if (
      toks[j].pos === 'VERB' &&
      /(?:ed|ing)$/.test(toks[j].norm) &&
      /^(?:NOUN|ADJ)$/.test(toks[j + 1]?.pos ?? '') &&
      (j === k || /^(?:DET|ADJ)$/.test(toks[j - 1].pos))
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
function compress(sentence: string, budget: number, hard = false): string {
  if (sentence.length <= budget) return sentence;
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
      !/^(?:as|so|too|how)$/.test(toks[i - 1]?.norm ?? '')
        ? [i]
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
        // "will only be available [on the intranet]": what "be" + adjective says needs its phrase.
        !(prev?.pos === 'ADJ' && toks.slice(Math.max(0, i - 4), i).some((u) => u.lemma === 'be'))) ||
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
    // The phrases hanging off this one's noun go with it: dropping "during the migration of our systems"
    // alone left "to the new provider" on the noun before it.
    while (toks[end]?.pos === 'ADP' && !/^(?:than|as|like|because|if|whether)$/.test(toks[end].norm)) {
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
      // Places only: "requests [for annual leave]", "your application [for the post]" say which.
      /^(?:in|at|to|from|within|across|around|near|inside|outside)$/.test(t.norm) &&
      toks[end - 1]?.pos !== 'PRON';
    if (
      (/^(?:VERB|AUX|PART|SCONJ)$/.test(toks[end]?.pos ?? '') && !subjectPhrase) ||
      /^(?:else|that)$/.test(toks[end]?.norm ?? '')
    )
      return;
    // "on Friday", "by the end of the month": when things happen is what business text keeps.
    // Hard: a deadline ("by Friday", "before the end of May") and the time a participle needs
    // ("starting in the second quarter") stay; others ("in March") may go.
    const timed = toks.slice(i + 1, end).some((u) => u.pos === 'NUM' || WHEN.test(u.norm));
    // A participle's time ("the rules introduced [in January]") is what makes it say anything: without
    // it the participle hangs ("the rules introduced.").
    const participle = /ing$/.test(prev?.norm ?? '') || (prev?.pos === 'VERB' && /ed$/.test(prev.norm));
    // A clock time ("at 5:30 p.m.") says when a thing happens as precisely as a deadline does.
    const clock = toks.slice(i + 1, end).some((u) => /^\d{1,2}[:.]\d{2}$|^[ap]\.m\.$/i.test(u.norm));
    // The deadline may open a phrase chained to this one ("a report [of our findings within two weeks]").
    const deadline = toks.slice(i, end).some((u) => u.pos === 'ADP' && DEADLINE.test(u.norm));
    // A duration ("for six months") is a fact as much as a deadline is.
    const duration = timed && toks.slice(i, end).some((u) => u.pos === 'ADP' && u.norm === 'for');
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
          /^(?:first|second|third|fourth|last|final|next|each|every)$/.test(u.norm),
      );
    if (timed && (!hard || deadline || duration || participle || clock || named)) return;
    // "a positive effect [on demand]", "a rise [in costs]": the phrase a noun takes as its complement.
    if (COMPLEMENT_OF[prev?.lemma ?? '']?.includes(t.norm)) return;
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
    // "until their renewal date, at which point …": the clause after refers back to the phrase.
    if (toks[end]?.text === ',' && toks[end + 1]?.pos === 'ADP' && toks[end + 2]?.norm === 'which') return;
    // "the results [of the survey], which was completed by …": the relative clause's noun is in the phrase.
    if (toks[end]?.text === ',' && /^(?:which|who|whose)$/.test(toks[end + 1]?.norm ?? '')) return;
    // "by post or online": a phrase coordinated with another adverbial leaves "or online" hanging.
    if (/^(?:and|or)$/.test(toks[end]?.norm ?? '') && /^(?:ADV|ADJ|ADP)$/.test(toks[end + 1]?.pos ?? ''))
      return;
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
  // Hard: a fronted phrase before the first comma ("As a result of the changes in the market, …").
  const comma = toks.findIndex((t) => t.text === ',');
  if (hard && toks[0]?.pos === 'ADP' && comma > 1 && comma < toks.length * 0.4)
    steps.push(Array.from({ length: comma + 1 }, (_, k) => k));
  // ", and we are working": the second clause's subject repeats the first one's pronoun.
  const first = toks.find((t) => t.pos === 'PRON' || t.pos === 'NOUN' || t.pos === 'PROPN');
  toks.forEach((t, i) => {
    if (t.norm !== 'and' || toks[i - 1]?.text !== ',' || !first || first.pos !== 'PRON') return;
    const subject = toks[i + 1];
    // Not before a contraction ("and we'd like" left "and'd like").
    const verb = toks[i + 2];
    if (subject?.norm === first.norm && /^(?:VERB|AUX)$/.test(verb?.pos ?? '') && !/^['’]/.test(verb.text))
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
      .replace(/\s+([,.;:!?])/g, '$1'),
  );
}

/**
 * "a" or "an" for the word that now follows an article once the word between went ("a significant
 * amount" → "an amount"); other tokens as written.
 */
function articleFor(t: Tok, next: Tok | undefined, before: Tok | undefined): string {
  if (!/^an?$/i.test(t.text) || !next || next === before) return t.text;
  return articleBefore(next.text, t.text);
}
