import { relativePronoun, type VerbGroup } from './clause';
import { buildGroup } from './conjugate';
import { applyEdits, isQuestion, type TokenEdit } from './edit';
import type { Tok } from './nlp';
import { retagVerbs } from './tense-tags';
import { namesRoleOrBody } from './thesaurus';
import { agreementOf, compromiseVerbs, isCollective, verbForms } from './verbs';
import { isAgent } from './voice-agent';
import { controlledAdjunct } from './voice-control';
import { adjectival, STATAL_DEGREE, statePerfect, writerDoer } from './voice-doer';
import { listAfter, nounPhraseAfter, quantifiedNouns } from './voice-object';
import { subjectAgreement } from './voice-passive';
import {
  indefiniteWith,
  isClass,
  keepSpelling,
  lowerStart,
  PARTICLES,
  phraseFrom,
  RELATIVE,
  recase,
  resumeSubject,
  sharedSubjectAt,
  subjectOf,
  TIME,
  TO_OBJECT,
  TO_SUBJECT,
  unquotedGroups,
  words,
} from './voice-phrase';
import { circumstanceQuestion, questionActive } from './voice-question';

/** Words before a number in an agent: "by over fifty people", "by more than 200 customers". */
const QUANTITY =
  /^(?:over|under|about|around|nearly|almost|roughly|some|more|fewer|less|than|at|least|most|up|to)$/;
/** Prepositions of place that say where in an organisation an agent works ("staff across the company"). */
const AGENT_PLACE = /^(?:in|at|across|throughout|within|from)$/;
/** The negative pronoun that takes a negated verb's "any" agent as subject. */
const NEGATED_ANY: Record<string, string> = { anyone: 'no one', anybody: 'nobody', anything: 'nothing' };

/** The passive groups of a sentence, with "get" passives ("got delivered") read as passives of their participle. */
function passiveGroups(toks: Tok[]): VerbGroup[] {
  return unquotedGroups(toks).flatMap((g) => {
    if (g.aspect.passive && toks[g.main].pos === 'VERB') return [g];
    const next = toks[g.end];
    const participle = next?.pos === 'VERB' && next.text.toLowerCase() === verbForms(next.lemma).pp;
    if (g.lemma !== 'get' || !participle || g.aspect.passive) return [];
    return [{ ...g, main: g.end, end: g.end + 1, lemma: next.lemma, aspect: { ...g.aspect, passive: true } }];
  });
}

/**
 * Whether an agentless passive reports an event someone did, so that "someone" can be its subject
 * ("The window was broken." → "Someone broke the window."). Not for states and feelings ("is located",
 * "were pleased"), rules and habits in the simple present ("Cookies are used"), schedules in the
 * future, modal obligations ("must be signed", whose doer is the reader, not "someone") or passives
 * with an infinitive ("is expected to"): a professional editor leaves those as they are.
 */
function hasGenericDoer(toks: Tok[], g: VerbGroup): boolean {
  const { aspect } = g;
  if (adjectival(g)) return false;
  if (aspect.modal || aspect.time === 'future') return false;
  if (toks[g.end]?.norm === 'to' && toks[g.end + 1]?.pos === 'VERB') return false;
  if (aspect.time === 'present' && !aspect.perfect && !aspect.continuous) return false;
  if (aspect.perfect && statePerfect(toks, g.end)) return false;
  // ("has got lost", "got promoted": a "get" passive, wherever "get" is in the group, names what
  // happened to the subject, not a deed.)
  return !isClass(toks[g.main], 'stative') && !toks.slice(g.start, g.main).some((t) => t.lemma === 'get');
}

/**
 * "The contract was drafted by our lawyers and signed by the client." → "…, and the client signed it":
 * a second participle sharing the subject, with an agent of its own, becomes an active clause whose
 * object is the subject's pronoun ("it", or "them" for a plural). Undefined for anything else.
 */
function secondAgent(
  toks: Tok[],
  subject: [number, number],
  conj: number,
  g: VerbGroup,
): TokenEdit | undefined {
  const verb = toks[conj + 1];
  if (verb?.pos !== 'VERB' || verb.norm !== verbForms(verb.lemma).pp || toks[conj + 2]?.norm !== 'by')
    return undefined;
  const end = phraseFrom(toks, conj + 3, false);
  if (end === conj + 3 || !isAgent(toks, [conj + 3, end])) return undefined;
  // Only a clause that ends there: what follows the agent would be left after the pronoun.
  if (!/^[.!?]?$/.test(toks[end]?.text ?? '')) return undefined;
  const agentToks = toks.slice(conj + 3, end);
  const active = keepSpelling(
    buildGroup({
      lemma: verb.lemma,
      aspect: { ...g.aspect, passive: false },
      agreement: agreementOf(agentToks),
    }),
    verb,
  ).join(' ');
  // ("the goalkeeper was substituted … and replaced by Farouk": a person's pronoun is not in the words.)
  const np = toks.slice(...subject);
  const head = [...np].reverse().find((t) => /^(?:NOUN|PROPN)$/.test(t.pos));
  const plural = agreementOf(np) === 'pl';
  if (!plural && (!head || head.pos === 'PROPN' || namesRoleOrBody(head.lemma))) return undefined;
  const object = plural ? 'them' : 'it';
  const comma = toks[conj - 1]?.text === ',' ? [] : [','];
  return {
    start: conj,
    end,
    words: [...comma, toks[conj].text, recase(toks, [conj + 3, end], TO_SUBJECT), active, object],
  };
}

/** Auxiliaries a base form after "and" can share ("will be appreciated and make a difference"). */
const MODAL_OR_WILL = /^(?:will|would|can|could|may|might|must|shall|should|'ll|’ll)$/;

/** Where a "by" whose phrase names a doer follows `from` in the same clause, or -1. */
function laterAgent(toks: Tok[], from: number): number {
  for (let k = from; k < toks.length && !/^[,;:.!?]$/.test(toks[k].text); k++) {
    if (toks[k].norm !== 'by') continue;
    const end = phraseFrom(toks, k + 1, false);
    if (end > k + 1 && isAgent(toks, [k + 1, end])) return k;
  }
  return -1;
}

/**
 * The edit that gives the second verb phrase its subject back as "it" or "they" when the old subject
 * names a thing ("Your order has been shipped and should arrive on Monday" → "We have shipped your
 * order, and it should arrive on Monday"), with the passive's `auxiliaries` before a bare participle
 * ("… and it was sent to the client"). Undefined for a person or a group, whose pronoun ("he", "she",
 * "it" or "they" for "the team") the words do not tell, and for a phrase with no noun head.
 */
function resumeThing(
  toks: Tok[],
  subject: [number, number],
  [clauseEnd, conj]: [number, number],
  auxiliaries: string,
): TokenEdit | undefined {
  // "The procedure was repeated, and the samples were pooled and cultured": an "and" after a clause
  // of its own shares that clause's subject, not this one's.
  if (toks.slice(clauseEnd, conj).some((t) => /^(?:VERB|AUX)$/.test(t.pos))) return undefined;
  const np = toks.slice(...subject);
  // The head is the last noun before a phrase or clause after it ("the copy of the contract").
  const cut = np.findIndex((t, i) => i > 0 && (t.pos === 'ADP' || RELATIVE.test(t.norm)));
  const head = [...(cut > 0 ? np.slice(0, cut) : np)].reverse().find((t) => /^(?:NOUN|PROPN)$/.test(t.pos));
  if (!head || head.pos === 'PROPN' || namesRoleOrBody(head.lemma) || isCollective(head.lemma))
    return undefined;
  const pronoun = agreementOf(cut > 0 ? np.slice(0, cut) : np) === 'pl' ? 'they' : 'it';
  const comma = toks[conj - 1]?.text === ',' ? [] : [','];
  let j = conj + 1;
  while (toks[j]?.pos === 'ADV') j++;
  const verb = toks[j];
  // "… and sent to the client": a participle shared the passive's auxiliaries, which it needs back;
  // "will be appreciated and make a difference": a base form shared its modal or "will".
  const shared = (auxiliaries.split(' ')[0] ?? '').toLowerCase();
  const base = verb?.pos === 'VERB' && verb.norm === verb.lemma && verb.norm !== verbForms(verb.lemma).pp;
  if (base && !MODAL_OR_WILL.test(shared)) return undefined;
  const aux =
    verb?.pos === 'VERB' && verb.norm === verbForms(verb.lemma).pp
      ? [auxiliaries]
      : base
        ? [auxiliaries.split(' ')[0]]
        : [];
  return { start: conj, end: conj + 1, words: [...comma, toks[conj].text, pronoun, ...aux] };
}

/** The second of two participles joined by "and"/"or" right after a passive group ("reviewed and approved"). */
function secondParticiple(toks: Tok[], end: number): Tok | undefined {
  const [conj, p] = [toks[end], toks[end + 1]];
  if (!/^(?:and|or)$/.test(conj?.norm ?? '') || !/^(?:VERB|ADJ)$/.test(p?.pos ?? '')) return undefined;
  // The tagger may call it an adjective whose lemma is itself ("edited"): its verb is read from the past.
  let lemma = p.lemma;
  if (lemma === p.norm && p.norm.endsWith('ed')) {
    const { verb, model } = compromiseVerbs();
    lemma = verb.toInfinitive(p.norm, model, 'PastTense') || lemma;
  }
  return p.norm === verbForms(lemma).pp && p.norm !== lemma ? { ...p, lemma } : undefined;
}

/** A passive clause made active: the edits of its tokens, the range they cover, and whether it named its agent. */
interface ActiveClause {
  edits: TokenEdit[];
  start: number;
  end: number;
  agent: boolean;
}

/**
 * Verbs whose passive keeps a bare noun after the participle: a second object ("was given time", "were
 * sent invoices") or a complement ("was named chair"). After any other participle a bare noun makes the
 * participle an adjective of that noun ("was just lost time", "were mostly used cars").
 */
const NOUN_AFTER_PASSIVE =
  /^(?:give|send|offer|award|grant|pay|show|tell|teach|promise|charge|ask|lend|hand|owe|allow|deny|assign|issue|name|appoint|elect|call|make|consider|vote|fine|bill)$/;

/** An agent after "by": its range, and whether a relative clause between commas needs closing. */
interface AgentPhrase {
  range: [number, number];
  closeAside: boolean;
  /** Where the phrase the verb agrees with ends: before a phrase of place taken in ("Staff across …"). */
  headEnd: number;
}

/**
 * The agent of the "by" at `by`: undefined when the phrase names no doer (a deadline, a measure, a
 * means), null when it cannot be moved safely (a list, an unreadable phrase).
 */
function agentAt(toks: Tok[], by: number, verb?: Tok): AgentPhrase | null | undefined {
  let closeAside = false;
  let head = by + 1;
  while (QUANTITY.test(toks[head]?.norm ?? '') && head - by < 3) head++;
  if (head > by + 1 && toks[head]?.pos !== 'NUM') head = by + 1;
  // "by experienced trainers", "by trained volunteers": a participle before the noun describes it.
  while (
    toks[head]?.pos === 'VERB' &&
    /(?:ed|ing)$/.test(toks[head].norm) &&
    /^(?:NOUN|ADJ)$/.test(toks[head + 1]?.pos ?? '')
  )
    head++;
  // "by checking the figures", "by working together": a gerund with its own object or adverb says
  // how, not who ("Checking can easily avoid mistakes the figures twice" was written).
  const gerund =
    /ing$/.test(toks[by + 1]?.norm ?? '') &&
    /^(?:VERB|NOUN)$/.test(toks[by + 1].pos) &&
    /^(?:DET|PRON|ADP|ADV|PART)$/.test(toks[by + 2]?.pos ?? '');
  let end = phraseFrom(toks, head, false);
  // "by 85% of staff": a share of a group is the agent.
  if (
    end === head &&
    toks[head]?.pos === 'NUM' &&
    /^(?:%|percent)$/.test(toks[head + 1]?.norm ?? '') &&
    toks[head + 2]?.norm === 'of'
  ) {
    const after = phraseFrom(toks, head + 3, false);
    if (after > head + 3) end = after;
  }
  // "by a firm from Bristol", "by a manager from the Dublin office": a "from" phrase after the
  // agent's noun says where the agent is from ("A manager handled the complaint from the Dublin
  // office" would say where the complaint came from).
  if (end > head && toks[end]?.norm === 'from' && /^(?:PROPN|DET|ADJ|NOUN)$/.test(toks[end + 1]?.pos ?? ''))
    end = phraseFrom(toks, end + 1, false);
  // "by lawyers who had never worked in retail": a relative clause after the agent describes it and
  // moves with it, up to the clause's end ("Lawyers wrote the policy who had…" was written).
  if (end > head && RELATIVE.test(toks[end]?.norm ?? '') && toks[end].pos !== 'SCONJ') {
    let stop = end + 1;
    while (stop < toks.length && !/^[,;:.!?]$/.test(toks[stop].text)) stop++;
    if (stop > end + 1) end = stop;
  }
  // "by Sarah, who had organised the agenda.": a relative clause between a comma and the end of the
  // sentence moves with its agent and is closed by a comma ("Sarah, who had organised the agenda,
  // chaired the meeting"; "Sarah chaired the meeting, who had…" was written). Before anything else
  // it would leave that behind it, so no result.
  if (end > head && toks[end]?.text === ',' && /^(?:who|which)$/.test(toks[end + 1]?.norm ?? '')) {
    let stop = end + 2;
    while (stop < toks.length && !/^[,;:.!?]$/.test(toks[stop].text)) stop++;
    if (stop < toks.length - 1 || stop === end + 2) return null;
    end = stop;
    closeAside = true;
  }
  // "by a group based in Germany", "by a lawyer working for the client": a participle phrase after
  // the agent's noun describes it and moves with it ("A group has acquired our company based in
  // Germany" was written).
  const participle = toks[end];
  if (
    end > head &&
    /^(?:VERB|ADJ)$/.test(participle?.pos ?? '') &&
    (participle.norm === verbForms(participle.lemma).pp ||
      (participle.pos === 'VERB' && participle.norm.endsWith('ing')) ||
      (participle.pos === 'ADJ' && participle.norm.endsWith('ed'))) &&
    toks[end + 1]?.pos === 'ADP'
  ) {
    const after = phraseFrom(toks, end + 2, false);
    if (after > end + 2) end = after;
  }
  end = indefiniteWith(toks, head, end);
  // "by staff across the company", "by engineers at our Leeds plant": a phrase the language model ties
  // to the agent's noun more than to the verb says which agent it is and moves with it ("Staff welcomed
  // the decision across the company" was written). Read as for an object (nounPhraseAfter).
  // Not after a name, whose phrase is as often the verb's ("blocked by Donald Trump on Twitter"), but
  // for "of" and "for" ("the Court of Appeals for the First Circuit"), nor when the phrase would cut a
  // coordination ("by reacting amines with ketones or aldehydes").
  const headEnd = end;
  while (end > head && verb) {
    const pp = nounPhraseAfter(toks, verb, end);
    const name = toks[end - 1].pos === 'PROPN' && !/^(?:of|for)$/.test(toks[end]?.norm ?? '');
    // ("by the velocity at which they fire": a preposition before a relative pronoun opens a clause.)
    const relative = RELATIVE.test(toks[end + 1]?.norm ?? '');
    if (pp === end || name || relative || /^(?:and|or|nor)$/.test(toks[pp]?.norm ?? '')) break;
    end = pp;
  }
  // So does a phrase of place whose noun names a body, after an agent that names people ("by staff
  // across the company", "by managers in the sales division"); "by trucks across the country" and "by
  // the director in London" keep theirs after the object.
  if (end > head && AGENT_PLACE.test(toks[end]?.norm ?? '') && namesRoleOrBody(toks[end - 1].lemma)) {
    const after = phraseFrom(toks, end + 1, false);
    const body = toks
      .slice(end + 1, after)
      .filter((t) => t.pos === 'NOUN')
      .at(-1);
    if (after > end + 1 && body && namesRoleOrBody(body.lemma)) end = after;
  }
  // "by the time ants spend outside": a finite verb right after the phrase opens a clause inside it
  // ("The time ants spend cause the difference" was written).
  const next = toks[end];
  if (
    end > head &&
    next?.pos === 'VERB' &&
    !next.norm.endsWith('ing') &&
    !(next.norm === verbForms(next.lemma).pp && next.norm !== verbForms(next.lemma).past)
  )
    return null;
  // "by Edgewater, Englewood Cliffs, Cliffside Park and Leonia": a list cut at its first comma would
  // leave the rest after the object ("Edgewater borders Fort Lee, Englewood Cliffs, …").
  if (toks[end]?.text === ',' && listAfter(toks, end)) return null;
  // "was increased by 5%": a number with a percent sign measures the change; it names no agent.
  const percent =
    end === head && toks[head]?.pos === 'NUM' && /^(?:%|percent|per)$/.test(toks[head + 1]?.norm ?? '');
  // A "by" phrase the tagger left unreadable ("by faster/ADV models/VERB") may be the agent: no "someone".
  if (end === head && !percent && !gerund) return null;
  return !percent && !gerund && isAgent(toks, [by + 1, end])
    ? { range: [by + 1, end], closeAside, headEnd: Math.min(headEnd, end) }
    : undefined;
}

/** Words that set a second, denied agent against the first ("not by", "rather than by"). */
const CONTRAST = /^(?:not|rather than|instead of|and not|but not)$/;

/**
 * "made by senior management, not by individual teams" → "Senior management, not individual teams,
 * makes these decisions": a denied agent after the agent goes with it, between commas and without its
 * "by" (left after the object it read as a second object: "makes these decisions rather than the team
 * leads"). Its end and words, or undefined when no such phrase follows at `end`.
 */
function contrastedAgent(toks: Tok[], end: number): { end: number; words: string[] } | null | undefined {
  const from = toks[end]?.text === ',' ? end + 1 : end;
  for (const n of [1, 2]) {
    const by = from + n;
    const marker = words(toks, [from, by]).trim();
    if (!CONTRAST.test(marker.toLowerCase()) || toks[by]?.norm !== 'by') continue;
    const stop = phraseFrom(toks, by + 1, false);
    // ("done by hand, not by machine": two means, no agent.)
    if (stop === by + 1 || !isAgent(toks, [by + 1, stop])) return undefined;
    // Only where the sentence ends; anything after it would be left between the agents: no result (null).
    if (!/^[.!?]?$/.test(toks[stop]?.text ?? '')) return null;
    return { end: stop, words: [',', marker, recase(toks, [by + 1, stop], TO_SUBJECT), ','] };
  }
  return undefined;
}

/** One passive clause made active, as an edit of the tokens from its subject to its agent. */
function activeClause(toks: Tok[], group: VerbGroup): ActiveClause | undefined {
  const subject = subjectOf(toks, group);
  if (!subject) return undefined;
  // "The hypothalamic–pituitary–adrenal axis": a dash written without spaces joins the words before it
  // to the subject found, which would be cut from them.
  const before0 = toks[subject[0] - 1];
  if (before0 && /^[-–—]$/.test(before0.text) && toks[subject[0]].pre === '') return undefined;
  // "how could the scene have been filmed": an operator before the subject belongs to the group
  // ("how could someone has filmed the scene" was written).
  if (toks[subject[0] - 1]?.pos === 'AUX') return undefined;
  // "Founded in 1990, the company was bought by …", "Unhappy with the offer, the candidate was …": a
  // phrase before the subject that takes it as its own would dangle on the new subject ("Founded in
  // 1990, a German group bought the company").
  if (controlledAdjunct(toks, subject, group) === 'front') return undefined;
  // "was reviewed and approved by the board": two participles share the auxiliaries and the agent,
  // and both verbs turn ("The board reviewed and approved the report", not "… the report and approved").
  const second = secondParticiple(toks, group.end);
  const g = second ? { ...group, end: group.end + 2 } : group;
  const after = toks[g.end];
  if (after?.pos === 'NOUN' && !TIME.has(after.norm) && !NOUN_AFTER_PASSIVE.test(g.lemma)) return undefined;
  // "Neither the manager nor the staff were told": the subject found is the last of coordinated ones,
  // and an object made of it alone loses the others ("Neither the manager nor someone told the staff").
  // (A conjunction after a clause of its own joins clauses: "… by Carla and the catering was …".)
  const before = subject[0] - 1;
  if (
    /^(?:and|or|nor)$/.test(toks[before]?.norm ?? '') &&
    !toks.slice(0, before).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
  )
    return undefined;
  // Between the verb and "by": particles ("turned off") or a second object ("was given a book").
  // ("was substituted off due to injury and replaced by X": a "by" after "and" is the next verb's.)
  let by = g.end;
  while (
    by < toks.length &&
    toks[by].norm !== 'by' &&
    !/^[,;:.!?]$/.test(toks[by].text) &&
    !/^(?:and|or|but)$/.test(toks[by].norm) &&
    by - g.end < 6
  )
    by++;
  // "is expected to be signed by both parties": the agent is the infinitive's, not this verb's
  // ("Both parties expect the contract to be signed" says something else); passiveInfinitive turns it.
  if (
    toks[by]?.norm === 'by' &&
    toks.slice(g.end, by).some((t, i, ts) => t.norm === 'to' && ts[i + 1]?.norm === 'be')
  )
    return undefined;
  let found = toks[by]?.norm === 'by' ? agentAt(toks, by, toks[g.main]) : undefined;
  if (found === null) return undefined;
  // "were raised by 5% by the supplier", "was returned by mail to the office by the courier": after a
  // "by" of measure or means, a later "by" in the clause names the doer; what comes before it stays
  // after the object ("The supplier raised the prices by 5%").
  const later = found || toks[by]?.norm !== 'by' ? -1 : laterAgent(toks, by + 1);
  if (later >= 0) {
    found = agentAt(toks, later, toks[g.main]);
    if (!found) return undefined;
    by = later;
  }
  const agentRange = found?.range;
  // "is well managed by the team", "was well attended by staff": a participle graded by "well",
  // "badly", "little" is an adjective even with an agent ("The team well manages the project", "Staff
  // well attended the event" were written), and moving the adverb changes some ("attended the event
  // well"): no result. ("widely", "highly", "greatly" go before an active verb: "Experts widely criticised".)
  if (agentRange && g.adverbs.some((a) => /^(?:well|badly|poorly|ill|little|much)$/i.test(a)))
    return undefined;
  const closeAside = found?.closeAside ?? false;
  // Without an agent: "we" where the sentence ties the deed to the writer's side ("Your order has been
  // shipped" → "We have shipped your order"), else "someone" for an event someone plainly did.
  const doer = agentRange ? undefined : writerDoer(toks, g, subject);
  if (!agentRange && !doer && !hasGenericDoer(toks, g)) return undefined;
  const contrast = agentRange && !closeAside ? contrastedAgent(toks, agentRange[1]) : undefined;
  if (contrast === null) return undefined;
  const clauseEnd = contrast ? contrast.end : agentRange ? agentRange[1] : g.end;
  // "We were called by the bank and asked to…" → "The bank called us, and we were asked to…".
  const conj = sharedSubjectAt(toks, clauseEnd);
  const resume =
    conj >= 0
      ? (resumeSubject(toks, subject, conj, words(toks, [g.start, g.main]).trim()) ??
        secondAgent(toks, subject, conj, g) ??
        resumeThing(toks, subject, [clauseEnd, conj], words(toks, [g.start, g.main]).trim()))
      : undefined;
  if (conj >= 0 && !resume) return undefined;
  const agentToks = agentRange ? toks.slice(...agentRange) : [];
  // "was not noticed by anyone" → "No one noticed", not "Anyone did not notice".
  // An event that did not happen had no doer: "The agenda hasn't been finalised" → "No one has
  // finalised the agenda", not "Someone hasn't finalised", which blames one person.
  const any =
    !agentRange && !doer && g.negated
      ? 'no one'
      : agentToks.length === 1 && g.negated
        ? NEGATED_ANY[agentToks[0].norm]
        : undefined;
  const agreement = agentRange
    ? subjectAgreement(toks, [agentRange[0], found?.headEnd ?? agentRange[1]])
    : doer
      ? 'pl'
      : '3sg';
  const verb = keepSpelling(
    buildGroup({
      lemma: g.lemma,
      aspect: { ...g.aspect, passive: false },
      agreement,
      negated: g.negated && !any,
      contracted: g.contracted,
      adverbs: g.adverbs,
    }),
    toks[g.main],
  ).join(' ');
  const both = second
    ? `${verb} ${toks[group.end].text} ${
        keepSpelling(
          buildGroup({
            lemma: second.lemma,
            aspect: { ...g.aspect, passive: false },
            agreement,
            negated: g.negated && !any,
          }),
          second,
        ).at(-1) ?? ''
      }`
    : verb;
  const patient = lowerStart(recase(toks, subject, TO_OBJECT), toks[subject[0]], subject[0] === 0);
  // Without an agent, a preposition right after the verb with no object of its own ("was broken into
  // over the weekend", "was sent for.") is the prepositional verb's: it goes with the verb too.
  const next = toks[g.end];
  const lonePreposition =
    !agentRange &&
    next?.pos === 'ADP' &&
    // "because of the storm", "due to a fault", "out of stock": a preposition of two words heads a
    // phrase of its own.
    !/^(?:of|to)$/.test(toks[g.end + 1]?.norm ?? '') &&
    (toks[g.end + 1] === undefined ||
      /^(?:ADP|PUNCT)$/.test(toks[g.end + 1].pos) ||
      TIME.has(toks[g.end + 1].norm));
  const end = lonePreposition ? g.end + 1 : clauseEnd;
  const middle = agentRange ? words(toks, [g.end, by]) : lonePreposition ? next.text : '';
  // A particle ("turned off") or the stranded preposition of a prepositional verb ("was dealt with")
  // goes back before the object.
  const stranded = (by === g.end + 1 && toks[g.end].pos === 'ADP') || lonePreposition;
  const particle =
    middle !== '' && (stranded || middle.split(' ').every((w) => PARTICLES.has(w.toLowerCase())));
  const core = particle ? [both, middle, patient] : [both, patient, middle];
  const agent = any ?? (agentRange ? recase(toks, agentRange, TO_SUBJECT) : (doer ?? 'someone'));
  const edit = {
    start: subject[0],
    end,
    words: [agent, closeAside ? ',' : '', ...(contrast?.words ?? []), ...core].filter((w) => w !== ''),
  };
  return {
    edits: resume ? [edit, resume] : [edit],
    start: subject[0],
    end: resume ? resume.end : clauseEnd,
    agent: agentRange !== undefined,
  };
}

/**
 * passive_to_active: "The report was written by Ana." → "Ana wrote the report." Every passive clause
 * with an agent is made active; with none, the first whose doer is plainly "someone". Null when there
 * is no such clause.
 */
export function passiveToActive(written: Tok[]): string | null {
  // The tagger's noun/verb slips ("by the lab technicians", "by the IT team") corrected as for switch_tense.
  const toks = participlesBeforeBy(quantifiedNouns(retagVerbs(written)));
  if (isQuestion(written)) return questionActive(toks) ?? circumstanceQuestion(toks, questionActive);
  const clauses: ActiveClause[] = [];
  for (const g of passiveGroups(toks)) {
    // "the umbrella that was left in reception": a relative clause's verb has the relative pronoun as
    // subject, which no active clause can put back ("claimed someone left the umbrella that …").
    if (relativePronoun(toks, g) !== undefined) continue;
    const c = activeClause(toks, g);
    const last = clauses.at(-1);
    if (c && (!last || c.start >= last.end)) clauses.push(c);
  }
  const withAgent = clauses.filter((c) => c.agent);
  const chosen = withAgent.length ? withAgent : clauses.slice(0, 1);
  if (!chosen.length) {
    const infinitive = passiveInfinitive(toks);
    return infinitive ? applyEdits(toks, [infinitive]) : null;
  }
  return applyEdits(
    toks,
    chosen.flatMap((c) => c.edits),
  );
}

/**
 * The tokens with a participle the tagger called an adjective made a verb when "be" and adverbs come
 * before it and an agent after it: with an adverb between them the light tagger reads "are often
 * confused by our pricing" as an adjective, and the passive was missed (without the adverb it reads a
 * verb). Only a form that is the past participle of a verb compromise knows.
 */
function participlesBeforeBy(toks: Tok[]): Tok[] {
  return toks.map((t, k) => {
    if (t.pos !== 'ADJ' || !/(?:ed|en)$/.test(t.norm) || toks[k + 1]?.norm !== 'by') return t;
    if (!/^(?:DET|PRON|NOUN|PROPN|ADJ|NUM)$/.test(toks[k + 2]?.pos ?? '')) return t;
    let b = k - 1;
    while (toks[b]?.pos === 'ADV') b--;
    // ("is well managed by the team" stays an adjective: "The team well manages" is no English.)
    if (
      b === k - 1 ||
      toks[b]?.lemma !== 'be' ||
      toks.slice(b + 1, k).some((a) => STATAL_DEGREE.test(a.norm))
    )
      return t;
    const { verb: transform, model } = compromiseVerbs();
    const lemma = transform.toInfinitive(t.norm, model, 'PastTense');
    if (!lemma || lemma === t.norm || verbForms(lemma).pp !== t.norm) return t;
    return { ...t, pos: 'VERB', lemma };
  });
}

/** Verbs whose "to be done by" infinitive carries the passive: "needs to be reviewed by the team". */
const INFINITIVE_CARRIER = /^(?:need|have|ought|go|want|deserve)$/;
/**
 * Passive verbs and adjectives after "be" whose subject is raised from the infinitive after them
 * (Quirk et al. § 16.52): "The contract is expected to be signed by both parties" → "Both parties
 * are expected to sign the contract".
 */
const RAISING_PASSIVE =
  /^(?:expect|suppose|schedule|set|require|plan|intend|due|likely|unlikely|certain|sure|about)$/;

/**
 * A passive infinitive with an agent, made active: "The report needs to be reviewed by the legal
 * team before…" → "The legal team needs to review the report before…" ("has to", "is going to",
 * "ought to" alike). The verb before "to" agrees with its new subject; what follows the agent stays.
 */
function passiveInfinitive(toks: Tok[]): TokenEdit | undefined {
  for (const g of unquotedGroups(toks)) {
    // ("everything you do in public life has to be guided by your faith": the subject is the one
    // subjectOf reads, not "public life".)
    const subject = subjectOf(toks, g);
    if (!subject) continue;
    const carrier = !g.aspect.passive && !g.aspect.modal && INFINITIVE_CARRIER.test(g.lemma);
    const raised = g.aspect.passive && RAISING_PASSIVE.test(g.lemma) && toks[g.main].pos === 'VERB';
    // "is due to be", "is likely to be": the adjective goes with "be".
    const adjective =
      g.lemma === 'be' && toks[g.end]?.pos === 'ADJ' && RAISING_PASSIVE.test(toks[g.end].norm) ? 1 : 0;
    if (!carrier && !raised && !adjective) continue;
    const [to, be, participle, by] = [
      g.end + adjective,
      g.end + adjective + 1,
      g.end + adjective + 2,
      g.end + adjective + 3,
    ];
    if (toks[to]?.norm !== 'to' || toks[be]?.norm !== 'be' || toks[by]?.norm !== 'by') continue;
    const p = toks[participle];
    if (p?.pos !== 'VERB' || p.norm !== verbForms(p.lemma).pp) continue;
    const end = indefiniteWith(toks, by + 1, phraseFrom(toks, by + 1, false));
    if (end === by + 1 || !isAgent(toks, [by + 1, end])) continue;
    // "by whoever uses it last": an agent that goes on as a clause is no noun phrase to move.
    if (/^(?:VERB|AUX)$/.test(toks[end]?.pos ?? '') || /^(?:who|whoever|that|which)$/.test(toks[by + 1].norm))
      continue;
    const agentToks = toks.slice(by + 1, end);
    const agreement = agreementOf(
      agentToks.map((t) => (TO_SUBJECT[t.norm] ? { ...t, norm: TO_SUBJECT[t.norm].toLowerCase() } : t)),
    );
    const verb = keepSpelling(
      buildGroup({
        lemma: g.lemma,
        aspect: g.aspect,
        agreement,
        negated: g.negated,
        contracted: g.contracted,
        adverbs: g.adverbs,
      }),
      toks[g.main],
    ).join(' ');
    const patient = lowerStart(recase(toks, subject, TO_OBJECT), toks[subject[0]], subject[0] === 0);
    const agent = recase(toks, [by + 1, end], TO_SUBJECT);
    return {
      start: subject[0],
      end,
      words: [agent, verb, adjective ? toks[g.end].text : '', 'to', verbForms(p.lemma).base, patient].filter(
        (w) => w !== '',
      ),
    };
  }
  return undefined;
}
