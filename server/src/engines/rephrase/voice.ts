import { phraseBefore, type VerbGroup, verbGroups } from './clause';
import { buildGroup } from './conjugate';
import { isQuestion } from './edit';
import { capitalize, decapitalize, surface, type Tok } from './nlp';
import { type Agreement, agreementOf, compromiseVerbs, verbForms } from './verbs';

const TO_OBJECT: Record<string, string> = {
  i: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  who: 'whom',
};
const TO_SUBJECT: Record<string, string> = {
  me: 'I',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
  whom: 'who',
};
/** Particles of phrasal verbs ("turned off", "picked up"). */
const PARTICLES = new Set(['up', 'down', 'off', 'out', 'on', 'away', 'back', 'over', 'in', 'around']);
const NP_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);
const RELATIVE = /^(?:who|which|that|whom|whose)$/;
/** Words the tagger may call nouns that end a noun phrase: "the book yesterday". */
const TIME = new Set([
  'yesterday',
  'today',
  'tomorrow',
  'tonight',
  'now',
  'then',
  'here',
  'there',
  'soon',
  'later',
  'again',
]);
/** Heads of time phrases ("every morning", "next year"), which are adverbials, not objects. */
const TIME_NOUNS = new Set([
  'morning',
  'afternoon',
  'evening',
  'night',
  'day',
  'week',
  'month',
  'year',
  'weekend',
  'time',
  'summer',
  'winter',
  'spring',
  'autumn',
]);
const PERSONAL = new Set(['i', 'me', 'you', 'he', 'him', 'she', 'her', 'it', 'we', 'us', 'they', 'them']);

/** A noun phrase starting at `from`: its end (exclusive), or `from` when there is none. */
function phraseFrom(toks: Tok[], from: number, withRelative: boolean): number {
  let k = from;
  let sawHead = false;
  while (k < toks.length) {
    const t = toks[k];
    if (RELATIVE.test(t.norm) && k > from && sawHead) break;
    if (TIME.has(t.norm) || (sawHead && /^(?:DET|PRON|ADJ)$/.test(t.pos))) break;
    if (PERSONAL.has(t.norm) && t.pos === 'PRON' && k === from) {
      k++;
      sawHead = true;
      break;
    }
    if (NP_POS.has(t.pos) || t.text === "'s" || (t.pos === 'PART' && t.text === "'s")) {
      sawHead ||= /^(?:NOUN|PROPN|PRON)$/.test(t.pos);
      k++;
    } else if (
      (t.norm === 'of' || t.norm === 'and') &&
      sawHead &&
      toks[k + 1] &&
      NP_POS.has(toks[k + 1].pos)
    ) {
      k++;
    } else if (t.pos === 'ADV' && toks[k + 1] && toks[k + 1].pos === 'ADJ' && !sawHead) {
      k++;
    } else if (
      // "the updated figures", "the hiring committee": a participle used as an adjective, before the
      // head noun.
      t.pos === 'VERB' &&
      k > from &&
      !sawHead &&
      (t.norm === verbForms(t.lemma).pp || (t.norm.endsWith('ing') && toks[k - 1]?.pos === 'DET')) &&
      /^(?:NOUN|ADJ)$/.test(toks[k + 1]?.pos ?? '')
    ) {
      k++;
    } else if (
      // "a government grant.": a base-form "verb" after a noun, with nothing but the end or a
      // preposition after it, is the head of a compound noun the tagger misread.
      t.pos === 'VERB' &&
      sawHead &&
      toks[k - 1]?.pos === 'NOUN' &&
      t.norm === t.lemma &&
      (!toks[k + 1] || /^[.!?,;:]$/.test(toks[k + 1].text) || toks[k + 1].pos === 'ADP')
    ) {
      k++;
    } else break;
  }
  if (!sawHead) return from;
  // "the report that I wrote": a relative clause stays with its noun, up to a comma or the end.
  if (withRelative && toks[k] && RELATIVE.test(toks[k].norm)) {
    while (k < toks.length && !/^[,;:.!?]$/.test(toks[k].text)) k++;
  }
  return k;
}

/** The words of a token range as written. */
function words(toks: Tok[], [a, b]: [number, number]): string {
  return toks
    .slice(a, b)
    .map((t, i) => (i === 0 ? '' : t.pre) + t.text)
    .join('');
}

/** A one-word pronoun phrase turned into the given case; other phrases keep their words. */
function recase(toks: Tok[], range: [number, number], map: Record<string, string>): string {
  const text = words(toks, range);
  if (range[1] - range[0] === 1) {
    const w = map[toks[range[0]].norm];
    if (w) return w;
  }
  return text;
}

/** Text before the subject (a fronted adverbial) and after the clause, kept as written. */
function outside(toks: Tok[], a: number, b: number): string {
  return words(toks, [a, b]);
}

function assemble(parts: string[]): string {
  const s = parts
    .filter((p) => p.trim() !== '')
    .join(' ')
    .replace(/\s+([.,!?;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return capitalize(s);
}

function subjectOf(toks: Tok[], g: VerbGroup): [number, number] | undefined {
  let s = g.subject ?? phraseBefore(toks, g.start);
  if (!s) return undefined;
  // "The printer in the break room needs…": the subject takes in the phrases after its noun.
  while (s[0] > 1 && toks[s[0] - 1].pos === 'ADP' && !/^(?:than|as|like)$/.test(toks[s[0] - 1].norm)) {
    const head = phraseBefore(toks, s[0] - 1);
    if (!head || !/^(?:NOUN|PROPN)$/.test(toks[head[1] - 1].pos)) break;
    s = [head[0], s[1]];
  }
  const first = toks[s[0]];
  if (
    RELATIVE.test(first.norm) ||
    first.norm === 'there' ||
    (first.norm === 'it' && s[1] - s[0] === 1 && toks[g.end]?.norm === 'that')
  )
    return undefined;
  // The subject must reach the group (only adverbs may sit between).
  for (let k = s[1]; k < g.start; k++) if (toks[k].pos !== 'ADV') return undefined;
  return s;
}

const QUANTITY =
  /^(?:over|under|about|around|nearly|almost|roughly|some|more|fewer|less|than|at|least|most|up|to)$/;

/** passive_to_active: "The report was written by Ana." → "Ana wrote the report." Null when no passive clause. */
export function passiveToActive(toks: Tok[]): string | null {
  if (isQuestion(toks)) return null;
  for (const g of verbGroups(toks)) {
    if (!g.aspect.passive || toks[g.main].pos !== 'VERB') continue;
    const subject = subjectOf(toks, g);
    if (!subject) continue;
    // Between the verb and "by": particles ("turned off") or a second object ("was given a book").
    let by = g.end;
    while (by < toks.length && toks[by].norm !== 'by' && !/^[,;:.!?]$/.test(toks[by].text) && by - g.end < 6)
      by++;
    const hasAgent = toks[by]?.norm === 'by';
    const middleEnd = hasAgent ? by : g.end;
    // "by over fifty people", "by more than 200 customers": a quantity before the agent's number.
    let head = by + 1;
    while (hasAgent && QUANTITY.test(toks[head]?.norm ?? '') && head - by < 3) head++;
    if (head > by + 1 && toks[head]?.pos !== 'NUM') head = by + 1;
    const agentEnd = hasAgent ? phraseFrom(toks, head, false) : by;
    if (hasAgent && agentEnd === head) continue;
    const agentTokens = hasAgent ? toks.slice(by + 1, agentEnd) : [];
    const agent = hasAgent ? recase(toks, [by + 1, agentEnd], TO_SUBJECT) : 'someone';
    const agreement = hasAgent
      ? agreementOf(
          agentTokens.map((t) => (TO_SUBJECT[t.norm] ? { ...t, norm: TO_SUBJECT[t.norm].toLowerCase() } : t)),
        )
      : '3sg';
    const verb = buildGroup({
      lemma: g.lemma,
      aspect: { ...g.aspect, passive: false },
      agreement,
      negated: g.negated,
      contracted: g.contracted,
      adverbs: g.adverbs,
    }).join(' ');
    const patient = decapitalize(recase(toks, subject, TO_OBJECT), toks[subject[0]]);
    const middle = outside(toks, g.end, middleEnd);
    const particle = middle?.split(' ').every((w) => PARTICLES.has(w.toLowerCase()));
    const core = particle ? [verb, middle, patient] : [verb, patient, middle];
    const before = outside(toks, 0, subject[0]);
    const agentText = before.trim() ? agent : agent;
    return assemble([
      before,
      agentText,
      ...core,
      outside(toks, hasAgent ? agentEnd : middleEnd, toks.length),
    ]);
  }
  return null;
}

/** A verb's object from `k`: the direct object, "to <first object>" for a double object, and where it ends. */
function objectFrom(
  toks: Tok[],
  k: number,
): { object: [number, number]; indirect: string; end: number } | undefined {
  const objEnd = phraseFrom(toks, k, true);
  if (objEnd === k) return undefined;
  const second = phraseFrom(toks, objEnd, true);
  const timePhrase = second > objEnd && TIME_NOUNS.has(toks[second - 1].norm);
  if (second > objEnd && toks[objEnd].pos === 'DET' && !timePhrase)
    return { object: [objEnd, second], indirect: `to ${recase(toks, [k, objEnd], TO_OBJECT)}`, end: second };
  if (toks.slice(k, objEnd).some((t) => /self$|selves$/.test(t.norm))) return undefined;
  return { object: [k, objEnd], indirect: '', end: objEnd };
}

/** A transitive base-form verb at `v` ("finalize the budget"): its participle, object and the rest. */
function transitiveAt(toks: Tok[], v: number, afterPlease = false) {
  const verb = toks[v];
  // After "please" the light tagger sometimes calls the verb an adverb or noun ("Please forward me…").
  const verbal = verb?.pos === 'VERB' || (afterPlease && /^(?:ADV|NOUN|ADJ)$/.test(verb?.pos ?? ''));
  if (!verb || !verbal || verb.norm !== verb.lemma || /^(?:be|have|let|do)$/.test(verb.lemma))
    return undefined;
  const o = objectFrom(toks, v + 1);
  if (!o) return undefined;
  const objectToks = toks.slice(o.object[0], o.object[1]);
  return {
    pp: verbForms(verb.lemma).pp,
    patient: recase(toks, o.object, TO_SUBJECT),
    agreement: agreementOf(
      objectToks.map((t) =>
        objectToks.length === 1 && TO_SUBJECT[t.norm] ? { ...t, norm: TO_SUBJECT[t.norm].toLowerCase() } : t,
      ),
    ) as Agreement,
    indirect: o.indirect,
    end: o.end,
  };
}

/** Verbs of wanting and planning whose infinitive object can be passive: "plan to hire X" → "plan for X to be hired". */
const WANTING = /^(?:want|like|love|expect|prefer|plan|intend|hope|aim|arrange|wish)$/;
const WANTING_FOR = /^(?:plan|intend|hope|aim|arrange|wish)$/;
/** Verbs of deciding, whose infinitive object becomes a "that" clause in the passive. */
const DECIDING = /^(?:decide|agree|promise|undertake)$/;

/**
 * Passives of clauses whose transitive verb is not finite: an imperative ("Please send me the figures."
 * → "Please have the figures sent to me."), "need/have to V X" (→ "X needs to be Ved") and
 * "want/plan to V X" (→ "want X to be Ved", "plan for X to be Ved").
 */
function nonFinitePassive(toks: Tok[]): string | null {
  // Imperative: an optional "please", then a base-form verb.
  const first = toks[0]?.norm === 'please' ? 1 : 0;
  const imp = toks[first] ? transitiveAt(toks, first, first === 1) : undefined;
  if (imp && (first === 1 || /^\p{Lu}/u.test(toks[0].text))) {
    return assemble([
      first ? toks[0].text : '',
      first ? 'have' : 'Have',
      decapitalize(imp.patient, toks[first + 1]),
      imp.pp,
      imp.indirect,
      outside(toks, imp.end, toks.length),
    ]);
  }
  for (const g of verbGroups(toks)) {
    if (g.aspect.passive || toks[g.end]?.norm !== 'to') continue;
    const inner = transitiveAt(toks, g.end + 1);
    if (!inner) continue;
    const subject = subjectOf(toks, g);
    if (!subject) continue;
    const after = outside(toks, inner.end, toks.length);
    if (/^(?:need|have)$/.test(g.lemma)) {
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
        outside(toks, 0, subject[0]),
        inner.patient,
        verb,
        'to be',
        inner.pp,
        inner.indirect,
        agent,
        after,
      ]);
    }
    if (WANTING.test(g.lemma)) {
      return assemble([
        outside(toks, 0, g.end),
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
        outside(toks, 0, g.end),
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

/** active_to_passive: "Ana wrote the report." → "The report was written by Ana." Null when no transitive clause. */
export function activeToPassive(toks: Tok[]): string | null {
  if (isQuestion(toks)) return requestPassive(toks);
  return finitePassive(toks) ?? nonFinitePassive(toks) ?? reportPassive(toks);
}

/** A reporting verb with a that-clause after a noun-phrase subject ("The survey shows that …"). */
const REPORTING_CLAUSE =
  /^(.{3,60}?) (reports|reported|says|said|shows|showed|confirms|confirmed|finds|found|notes|noted|suggests|suggested|indicates|indicated|states|stated|announces|announced) that (.+?)([.!])$/;

/**
 * The impersonal passive of a reported clause: "The survey shows that most customers prefer email."
 * → "It is shown by the survey that most customers prefer email." Not for personal pronoun subjects
 * ("It is thought by me that…" is not English anyone writes).
 */
function reportPassive(toks: Tok[]): string | null {
  const m = REPORTING_CLAUSE.exec(surface(toks));
  if (!m) return null;
  const [, who, verb, clause, stop] = m;
  if (/^(?:I|we|you|he|she|they|it)$/i.test(who) || /[,;:]/.test(who)) return null;
  const past = !/s$/.test(verb) || /^(?:said|found|noted|stated)$/.test(verb);
  const { verb: transform, model } = compromiseVerbs();
  const lemma = past
    ? transform.toInfinitive(verb, model, 'PastTense')
    : transform.toInfinitive(verb, model, 'PresentTense');
  const first = toks[0];
  return `It ${past ? 'was' : 'is'} ${verbForms(lemma).pp} by ${decapitalize(who, first)} that ${clause}${stop}`;
}

/**
 * A request "Could you send me the file?" → "Could the file be sent to me?". Only when nothing but
 * adverbials follows the object (not "…and let me know", whose verb would lose its subject).
 */
function requestPassive(toks: Tok[]): string | null {
  if (!/^(?:could|can|would|will)$/.test(toks[0]?.norm ?? '') || toks[1]?.norm !== 'you') return null;
  const inner = transitiveAt(toks, 2);
  if (!inner) return null;
  const rest = toks.slice(inner.end, -1);
  if (rest.some((t) => t.pos === 'CCONJ' || t.pos === 'VERB' || t.pos === 'AUX')) return null;
  return assemble([
    toks[0].text,
    decapitalize(inner.patient, toks[3]),
    'be',
    inner.pp,
    inner.indirect,
    outside(toks, inner.end, toks.length),
  ]);
}

/** The first finite transitive clause made passive. */
function finitePassive(toks: Tok[]): string | null {
  for (const g of verbGroups(toks)) {
    const main = toks[g.main];
    if (g.aspect.passive || main.pos !== 'VERB' || /^(?:be|have|seem|become)$/.test(g.lemma)) continue;
    if (g.aspect.perfect && g.aspect.continuous) continue; // "has been being written" is not English anyone writes
    const subject = subjectOf(toks, g);
    if (!subject) continue;
    let k = g.end;
    let particle = '';
    if (toks[k] && PARTICLES.has(toks[k].norm) && toks[k + 1] && NP_POS.has(toks[k + 1].pos))
      particle = toks[k++].text;
    let objEnd = phraseFrom(toks, k, true);
    if (objEnd === k) continue;
    const next = toks[objEnd];
    const bareAfterSingular =
      next?.pos === 'VERB' &&
      next.norm === next.lemma &&
      agreementOf(toks.slice(k, objEnd)) === '3sg' &&
      !/^(?:DET|PRON|PROPN|NUM)$/.test(toks[objEnd + 1]?.pos ?? '');
    // "postpone the product launch": a base form after a singular noun is a noun the tagger misread.
    if (bareAfterSingular) {
      objEnd++;
      while (toks[objEnd]?.pos === 'NOUN') objEnd++;
    }
    // "I think the proposal is too expensive": the phrase is the subject of a clause, not an object.
    else if (
      next &&
      (next.pos === 'AUX' ||
        (next.pos === 'VERB' && (next.norm !== next.lemma || TO_OBJECT[toks[objEnd - 1].norm] !== undefined)))
    )
      continue;
    let object: [number, number] = [k, objEnd];
    let indirect = '';
    // "gave him the book": the second phrase is the direct object, the first becomes "to him".
    const second = phraseFrom(toks, objEnd, true);
    const timePhrase = second > objEnd && TIME_NOUNS.has(toks[second - 1].norm);
    if (second > objEnd && toks[objEnd].pos === 'DET' && !timePhrase) {
      indirect = `to ${recase(toks, object, TO_OBJECT)}`;
      object = [objEnd, second];
      objEnd = second;
    }
    const objectToks = toks.slice(object[0], object[1]);
    if (objectToks.some((t) => /self$|selves$/.test(t.norm))) continue;
    // "turned the lights off." — a particle after the object only when nothing follows it.
    if (
      !particle &&
      toks[objEnd] &&
      PARTICLES.has(toks[objEnd].norm) &&
      /^[.!,;]?$/.test(toks[objEnd + 1]?.text ?? '')
    ) {
      particle = toks[objEnd].text;
    }
    const rest = particle && toks[objEnd]?.text === particle ? objEnd + 1 : objEnd;
    const patient = recase(toks, object, TO_SUBJECT);
    const agreement = agreementOf(
      objectToks.map((t) =>
        object[1] - object[0] === 1 && TO_SUBJECT[t.norm]
          ? { ...t, norm: TO_SUBJECT[t.norm].toLowerCase() }
          : t,
      ),
    );
    const verb = buildGroup({
      lemma: g.lemma,
      aspect: { ...g.aspect, passive: true },
      agreement,
      negated: g.negated,
      contracted: g.contracted,
      adverbs: g.adverbs,
    }).join(' ');
    const agent = decapitalize(recase(toks, subject, TO_OBJECT), toks[subject[0]]);
    const before = outside(toks, 0, subject[0]);
    const between = outside(toks, subject[1], g.start);
    // "landed the plane safely" → "was landed safely by the pilot": a manner adverb stays with the verb.
    const manner = toks[rest]?.pos === 'ADV' && /ly$/.test(toks[rest].norm) ? toks[rest].text : '';
    const after = outside(toks, manner ? rest + 1 : rest, toks.length);
    return assemble([before, patient, between, verb, particle, manner, indirect, `by ${agent}`, after]);
  }
  return null;
}
