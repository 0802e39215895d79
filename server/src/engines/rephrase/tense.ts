import { CLAUSE_TAKING, type VerbGroup, verbGroups } from './clause';
import { buildGroup, TENSES } from './conjugate';
import { applyEdits, isQuestion, type TokenEdit } from './edit';
import { surface, type Tok, tokens } from './nlp';
import { BEFORE_COMMAND, completedTime, conditionOpener, isCommand, tiedClauses } from './tense-command';
import { futureAfterCoordination } from './tense-mixed';
import { modalShift } from './tense-modal';
import { switchQuestion } from './tense-question';
import { ownReasonTime, reasonClauses, reasonShift } from './tense-reason';
import { commandInTense, requestInTense } from './tense-request';
import { retagVerbs } from './tense-tags';
import { hasDefiniteTime, timeEdits as timeAdverbialEdits } from './tense-time';
import { verbForms } from './verbs';

const BACKSHIFT: Record<string, string> = { can: 'could', may: 'might', shall: 'should' };
const OPINION =
  /^(?:think|believe|suppose|guess|reckon|expect|hope|trust|assume|suspect|doubt|feel|fear|imagine|presume)$/;
/** Adjectives of certainty after "be" that take a clause like an opinion verb ("I'm sure the team will …"). */
const CERTAIN = /^(?:sure|certain|confident|convinced|positive)$/;
type Target = (typeof TENSES)[string];
/** Adverbs of frequency and time that sit after the first auxiliary: "will often ask", "has already sent". */
const FREQUENCY =
  /^(?:often|usually|always|never|sometimes|rarely|seldom|already|still|also|just|generally|typically|normally|frequently|regularly|occasionally|constantly|recently|finally)$/;
/**
 * Whether an adverb before a lone verb goes after the auxiliary the new tense brings: frequency
 * adverbs and manner adverbs in -ly ("automatically backs up" → "will automatically back up"), not
 * -ly words of time or likelihood.
 */
function innerAdverb(norm: string): boolean {
  return (
    FREQUENCY.test(norm) ||
    (/ly$/.test(norm) && !/^(?:early|likely|daily|weekly|monthly|yearly|quarterly|hourly)$/.test(norm))
  );
}
/** Nouns naming an aim or task: "Our goal is finding …" is "be" with a gerund, not a progressive. */
const GERUND_SUBJECT =
  /^(?:goal|aim|challenge|priority|task|job|focus|problem|issue|concern|plan|idea|solution|strategy|objective|mission|role|responsibility|option|step|difficulty|risk|advantage|benefit|purpose|hobby|work|business|approach|answer|alternative)$/;
const NOMINATIVE = /^(?:i|we|they|he|she|you)$/;

/**
 * Whether a verb group the tagger found is a finite verb: not a base form after a singular subject
 * ("the product launch" is a noun), and not the bare infinitive or participle after an object ("let
 * me know", "help them grow", "keep the client informed"), unless the verb before that object takes
 * a clause ("we think the team needs").
 */
function isFiniteVerb(toks: Tok[], g: VerbGroup): boolean {
  const main = toks[g.main];
  const bare = g.start === g.main && main.norm === main.lemma && main.lemma !== 'be';
  if (bare && g.agreement === '3sg' && g.aspect.time === 'present') return false;
  const before = g.subject ? toks[g.subject[0] - 1] : undefined;
  // "the design the agency proposed": a second noun phrase starting inside the "subject" is the
  // subject of a relative clause without "that", whose verb is finite.
  const relative =
    g.subject &&
    toks.slice(g.subject[0] + 1, g.subject[1]).some((t) => t.pos === 'DET' || NOMINATIVE.test(t.norm));
  if (relative) return true;
  const f = verbForms(g.lemma);
  if (reducedAfterPreposition(toks, g, f.pp)) return false;
  // "let you know", "made us wait", "saw it fall": after a causative or perception verb and its object a
  // base form is a bare infinitive, even when the object looks like a subject ("you", "it").
  if (
    g.start === g.main &&
    main.norm === f.base &&
    before?.pos === 'VERB' &&
    BARE_INFINITIVE_AFTER.test(before.lemma)
  )
    return false;
  const nonFinite = g.start === g.main && (main.norm === f.base || main.norm === f.pp);
  return !(
    nonFinite &&
    before?.pos === 'VERB' &&
    !CLAUSE_TAKING.test(before.lemma) &&
    !(g.subject && g.subject[1] - g.subject[0] === 1 && NOMINATIVE.test(toks[g.subject[0]].norm))
  );
}

/** Verbs that open a message after a polite "I wanted to" ("let you know", "check in", "thank you"). */
const MESSAGE_VERB =
  /^(?:let|ask|check|say|tell|explain|warn|notify|clarify|thank|follow|remind|mention|update|confirm|share|apologize|apologise|reach|touch|flag|inform|introduce|welcome|congratulate|point)$/;

/** Verbs taking an object and a bare infinitive (Quirk et al. § 16.52): "let", "make", "help", perception. */
const BARE_INFINITIVE_AFTER = /^(?:let|make|help|have|see|hear|watch|feel|notice|bid)$/;

/** Prepositions whose object cannot be the subject of a clause. */
const PREPOSITION = /^(?:of|by|to|with|from|about|into|through|per|between|among)$/;
/** Prepositions that also open a fronted time or place ("In May sales dropped"). */
const FRONTED_PREPOSITION = /^(?:for|in|on|at|over|under|during|after|before)$/;

/**
 * "grew by ten percent compared to last year", "a rise of 4% based on …": a lone participle after
 * the object of a preposition describes that phrase; it is not a verb with that phrase as its
 * subject. After a preposition that can open a fronted time ("In May sales dropped"), only when the
 * clause already has its verb.
 */
function reducedAfterPreposition(toks: Tok[], g: VerbGroup, participle: string): boolean {
  if (g.start !== g.main || toks[g.main].norm !== participle || !g.subject) return false;
  const before = toks[g.subject[0] - 1];
  if (!before) return false;
  // "after we changed the process": a subject pronoun opens a clause; no preposition governs it.
  if (g.subject[1] - g.subject[0] === 1 && /^(?:i|we|they|he|she)$/.test(toks[g.subject[0]].norm))
    return false;
  if (PREPOSITION.test(before.norm)) return true;
  if (!FRONTED_PREPOSITION.test(before.norm)) return false;
  for (let k = g.subject[0] - 2; k >= 0; k--) {
    const t = toks[k];
    if (/^[,;:]$/.test(t.text) || t.pos === 'CCONJ' || t.pos === 'SCONJ') return false;
    if (t.pos === 'VERB' || t.pos === 'AUX') return true;
  }
  return false;
}

/** Verbs that take a mandative "that" clause ("suggest that he leave"). */
const MANDATIVE_VERB =
  /^(?:recommend|suggest|insist|propose|require|demand|request|ask|urge|advise|order|prefer|stipulate)$/;

/** Adjectives of necessity that take a "that" clause of what should happen ("it is vital that …"). */
const NECESSARY = /^(?:important|essential|vital|necessary|crucial|critical|imperative|urgent)$/;

/** Whether a group is the verb of a "that" clause after an adjective of necessity. */
function needed(toks: Tok[], g: VerbGroup): boolean {
  const that = g.subject ? g.subject[0] - 1 : -1;
  return toks[that]?.norm === 'that' && NECESSARY.test(toks[that - 1]?.norm ?? '');
}

/** Whether a group is the base-form verb of a mandative clause: "(recommends) that we wait". */
function mandative(toks: Tok[], g: VerbGroup): boolean {
  if (!g.subject || g.start !== g.main || toks[g.main].norm !== toks[g.main].lemma) return false;
  let k = g.subject[0] - 1;
  if (toks[k]?.norm === 'that') k--;
  return MANDATIVE_VERB.test(toks[k]?.lemma ?? '') && toks[k].pos === 'VERB';
}

/**
 * switch_tense: rewrites every finite verb group of the sentence in the target tense, keeping voice,
 * negation, subject agreement and inner adverbs. Modal groups ("can swim") and questions stay as
 * they are. Null when nothing can change (no finite verb, or already in that tense).
 */
export function switchTense(written: Tok[], tense: string): string | null {
  const target = TENSES[tense];
  if (!target) return null;
  const said = surface(written);
  // "Attached is the agenda", "Enclosed are the forms": the letter formula speaks of the letter in hand.
  if (LETTER_INVERSION.test(said)) return null;
  // "It seems that the address was wrong" reports present evidence about what happened: its future or
  // perfect ("It will seem that the address will be wrong") says nothing a writer means. Its past does.
  if (IMPRESSION_FRAME.test(said) && (target.time !== 'past' || target.perfect)) return null;
  const out = switchTenseOf(written, tense, target);
  // A quotation is someone else's words in their own tense ("cites \" was You That Somebody?\""): the
  // words around it may move, the quoted ones never.
  if (out !== null && quotations(out).join('\n') !== quotations(said).join('\n')) return null;
  // "Were there tunnels?" → "Was there tunnels?": "there" takes the number of the noun after it, which
  // the frames read as singular; a plural stays plural.
  return out !== null && PLURAL_THERE.test(said) ? out.replace(SINGULAR_THERE, pluralThere) : out;
}

/** Verbs of state, which take no continuous form (Quirk et al. § 4.28; Biber et al. § 6.2.4). */
const STATE_VERB =
  /^(?:be|seem|appear|know|believe|understand|own|belong|consist|contain|need|want|prefer|mean|cost|weigh|resemble|matter|deserve|exist|include|possess|recognise|recognize|suppose|doubt)$/;

/** An impersonal impression before its clause ("It seems that…", "It appears as if…", "It looks like…"). */
const IMPRESSION_FRAME = /^It (?:seems|appears|looks)(?: that| as if| as though| like)\s/;

/** The double-quoted passages of a sentence, as written. */
const quotations = (text: string) => text.match(/"[^"]*"?|“[^”]*”?/g) ?? [];

/** "Attached is …", "Enclosed are …", "Included is …": the inverted formula of a covering letter. */
const LETTER_INVERSION = /^(?:Attached|Enclosed|Included|Below) (?:is|are)\b/;
const PLURAL_THERE = /\b(?:are|were) there\b|\bthere (?:are|were)\b/i;
const SINGULAR_THERE = /\b(?:(was|has been|is) there|there (was|has been|is))\b/gi;
const PLURAL_OF: Record<string, string> = { was: 'were', 'has been': 'have been', is: 'are' };
function pluralThere(m: string, before?: string, after?: string): string {
  const verb = before ?? after ?? '';
  const plural = PLURAL_OF[verb.toLowerCase()] ?? verb;
  const cased = /^\p{Lu}/u.test(verb) ? plural.charAt(0).toUpperCase() + plural.slice(1) : plural;
  return before !== undefined
    ? `${cased} ${m.slice(verb.length + 1)}`
    : `${m.slice(0, m.length - verb.length)}${cased}`;
}

function switchTenseOf(written: Tok[], tense: string, initial: Target): string | null {
  let target = initial;
  // "We are currently reviewing…": the new tense names the time, so a word for "now" goes ("at the
  // moment" becomes "at the time" in the past); "nowadays" and "these days" speak of a habit and stay,
  // ruling the other tenses out (tense-time.ts).
  if (target.time !== 'present' || target.perfect) {
    const sentence = surface(written);
    const past = target.time === 'past' && !target.perfect;
    const without = sentence
      .replace(/\bat the moment\b/gi, (m) => (past ? (m[0] === 'A' ? 'At the time' : 'at the time') : ''))
      .replace(/,?\s*\b(?:currently|right now|at present)\b,?/gi, (m) => (/^,.*,$/.test(m) ? ',' : ' '))
      .replace(/\s+([,.;:!?])/g, '$1')
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (without !== sentence && without.length > 0) {
      const capitalised = without.charAt(0).toUpperCase() + without.slice(1);
      return switchTense(tokens(capitalised), tense);
    }
  }
  const toks = retagVerbs(written);
  // "Could you check whether …?" is a request; other questions keep their tense.
  const request = /^(?:could|can|would|will)$/.test(toks[0]?.norm ?? '') && toks[1]?.norm === 'you';
  if (isQuestion(written) && !request)
    return switchQuestion(written, (statement) => switchTense(statement, tense));
  const groups = verbGroups(toks);
  // A command has no tense of its own; what it says about the world can move ("let me know if anything
  // changed", "note that the office was closed"), but not a condition on it ("contact me if you will need").
  const command = request || isCommand(toks, groups);
  const tied = tiedClauses(toks, groups);
  const reasons = reasonClauses(toks, groups);
  const reasonOf = (g: VerbGroup) => reasons.find((r) => g.start >= r.from && g.end <= r.to);
  const inTiedClause = (at: number) => tied.some(([from, to]) => at >= from && at < to);
  const subordinate = (g: VerbGroup) => reasonOf(g) !== undefined || inTiedClause(g.start);
  const mainGroup = groups.find(
    (g) => !subordinate(g) && !g.relative && (g.aspect.modal || isFiniteVerb(toks, g)),
  );
  // "We need a new printer because the old one broke last week": a cause in a time of its own keeps
  // its time words too, and they say nothing about the main clause's tense.
  const ownReasons = reasons.filter(
    (r) => mainGroup && groups.some((g) => reasonOf(g) === r && ownReasonTime(g, mainGroup.aspect)),
  );
  const unreasoned = toks.map((t, i) =>
    ownReasons.some((r) => i >= r.from && i < r.to) ? { ...t, norm: '' } : t,
  );
  // A state has no continuous ("It was seeming that…", "The figures were being correct"; Quirk et al.
  // § 4.28): a stative main verb gives no result in a continuous tense.
  if (
    target.continuous &&
    mainGroup &&
    !mainGroup.aspect.passive &&
    STATE_VERB.test(mainGroup.lemma) &&
    !mainGroup.aspect.continuous
  )
    return null;
  const own = groups.find((g) => !g.aspect.modal && isFiniteVerb(toks, g))?.aspect;
  // "The new hire joins the team on Monday": a definite time rules out the present perfect; the
  // nearest tense that keeps the time is the future (a past event already names its tense).
  if (target.perfect && target.time === 'present' && hasDefiniteTime(unreasoned)) {
    if (own?.time !== 'present' || own.perfect) return null;
    target = TENSES['simple future'];
  }
  // "If the supplier delays it, we will lose the contract": a condition on the future has no present
  // perfect ("If the supplier has delayed it, we have lost the contract" says something else).
  if (
    target.perfect &&
    target.time === 'present' &&
    !command &&
    groups.some((g) => g.aspect.time === 'future') &&
    tied.some(([from]) =>
      /^(?:if|unless|when|whenever|once|as|after|before|until|till)$/.test(toks[from - 1]?.norm ?? ''),
    )
  )
    return null;
  // "The team that built the app last year is now working on …": a relative clause in a tense of its
  // own names another time, which the main clause's new tense moves neither with its verb nor its
  // time words.
  const mainTime = groups.find((g) => !g.aspect.modal && !g.relative && isFiniteVerb(toks, g))?.aspect.time;
  const ownTime = groups.filter(
    (g) => g.relative && mainTime && g.aspect.time !== mainTime && !g.aspect.modal,
  );
  const outside = unreasoned.map((t, i) =>
    ownTime.some((g) => g.relative && i >= g.relative[0] && i < g.relative[1]) ? { ...t, norm: '' } : t,
  );
  const moved = timeAdverbialEdits(outside, target);
  // A request or command with nothing else to move is reported or asked in the tense (tense-request.ts);
  // its time words belong to the act asked for, not to the asking, and stay.
  const inTense = () => (command ? (requestInTense(toks, target) ?? commandInTense(toks, target)) : null);
  if (!moved) {
    // "… and will share a draft soon": the future's own time word may hold where the sentence moves
    // round it (tense-mixed.ts).
    const plain = !command && !tied.length && !reasons.length;
    if (!plain || groups.some((g) => g.relative || g.aspect.modal || !isFiniteVerb(toks, g))) return null;
    const mixed = futureAfterCoordination(
      toks,
      groups,
      target,
      (g, aspect) => groupEdit(toks, g, aspect),
      (end) =>
        timeAdverbialEdits(
          outside.map((t, i) => (i >= end ? { ...t, norm: '' } : t)),
          target,
        ),
    );
    return mixed ? applyEdits(toks, mixed) : inTense();
  }
  const edits: TokenEdit[] = [...moved];
  const timeEdits = moved.length;
  /** "can"/"may"/"shall" shift back in the past once anything else has moved ("I believed it could help"). */
  const backshifts: TokenEdit[] = [];
  for (const g of groups) {
    // "Customers who order before noon will receive …": in the future a relative clause keeps the present.
    // With only a modal in the main clause ("Anyone who needs a laptop should ask IT") it stays too.
    if (
      ownTime.includes(g) ||
      (g.relative && ((target.time === 'future' && g.aspect.time === 'present') || !mainTime))
    )
      continue;
    const inTied = tied.some(([from, to]) => g.start >= from && g.end <= to);
    // "better than we expected": the comparison is with an earlier expectation, which keeps its tense.
    if (g.subject && toks[g.subject[0] - 1]?.norm === 'than') continue;
    // "Let me know when the laptops arrive" → "… when the laptops have arrived": a time clause in a
    // command can say the event will be complete; nothing else about a command has a tense.
    if (command && inTied && completedTime(toks, tied, g, target)) {
      edits.push(groupEdit(toks, g, target));
      continue;
    }
    // "Could you find out …?": the request's own verb.
    if ((command && inTied) || (request && g.subject?.[0] === 1)) continue;
    // "Don't forget …": a group with no subject opening the sentence is the command itself.
    if (!g.subject && (g.start === 0 || BEFORE_COMMAND.test(toks[g.start - 1].norm))) continue;
    if (g.aspect.modal) {
      // In the past, "can"/"may"/"shall" shift back with the rest ("I believed it could help").
      const shifted = BACKSHIFT[toks[g.start].norm];
      if (shifted && target.time === 'past' && !target.perfect)
        backshifts.push({ start: g.start, end: g.start + 1, words: [shifted] });
      continue;
    }
    if (!isFiniteVerb(toks, g)) continue;
    // "recommends that we wait": the mandative subjunctive (Quirk et al. § 3.58) is a base form with no
    // tense of its own to move ("will recommend that we will wait" was written).
    if (mandative(toks, g)) continue;
    // "It is important that everyone attends": what is needed is not dated by the verb of need
    // ("will be important that everyone will attend"); it moves only into the past with it.
    if (needed(toks, g) && (target.time !== 'past' || target.perfect)) continue;
    // "As you know, …": a formula about the reader, not an event in time.
    if (g.lemma === 'know' && toks[g.start - 2]?.norm === 'as' && /^(?:you|we)$/.test(toks[g.start - 1].norm))
      continue;
    // "… because the supplier delayed the delivery": a cause keeps its own time (tense-reason.ts).
    const reason = reasonOf(g);
    if (reason && mainGroup) {
      const shift = reasonShift(g, mainGroup.aspect, reason, target);
      if (shift.kind === 'reject') return null;
      if (shift.kind === 'keep') continue;
      if (shift.kind === 'shift') {
        edits.push(groupEdit(toks, g, shift.aspect));
        continue;
      }
    }
    // "I have thought we should…", "I will believe…": opinion verbs only move to the past.
    // With only a noun phrase after it ("customers expect fast delivery") the verb is no opinion.
    const takesClause = toks.slice(g.end).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
    if (
      (opinion(toks, g) || certainty(toks, g)) &&
      !g.aspect.passive &&
      takesClause &&
      g.aspect.time === 'present' &&
      (target.time !== 'past' || target.perfect)
    )
      continue;
    // "I'm afraid we can't offer …": a polite formula ("unfortunately"), not a feeling in time.
    if (
      g.lemma === 'be' &&
      toks[g.end]?.norm === 'afraid' &&
      /^(?:i|we)$/.test(toks[g.start - 1]?.norm ?? '') &&
      /^(?:that|PRON|DET|NOUN|PROPN)$/.test(
        toks[g.end + 1]?.norm === 'that' ? 'that' : (toks[g.end + 1]?.pos ?? ''),
      )
    )
      continue;
    // "I was hoping you could …", "We were wondering whether …": the attitudinal past (Quirk 4.22), a
    // polite formula for a present wish, not a past state ("I will hope you might join" was written);
    // the request after it has no time of its own to move either.
    if (
      /^(?:hope|wonder|think|want)$/.test(g.lemma) &&
      g.aspect.time === 'past' &&
      g.aspect.continuous &&
      /^(?:i|we)$/.test(toks[g.start - 1]?.norm ?? '') &&
      /^(?:if|whether|that|to|you|we|i)$/.test(toks[g.end]?.norm ?? '')
    )
      return null;
    // "I wanted to let you know…", "We just wanted to check…": the same polite past introducing a message,
    // which has no time to move ("I will want to let you know" was written); what it says can move.
    if (
      g.lemma === 'want' &&
      g.aspect.time === 'past' &&
      !g.aspect.perfect &&
      /^(?:i|we)$/.test(toks[g.subject?.[0] ?? -1]?.norm ?? '') &&
      toks[g.end]?.norm === 'to' &&
      MESSAGE_VERB.test(toks[g.end + 1]?.norm ?? '')
    )
      continue;
    const reporter = reportingGroup(toks, groups, g);
    // "The manager has told me that the project was late", "She will say the parcel was delayed":
    // what was reported keeps its tense, and in the future so does what was done before.
    const before = g.aspect.time === 'past' || (g.aspect.perfect && g.aspect.time === 'present');
    const reportedEarlier = target.time === 'future' && before && reporter?.aspect.time === 'present';
    if (
      reporter &&
      !opinion(toks, reporter) &&
      ((target.perfect && target.time === 'present') || reportedEarlier)
    )
      continue;
    // "We hoped the new system would help": a future in a reported clause is seen from the past.
    if (reporter && g.aspect.time === 'future' && target.time === 'past' && !target.perfect) {
      // "… would grow next year": a time word after a future seen from the past is not mirrored
      // ("would grow last year" says nothing).
      if (moved.some((e) => e.start >= g.start)) return null;
      edits.push(groupEdit(toks, g, { time: 'present', perfect: false, continuous: false, modal: 'would' }));
      continue;
    }
    // "I think the client has signed" → "I thought the client had signed": what was done before a
    // reported present is done before the reported past (backshift, Quirk et al. § 14.31).
    if (
      reporter &&
      reporter.aspect.time === 'present' &&
      !reporter.aspect.perfect &&
      target.time === 'past' &&
      !target.perfect &&
      !target.continuous &&
      g.aspect.time !== 'future' &&
      (g.aspect.perfect ? g.aspect.time === 'present' : g.aspect.time === 'past')
    ) {
      edits.push(groupEdit(toks, g, { ...TENSES['past perfect'], continuous: g.aspect.continuous }));
      continue;
    }
    // "has offered a discount if we sign", "has improved since we changed…": in the present perfect a
    // condition or time clause keeps its own verb ("if we have signed" says something else).
    if (inTied && !command && target.perfect && target.time === 'present' && conditionOpener(toks, tied, g)) {
      // "The shares fell when the results came out": a past time clause dates the event, which the
      // present perfect cannot take; a modal's perfect ("has had to finish before they arrive") cannot
      // look forward to a present one.
      if (g.aspect.time === 'past' || mainGroup?.aspect.modal) return null;
      continue;
    }
    // A time or condition clause speaks of the future in the present ("we will call when it arrives").
    const own = inTied && target.time === 'future' ? TENSES['simple present'] : target;
    edits.push(groupEdit(toks, g, own));
  }
  // "Could you update the plan?" → "Will you update the plan?": a request put in the future.
  const simpleFuture = target.time === 'future' && !target.perfect && !target.continuous;
  // Only when nothing the request is about moved ("Could you find out if it will be delivered?").
  if (
    request &&
    simpleFuture &&
    edits.length === timeEdits &&
    /^(?:could|can|would)$/.test(toks[0].norm) &&
    !/n't$/.test(toks[0].text) &&
    // "Would you like to join us?", "Would you mind …?" offer or ask leave; "Will you like" is no request.
    !/^(?:like|mind)$/.test(toks[2]?.norm ?? '')
  )
    return applyEdits(toks, [{ start: 0, end: 1, words: [/^\p{Lu}/u.test(toks[0].text) ? 'Will' : 'will'] }]);
  // "We should review the contract before we sign it": with only a modal in the main clause, a
  // subordinate clause cannot move alone ("… before we signed it"); it moves with the modal's paraphrase.
  const inMain = (e: TokenEdit) =>
    !reasons.some((r) => e.start >= r.from && e.start < r.to) && !inTiedClause(e.start);
  const subordinateEdits = edits.slice(timeEdits).filter((e) => !inMain(e));
  if (mainGroup?.aspect.modal && !edits.slice(timeEdits).some(inMain) && subordinateEdits.length) {
    const e = mainGroup.start > 0 ? modalShift(toks, mainGroup, target) : null;
    if (!e) return null;
    const inner = backshifts.filter((b) => !inMain(b));
    return applyEdits(toks, [...edits, e, ...inner]);
  }
  // A cause never moves alone: with no main clause found to move, its time is unknown.
  if (
    edits.length > timeEdits &&
    edits.slice(timeEdits).every((e) => reasons.some((r) => e.start >= r.from && e.start < r.to))
  )
    return null;
  // Only modal verbs: "can"/"must"/"should" have past, future and perfect paraphrases.
  if (edits.length === timeEdits) {
    for (const g of groups) {
      if (command && tied.some(([from, to]) => g.start >= from && g.end <= to)) continue;
      const e = g.aspect.modal && g.start > 0 ? modalShift(toks, g, target) : null;
      if (e) edits.push(e);
    }
  } else edits.push(...backshifts);
  if (edits.length === timeEdits) return inTense();
  return applyEdits(toks, edits);
}

/**
 * The group of a verb that takes a clause ("told me that …", "hope …", "knows when …") whose object
 * clause holds `g`: its subject follows that verb's group (and any object pronoun, "that" or question
 * word) directly.
 */
function reportingGroup(toks: Tok[], groups: VerbGroup[], g: VerbGroup): VerbGroup | undefined {
  if (!g.subject) return undefined;
  let k = g.subject[0] - 1;
  // "knows when the system will be fixed": an indirect question is reported too.
  if (/^(?:that|when|whether|if|what|how|why|where|who)$/.test(toks[k]?.norm ?? '')) k--;
  if (toks[k]?.pos === 'PRON' && !NOMINATIVE.test(toks[k].norm)) k--;
  return groups.find(
    // The light tagger reads "sure the team" as one phrase, so the adjective may open the subject.
    (r) =>
      r !== g &&
      ((r.end - 1 === k && CLAUSE_TAKING.test(r.lemma)) ||
        ((r.end === k || r.end === g.subject?.[0]) && certainty(toks, r))),
  );
}

/**
 * Whether a group is an opinion verb before its clause. "We feel confident that …" is a feeling with an
 * adjective, which can be in the future; "we feel the plan …" reports an opinion.
 */
function opinion(toks: Tok[], g: VerbGroup): boolean {
  if (!OPINION.test(g.lemma)) return false;
  const next = toks[g.end];
  return (
    !/^(?:suspect|doubt|feel|fear|imagine|presume)$/.test(g.lemma) ||
    next?.norm === 'that' ||
    /^(?:DET|PRON|NOUN|PROPN|NUM)$/.test(next?.pos ?? '')
  );
}

/** Whether a group is "be" or "feel" with an adjective of certainty after it ("I'm sure", "we feel confident"). */
function certainty(toks: Tok[], g: VerbGroup): boolean {
  return (g.lemma === 'be' || g.lemma === 'feel') && CERTAIN.test(toks[g.end]?.norm ?? '');
}

/**
 * The edit writing a finite verb group in the target tense, with what belongs to it: "are going to
 * move" is a future of "move"; a frequency adverb before a lone verb goes after the auxiliary the new
 * tense brings ("often asks" → "will often ask"); in "our goal is finding …" only "is" changes.
 */
function groupEdit(toks: Tok[], g: VerbGroup, target: Target): TokenEdit {
  let { start, end, lemma } = g;
  let passive = g.aspect.passive;
  const adverbs = [...g.adverbs];
  const to = toks[g.end];
  const infinitive = toks[g.end + 1];
  if (g.lemma === 'go' && g.aspect.continuous && !g.aspect.perfect && to?.norm === 'to' && infinitive) {
    const participle = toks[g.end + 2];
    if (
      infinitive.norm === 'be' &&
      participle?.pos === 'VERB' &&
      participle.norm === verbForms(participle.lemma).pp
    ) {
      lemma = participle.lemma;
      passive = true;
      end = g.end + 3;
    } else if (infinitive.pos === 'VERB' && infinitive.norm === verbForms(infinitive.lemma).base) {
      lemma = infinitive.lemma;
      end = g.end + 2;
    }
  } else if (
    g.aspect.continuous &&
    !passive &&
    g.subject &&
    toks.slice(g.subject[0], g.subject[1]).some((t) => t.pos === 'NOUN' && GERUND_SUBJECT.test(t.lemma))
  ) {
    lemma = 'be';
    end = g.main;
  }
  const words = buildGroup({
    lemma,
    aspect: { ...target, passive },
    agreement: g.agreement,
    negated: g.negated,
    contracted: g.contracted,
    adverbs,
  });
  const before = toks[g.start - 1];
  const after = toks[g.end];
  if (g.start === g.main && before?.pos === 'ADV' && innerAdverb(before.norm) && words.length > 1) {
    start = g.start - 1;
    words.splice(1, 0, before.text);
  } else if (
    g.start === g.main &&
    lemma === 'be' &&
    after?.pos === 'ADV' &&
    FREQUENCY.test(after.norm) &&
    words.length > 1
  ) {
    // "are still provisional" → "will still be provisional".
    end = g.end + 1;
    words.splice(1, 0, after.text);
  }
  if (start === 0 && !/^[A-Z]/.test(toks[0].text)) words[0] = words[0].toLowerCase();
  return { start, end, words };
}
