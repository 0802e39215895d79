import { type Aspect, CLAUSE_TAKING, relativePronoun, type VerbGroup, verbGroups } from './clause';
import { buildGroup } from './conjugate';
import type { Tok } from './nlp';
import { hasSense, namesPerson, namesRoleOrBody } from './thesaurus';
import { type Agreement, agreementOf, verbForms } from './verbs';
import { controlledAdjunct } from './voice-control';
import {
  ASPECTUAL,
  amountAfter,
  bareInfinitiveIn,
  COMPLEX_TRANSITIVE,
  inContactRelative,
  infinitiveAfterNoun,
  isBareAmount,
  isIdiom,
  isMeasure,
  isTimeAdverbial,
  isTimePhrase,
  listAfter,
  nounPhraseAfter,
  postmodifierAfter,
  reducedRelativeAfter,
} from './voice-object';
import {
  assemble,
  indefiniteWith,
  isClass,
  keepSpelling,
  keptWordsAt,
  lowerStart,
  NP_POS,
  opensClause,
  PARTICLES,
  PERSONAL,
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

/** Verbs that give a person an amount of time or money, or cost them something: no passive keeps both. */
const AMOUNT_VERB = /^(?:save|spare|cost|take)$/;

/** Amounts these verbs give: time and its units, money, effort. */
const AMOUNT =
  /^(?:time|hours?|minutes?|days?|weeks?|months?|years?|money|effort|trouble|work|cash|dollars?|euros?|pounds?|fortune|lot|bit)$/;

/**
 * Whether the object of a verb of saving or costing names a person (a pronoun, or a noun phrase) with an
 * amount after it, as a second object ("us time") or run into the first by the tagger ("the team hours
 * of work").
 */
function personThenAmount(toks: readonly Tok[], k: number, objEnd: number): boolean {
  const personal = toks[k]?.pos === 'PRON';
  let sawNoun = personal;
  for (let i = personal ? k + 1 : k; i < toks.length && !/^[,;:.!?]$/.test(toks[i].text); i++) {
    if (i >= objEnd + 6 || toks[i].pos === 'ADP' || toks[i].pos === 'VERB') break;
    // ("took the decision last week": a time after "last", "next", "every" is when, not how much.)
    const when = /^(?:last|next|this|that|every|each|per|on|in)$/.test(toks[i - 1]?.norm ?? '');
    if (sawNoun && !when && AMOUNT.test(toks[i].norm) && /^(?:NOUN|ADJ|NUM|DET)$/.test(toks[i].pos))
      return true;
    if (/^(?:NOUN|PROPN|PRON)$/.test(toks[i].pos) && !AMOUNT.test(toks[i].norm)) sawNoun = true;
  }
  return false;
}
/** Words that open an adverbial clause ("as soon as", "so that", "once"), never a manner adverb. */
const CLAUSE_OPENER =
  /^(?:as|so|once|when|whenever|while|before|after|until|till|because|since|if|unless|though|although|whereas)$/;

/** Verbs whose bare infinitive after the object takes "to" in the passive ("We were made to wait"). */
export const BARE_INFINITIVE = /^(?:help|make|see|hear|watch|notice)$/;
/** Verbs of advising or asking, whose "that" clause says what the reader is to do. */
const ADVISING = /^(?:recommend|suggest|advise|ask|request|require|insist|urge|propose)$/;
/** Personal pronouns in the subject case. */
const NOMINATIVE = /^(?:i|we|you|they|he|she)$/;

/**
 * Middle verbs, whose object is no patient and which have no passive ("lacks funds", "costs a
 * fortune"): Quirk et al. § 10.21.
 */
const STATE = /^(?:lack|resemble|suit|fit|cost|weigh|equal|contain|include|comprise)$/;

/** Verbs of placing, whose phrase of place belongs to the verb (Quirk et al. § 16.48: "put it on the shelf"). */
const PLACING = /^(?:put|place|lay|position|store|file|hang)$/;

/** The possessive determiner of each subject pronoun. */
const POSSESSIVE_OF: Record<string, string> = {
  i: 'my',
  we: 'our',
  you: 'your',
  he: 'his',
  she: 'her',
  it: 'its',
  they: 'their',
};

/** Subjects that say no one did it. */
const NEGATIVE_AGENT: Record<string, string> = {
  nobody: 'anybody',
  noone: 'anyone',
  nothing: 'anything',
  none: '',
};
/** Words that make a number approximate before it ("about fifty", "more than a thousand"). */
const APPROXIMATE =
  /^(?:about|around|over|nearly|almost|roughly|approximately|(?:more|fewer|less) than|at least|up to)$/;

/** The agreement of a noun phrase that becomes a subject ("them" counts as "they"). */
export function subjectAgreement(toks: Tok[], [a, b]: [number, number]): Agreement {
  // ("a clear and concise report": an "and" between adjectives joins no nouns.)
  const np = toks
    .slice(a, b)
    .filter(
      (t, i, all) =>
        !(
          /^(?:and|or)$/.test(t.norm) &&
          /^(?:ADJ|ADV)$/.test(all[i - 1]?.pos ?? '') &&
          all[i + 1]?.pos === 'ADJ'
        ),
    );
  return agreementOf(
    np.map((t) =>
      np.length === 1 && TO_SUBJECT[t.norm] ? { ...t, norm: TO_SUBJECT[t.norm].toLowerCase() } : t,
    ),
  );
}

/**
 * The preposition the first of two objects takes in the passive ("gave him the book" → "to him",
 * "booked us a room" → "for us"); undefined for verbs that have no such passive ("saves our staff time").
 */
export function dativeOf(verb: Tok): string | undefined {
  if (isClass(verb, 'to')) return 'to';
  if (isClass(verb, 'for')) return 'for';
  return undefined;
}

/** Whether a noun phrase that is no time ("on Monday") starts at `k`, so the word before it can be stranded. */
export function opensObject(toks: Tok[], k: number): boolean {
  return NP_POS.has(toks[k]?.pos ?? '') && !isTimePhrase(toks, k, phraseFrom(toks, k, false));
}

/** The auxiliaries of a verb group as written ("will", "have", "can't"), without its adverbs. */
function auxiliariesOf(toks: Tok[], g: VerbGroup): string {
  const aux = toks.slice(g.start, g.main).filter((t) => t.pos === 'AUX' || t.pos === 'PART');
  return aux.map((t, i) => (i === 0 ? '' : t.pre) + t.text).join('');
}

/**
 * The group's aspect, reading a simple past from what was written: the tagger's normal form spells
 * "organised" the American way, which no longer matches the writer's lemma's past.
 */
function writtenAspect(toks: Tok[], g: VerbGroup): Aspect {
  const main = toks[g.main];
  const f = verbForms(g.lemma);
  const text = main.text.toLowerCase();
  const simple = g.start === g.main && !g.aspect.modal && g.aspect.time === 'present';
  // ("The director read the report", a past whose form is the base, is read as one by verbGroups.)
  // "canceled", "labeled": an -ed form that is not the base ("need") is a past whichever spelling
  // the verb table gives its past ("cancelled").
  const past =
    (text === f.past && text !== f.base && text !== f.s) ||
    (text.endsWith('ed') && (text !== main.norm || text !== f.base));
  return simple && past ? { ...g.aspect, time: 'past' } : g.aspect;
}

/**
 * Verbs that often take a clause without "that" (Biber et al. 1999, § 9.2.6: say, think, know, tell,
 * guess, suppose, hope lead the omission).
 */
const ZERO_THAT =
  /^(?:say|tell|think|believe|know|hope|feel|guess|suppose|reckon|mean|hear|realise|realize|understand|notice|assume|expect|claim|mention|wish|show|find)$/;

/**
 * Whether a finite verb follows `from` in the same clause: an auxiliary or a verb in a finite form, up to
 * punctuation, a subordinating word or "but". Not a verb after "to", an -ing form or a participle that
 * is no past ("the winners chosen by the jury").
 */
function finiteLater(toks: Tok[], from: number): boolean {
  for (let k = from; k < toks.length; k++) {
    const t = toks[k];
    if (/^[,;:.!?]$/.test(t.text) || t.pos === 'SCONJ' || RELATIVE.test(t.norm) || t.norm === 'but')
      return false;
    if (toks[k - 1]?.norm === 'to') continue;
    if (t.pos === 'AUX' && t.norm !== 'to') return true;
    if (t.pos !== 'VERB' || t.norm.endsWith('ing')) continue;
    const f = verbForms(t.lemma);
    if (t.norm === f.pp && t.norm !== f.past) continue;
    if (t.norm !== t.lemma || t.norm === f.past) return true;
  }
  return false;
}

/** Adverbs of degree that grade a manner adverb after them ("very seriously", "really well"). */
const DEGREE_ADVERB =
  /^(?:very|really|extremely|quite|so|too|fairly|pretty|rather|most|more|less|highly|particularly|much|far|even)$/;

/** The first finite transitive clause made passive. */
/** Words that name a time by themselves: a day, a month, "today", "tomorrow", "the weekend" ("this" alone is a pronoun). */
const BARE_TIME =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|january|february|march|april|may|june|july|august|september|october|november|december|today|tomorrow|tonight|yesterday|weekend|weekends)$/;

export function finitePassive(toks: Tok[]): string | null {
  for (const g of unquotedGroups(toks)) {
    const main = toks[g.main];
    // "gets more visitors" has no passive anyone writes ("are got by").
    if (g.aspect.passive || main.pos !== 'VERB' || /^(?:be|have|seem|become|get)$/.test(g.lemma)) continue;
    // "Funds are lacked by the agency", "The job is suited by her": a middle verb has no passive.
    if (STATE.test(g.lemma)) continue;
    // "He died the following morning": a verb that takes no object has no passive.
    if (isClass(main, 'intransitive')) continue;
    // "The report that we sent last week describes …": the main clause turns, not the relative clause.
    if (g.relative || relativePronoun(toks, g) !== undefined) continue;
    // "has been being written", "will be being made" are not English anyone writes.
    if (g.aspect.continuous && (g.aspect.perfect || g.aspect.modal || g.aspect.time === 'future')) continue;
    const subject = subjectOf(toks, g);
    if (!subject || inContactRelative(toks, subject)) continue;
    // "says the United States and Britain hold up …": the last of coordinated subjects subjectOf could
    // not take whole would leave the others behind ("the United States and delivery is held up by Britain").
    if (
      /^(?:and|or|nor)$/.test(toks[subject[0] - 1]?.norm ?? '') &&
      /^(?:NOUN|PROPN)$/.test(toks[subject[0] - 2]?.pos ?? '')
    )
      continue;
    // "Visiting Russia, he conducted …": a clause whose understood subject is this one's dangles in
    // the passive; after the verb ("by renegotiating our contracts") only a pronoun agent, which the
    // passive leaves out, lets it keep its reading.
    const adjunct = controlledAdjunct(toks, subject, g);
    const pronounSubject = subject[1] - subject[0] === 1 && PERSONAL.has(toks[subject[0]].norm);
    if (adjunct === 'front' || (adjunct === 'by' && !pronounSubject)) continue;
    // "let me know your thoughts", "helped the team meet the deadline": a bare infinitive after a
    // verb's object has no subject of its own ("me" is none).
    if (subject[1] - subject[0] === 1 && TO_SUBJECT[toks[subject[0]].norm] !== undefined) continue;
    if (/^(?:let|make|have|help|see|watch|hear|notice)$/.test(toks[subject[0] - 1]?.lemma ?? '')) continue;
    // "Nobody read the terms" → "The terms were not read by anyone", not "by nobody" (a riddle).
    const any = subject[1] - subject[0] === 1 ? NEGATIVE_AGENT[toks[subject[0]].norm] : undefined;
    if (any === '' || (any && g.negated)) continue;
    let k = g.end;
    // "reviewed and approved the report": two verbs of one form share the object, and both turn
    // ("The report was reviewed and approved by the board").
    const alsoVerb = sharedObjectVerb(toks, g);
    if (alsoVerb) k += 2;
    let particle = '';
    // "hires about fifty graduates", "handles more than a thousand tickets": the object starts at the
    // word that makes its number approximate ("over" there is no particle).
    const lead = [1, 2].find(
      (n) =>
        APPROXIMATE.test(words(toks, [k, k + n]).toLowerCase()) &&
        (toks[k + n]?.pos === 'NUM' || (toks[k + n]?.norm === 'a' && toks[k + n + 1]?.pos === 'NUM')),
    );
    // "picked up the parcel", "dealt with the complaint", "took care of the catering": the particle or
    // preposition stays after the participle. "starts on Monday": a preposition before a time is no
    // particle ("Monday is started on").
    const kept = lead === undefined ? keptWordsAt(toks, k, g.lemma) : { n: 0, listed: false };
    const stranded = kept.n > 0 && opensObject(toks, k + kept.n);
    if (stranded) {
      particle = words(toks, [k, k + kept.n]);
      k += kept.n;
    }
    let objEnd = phraseFrom(toks, k + (lead ?? 0), true);
    // "surprised everyone in the office": a place or group after an indefinite pronoun says which
    // people and goes with it ("Everyone was surprised by the results in the office" was written); not
    // a time or a means ("told everyone on Monday", "in a short email").
    const which = indefiniteWith(toks, k, objEnd);
    if (
      which > objEnd &&
      /^(?:in|at|from|on)$/.test(toks[objEnd].norm) &&
      !isTimePhrase(toks, objEnd + 1, which) &&
      !toks.slice(objEnd + 1, which).some((t) => isClass(t, 'means') || isClass(t, 'time'))
    )
      objEnd = which;
    if (objEnd === k + (lead ?? 0)) continue;
    // "take the laptop home tonight": after a verb of taking or sending, "home" says where to and is no
    // part of the object ("The laptop home will be taken" was written); it stays with the verb.
    if (
      objEnd - 1 > k &&
      toks[objEnd - 1].norm === 'home' &&
      toks[objEnd - 2].pos === 'NOUN' &&
      /^(?:take|bring|send|carry|drive|walk|fly|ship)$/.test(g.lemma)
    )
      objEnd--;
    // "helped our managers handle complaints": the tagger read the infinitive as a noun of the object.
    const hidden =
      BARE_INFINITIVE.test(g.lemma) || g.lemma === 'let'
        ? bareInfinitiveIn(toks.slice(k, objEnd), toks.slice(objEnd), g.lemma)
        : -1;
    if (hidden > 0) objEnd = k + hidden;
    // "helps the finance team spot errors early": three nouns or more in a row with more of the clause
    // after them may hide the infinitive the language model could not find; no result is safer than
    // "The finance team spot errors are helped".
    else if (
      /^(?:help|see|hear|watch|notice)$/.test(g.lemma) &&
      toks
        .slice(k, objEnd)
        .some((t, i, np) => t.pos === 'NOUN' && np[i + 1]?.pos === 'NOUN' && np[i + 2]?.pos === 'NOUN') &&
      !/^[.!?]?$/.test(toks[objEnd]?.text ?? '')
    )
      continue;
    const next = toks[objEnd];
    const bareAfterSingular =
      !BARE_INFINITIVE.test(g.lemma) &&
      next?.pos === 'VERB' &&
      next.norm === next.lemma &&
      agreementOf(toks.slice(k, objEnd)) === '3sg' &&
      !/^(?:DET|PRON|PROPN|NUM)$/.test(toks[objEnd + 1]?.pos ?? '');
    // "postpone the product launch": a base form after a singular noun is a noun the tagger misread.
    if (bareAfterSingular) {
      objEnd++;
      while (toks[objEnd]?.pos === 'NOUN') objEnd++;
    }
    // "said the report from finance was late", "told me the client rejected the offer": after a verb
    // that takes a clause, a finite verb further on makes the phrase the subject of a clause without
    // "that", not an object ("The report from finance was said by him was late" was written).
    else if (ZERO_THAT.test(g.lemma) && finiteLater(toks, objEnd)) continue;
    // "I think the proposal is too expensive": the phrase is the subject of a clause, not an object.
    else if (
      next &&
      (next.pos === 'AUX' ||
        (next.pos === 'VERB' && (next.norm !== next.lemma || TO_OBJECT[toks[objEnd - 1].norm] !== undefined)))
    )
      continue;
    // "helped the sales team close more deals": the tagger may call a bare infinitive with an object of
    // its own an adverb or adjective ("close/ADV"); read as a manner word it split the infinitive from
    // its object ("was helped close by … more deals").
    const taggedOff =
      BARE_INFINITIVE.test(g.lemma) &&
      /^(?:ADV|ADJ)$/.test(next?.pos ?? '') &&
      verbForms(next.norm).base === next.norm &&
      hasSense(next.norm, 'verb') &&
      phraseFrom(toks, objEnd + 1, false) > objEnd + 1 &&
      !isTimePhrase(toks, objEnd + 1, phraseFrom(toks, objEnd + 1, false));
    // "helped us reduce costs", "made the team wait": a bare infinitive after the object takes "to" in
    // the passive ("We were helped … to reduce"); "let" and "have" have no such passive.
    const bare =
      (next?.pos === 'VERB' && next.norm === next.lemma && !bareAfterSingular) || hidden > 0 || taggedOff;
    if (bare && !BARE_INFINITIVE.test(g.lemma)) continue;
    let relative: number | undefined;
    // "paid the invoice you sent me": a pronoun and a verb after the object open a relative clause
    // without "that"; it goes with the object when it ends the sentence, and otherwise nothing is safe.
    if (
      NOMINATIVE.test(next?.norm ?? '') &&
      next?.pos === 'PRON' &&
      /^(?:VERB|AUX)$/.test(toks[objEnd + 1]?.pos ?? '')
    ) {
      if (CLAUSE_TAKING.test(g.lemma)) continue;
      let e = objEnd + 1;
      while (e < toks.length && !/^[,;:.!?]$/.test(toks[e].text)) e++;
      if (e < toks.length - 1) continue;
      relative = objEnd;
      objEnd = e;
    }
    // "saves us time", "took us four hours", "saved the team hours of work", "cost the company a
    // client": save, spare, cost and take give a person an amount or a loss, and have no passive that
    // keeps both ("We will be saved by this approach time", "The team hours of work were saved" were
    // written). An amount that is the only object passivises ("Three hours were saved by the tool").
    if (AMOUNT_VERB.test(g.lemma) && personThenAmount(toks, k, objEnd)) continue;
    let object: [number, number] = [k, objEnd];
    let indirect = '';
    // "gave him the book": the second phrase is the direct object, the first becomes "to him"; an
    // approximate amount opens one ("offered us about 200 units", "saves us about ten hours a week").
    // (Only after a lone pronoun: "approves all expenses over five hundred dollars" has one object.)
    const lonePronoun = objEnd - k === 1 && toks[k].pos === 'PRON' && PERSONAL.has(toks[k].norm);
    const approximate =
      lonePronoun && APPROXIMATE.test(toks[objEnd]?.norm ?? '') && toks[objEnd + 1]?.pos === 'NUM' ? 1 : 0;
    const second = phraseFrom(toks, objEnd + approximate, true);
    // "gave the client two weeks": a length of time ending the clause after a verb of giving is its
    // second object; "delivered the goods two days late" measures when it happened.
    const givenTime =
      dativeOf(main) !== undefined &&
      isMeasure(toks.slice(objEnd, second)) &&
      // ("orders supplies every two weeks": a measure after "every" is how often.)
      !isTimeAdverbial(toks.slice(objEnd, second)) &&
      !/^(?:early|late|ago|ahead|later|earlier|before|after|behind|into|in)$/.test(toks[second]?.norm ?? '');
    const timePhrase = isTimePhrase(toks, objEnd, second) && !givenTime;
    // After a lone personal pronoun ("offered us better terms") any noun phrase is a second object.
    // ("We are saved about by the new software ten hours" was written: only a verb of giving turns it.)
    if (lonePronoun && approximate && dativeOf(main) === undefined) continue;
    if (
      second > objEnd + approximate &&
      !timePhrase &&
      (/^(?:DET|PRON|NUM)$/.test(toks[objEnd + approximate].pos) ||
        (lonePronoun && /^(?:ADJ|NOUN)$/.test(toks[objEnd].pos)))
    ) {
      const dative = dativeOf(main);
      if (!dative) continue;
      // "made the staff canteen a priority": after "make" a second noun phrase says what the first
      // becomes (an object complement, Quirk et al. § 16.44) unless the first names who gets it ("made
      // us a coffee"); "A priority was made for the staff canteen" changed the meaning.
      // ("makes it an excellent source": "it" is never who gets a thing made.)
      if (
        g.lemma === 'make' &&
        (lonePronoun ? /^(?:it|this|that)$/.test(toks[k].norm) : !namesPerson(toks[objEnd - 1].lemma))
      )
        continue;
      indirect = `${dative} ${recase(toks, object, TO_OBJECT)}`;
      object = [objEnd, second];
      objEnd = second;
    }
    // "emits Ultraviolet (UV) Radiation", "won the 1999 "Claim to Fame Contest"": a bracket or a
    // quotation after the object may belong to it; the agent would come between them.
    if (/^[("“'‘[]$/.test(toks[objEnd]?.text ?? '') && toks[objEnd].pre === ' ') continue;
    // "I know there's a lot of confusion": "there" opens a clause, not an object.
    if (toks[object[0]].norm === 'there' && toks[object[0] + 1]?.lemma === 'be') continue;
    const objectToks = toks.slice(object[0], object[1]);
    // An object names someone or something: "filled in." has none ("in. was filled by…" was written),
    // and a bare day or month is when, not what ("starts Monday" → "Monday is started by…").
    if (!objectToks.some((t) => /^(?:NOUN|PROPN|PRON|NUM)$/.test(t.pos))) continue;
    if (objectToks.every((t) => BARE_TIME.test(t.norm))) continue;
    // After a comma, a "subject" ending on an adjective is an apposition with a participle inside ("…,
    // the 15th largest combined metropolitan area"), not "the 15th largest" combining it.
    if (toks[subject[1] - 1]?.pos === 'ADJ' && toks[subject[0] - 1]?.text === ',') continue;
    // "Each department must submit its budget", "Every manager signed his report": a possessive bound by
    // a quantified subject cannot come before it (weak crossover: "Its budget must be submitted by each
    // department" no longer says that each has its own). After a definite subject the pronoun may come
    // first ("Its target was exceeded by the sales team"), as it may in any English sentence.
    const possessive = objectToks.length > 1 && /^(?:its|their|his|her)$/.test(objectToks[0].norm);
    if (possessive && /^(?:each|every|no|any|all|most)$/.test(toks[subject[0]].norm)) continue;
    // "worked hard all week": an adjective before a determiner opens no noun phrase ("Hard all week were
    // worked by us" was written); "half the budget", "such a delay" are predeterminers.
    if (
      objectToks[0].pos === 'ADJ' &&
      objectToks[1]?.pos === 'DET' &&
      !/^(?:half|such|double|twice|all|both|quite|rather)$/.test(objectToks[0].norm)
    )
      continue;
    if (objectToks.some((t) => /self$|selves$/.test(t.norm))) continue;
    // "The IT team disposed of …": a participle read as the object's head before a preposition means
    // the tagger took the subject's noun for the verb.
    if (/ed$/.test(objectToks[0].norm) && objectToks[0].pos !== 'DET' && toks[object[0] + 1]?.pos === 'ADP')
      continue;
    // "delivers every Tuesday morning", "is running two weeks behind": a time or a measure is no object.
    if (isTimeAdverbial(objectToks) || isMeasure(objectToks)) continue;
    // "makes sense", "spends too much": an idiom's noun or a bare amount is no thing acted on.
    if (isIdiom(g.lemma, objectToks) || isBareAmount(objectToks)) continue;
    // "keeps jamming", "started sending": a bare gerund completes the verb; it is not a thing acted on.
    const gerund = objectToks[0].norm.endsWith('ing') && objectToks[0].pos !== 'DET';
    if (gerund && (objectToks[0].pos === 'VERB' || ASPECTUAL.test(g.lemma))) continue;
    // "covers advertising, events and sponsorships": a list cut at its first comma would leave the
    // rest after the agent.
    if (toks[objEnd]?.text === ',' && listAfter(toks, objEnd)) continue;
    // "need your order number, which you can find on the receipt": the relative clause would be left
    // behind the agent ("… will be needed by you, which you can find …").
    if (toks[objEnd]?.text === ',' && /^(?:which|who|whom|whose)$/.test(toks[objEnd + 1]?.norm ?? ''))
      continue;
    // The verb agrees with the object's own head, not with a noun in a phrase after it.
    // ("literature which aimed … and wished …": a relative clause's "and" makes no plural head.)
    const relativeAt = toks.findIndex((t, i) => i > object[0] && i < object[1] && RELATIVE.test(t.norm));
    const agreement = subjectAgreement(
      toks,
      relative !== undefined ? [object[0], relative] : relativeAt > 0 ? [object[0], relativeAt] : object,
    );
    // "expects an increase in revenue": a phrase that belongs to the object moves with it.
    // With a particle the verb's affinity is read after it ("picked up … from" is the verb's).
    // "plans for improvements to healthcare": each phrase may belong to the noun of the one before;
    // so may the second of two objects ("gives us control over the data").
    for (let pp = nounPhraseAfter(toks, particle ? toks[k - 1] : main, objEnd); pp > objEnd; ) {
      object = [object[0], pp];
      objEnd = pp;
      pp = nounPhraseAfter(toks, particle ? toks[k - 1] : main, objEnd);
    }
    const amount = amountAfter(toks, objEnd);
    if (amount > objEnd) {
      object = [object[0], amount];
      objEnd = amount;
    }
    if (!indirect) {
      const infinitive = infinitiveAfterNoun(toks, main, objEnd);
      if (infinitive > objEnd) {
        object = [object[0], infinitive];
        objEnd = infinitive;
      }
      const reduced = Math.max(reducedRelativeAfter(toks, objEnd), postmodifierAfter(toks, objEnd, g.lemma));
      if (reduced > objEnd) {
        object = [object[0], reduced];
        objEnd = reduced;
      }
    }
    // "turned the lights off." — a particle after the object only when nothing or a preposition follows
    // it ("switched the lights off in the office").
    const particleAfter =
      !particle &&
      toks[objEnd] !== undefined &&
      (PARTICLES.has(toks[objEnd].norm) || toks[objEnd].norm === 'home') &&
      (/^[.!,;]?$/.test(toks[objEnd + 1]?.text ?? '') ||
        // ("pull my hair out of its ponytail": "out of" is one preposition, not a particle.)
        (toks[objEnd + 1]?.pos === 'ADP' && toks[objEnd + 1].norm !== 'of') ||
        // "handed the forms in yesterday", "filled it in last week": a time after the particle too.
        TIME.has(toks[objEnd + 1]?.norm ?? '') ||
        isTimeAdverbial(toks.slice(objEnd + 1, phraseFrom(toks, objEnd + 1, false))));
    if (particleAfter) particle = toks[objEnd].text;
    const rest = particleAfter ? objEnd + 1 : objEnd;
    // "We received your application and will call you" → "Your application was received, and we will
    // call you": the second verb keeps its subject; other subjects cannot be resumed by a pronoun.
    const conj = sharedSubjectAt(toks, rest);
    // "received your email and the attached CV": a second noun phrase the object did not take in would
    // be left after the agent ("Your email was received by us and the attached CV").
    if (
      conj < 0 &&
      /^(?:and|or)$/.test(toks[rest]?.norm ?? '') &&
      NP_POS.has(toks[rest + 1]?.pos ?? '') &&
      !opensClause(toks, rest + 1)
    )
      continue;
    const both = conj >= 0 ? secondPassive(toks, conj, agreement, g) : undefined;
    // "We will review it and let you know" → "…, and we will let you know": the resumed clause gets
    // back the auxiliaries the second verb shared.
    const resume =
      conj >= 0 && !both ? resumeSubject(toks, subject, conj, auxiliariesOf(toks, g)) : undefined;
    // "The legal team reviewed the contract and suggested changes" → "The contract was reviewed by the
    // legal team, which suggested changes": a second verb phrase with its own object becomes a relative
    // clause on the agent, when nothing else comes between them.
    const agentRelative = conj >= 0 && !both && !resume ? relativeOnAgent(toks, conj, subject, g) : undefined;
    if (conj >= 0 && !both && !resume && !agentRelative) continue;
    // "Customers often ask us": adverbs between the subject and the verb go inside the passive group.
    const between = toks.slice(subject[1], g.start);
    const verb = keepSpelling(
      buildGroup({
        lemma: g.lemma,
        aspect: { ...writtenAspect(toks, g), passive: true },
        agreement,
        negated: g.negated || any !== undefined,
        contracted: g.contracted,
        adverbs: [...between.map((t) => t.text), ...g.adverbs],
      }),
      main,
    )
      .concat(alsoVerb ? [toks[g.end].text, keepSpelling([verbForms(alsoVerb.lemma).pp], alsoVerb)[0]] : [])
      .join(' ')
      .replace(/\bcan not\b/, 'cannot');
    // "delivered the parts late" → "were delivered late by the supplier", "found the room empty" →
    // "was found empty by…": an adverb of manner or a lone complement stays with the verb; time adverbs
    // ("yesterday") may follow the agent.
    // "once the work is complete": an adverb opening a clause is no manner adverb.
    // "as soon as finance confirms", "so that…": a word that opens a clause is no manner adverb either.
    const lone =
      !taggedOff &&
      /^(?:ADV|ADJ)$/.test(toks[rest]?.pos ?? '') &&
      !TIME.has(toks[rest].norm) &&
      !headsComplexPreposition(toks, rest) &&
      !CLAUSE_OPENER.test(toks[rest].norm) &&
      !/^(?:DET|PRON|PROPN|NOUN)$/.test(toks[rest + 1]?.pos ?? '');
    // An adjective complement is followed by the end, a preposition or a time ("left the door open last
    // night" → "was left open").
    const after = toks[rest + 1];
    // "prevented the organizations involved from …": a participle after the object of a verb that takes
    // no complement describes the object; read as a manner word it was left after the verb ("were
    // prevented involved by it").
    const participle = toks[rest];
    if (
      lone &&
      participle.pos !== 'ADV' &&
      /ed$/.test(participle.norm) &&
      !COMPLEX_TRANSITIVE.test(g.lemma) &&
      /^(?:NOUN|PROPN)$/.test(toks[rest - 1]?.pos ?? '')
    )
      continue;
    // "made the process fast and simple": two complements joined by "and" stay together ("was made fast
    // by us and simple" was written).
    const joined =
      /^(?:and|or)$/.test(toks[rest + 1]?.norm ?? '') &&
      /^(?:ADJ|ADV)$/.test(toks[rest + 2]?.pos ?? '') &&
      !TIME.has(toks[rest + 2].norm) &&
      !/^(?:NOUN|PROPN|PRON|DET)$/.test(toks[rest + 3]?.pos ?? '')
        ? 2
        : 0;
    const manner =
      lone &&
      (toks[rest].pos === 'ADV' ||
        /^[.!,;]?$/.test(after?.text ?? '') ||
        after?.pos === 'ADP' ||
        TIME.has(after?.norm ?? '') ||
        /^(?:last|next|this|every)$/.test(after?.norm ?? '') ||
        joined > 0);
    // "left the door open and the lights on": an adjective complement that cannot stay with the verb
    // would be left after the agent ("The door was left by him open …"): no result.
    if (
      lone &&
      !manner &&
      toks[rest].pos === 'ADJ' &&
      /^(?:and|or|but)$/.test(after?.norm ?? '') &&
      /^(?:DET|PRON|NOUN|PROPN)$/.test(toks[rest + 2]?.pos ?? '')
    )
      continue;
    // "put the proposal on hold" → "was put on hold by …": a verb of placing needs its phrase of place.
    const placing = !manner && PLACING.test(g.lemma) && toks[rest]?.pos === 'ADP' && toks[rest].norm !== 'by';
    // The tagger may call the noun of a set phrase a verb ("on hold"); a lone word ending the clause counts.
    const lone1 =
      /^[.!?,;]?$/.test(toks[rest + 2]?.text ?? '') && /^\p{L}+$/u.test(toks[rest + 1]?.text ?? '');
    const placeEnd = placing ? Math.max(phraseFrom(toks, rest + 1, false), lone1 ? rest + 2 : 0) : rest;
    // "takes data protection very seriously": a degree adverb before the manner adverb is part of it
    // ("is taken very by us seriously" was written).
    // So is one before an adjective complement ("made the process more efficient", "much faster").
    const graded =
      toks[rest]?.pos === 'ADV' &&
      DEGREE_ADVERB.test(toks[rest].norm) &&
      /^(?:ADV|ADJ)$/.test(toks[rest + 1]?.pos ?? '')
        ? 1
        : 0;
    const mannerEnd = rest + 1 + (manner ? graded || joined : 0);
    const mannerText = manner
      ? words(toks, [rest, mannerEnd]).trim()
      : placeEnd > rest + 1
        ? words(toks, [rest, placeEnd])
        : '';
    let afterAt = manner ? mannerEnd : placeEnd > rest + 1 ? placeEnd : rest;
    // "presented the results to the board" → "were presented to the board by …": a "to" phrase says
    // where the object goes and, like the "for" phrase of a verb of getting ("booked a table for the
    // team"), comes before the agent, as the first object of a double object does ("gave the board
    // the results" → "to the board by …").
    const dative = dativeOf(main) === 'for' ? 'for' : 'to';
    if (
      !indirect &&
      !mannerText &&
      dative &&
      toks[afterAt]?.norm === dative &&
      !isTimePhrase(toks, afterAt + 1, phraseFrom(toks, afterAt + 1, false))
    ) {
      const end = phraseFrom(toks, afterAt + 1, false);
      // ("offer loans to individuals, small firms and …": the agent would cut the list.)
      if (toks[end]?.text === ',' && listAfter(toks, end)) continue;
      if (end > afterAt + 1 && /^(?:NOUN|PROPN|PRON)$/.test(toks[end - 1].pos)) {
        indirect = words(toks, [afterAt, end]);
        afterAt = end;
      }
    }
    const byPhrase = byPhraseEnd(toks, afterAt);
    const pronounAgent = subject[1] - subject[0] === 1 && PERSONAL.has(toks[subject[0]].norm);
    // "will notify all customers by email" → "…will be notified by email", not "by us by email", and
    // "expect the results to improve" → "the results are expected to improve", not "expected by us to".
    const infinitive = toks[afterAt]?.norm === 'to' && toks[afterAt + 1]?.pos === 'VERB';
    // "We want anyone to use them": verbs of wanting take an object and infinitive with no passive
    // ("anyone is wanted to use them"), nor does "need" with its sense ("I need you to send the file"
    // is no "You are needed to send the file"); wantedPassive turns the infinitive instead.
    // After a thing the infinitive of "need" is a purpose, and the verb's own passive is fine ("We need
    // more time to finish the report" → "More time is needed to finish the report"; "would be liked" is
    // no English).
    const wanting = /^(?:want|like|love|prefer|hate|wish|need)$/.test(g.lemma);
    const objectHead = [...toks.slice(object[0], object[1])]
      .reverse()
      .find((t) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos));
    // (A purpose has a verb with its own object: "need the figures to be accurate", "need the price to
    // fall" say what the thing is to be or do.)
    const purpose =
      !/^(?:be|have)$/.test(toks[afterAt + 1]?.lemma ?? '') &&
      /^(?:DET|PRON|NOUN|PROPN|NUM|ADJ)$/.test(toks[afterAt + 2]?.pos ?? '');
    const thing = objectHead?.pos === 'NOUN' && !namesRoleOrBody(objectHead.lemma) && purpose;
    if (
      toks[afterAt]?.norm === 'to' &&
      /^(?:VERB|AUX)$/.test(toks[afterAt + 1]?.pos ?? '') &&
      wanting &&
      !(thing && g.lemma === 'need')
    )
      continue;
    // An agent that names no one ("someone left the door open", "one can hardly blame them") is what
    // the passive lets a writer omit.
    const unknownAgent =
      subject[1] - subject[0] === 1 && /^(?:someone|somebody|one)$/.test(toks[subject[0]].norm);
    // "are needed by me by Thursday": a deadline after a pronoun agent makes two "by"s in a row.
    const deadlineNext = toks[byPhrase]?.norm === 'by';
    // "The issue will be looked into by us": after a stranded preposition the writer or reader as
    // agent is what the passive leaves out.
    const writerAgent =
      stranded && kept.listed && pronounAgent && /^(?:i|we|you)$/.test(toks[subject[0]].norm);
    // "Make sure the door is locked", "Let me know if the slides are needed": in a clause inside a
    // command the reader it is addressed to is the agent already.
    // So is the reader of a recommendation ("We recommend that your password is changed regularly").
    const asker = toks[subject[0] - (toks[subject[0] - 1]?.norm === 'that' ? 2 : 1)];
    const readerInCommand =
      pronounAgent &&
      toks[subject[0]].norm === 'you' &&
      subject[0] > 0 &&
      (toks[0].norm === 'please' ||
        (toks[0].pos === 'VERB' && toks[0].norm === toks[0].lemma) ||
        (asker?.pos === 'VERB' && ADVISING.test(asker.lemma)));
    // "We updated our website" → "Our website was updated": the possessive already names the doer,
    // and "by us" after it repeats it ("Its mouth was opened by it").
    const coreferent = pronounAgent && toks[object[0]]?.norm === POSSESSIVE_OF[toks[subject[0]].norm];
    const dropAgent =
      coreferent ||
      adjunct === 'by' ||
      unknownAgent ||
      writerAgent ||
      readerInCommand ||
      (pronounAgent && (byPhrase > afterAt || infinitive || resume !== undefined || deadlineNext));
    const agent = any
      ? `by ${any}`
      : dropAgent
        ? ''
        : `by ${lowerStart(recase(toks, subject, TO_OBJECT), toks[subject[0]], subject[0] === 0)}`;
    // The relative clause must follow its agent directly.
    if (agentRelative && (!agent || any || byPhrase !== conj || mannerText || indirect || bare)) continue;
    return assemble([
      words(toks, [0, subject[0]]),
      recase(toks, object, TO_SUBJECT),
      verb,
      particle,
      mannerText,
      indirect,
      words(toks, [afterAt, byPhrase]),
      agent,
      bare ? 'to' : '',
      words(toks, [byPhrase, conj >= 0 ? conj : toks.length]),
      ...(both?.words ?? resume?.words ?? agentRelative ?? []),
      words(toks, [both?.end ?? (resume || agentRelative ? conj + 1 : toks.length), toks.length]),
    ]);
  }
  return null;
}

/**
 * The second of two verbs joined by "and"/"or" that share the object after them ("reviewed and
 * approved the report", "will design and build the site"): written in the same form as the first, with
 * a noun phrase after it. Undefined for anything else.
 */
function sharedObjectVerb(toks: Tok[], g: VerbGroup): Tok | undefined {
  const [conj, v] = [toks[g.end], toks[g.end + 1]];
  if (!/^(?:and|or)$/.test(conj?.norm ?? '') || v?.pos !== 'VERB' || isClass(v, 'intransitive'))
    return undefined;
  const first = toks[g.main].text.toLowerCase();
  const f = verbForms(g.lemma);
  const s = verbForms(v.lemma);
  const text = v.text.toLowerCase();
  const sameForm =
    (first === f.past && text === s.past) ||
    (first === f.pp && text === s.pp) ||
    (first === f.base && text === s.base) ||
    (first === f.s && text === s.s) ||
    (first === f.ing && text === s.ing);
  if (!sameForm || /^(?:be|have|do|get)$/.test(v.lemma)) return undefined;
  return /^(?:DET|NOUN|PROPN|ADJ|NUM)$/.test(toks[g.end + 2]?.pos ?? '') ||
    /^(?:our|their|your|my|his|her|its)$/.test(toks[g.end + 2]?.norm ?? '')
    ? v
    : undefined;
}

/**
 * The opening of a relative clause on the agent for the verb phrase after "and" at `conj` (", which" /
 * ", who" by whether the subject's head names a person in WordNet), or undefined: only for a noun
 * subject, an active verb of its own tense (not a base form sharing the first verb's auxiliary) with
 * an object of its own.
 */
function relativeOnAgent(
  toks: Tok[],
  conj: number,
  subject: [number, number],
  first: VerbGroup,
): string[] | undefined {
  if (toks[conj].norm !== 'and' || toks[conj - 1]?.text === ',') return undefined;
  const head = toks[subject[1] - 1];
  if (head?.pos !== 'NOUN' || subject[1] - subject[0] > 4) return undefined;
  let start = conj + 1;
  while (toks[start]?.pos === 'ADV') start++;
  const g = verbGroups(toks).find((x) => x.start === start);
  if (!g || g.aspect.passive || toks[g.main].pos !== 'VERB') return undefined;
  const main = toks[g.main];
  const ownTense =
    g.start < g.main || main.norm !== verbForms(g.lemma).base || first.aspect.time === 'present';
  if (!ownTense || first.start < first.main) return undefined;
  // Its own object or complement: a noun phrase or a clause right after the verb.
  if (!/^(?:DET|NOUN|PROPN|NUM|ADJ|PRON|ADP|SCONJ|PART)$/.test(toks[g.end]?.pos ?? '')) return undefined;
  return [',', namesPerson(head.lemma) ? 'who' : 'which'];
}

/**
 * "ahead of", "instead of", "according to", "apart from": an adverb that heads a complex preposition
 * is no manner adverb, so the agent may not come between it and its preposition ("was completed ahead
 * by our team of schedule").
 */
function headsComplexPreposition(toks: Tok[], k: number): boolean {
  const next = toks[k + 1]?.norm ?? '';
  if (next === 'of') return true;
  if (next === 'to') return /^(?:according|next|close|prior|due|owing|contrary|thanks)$/.test(toks[k].norm);
  return next === 'from' && /^(?:apart|away|aside)$/.test(toks[k].norm);
}

/**
 * The end of a "by" phrase of means or measure at `k` ("by email", "by ten percent"), which the agent
 * follows, or `k` when there is none. A deadline ("by Friday") comes after the agent instead.
 */
function byPhraseEnd(toks: Tok[], k: number): number {
  if (toks[k]?.norm !== 'by') return k;
  const end = phraseFrom(toks, k + 1, false);
  const deadline = toks.slice(k + 1, end).some((t) => isClass(t, 'time'));
  return end > k + 1 && !deadline ? end : k;
}

/**
 * A second verb phrase whose object is a pronoun for the first clause's object, made passive with it
 * ("reviewed the proposal and sent it back" → "was reviewed … and sent back"): the words that replace
 * the conjunction, verb, particle and pronoun, and where the sentence goes on. The auxiliary is left
 * out when both verbs are simple forms of the same tense, as the writer would.
 */
function secondPassive(
  toks: Tok[],
  conj: number,
  agreement: Agreement,
  first: VerbGroup,
): { words: string[]; end: number } | undefined {
  let start = conj + 1;
  while (toks[start]?.pos === 'ADV') start++;
  const g = verbGroups(toks).find((x) => x.start === start);
  if (!g || g.aspect.passive || toks[g.main].pos !== 'VERB' || /^(?:be|have)$/.test(g.lemma))
    return undefined;
  let k = g.end;
  const particle = PARTICLES.has(toks[k]?.norm ?? '') && /^(?:it|them)$/.test(toks[k + 1]?.norm ?? '');
  if (particle) k++;
  const pronoun = toks[k]?.norm;
  if (pronoun !== (agreement === 'pl' ? 'them' : 'it')) return undefined;
  // "reviewed it back" (a particle after the pronoun)
  const after = !particle && PARTICLES.has(toks[k + 1]?.norm ?? '') ? toks[k + 1].text : '';
  const aspect = writtenAspect(toks, g);
  const firstAspect = writtenAspect(toks, first);
  const simple = (a: VerbGroup, x: Aspect) => a.start === a.main && !x.modal && !x.perfect && !x.continuous;
  // "will review the budget and approve it": a base form shares the first verb's auxiliary, and so
  // does its participle ("will be reviewed … and approved", not "and is approved").
  const sharesAuxiliary =
    g.start === g.main && toks[g.main].norm === verbForms(g.lemma).base && first.start < first.main;
  const elide =
    sharesAuxiliary ||
    (simple(g, aspect) && simple(first, firstAspect) && aspect.time === firstAspect.time && !g.negated);
  const verb = keepSpelling(
    buildGroup({
      lemma: g.lemma,
      aspect: { ...aspect, passive: true },
      agreement,
      negated: g.negated,
      contracted: g.contracted,
      adverbs: g.adverbs,
    }),
    toks[g.main],
  );
  return {
    words: [
      toks[conj].text,
      words(toks, [conj + 1, start]),
      ...(elide ? verb.slice(-1) : verb),
      particle ? toks[g.end].text : after,
    ].filter((w) => w !== ''),
    end: after ? k + 2 : k + 1,
  };
}
