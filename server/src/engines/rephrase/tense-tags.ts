import compromise from 'compromise';
import { BOUNDARY, CLAUSE_TAKING, isParticipleOnly, MODALS, phraseBefore } from './clause';
import { POSSESSIVE, surface, type Tok } from './nlp';
import { agreementOf, compromiseVerbs, isCollective, verbForms } from './verbs';

// Second-opinion tagging for switch_tense and sentence_split: where wink's light model and
// compromise read a word differently, the word's position decides.

/** Pronouns that take a relative clause like a noun ("Everyone who attended …"). */
const INDEFINITE = /^(?:anyone|anybody|everyone|everybody|someone|somebody|those)$/;
const FUTURE_OR_MODAL = new Set([...MODALS, 'will', "'ll", 'wo']);
/** -s forms of verbs taking a to-infinitive that the light tagger reads as plural nouns ("hopes to"). */
const TO_VERB = /^(?:hopes|plans|aims|needs|intends|expects|wants|wishes|promises|offers|agrees|refuses)$/;

/** compromise's tags for each token, matched by character offset (empty where the tokenisers differ). */
export function secondReading(toks: Tok[]): Set<string>[] {
  const starts: number[] = [];
  let at = 0;
  toks.forEach((t, i) => {
    if (i > 0) at += t.pre.length;
    starts.push(at);
    at += t.text.length;
  });
  const byStart = new Map<number, { length: number; tags: string[] }>();
  const doc = compromise(surface(toks)).json({ offset: true }) as {
    terms: { offset: { start: number; length: number }; tags: string[] }[];
  }[];
  for (const s of doc)
    for (const t of s.terms) byStart.set(t.offset.start, { length: t.offset.length, tags: t.tags });
  return toks.map((t, i) => {
    const r = byStart.get(starts[i]);
    return new Set(r && r.length >= t.text.length ? r.tags : []);
  });
}

/** Whether a finite verb comes later in the same clause (up to the next boundary word). */
function verbLaterInClause(toks: Tok[], i: number, tags: Set<string>[]): boolean {
  for (let k = i + 1; k < toks.length; k++) {
    const t = toks[k];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return false;
    const verbReading = tags[k].has('Verb') && !tags[k].has('Gerund');
    // "damage caused by floods": a participle with "by" after a noun describes it; it is no finite verb.
    if (
      t.pos === 'VERB' &&
      toks[k + 1]?.norm === 'by' &&
      /^(?:NOUN|PROPN)$/.test(toks[k - 1]?.pos ?? '') &&
      t.norm === verbForms(t.lemma).pp
    )
      continue;
    // Right after the word in question, a word the light tagger calls a noun is its object ("covers
    // damage"): two finite verbs do not stand side by side.
    if (k === i + 1 && t.pos === 'NOUN') continue;
    if (
      t.pos === 'AUX' ||
      (/^(?:VERB|NOUN)$/.test(t.pos) &&
        verbReading &&
        (t.pos === 'VERB' || tags[k].has('PresentTense') || tags[k].has('PastTense')))
    )
      return true;
  }
  return false;
}

/** Whether a present verb needing a plural subject ("look", "are") comes later in the same clause. */
function pluralVerbLater(toks: Tok[], i: number): boolean {
  for (let k = i + 1; k < toks.length; k++) {
    const t = toks[k];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return false;
    if (t.pos === 'VERB' || t.pos === 'AUX') {
      const before = toks[k - 1];
      return (
        /^(?:are|were|have|do)$/.test(t.norm) ||
        (t.pos === 'VERB' &&
          t.norm === t.lemma &&
          before.norm !== 'to' &&
          !(MODALS.has(before.norm) && before.pos === 'AUX'))
      );
    }
  }
  return false;
}

/**
 * Whether a verb or auxiliary comes earlier in the same clause (back to the last boundary word), other
 * than the verb of a relative clause after the subject ("The engineer who fixed the server wrote …",
 * "The report that we sent describes …"), which the main verb follows.
 */
function verbEarlierInClause(toks: Tok[], i: number): boolean {
  const k = earlierVerb(toks, i);
  if (k < 0) return false;
  const opens = (j: number) =>
    /^(?:that|which|who)$/.test(toks[j]?.norm ?? '') &&
    (/^(?:NOUN|PROPN)$/.test(toks[j - 1]?.pos ?? '') || INDEFINITE.test(toks[j - 1]?.norm ?? ''));
  return !(opens(k - 1) || (toks[k - 1]?.pos === 'PRON' && opens(k - 2)));
}

/**
 * The verb or auxiliary earlier in the same clause (back to the last boundary word), or -1. A verb
 * taking a clause with words between it and `i` starts a new clause ("we hope the layout suits").
 */
function earlierVerb(toks: Tok[], i: number): number {
  for (let k = i - 1; k >= 0; k--) {
    const t = toks[k];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return -1;
    // "make sure the team reviews …": "make sure/certain" takes a clause like "ensure".
    if (/^(?:sure|certain)$/.test(t.norm) && toks[k - 1]?.lemma === 'make' && k < i - 1) return -1;
    if ((t.pos === 'VERB' || t.pos === 'AUX') && t.norm !== 'to')
      return t.pos === 'VERB' && CLAUSE_TAKING.test(t.lemma) && k < i - 1 ? -1 : k;
  }
  return -1;
}

/** Prepositions proper (the tagger also calls "whether", "if", "than" ADP; they open clauses). */
const PREPOSITION =
  /^(?:of|to|in|on|at|for|from|about|with|by|into|onto|over|under|above|below|between|among|through|during|without|within|across|around|behind|beyond|near|per|via|regarding|concerning)$/;

/**
 * Whether the noun phrase ending at `k` (one determiner, then adjectives and nouns) is the object of a
 * preposition after a verb of the same clause ("replied to my email about the parking permits"). A
 * second determiner would open a relative clause ("about the way the team works").
 */
function inPrepositionalPhrase(toks: Tok[], k: number): boolean {
  let j = k;
  while (j >= 0 && /^(?:ADJ|NOUN|NUM)$/.test(toks[j].pos)) j--;
  if (j >= 0 && (toks[j].pos === 'DET' || POSSESSIVE.test(toks[j].norm))) j--;
  if (j === k || toks[j]?.pos !== 'ADP' || !PREPOSITION.test(toks[j].norm)) return false;
  for (let v = j - 1; v >= 0; v--) {
    const t = toks[v];
    if (BOUNDARY.test(t.pos) || /^(?:that|which|who)$/.test(t.norm)) return false;
    if ((t.pos === 'VERB' || t.pos === 'AUX') && t.norm !== 'to') return true;
  }
  return false;
}

const CLITIC_LEMMA: Record<string, string> = {
  "'m": 'be',
  "'re": 'be',
  "'ve": 'have',
  "'ll": 'will',
  "'d": 'would',
};

/** A pronoun and its clitic the tokenizer left as one word ("I'm" at a sentence start) as two tokens. */
function splitClitic(t: Tok): Tok[] {
  const m = t.text.match(/^(I|you|we|they|he|she|it)(['’](?:m|re|ve|ll|d))$/i);
  if (!m) return [{ ...t }];
  const clitic = m[2].replace('’', "'").toLowerCase();
  return [
    { text: m[1], norm: m[1].toLowerCase(), pos: 'PRON', lemma: m[1].toLowerCase(), pre: t.pre },
    { text: m[2], norm: clitic, pos: 'AUX', lemma: CLITIC_LEMMA[clitic], pre: '' },
  ];
}

/**
 * The sentence's tokens with the light tagger's verb/noun slips corrected where compromise reads the
 * word the other way and the position decides between them: "The warehouse ships most orders" (a verb
 * after its subject, not a plural noun), "will present its findings" (a verb after "will"), "the
 * product launch attracted" and "manages the procurement process" (nouns inside a noun phrase), and a
 * sentence-initial plural read as a name ("Customers can …"). The input tokens are not changed.
 */
/**
 * Whether compromise reads a word after a subject pronoun ("they" by default) as a verb in the present
 * ("they work", "she waters", not "they room").
 */
function pluralVerb(word: string, subject = 'they'): boolean {
  const [term] = compromise(`${subject} ${word}`).json()[0]?.terms.slice(1) ?? [];
  const tags: string[] = term?.tags ?? [];
  return tags.includes('Verb') && tags.includes('PresentTense') && !tags.includes('Auxiliary');
}

export function retagVerbs(toks: Tok[]): Tok[] {
  const out = toks.flatMap(splitClitic);
  const tags = secondReading(out);
  const { verb, model } = compromiseVerbs();
  const finiteReading = (k: number) =>
    tags[k]?.has('Verb') &&
    (tags[k].has('PresentTense') || tags[k].has('PastTense')) &&
    !tags[k].has('Gerund') &&
    !tags[k].has('Auxiliary');
  const mixedCase = /\p{Ll}/u.test(surface(out));
  out.forEach((t, i) => {
    const tg = tags[i];
    const prev = out[i - 1];
    const next = out[i + 1];
    // "Our IT team", "the US office": an acronym in a sentence not written in capitals is a name, not
    // the pronoun "it" or "us".
    if (t.pos === 'PRON' && /^\p{Lu}{2,}$/u.test(t.text) && mixedCase) {
      t.pos = 'NOUN';
      t.lemma = t.text;
      return;
    }
    if (
      i === 0 &&
      t.pos === 'PROPN' &&
      tg.has('Noun') &&
      !tg.has('ProperNoun') &&
      /^\p{Lu}\p{Ll}+$/u.test(t.text)
    ) {
      t.pos = 'NOUN';
      if (tg.has('Plural')) t.lemma = compromise(t.norm).nouns().toSingular().text() || t.lemma;
      return;
    }
    // "These can be traded", "the tins can go": a modal the tagger read as the noun "can" before a
    // bare "be", "have" or "not" ("can" + "be" is never the tin).
    if (
      t.norm === 'can' &&
      t.pos !== 'AUX' &&
      /^(?:be|have|not|n't|also|only|still|easily|now)$/.test(next?.norm ?? '')
    ) {
      t.pos = 'AUX';
      t.lemma = 'can';
      return;
    }
    // "It's been", "she's finished": a contracted "has" before a participle.
    if (
      /^['’]s$/.test(t.text) &&
      next &&
      (next.norm === 'been' || (next.pos === 'VERB' && isParticipleOnly(next)))
    ) {
      t.lemma = 'have';
      return;
    }
    if (!/^[a-z]+$/.test(t.norm)) return;
    // "the new hires": a word between a determiner and a noun that compromise reads as an adjective is
    // one, not an adverb (which would leave "hires" outside the noun phrase, read as a verb).
    if (
      t.pos === 'ADV' &&
      prev &&
      (prev.pos === 'DET' || POSSESSIVE.test(prev.norm)) &&
      tg.has('Adjective')
    ) {
      t.pos = 'ADJ';
      return;
    }
    // "The site goes live on Monday": "goes"/"went" are never nouns, and "live" after them is the
    // adjective of "go live", not a second verb.
    if (/^(?:goes|went)$/.test(t.norm)) {
      t.pos = 'VERB';
      t.lemma = 'go';
      return;
    }
    if (t.norm === 'live' && prev?.lemma === 'go' && /^(?:go|goes|went|gone|going)$/.test(prev.norm)) {
      t.pos = 'ADJ';
      t.lemma = 'live';
      return;
    }
    // After "will" or a modal, a word compromise reads as a verb is the main verb ("will present its findings").
    // "can't open", "will not present": the negation between them changes nothing. An adverb before a
    // verb stays one ("will soon publish": compromise reads "soon" as a verb too).
    const auxBefore = prev && /^(?:not|n't)$/.test(prev.norm) ? out[i - 2] : prev;
    if (
      (/^(?:NOUN|ADJ)$/.test(t.pos) || (t.pos === 'ADV' && !tg.has('Adverb') && next?.pos !== 'VERB')) &&
      auxBefore &&
      FUTURE_OR_MODAL.has(auxBefore.norm) &&
      tg.has('Infinitive') &&
      !tg.has('Adjective')
    ) {
      t.pos = 'VERB';
      t.lemma = t.norm;
      return;
    }
    // "our shipping costs", "the opening hours", "your updated numbers": an -ing word or a past
    // participle between a determiner and a noun describes it.
    if (
      t.pos === 'VERB' &&
      (t.norm.endsWith('ing') || (t.norm.endsWith('ed') && t.norm === verbForms(t.lemma).pp)) &&
      (POSSESSIVE.test(prev?.norm ?? '') || prev?.pos === 'DET') &&
      next?.pos === 'NOUN'
    ) {
      t.pos = 'ADJ';
      return;
    }
    // "and existing customers will …": an -ing word opening a noun phrase describes its noun.
    if (
      t.pos === 'VERB' &&
      t.norm.endsWith('ing') &&
      prev &&
      /^(?:CCONJ|PUNCT|DET|ADP)$/.test(prev.pos) &&
      next?.pos === 'NOUN' &&
      out[i + 2] &&
      (out[i + 2].pos === 'AUX' || out[i + 2].pos === 'VERB')
    ) {
      t.pos = 'ADJ';
      return;
    }
    // A second verb sharing the subject ("opened two stores and plans to open more").
    if (
      /^(?:NOUN|ADJ)$/.test(t.pos) &&
      finiteReading(i) &&
      prev &&
      /^(?:and|but|or)$/.test(prev.norm) &&
      next &&
      /^(?:PART|DET|PRON|ADP|NUM)$/.test(next.pos) &&
      earlierVerb(out, i - 1) >= 0
    ) {
      const past = tags[i].has('PastTense');
      t.pos = 'VERB';
      t.lemma = verb.toInfinitive(t.norm, model, past ? 'PastTense' : 'PresentTense') || t.norm;
      return;
    }
    // "The team hopes to finish …": an -s form between a singular noun subject and "to" with a verb is
    // a verb taking an infinitive, not a plural noun ("the team's hopes to …" has its possessive).
    if (
      /^(?:NOUN|VERB)$/.test(t.pos) &&
      TO_VERB.test(t.norm) &&
      prev?.pos === 'NOUN' &&
      (i === 1 || out[i - 2]?.pos === 'DET' || POSSESSIVE.test(out[i - 2]?.norm ?? '')) &&
      next?.norm === 'to' &&
      out[i + 2]?.pos === 'VERB' &&
      out[i + 2].norm === verbForms(out[i + 2].lemma).base &&
      agreementOf([prev]) === '3sg'
    ) {
      t.pos = 'VERB';
      t.lemma = t.norm.replace(/s$/, '');
      return;
    }
    // "make sure someone waters the plants": after a singular subject pronoun an -s word before an
    // object is the verb ("someone waters" is no noun phrase), when compromise reads it as one after "she".
    const pronounSubject =
      prev?.pos === 'PRON' &&
      /^(?:he|she|it|someone|somebody|everyone|everybody|anyone|anybody|nobody|one)$/.test(prev.norm);
    if (
      t.pos === 'NOUN' &&
      pronounSubject &&
      /s$/.test(t.norm) &&
      next &&
      (/^(?:DET|NUM)$/.test(next.pos) || POSSESSIVE.test(next.norm)) &&
      pluralVerb(t.norm, 'she')
    ) {
      t.pos = 'VERB';
      t.lemma = verb.toInfinitive(t.norm, model, 'PresentTense') || t.norm.replace(/s$/, '');
      return;
    }
    // "offers faster delivery": a comparative between a verb and a noun describes the noun.
    if (
      t.pos === 'ADV' &&
      prev?.pos === 'VERB' &&
      next?.pos === 'NOUN' &&
      tg.has('Comparative') &&
      tg.has('Adjective')
    ) {
      t.pos = 'ADJ';
      return;
    }
    // "Most of our staff work from home": after a group noun both taggers read a plural verb as a
    // compound's noun ("staff work"); with no other verb in the clause and no noun after it, it is the
    // verb when compromise reads it as one after "they".
    if (
      t.pos === 'NOUN' &&
      prev?.pos === 'NOUN' &&
      isCollective(prev.norm) &&
      !/^(?:NOUN|PROPN|VERB|AUX)$/.test(next?.pos ?? 'PUNCT') &&
      !verbEarlierInClause(out, i) &&
      !verbLaterInClause(out, i, tags) &&
      pluralVerb(t.norm)
    ) {
      t.pos = 'VERB';
      t.lemma = t.norm;
      return;
    }
    // A finite verb right after its subject ("The warehouse ships …", "The figures show …"); an
    // "adverb" there is one too when an object follows it ("I forward the report to …").
    const objectNext = next && (/^(?:DET|NUM)$/.test(next.pos) || POSSESSIVE.test(next.norm));
    if (
      (/^(?:NOUN|ADJ)$/.test(t.pos) || (t.pos === 'ADV' && objectNext)) &&
      finiteReading(i) &&
      prev &&
      (/^(?:NOUN|PROPN)$/.test(prev.pos) || (prev.pos === 'PRON' && !POSSESSIVE.test(prev.norm))) &&
      !verbEarlierInClause(out, i) &&
      !inPrepositionalPhrase(out, i - 1) &&
      !(next && (next.pos === 'VERB' || next.pos === 'AUX' || finiteReading(i + 1)))
    ) {
      const past = tags[i].has('PastTense');
      const lemma = verb.toInfinitive(t.norm, model, past ? 'PastTense' : 'PresentTense') || t.norm;
      const f = verbForms(lemma);
      const subject = phraseBefore(out, i);
      const agreement = subject ? agreementOf(out.slice(subject[0], subject[1])) : undefined;
      // The form must agree with the subject: "ships" after a singular, "show" after a plural, a
      // base form that is also the past ("The accountant spread the costs") after either, and a base
      // form after a group noun some writers make plural ("The staff load the trucks") before an object.
      const head = subject ? out[subject[1] - 1] : undefined;
      const agrees = past
        ? t.norm === f.past
        : t.norm === f.s
          ? agreement === '3sg'
          : t.norm === f.base &&
            agreement !== undefined &&
            (agreement !== '3sg' ||
              (objectNext && (f.past === f.base || (head !== undefined && isCollective(head.norm)))));
      if (agrees) {
        t.pos = 'VERB';
        t.lemma = lemma;
      }
      return;
    }
    // A "verb" inside a noun phrase: after a determiner, adjective or noun, where compromise reads a noun
    // and the clause already has its verb (or one follows): "the procurement process", "the product launch attracted".
    const verbBefore = earlierVerb(out, i);
    // "share the access codes", "submit their expense reports": a noun phrase with a determiner or a
    // possessive after a verb is its object, and a finite verb cannot stand inside it.
    const inObject =
      verbBefore >= 0 &&
      out[verbBefore].pos === 'VERB' &&
      out.slice(verbBefore + 1, i).some((u) => u.pos === 'DET' || POSSESSIVE.test(u.norm)) &&
      out
        .slice(verbBefore + 1, i)
        .every((u) => /^(?:DET|ADJ|NOUN|NUM)$/.test(u.pos) || POSSESSIVE.test(u.norm));
    // After a relative clause's object, a word compromise reads as a finite verb is the main verb
    // ("The engineer who fixed the server wrote a report").
    const mainAfterRelative = verbBefore >= 0 && !verbEarlierInClause(out, i) && finiteReading(i);
    if (
      t.pos === 'VERB' &&
      prev &&
      /^(?:DET|ADJ|NOUN)$/.test(prev.pos) &&
      ((inObject && !mainAfterRelative) ||
        (tg.has('Noun') && !tg.has('Verb') && (verbBefore >= 0 || verbLaterInClause(out, i, tags))))
    ) {
      t.pos = 'NOUN';
      t.lemma = tg.has('Plural') ? compromise(t.norm).nouns().toSingular().text() || t.norm : t.norm;
      return;
    }
    // "replied to my email about the parking permits": an -s form ending a noun phrase that a
    // preposition opens, after the clause's verb, is a plural noun; a preposition's object has no verb.
    if (
      t.pos === 'VERB' &&
      prev?.pos === 'NOUN' &&
      t.norm === verbForms(t.lemma).s &&
      t.norm !== t.lemma &&
      inPrepositionalPhrase(out, i - 1)
    ) {
      t.pos = 'NOUN';
      t.lemma = compromise(t.norm).nouns().toSingular().text() || t.norm;
      return;
    }
    // "The sales figures for April look …": an -s form after a noun, with a plural verb later in the
    // clause, is the plural head of that verb's subject.
    // ("The training program helps new staff settle in": an object after the -s form opens the later
    // verb's own subject, so the -s form is the verb.)
    const objectAfter = next && (/^(?:ADJ|DET|NUM)$/.test(next.pos) || POSSESSIVE.test(next.norm));
    if (t.pos === 'VERB' && prev?.pos === 'NOUN' && t.norm === verbForms(t.lemma).s && t.norm !== t.lemma) {
      if (pluralVerbLater(out, i) && !objectAfter) {
        t.pos = 'NOUN';
        return;
      }
    }
    // "covers damage caused by floods", "The damage caused by the storm was repaired": a past
    // participle after a noun, with "by" after it and another finite verb in the clause, is a reduced
    // relative clause describing the noun ("Sales increased by 10%", with no other verb, stays a verb).
    if (
      t.pos === 'VERB' &&
      prev &&
      /^(?:NOUN|PROPN)$/.test(prev.pos) &&
      next?.norm === 'by' &&
      t.norm === verbForms(t.lemma).pp &&
      (verbEarlierInClause(out, i - 1) ||
        verbLaterInClause(out, i, tags) ||
        out.slice(1, i - 1).some((u, k) => u.pos !== 'ADP' && finiteReading(k + 1)))
    ) {
      t.pos = 'ADJ';
      return;
    }
    // A singular noun the tagger lemmatised to another word ("app" → "application") would read as plural.
    if (t.pos === 'NOUN' && tg.has('Singular') && !tg.has('Plural') && t.lemma !== t.norm) t.lemma = t.norm;
  });
  return out;
}
