import { CLAUSE_TAKING } from './clause';
import { buildGroup } from './conjugate';
import { decapitalize, type Tok } from './nlp';
import { namesRoleOrBody } from './thesaurus';
import { verbForms } from './verbs';
import { bareInfinitiveIn, isTimePhrase, postmodifierAfter } from './voice-object';
import { BARE_INFINITIVE, dativeOf, opensObject, subjectAgreement } from './voice-passive';
import {
  assemble,
  keptWordsAt,
  PERSONAL,
  phraseFrom,
  recase,
  sharedSubjectAt,
  subjectOf,
  TO_OBJECT,
  TO_SUBJECT,
  unquotedGroups,
  words,
} from './voice-phrase';

// Passives of clauses whose transitive verb is not finite (imperatives, "need to V X", "want to V X")
// and of requests ("Could you send me the file?"); the finite clause's passive is in voice-passive.ts.

/**
 * A verb's object from `k`: the direct object, "to <first object>" for a double object, and where it
 * ends. Undefined when there is none, or two objects the verb cannot split.
 */
function objectFrom(
  toks: Tok[],
  k: number,
  verb: Tok,
): { object: [number, number]; indirect: string; end: number } | undefined {
  const objEnd = phraseFrom(toks, k, true);
  if (objEnd === k) return undefined;
  const second = phraseFrom(toks, objEnd, true);
  const timePhrase = isTimePhrase(toks, objEnd, second);
  if (second > objEnd && !timePhrase && /^(?:DET|PRON|NUM)$/.test(toks[objEnd].pos)) {
    const dative = dativeOf(verb);
    if (!dative) return undefined;
    return {
      object: [objEnd, second],
      indirect: `${dative} ${recase(toks, [k, objEnd], TO_OBJECT)}`,
      end: second,
    };
  }
  if (toks.slice(k, objEnd).some((t) => /self$|selves$/.test(t.norm))) return undefined;
  // "refund the amount requested": a participle after the noun describes it and goes with it.
  const end = postmodifierAfter(toks, objEnd, verb.lemma);
  return { object: [k, end], indirect: '', end };
}

/** A transitive base-form verb at `v` (any form with `anyForm`) ("finalize the budget"): its participle, object and the rest. */
export function transitiveAt(toks: Tok[], v: number, afterPlease = false, anyForm = false) {
  const verb = toks[v];
  // After "please" the light tagger sometimes calls the verb an adverb or noun ("Please forward me…").
  const verbal = verb?.pos === 'VERB' || (afterPlease && /^(?:ADV|NOUN|ADJ)$/.test(verb?.pos ?? ''));
  // ("Please have the customer helped" is no request anyone writes.)
  if (
    !verb ||
    !verbal ||
    (verb.norm !== verb.lemma && !anyForm) ||
    /^(?:be|have|let|do|help)$/.test(verb.lemma)
  )
    return undefined;
  // "make sure the room is tidy": an adjective before a determiner opens no object.
  if (toks[v + 1]?.pos === 'ADJ' && /^(?:DET|PRON)$/.test(toks[v + 2]?.pos ?? '')) return undefined;
  // "Please deal with the complaint" → "Please have the complaint dealt with".
  const kept = keptWordsAt(toks, v + 1, verb.lemma);
  const n = kept.n > 0 && opensObject(toks, v + 1 + kept.n) ? kept.n : 0;
  const o = objectFrom(toks, v + 1 + n, verb);
  if (!o || (n > 0 && o.indirect)) return undefined;
  if (BARE_INFINITIVE.test(verb.lemma) && bareInfinitiveIn(toks.slice(o.object[0], o.object[1])) > 0)
    return undefined;
  return {
    pp: [verbForms(verb.lemma).pp, words(toks, [v + 1, v + 1 + n])].filter(Boolean).join(' '),
    patient: recase(toks, o.object, TO_SUBJECT),
    agreement: subjectAgreement(toks, o.object),
    /** The object is a lone personal pronoun ("Thank you", "Call me"). */
    pronoun: o.object[1] - o.object[0] === 1 && PERSONAL.has(toks[o.object[0]].norm),
    indirect: o.indirect,
    end: o.end,
  };
}

/** Verbs of wanting and planning whose infinitive object can be passive: "plan to hire X" → "plan for X to be hired". */
const WANTING = /^(?:want|like|love|expect|prefer|plan|intend|hope|aim|arrange|wish)$/;
const WANTING_FOR = /^(?:plan|intend|hope|aim|arrange|wish)$/;
/** Verbs of the writer's speaking or greeting, which a wish to do names as the writer's own act. */
const SPEAKING =
  /^(?:thank|share|tell|remind|inform|welcome|congratulate|introduce|update|ask|say|mention|confirm|announce|apologize|apologise|let)$/;
/** Verbs of deciding, whose infinitive object becomes a "that" clause in the passive. */
const DECIDING = /^(?:decide|agree|promise|undertake)$/;

/**
 * Passives of clauses whose transitive verb is not finite: an imperative ("Please send me the figures."
 * → "Please have the figures sent to me."), "need/have to V X" (→ "X needs to be Ved") and
 * "want/plan to V X" (→ "want X to be Ved", "plan for X to be Ved").
 */
export function nonFinitePassive(toks: Tok[]): string | null {
  // Imperative: an optional "please" or "kindly", then a base-form verb, and an object that is not a lone
  // pronoun ("Thank you for…", "Call me tomorrow" have no passive anyone writes).
  const first = /^(?:please|kindly)$/.test(toks[0]?.norm ?? '') ? 1 : 0;
  const imp = toks[first] ? transitiveAt(toks, first, first === 1) : undefined;
  if (
    imp &&
    !imp.pronoun &&
    !finiteAfter(toks, imp.end) &&
    (first === 1 || /^\p{Lu}/u.test(toks[0].text)) &&
    (sharedSubjectAt(toks, imp.end) < 0 || imperativeAt(toks, sharedSubjectAt(toks, imp.end) + 1))
  ) {
    // "Please review the draft and let me know" → "Please have the draft reviewed and let me know":
    // a second imperative keeps the reader as its subject, as "have" does.
    return assemble([
      first ? toks[0].text : '',
      first ? 'have' : 'Have',
      decapitalize(imp.patient, toks[first + 1]),
      imp.pp,
      imp.indirect,
      words(toks, [imp.end, toks.length]),
    ]);
  }
  for (const g of unquotedGroups(toks)) {
    // "are about to sign the lease": "about" comes between "be" and its infinitive.
    const about = g.lemma === 'be' && toks[g.end]?.norm === 'about' && toks[g.end + 1]?.norm === 'to' ? 1 : 0;
    if (g.aspect.passive || toks[g.end + about]?.norm !== 'to') continue;
    const inner = transitiveAt(toks, g.end + about + 1);
    if (!inner) continue;
    const subject = subjectOf(toks, g);
    if (!subject || sharedSubjectAt(toks, inner.end) >= 0) continue;
    const after = words(toks, [inner.end, toks.length]);
    // "is going to announce X" → "X is going to be announced by …", like "need to"; so do the other
    // verbs that raise the infinitive's subject (Quirk et al. § 3.45-3.47): "used to print X" → "X used
    // to be printed", "are about to sign X" → "X is about to be signed".
    const goingTo = g.lemma === 'go' && g.aspect.continuous && !g.aspect.perfect;
    const usedTo = g.lemma === 'use' && g.aspect.time === 'past' && !g.aspect.perfect && !g.aspect.continuous;
    if (/^(?:need|have)$/.test(g.lemma) || goingTo || usedTo || about) {
      const agentToks = toks.slice(subject[0], subject[1]);
      const pronoun = agentToks.length === 1 && PERSONAL.has(agentToks[0].norm);
      const verb = buildGroup({
        lemma: g.lemma,
        aspect: g.aspect,
        agreement: inner.agreement,
        negated: g.negated,
        contracted: g.contracted,
        adverbs: g.adverbs,
      }).join(' ');
      const agent = pronoun ? '' : `by ${decapitalize(words(toks, subject), toks[subject[0]])}`;
      return assemble([
        words(toks, [0, subject[0]]),
        inner.patient,
        verb,
        about ? 'about' : '',
        'to be',
        inner.pp,
        inner.indirect,
        agent,
        after,
      ]);
    }
    // "I would like to thank everyone", "I wanted to share some news": the writer's own act of
    // speaking, which a passive would hand to someone else ("like everyone to be thanked").
    // ("I'd like to think that is …": a verb that takes a clause has no object to turn.)
    if (
      WANTING.test(g.lemma) &&
      !SPEAKING.test(toks[g.end + 1].lemma) &&
      !CLAUSE_TAKING.test(toks[g.end + 1].lemma) &&
      !/^(?:VERB|AUX)$/.test(toks[inner.end]?.pos ?? '')
    ) {
      return assemble([
        words(toks, [0, g.end]),
        WANTING_FOR.test(g.lemma) ? 'for' : '',
        decapitalize(inner.patient, toks[g.end + 2]),
        'to be',
        inner.pp,
        inner.indirect,
        after,
      ]);
    }
    // "We have decided to extend the deadline" → "We have decided that the deadline will be extended".
    if (DECIDING.test(g.lemma)) {
      const past = g.aspect.time === 'past' && !g.aspect.perfect;
      return assemble([
        words(toks, [0, g.end]),
        'that',
        decapitalize(inner.patient, toks[g.end + 2]),
        past ? 'would be' : 'will be',
        inner.pp,
        inner.indirect,
        after,
      ]);
    }
  }
  return null;
}

/** Verbs of wanting that take an object and an infinitive, which has no passive of its own. */
const WANTING_OBJECT = /^(?:want|like|love|prefer|need|wish)$/;

/**
 * "I would like you to review the draft" → "I would like the draft to be reviewed": the passive of
 * the infinitive after a verb of wanting and its object, whose object becomes the infinitive's subject
 * and the first object its agent ("We want the team to finish the report" → "We want the report to be
 * finished by the team"; "you", the reader asked, is left out as in a request).
 */
export function wantedPassive(toks: Tok[]): string | null {
  for (const g of unquotedGroups(toks)) {
    if (g.aspect.passive || !WANTING_OBJECT.test(g.lemma) || !subjectOf(toks, g)) continue;
    const doerEnd = phraseFrom(toks, g.end, false);
    if (doerEnd === g.end || toks[doerEnd]?.norm !== 'to') continue;
    const inner = transitiveAt(toks, doerEnd + 1);
    if (!inner || inner.pronoun || sharedSubjectAt(toks, inner.end) >= 0) continue;
    const doer = toks.slice(g.end, doerEnd);
    // "We will need your bank details to process the refund": an infinitive after a thing is a purpose,
    // not what the thing is to do ("need the refund to be processed by your bank details" was written).
    // The doer of wanting's infinitive is someone: a pronoun, a name, a person or a group.
    const head = [...doer].reverse().find((t) => /^(?:NOUN|PROPN|PRON)$/.test(t.pos));
    if (!head || (head.pos === 'NOUN' && !namesRoleOrBody(head.lemma))) continue;
    const agent =
      doer.length === 1 && doer[0].norm === 'you' ? '' : `by ${recase(toks, [g.end, doerEnd], TO_OBJECT)}`;
    return assemble([
      words(toks, [0, g.end]),
      decapitalize(inner.patient, toks[doerEnd + 2]),
      'to be',
      inner.pp,
      inner.indirect,
      agent,
      words(toks, [inner.end, toks.length]),
    ]);
  }
  return null;
}

/**
 * A request "Could you send me the file?" → "Could the file be sent to me?". Only when nothing but
 * adverbials follows the object (not "…and let me know", whose verb would lose its subject).
 */
export function requestPassive(toks: Tok[]): string | null {
  if (!/^(?:could|can|would|will)$/.test(toks[0]?.norm ?? '') || toks[1]?.norm !== 'you') return null;
  // "Could you forward …": the word after "you" is the verb whatever the tagger calls it, as after
  // "please" ("Could you please confirm …" → "Could the booking please be confirmed?").
  const please = toks[2]?.norm === 'please';
  const v = please ? 3 : 2;
  const inner = transitiveAt(toks, v, true);
  // "Could you help me?" → "Could I be helped?" asks something else.
  if (!inner || inner.pronoun) return null;
  // "Could you review the contract and let me know …?" → "Could the contract be reviewed, and could
  // you let me know …?": a second request keeps "could you".
  let and = toks.findIndex((t, i) => i >= inner.end && t.pos === 'CCONJ');
  // ("Would the form be signed, and would you…" reads as a guess, not a request.)
  const second =
    toks[and]?.norm === 'and' && imperativeAt(toks, and + 1) && /^(?:could|can)$/.test(toks[0].norm);
  if (and >= 0 && !second) return null;
  if (and < 0) and = toks.length - 1;
  if (toks.slice(inner.end, and).some((t) => t.pos === 'VERB' || t.pos === 'AUX')) return null;
  const again = and < toks.length - 1 ? [',', 'and', toks[0].norm, toks[1].text] : [];
  return assemble([
    toks[0].text,
    decapitalize(inner.patient, toks[v + 1]),
    please ? toks[2].text : '',
    'be',
    inner.pp,
    inner.indirect,
    words(toks, [inner.end, and]),
    ...again,
    words(toks, [again.length ? and + 1 : and, toks.length]),
  ]);
}

/**
 * Whether an auxiliary follows in the same clause: "Mean age at baseline was 73.1" opens with a
 * noun phrase the tagger read as a command, not with an imperative.
 */
function finiteAfter(toks: Tok[], k: number): boolean {
  for (let j = k; j < toks.length; j++) {
    const t = toks[j];
    if (/^(?:PUNCT|CCONJ|SCONJ)$/.test(t.pos) || /^(?:that|which|who|if|when|once)$/.test(t.norm))
      return false;
    if (t.pos === 'AUX' && t.norm !== 'to') return true;
  }
  return false;
}

/** Whether a base-form verb, after any adverbs, starts at `k` (a second imperative or request). */
function imperativeAt(toks: Tok[], k: number): boolean {
  let j = k;
  while (toks[j]?.pos === 'ADV') j++;
  return toks[j]?.pos === 'VERB' && toks[j].norm === toks[j].lemma;
}
