import fs from 'node:fs';
import { UNK_ID } from '@margin/shared/lm/model';
import { languageModel } from '../lm';
import { CLAUSE_TAKING, isPluralPossessive, phraseBefore, type VerbGroup, verbGroups } from './clause';
import type { TokenEdit } from './edit';
import { capitalize, decapitalize, type Tok } from './nlp';
import { verbForms } from './verbs';

/** A word class of voice-words.tsv. */
type WordClass = 'time' | 'unit' | 'means' | 'stative' | 'to' | 'for' | 'stranded' | 'intransitive';

/** voice-words.tsv: the word classes that tell a by-agent from other "by" phrases (a word may have several). */
const WORD_CLASS = new Set<string>();
for (const line of fs.readFileSync(new URL('./voice-words.tsv', import.meta.url), 'utf8').split('\n')) {
  if (!line.trim() || line.startsWith('#')) continue;
  const [word, kind] = line.split('\t');
  WORD_CLASS.add(`${word}\t${kind.trim()}`);
}

/** Whether token `k` is inside a double-quoted passage ("…" or “…”) opened before it. */
function insideQuotes(toks: Tok[], k: number): boolean {
  const before = toks.slice(0, k);
  const straight = before.filter((t) => t.text === '"').length;
  const open = before.filter((t) => t.text === '“').length;
  const close = before.filter((t) => t.text === '”').length;
  return straight % 2 === 1 || open > close;
}

/**
 * The verb groups of a sentence outside quotation marks: a quotation is someone's words as they were
 * said ('The CEO said "we will double our revenue"' had become '… said " our revenue will be doubled "').
 */
export function unquotedGroups(toks: Tok[]): VerbGroup[] {
  return verbGroups(toks).filter((g) => !insideQuotes(toks, g.start));
}

/** Whether a word (its lemma or its text) is of a class of voice-words.tsv. */
export function isClass(t: Tok, kind: WordClass): boolean {
  return (
    WORD_CLASS.has(`${t.lemma.toLowerCase()}\t${kind}`) || WORD_CLASS.has(`${t.text.toLowerCase()}\t${kind}`)
  );
}

export const TO_OBJECT: Record<string, string> = {
  i: 'me',
  he: 'him',
  she: 'her',
  we: 'us',
  they: 'them',
  who: 'whom',
};
export const TO_SUBJECT: Record<string, string> = {
  me: 'I',
  him: 'he',
  her: 'she',
  us: 'we',
  them: 'they',
  whom: 'who',
};
/** Particles of phrasal verbs ("turned off", "picked up"). */
export const PARTICLES = new Set(['up', 'down', 'off', 'out', 'on', 'away', 'back', 'over', 'in', 'around']);
/**
 * Particles that are prepositions too ("carried on the work", but "stayed in the hotel", "depends on
 * the volume"): kept with a verb only for the pairs voice-words.tsv lists as `stranded`.
 */
const PREPOSITION_PARTICLES = new Set(['on', 'in', 'over', 'around']);
export const NP_POS = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);

/**
 * The words from `k` that stay after the participle of the verb `lemma` in the passive: `n` of them
 * for a prepositional verb voice-words.tsv lists ("dealt with", "taken care of", "looked into";
 * `listed`), 1 for a particle that is no preposition ("picked up"), or 0.
 */
export function keptWordsAt(toks: Tok[], k: number, lemma: string): { n: number; listed: boolean } {
  for (let n = 3; n >= 1; n--) {
    const after = toks.slice(k, k + n);
    if (after.length < n) continue;
    const key = `${lemma} ${after.map((t) => t.norm).join(' ')}`;
    if (WORD_CLASS.has(`${key}\tstranded`)) return { n, listed: true };
  }
  const w = toks[k]?.norm ?? '';
  return { n: PARTICLES.has(w) && !PREPOSITION_PARTICLES.has(w) ? 1 : 0, listed: false };
}
export const RELATIVE = /^(?:who|which|that|whom|whose)$/;
/** Words the tagger may call nouns that end a noun phrase: "the book yesterday". */
export const TIME = new Set([
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
export const PERSONAL = new Set([
  'i',
  'me',
  'you',
  'he',
  'him',
  'she',
  'her',
  'it',
  'we',
  'us',
  'they',
  'them',
]);
/** Indefinite pronouns, which can head a phrase with a prepositional phrase after them. */
const INDEFINITE =
  /^(?:everyone|everybody|everything|someone|somebody|anyone|anybody|nobody|none|all|each|many|most|some|both|several)$/;
/** Adverbs that make a quantity approximate or exact ("nearly", "only"), the first word of its phrase. */
const APPROXIMATING =
  /^(?:nearly|almost|about|around|roughly|approximately|over|under|only|just|some|virtually|practically|much)$/;
/** Personal pronouns in the subject case. */
const NOMINATIVE = /^(?:i|you|he|she|we|they)$/;
/** Possessive determiners: they open a noun phrase, they are not its head ("our first proposal"). */
const POSSESSIVE = /^(?:my|your|his|its|our|their)$/;
/** Words that can head a phrase of their own before "of" ("one of our interns", "most of the work"). */
const QUANTIFIER =
  /^(?:one|some|any|each|many|most|much|all|several|both|none|few|either|neither|half|part|rest)$/;

/** Whether the token is tagged a verb but has a form a noun can have ("conduct", "calls"). */
function nounFormAt(toks: Tok[], k: number): boolean {
  const t = toks[k];
  return t?.pos === 'VERB' && (t.norm === t.lemma || t.norm === verbForms(t.lemma).s);
}

/** Whether the token opens a noun phrase as a determiner: "our report", and "her" before a noun. */
function isDeterminer(toks: Tok[], k: number): boolean {
  const t = toks[k];
  if (t.pos === 'DET' || POSSESSIVE.test(t.norm)) return true;
  return t.norm === 'her' && /^(?:ADJ|NOUN|PROPN|NUM)$/.test(toks[k + 1]?.pos ?? '');
}

/** A noun phrase starting at `from`: its end (exclusive), or `from` when there is none. */
export function phraseFrom(toks: Tok[], from: number, withRelative: boolean): number {
  let k = from;
  let sawHead = false;
  let linkedAt = -1;
  while (k < toks.length) {
    const t = toks[k];
    if (RELATIVE.test(t.norm) && k > from && sawHead) break;
    // "yesterday's meeting": a time word with "'s" is a possessive inside the phrase, not a time adverb.
    const possessive = /^['’]s$/.test(toks[k + 1]?.text ?? '');
    if ((TIME.has(t.norm) && !possessive) || (sawHead && /^(?:DET|PRON|ADJ)$/.test(t.pos))) break;
    // "handed in the report two days early": a number and its noun after the head open a phrase of
    // their own ("Section 4" has no noun after its number).
    if (sawHead && t.pos === 'NUM' && toks[k + 1]?.pos === 'NOUN') break;
    if (TIME.has(t.norm)) {
      k++;
      continue;
    }
    if (PERSONAL.has(t.norm) && t.pos === 'PRON' && k === from && !isDeterminer(toks, k)) {
      k++;
      sawHead = true;
      // "him and his team": a pronoun may be the first of coordinated phrases.
      if (
        /^(?:and|or)$/.test(toks[k]?.norm ?? '') &&
        NP_POS.has(toks[k + 1]?.pos ?? '') &&
        !opensClause(toks, k + 1)
      ) {
        linkedAt = k;
        sawHead = false;
        k++;
        continue;
      }
      break;
    }
    // "our customers' personal data", "the company's new office": after a possessive the phrase goes
    // on to the possessed noun, whose adjectives may come first.
    const possessiveMark =
      isPluralPossessive(toks, k) ||
      (/^['’]s$/.test(t.text) && /^(?:ADJ|NOUN|PROPN|NUM)$/.test(toks[k + 1]?.pos ?? ''));
    if (possessiveMark) {
      sawHead = false;
      k++;
    } else if (NP_POS.has(t.pos) || t.text === "'s" || (t.pos === 'PART' && t.text === "'s")) {
      sawHead ||= /^(?:NOUN|PROPN)$/.test(t.pos) || (t.pos === 'PRON' && !isDeterminer(toks, k));
      k++;
    } else if (
      // "one of our interns", "most of the work": a quantity word heads the phrase its "of" opens.
      t.norm === 'of' &&
      !sawHead &&
      k > from &&
      (QUANTIFIER.test(toks[k - 1].norm) || toks[k - 1].pos === 'NUM') &&
      NP_POS.has(toks[k + 1]?.pos ?? '')
    ) {
      k++;
    } else if (
      // "the possibility of opening a new office": "of" with a gerund and its object completes the noun.
      t.norm === 'of' &&
      sawHead &&
      /^(?:VERB|NOUN)$/.test(toks[k + 1]?.pos ?? '') &&
      /ing$/.test(toks[k + 1].norm) &&
      toks[k + 1].norm !== 'thing'
    ) {
      k += 2;
      const object = phraseFrom(toks, k, false);
      if (object > k) k = object;
    } else if (
      // ("Carrano & Biewener": an ampersand joins names as "and" does.)
      (t.norm === 'of' || t.norm === 'and' || t.text === '&') &&
      sawHead &&
      toks[k + 1] &&
      NP_POS.has(toks[k + 1].pos) &&
      !(t.norm !== 'of' && opensClause(toks, k + 1))
    ) {
      // "a copy of the invoice": the linked phrase is parsed as a phrase of its own.
      linkedAt = k;
      sawHead = false;
      k++;
    } else if (
      // "our code of conduct", "the number of calls": no finite verb or bare infinitive follows "of",
      // so a base or -s form there is a noun the tagger misread.
      t.norm === 'of' &&
      sawHead &&
      nounFormAt(toks, k + 1)
    ) {
      k += 2;
    } else if (
      // "appreciate your help.": a base or -s form after a determiner and before the end or a
      // preposition is the head noun the tagger misread.
      k > from &&
      !sawHead &&
      isDeterminer(toks, k - 1) &&
      nounFormAt(toks, k) &&
      (!toks[k + 1] || /^[.!?,;:]$/.test(toks[k + 1].text) || toks[k + 1].pos === 'ADP')
    ) {
      sawHead = true;
      k++;
    } else if (t.pos === 'ADV' && toks[k + 1] && toks[k + 1].pos === 'ADJ' && !sawHead) {
      k++;
    } else if (
      // "a clear and concise report", "fast/ADV and friendly service": adjectives joined before the
      // head noun (the phrase had ended at "and", and no passive was given).
      !sawHead &&
      k > from &&
      /^(?:and|or)$/.test(t.norm) &&
      /^(?:ADJ|ADV)$/.test(toks[k - 1].pos) &&
      toks[k + 1]?.pos === 'ADJ' &&
      /^(?:NOUN|PROPN|ADJ)$/.test(toks[k + 2]?.pos ?? '')
    ) {
      k++;
    } else if (
      t.pos === 'ADV' &&
      !sawHead &&
      /^(?:and|or)$/.test(toks[k + 1]?.norm ?? '') &&
      toks[k + 2]?.pos === 'ADJ' &&
      /^(?:NOUN|PROPN|ADJ)$/.test(toks[k + 3]?.pos ?? '')
    ) {
      k++;
    } else if (
      // "an outside contractor", "the inside team": a word the tagger read as a preposition between a
      // determiner and its noun modifies the noun.
      /^(?:ADP|ADV)$/.test(t.pos) &&
      !sawHead &&
      k > from &&
      /^(?:DET|ADJ)$/.test(toks[k - 1].pos) &&
      toks[k + 1]?.pos === 'NOUN'
    ) {
      k++;
    } else if (
      // "the updated figures", "the hiring committee": a participle used as an adjective, before the
      // head noun.
      t.pos === 'VERB' &&
      k > from &&
      !sawHead &&
      (t.norm === verbForms(t.lemma).pp || (t.norm.endsWith('ing') && toks[k - 1]?.pos === 'DET')) &&
      // ("the attached CV", "the revised PDF": the noun may be an acronym the tagger calls a name.)
      (/^(?:NOUN|ADJ)$/.test(toks[k + 1]?.pos ?? '') ||
        (toks[k + 1]?.pos === 'PROPN' && /^\p{Lu}{2,}s?$/u.test(toks[k + 1].text)))
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
  if (!sawHead) return linkedAt >= 0 ? linkedAt : from;
  // "the report that I wrote": a relative clause stays with its noun, up to a comma or the end. A
  // personal pronoun takes none: "reminded me that we …" goes on with the verb's clause.
  const pronoun = k === from + 1 && PERSONAL.has(toks[from].norm) && toks[from].pos === 'PRON';
  if (withRelative && !pronoun && toks[k] && RELATIVE.test(toks[k].norm)) {
    while (k < toks.length && !/^[,;:.!?]$/.test(toks[k].text)) k++;
  }
  return k;
}

/**
 * Whether a noun phrase at `k` is the subject of a new clause: a verb follows it ("…by the board and
 * the plan was approved by HR"), so an "and" before it joins clauses, not nouns.
 */
export function opensClause(toks: Tok[], k: number): boolean {
  let e = phraseFrom(toks, k, false);
  while (e < toks.length && toks[e].pos === 'ADV') e++;
  const next = toks[e];
  return (
    e > k && next !== undefined && (next.pos === 'AUX' || (next.pos === 'VERB' && !next.norm.endsWith('ing')))
  );
}

/** The words of a token range as written. */
export function words(toks: Tok[], [a, b]: [number, number]): string {
  return toks
    .slice(a, b)
    .map((t, i) => (i === 0 ? '' : t.pre) + t.text)
    .join('');
}

/** A one-word pronoun phrase turned into the given case; other phrases keep their words. */
export function recase(toks: Tok[], range: [number, number], map: Record<string, string>): string {
  const text = words(toks, range);
  if (range[1] - range[0] === 1) {
    const w = map[toks[range[0]].norm];
    if (w) return w;
  }
  // "Rebecca and I" → "by Rebecca and me": a pronoun that is one of coordinated phrases takes the case too.
  const [a, b] = range;
  const joins = (k: number) => k < a || k >= b || /^(?:and|or|,)$/.test(toks[k].norm);
  const coordinated = toks
    .slice(a, b)
    .some((t, i) => map[t.norm] && t.pos === 'PRON' && joins(a + i - 1) && joins(a + i + 1));
  if (!coordinated || !toks.slice(a, b).some((t) => /^(?:and|or)$/.test(t.norm))) return text;
  return toks
    .slice(a, b)
    .map((t, i) => {
      const k = a + i;
      const w = t.pos === 'PRON' && joins(k - 1) && joins(k + 1) ? map[t.norm] : undefined;
      return (i === 0 ? '' : t.pre) + (w ?? t.text);
    })
    .join('');
}

/** Parts joined into a sentence: one space between them, none before punctuation, first letter upper-case. */
export function assemble(parts: string[]): string {
  const s = parts
    .filter((p) => p.trim() !== '')
    .join(' ')
    .replace(/\s+([.,!?;:])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim()
    // "“ You were missed by me, ” you admit": after an opening quotation mark the sentence starts.
    .replace(/^([“"‘]\s*)(\p{Ll})/u, (_, open: string, letter: string) => open + letter.toUpperCase());
  return capitalize(s);
}

/**
 * "The new hires were welcomed": the tagger read the head noun as a verb, so the clause has no subject.
 * A verb-tagged word right after a determiner (and any adjectives) is the noun it modifies.
 */
function misreadSubject(toks: Tok[], end: number): [number, number] | undefined {
  const head = toks[end - 1];
  if (head?.pos !== 'VERB') return undefined;
  let k = end - 2;
  while (k >= 0 && /^(?:ADJ|ADV)$/.test(toks[k].pos)) k--;
  if (k < 0 || !isDeterminer(toks, k)) return undefined;
  return [k, end];
}

/** The subject of a verb group, with the phrases after its noun; undefined for "there", "it … that" and relatives. */
export function subjectOf(toks: Tok[], g: VerbGroup): [number, number] | undefined {
  let s = g.subject ?? phraseBefore(toks, g.start) ?? misreadSubject(toks, g.start);
  if (!s) return undefined;
  // "Customers who sign up before June receive …": the subject takes in its relative clause.
  if (s[1] < g.start && /^(?:that|which|who)$/.test(toks[s[1]].norm)) s = [s[0], g.start];
  // "The printer in the break room needs…": the subject takes in the phrases after its noun.
  while (s[0] > 1 && toks[s[0] - 1].pos === 'ADP' && !/^(?:than|as|like)$/.test(toks[s[0] - 1].norm)) {
    const head = phraseBefore(toks, s[0] - 1);
    const last = head ? toks[head[1] - 1] : undefined;
    // "Everyone in the office", "None of the staff": an indefinite pronoun heads a phrase too.
    if (!head || !last || !(/^(?:NOUN|PROPN)$/.test(last.pos) || INDEFINITE.test(last.norm))) break;
    s = [head[0], s[1]];
  }
  // "A 5% increase in costs could hurt …": a percentage before the noun is inside the subject (it was
  // left behind: "A 5% our margins could be hurt by increase in costs").
  if (/^(?:%|percent)$/.test(toks[s[0] - 1]?.norm ?? '') && toks[s[0] - 2]?.pos === 'NUM') {
    s = [s[0] - 2, s[1]];
    if (toks[s[0] - 1]?.pos === 'DET') s = [s[0] - 1, s[1]];
  }
  // "Neither the manager nor the team noticed …", "Anna and the interns wrote …": the subject is the
  // whole coordination, which phraseBefore ends at its last member ("Neither the manager nor the error
  // was noticed by the team" was written).
  if (/^(?:and|or|nor)$/.test(toks[s[0] - 1]?.norm ?? '')) {
    const first = phraseBefore(toks, s[0] - 1);
    if (first) {
      const opener = /^(?:neither|either|both)$/.test(toks[first[0] - 1]?.norm ?? '')
        ? first[0] - 1
        : first[0];
      if (opener === 0 || /^(?:PUNCT|CCONJ|SCONJ)$/.test(toks[opener - 1].pos)) s = [opener, s[1]];
    }
  }
  // "At least 76 people …", "As many as 40 staff …": an approximation of several words opens the subject.
  const [from, to] = s;
  const before = (n: number) =>
    toks
      .slice(Math.max(0, from - n), from)
      .map((t) => t.norm)
      .join(' ');
  if (toks[from]?.pos === 'NUM') {
    if (/^(?:at least|up to|at most)$/.test(before(2))) s = [from - 2, to];
    else if (/^as (?:many|few|much|little) as$/.test(before(3))) s = [from - 3, to];
  }
  // "More than 200 customers …", "Less than a 3% drop …": a comparison of amount opens the subject.
  if (
    toks[s[0] - 1]?.norm === 'than' &&
    /^(?:more|less|fewer)$/.test(toks[s[0] - 2]?.norm ?? '') &&
    (s[0] - 2 === 0 || /^(?:PUNCT|CCONJ|SCONJ)$/.test(toks[s[0] - 3].pos))
  )
    s = [s[0] - 2, s[1]];
  // "Nearly 30,000 people packed …", "Almost every employee uses …": a word that makes the number or
  // quantity approximate opens the subject (it was left behind: "Nearly the streets were packed by
  // 30,000 people").
  const approximate = toks[s[0] - 1];
  if (
    approximate &&
    APPROXIMATING.test(approximate.norm) &&
    (s[0] - 1 === 0 || /^(?:PUNCT|CCONJ|SCONJ)$/.test(toks[s[0] - 2].pos)) &&
    // ("Under the new policy managers approve …": a preposition before anything but a number opens
    // a phrase of its own.)
    (approximate.pos === 'ADP'
      ? toks[s[0]].pos === 'NUM' || QUANTIFIER.test(toks[s[0]].norm)
      : /^(?:NUM|DET|PRON|ADJ)$/.test(toks[s[0]].pos) || QUANTIFIER.test(toks[s[0]].norm))
  )
    s = [s[0] - 1, s[1]];
  // "The decision to close the branch was made …": a to-infinitive after the subject's noun completes it.
  if (
    toks[s[0] - 1]?.pos === 'VERB' &&
    toks[s[0] - 1].norm === toks[s[0] - 1].lemma &&
    toks[s[0] - 2]?.norm === 'to' &&
    toks[s[0] - 3]?.pos === 'NOUN'
  ) {
    const head = phraseBefore(toks, s[0] - 2);
    if (head && (head[0] === 0 || /^(?:PUNCT|CCONJ|SCONJ)$/.test(toks[head[0] - 1].pos))) s = [head[0], s[1]];
  }
  // "Figures showing that Britain is still in recession have convinced …": a phrase right after a
  // preposition, or after an -ing verb, is that word's object, not the verb's subject (it made
  // "Britain is still in Brown … has been convinced by recession").
  const opener = toks[s[0] - 1];
  if (
    opener &&
    ((opener.pos === 'ADP' && !/^(?:than|as|like)$/.test(opener.norm)) ||
      (opener.pos === 'VERB' && opener.norm.endsWith('ing')) ||
      // "a specially formed legislated group … called X": a participle inside a noun phrase.
      (opener.pos === 'VERB' &&
        opener.norm.endsWith('ed') &&
        /^(?:DET|ADJ|ADV|VERB)$/.test(toks[s[0] - 2]?.pos ?? '')) ||
      // "chosen to attend a program called X", "the girl known as Alice ascended …": a phrase right
      // after a verb that takes no clause is its object, and after "known as" its complement.
      (opener.pos === 'VERB' && !CLAUSE_TAKING.test(opener.lemma) && toks[s[0] - 2]?.norm === 'to') ||
      (opener.norm === 'as' && toks[s[0] - 2]?.pos === 'VERB'))
  )
    return undefined;
  // "told me the client rejected …": an object pronoun belongs to the verb before it; the clause's
  // subject follows it ("She told the offer was rejected by me the client" was written).
  if (
    s[1] - s[0] > 1 &&
    /^(?:me|him|us|them)$/.test(toks[s[0]].norm) &&
    /^(?:DET|PRON|PROPN|NOUN|ADJ|NUM)$/.test(toks[s[0] + 1].pos)
  )
    s = [s[0] + 1, s[1]];
  // "make sure everyone signs …": "sure" ends the command; the clause's subject follows it.
  if (/^(?:sure|certain)$/.test(toks[s[0]].norm) && toks[s[0] - 1]?.lemma === 'make' && s[1] - s[0] > 1)
    s = [s[0] + 1, s[1]];
  const first = toks[s[0]];
  if (
    RELATIVE.test(first.norm) ||
    // "to what had been published": a free relative's "what" has no antecedent to name.
    /^(?:what|whatever|whoever|whichever)$/.test(first.norm) ||
    first.norm === 'there' ||
    (first.norm === 'it' && s[1] - s[0] === 1 && toks[g.end]?.norm === 'that')
  )
    return undefined;
  // The subject must reach the group (only adverbs may sit between, "carefully and thoroughly" too).
  for (let k = s[1]; k < g.start; k++)
    if (
      toks[k].pos !== 'ADV' &&
      !(/^(?:and|or)$/.test(toks[k].norm) && toks[k - 1]?.pos === 'ADV' && toks[k + 1]?.pos === 'ADV')
    )
      return undefined;
  // "After the meeting the client signed …", "On Monday the board approved …": a determiner after a
  // noun opens a new phrase; what is before it ends a fronted phrase of time or place.
  for (let j = s[1] - 1; j > s[0]; j--) {
    if (isDeterminer(toks, j) && /^(?:NOUN|PROPN)$/.test(toks[j - 1].pos)) {
      s = [j, s[1]];
      break;
    }
  }
  // "At the moment Sarah is …": a name after a fronted phrase opened by a preposition is the subject.
  if (toks[0]?.pos === 'ADP' && s[0] === 1 && toks[s[1] - 1].pos === 'PROPN') {
    let j = s[1] - 1;
    while (j > s[0] && toks[j - 1].pos === 'PROPN') j--;
    if (j > s[0] && toks[j - 1].pos === 'NOUN') s = [j, s[1]];
  }
  // "I am afraid we cannot …", "We are sure they will …": a personal pronoun is a phrase of its own;
  // the words before it end another clause.
  const last = toks[s[1] - 1];
  // ("To test this operator it was applied": "it" after a noun is a phrase of its own too.)
  if (
    s[1] - s[0] > 1 &&
    last.pos === 'PRON' &&
    (NOMINATIVE.test(last.norm) || (last.norm === 'it' && /^(?:NOUN|PROPN)$/.test(toks[s[1] - 2].pos))) &&
    !/^(?:and|or|nor)$/.test(toks[s[1] - 2].norm)
  )
    return [s[1] - 1, s[1]];
  return s;
}

/**
 * The conjunction before a verb phrase after `from` that shares this clause's subject ("was written by
 * Ana and sent to the client"), or -1: changing the voice of the first would leave the second without
 * its subject.
 */
export function sharedSubjectAt(toks: Tok[], from: number): number {
  for (let k = from; k < toks.length; k++) {
    if (!/^(?:and|or|but)$/.test(toks[k].norm)) continue;
    let j = k + 1;
    while (toks[j]?.pos === 'ADV') j++;
    // "and in August 1799 entered the school", "and, one year later, returned": an adverbial between
    // the conjunction and the verb (a phrase between commas, or a prepositional phrase).
    if (toks[j]?.text === ',') {
      const close = toks.findIndex((t, m) => m > j && m <= j + 8 && t.text === ',');
      if (close > 0) j = close + 1;
    } else if (toks[j]?.pos === 'ADP') {
      const end = phraseFrom(toks, j + 1, false);
      if (end > j + 1) j = end;
    }
    while (toks[j]?.pos === 'ADV') j++;
    const next = toks[j];
    // "allows the mind to fill in and imagine the colours": a base form after "and" that follows a
    // to-infinitive is a second infinitive, not a verb of the subject ("and it imagine" was written).
    const secondInfinitive =
      next?.norm === verbForms(next?.lemma ?? '').base &&
      toks.slice(from, k).some((u, m, seg) => u.norm === 'to' && seg[m + 1]?.pos === 'VERB');
    if (
      next &&
      !secondInfinitive &&
      (next.pos === 'AUX' || (next.pos === 'VERB' && !next.norm.endsWith('ing')))
    )
      return k;
  }
  return -1;
}

/**
 * The edit that gives the second verb phrase its own subject again when the first clause's subject was
 * a personal pronoun ("We received X and will call you" → "X was received, and we will call you"), with
 * the `auxiliaries` of a passive it shared.
 * Undefined for other subjects, whose pronoun ("it", "they", "she") cannot be told from the words.
 */
export function resumeSubject(
  toks: Tok[],
  subject: [number, number],
  conj: number,
  auxiliaries = '',
): TokenEdit | undefined {
  const s = toks[subject[0]];
  if (subject[1] - subject[0] !== 1 || !PERSONAL.has(s.norm) || s.pos !== 'PRON') return undefined;
  const pronoun = TO_SUBJECT[s.norm] ?? (s.norm === 'i' ? 'I' : s.norm);
  const comma = toks[conj - 1]?.text === ',' ? [] : [','];
  // "…and asked to" shares the passive's "were": the resumed clause needs it back ("and we were asked").
  let j = conj + 1;
  while (toks[j]?.pos === 'ADV') j++;
  const aux = auxiliaries && toks[j]?.pos === 'VERB' ? [auxiliaries] : [];
  return { start: conj, end: conj + 1, words: [...comma, toks[conj].text, pronoun, ...aux] };
}

/**
 * Whether a capitalised first word the tagger called a name is an ordinary word ("Suppliers",
 * "Management"): the language model knows its lower-case form and has seen it more often than this one.
 */
function commonAtStart(first: Tok): boolean {
  if (first.pos !== 'PROPN' || !/^\p{Lu}\p{Ll}+$/u.test(first.text)) return false;
  const lm = languageModel();
  const lower = first.text.toLowerCase();
  return lm.id(lower) !== UNK_ID && lm.logProb([], lower) > lm.logProb([], first.text);
}

/**
 * Whether a capitalised first word is a name that is also a word ("Mark", "Bill", "Grant"): inside a
 * sentence, after "by", the language model has seen it capitalised more often ("by Mark" is 4.6 nats
 * more likely than "by mark"; "by Management" 3.9 nats less likely than "by management"). The word
 * after it must follow the capitalised form better too: "by New" is likelier than "by new" (New York),
 * but "safety" follows "new", not "New".
 */
function nameInside(first: Tok, next: string | undefined): boolean {
  if (!/^(?:PROPN|NOUN)$/.test(first.pos) || !/^\p{Lu}\p{Ll}+$/u.test(first.text)) return false;
  const lm = languageModel();
  const lower = first.text.toLowerCase();
  if (lm.id(first.text) === UNK_ID) return false;
  if (lm.logProb(['by'], first.text) <= lm.logProb(['by'], lower)) return false;
  return !next || lm.logProb([first.text], next) > lm.logProb([lower], next);
}

/** A phrase moved from where it was written, lower-cased unless it is a name, "I" or an acronym. */
export function lowerStart(text: string, first: Tok, atStart: boolean): string {
  if (atStart && nameInside(first, /^\S+\s+([\p{L}'’-]+)/u.exec(text)?.[1])) return text;
  return decapitalize(text, atStart && commonAtStart(first) ? { ...first, pos: 'NOUN' } : first);
}

/**
 * A verb group written with the writer's spelling of a regular past or participle ("catalogued",
 * "labelled", "canceled"): the lemma comes from the tagger's American normal form and the verb table
 * may spell its forms either way, which would respell it.
 */
export function keepSpelling(group: string[], written: Tok): string[] {
  const text = written.text.toLowerCase();
  const f = verbForms(written.lemma);
  // "canceled": the tagger's normal form is the writer's, but the verb table's past is "cancelled".
  // An irregular verb has no such spelling to keep ("showed" is the past of "show", never its
  // participle "shown").
  if (!text.endsWith('ed') || text === f.base || text === f.past || f.past !== f.pp) return group;
  return group.map((w) => (w === f.past || w === f.pp ? text : w));
}

/**
 * The end of a noun phrase that is an indefinite pronoun with the phrase that says which one ("by
 * someone in the compliance team", "surprised everyone in the office"): the phrase moves with it, or
 * it would be left after the verb's other words ("Someone has to check the data in the compliance
 * team", "Everyone was surprised by the results in the office").
 */
export function indefiniteWith(toks: Tok[], head: number, end: number): number {
  if (
    end !== head + 1 ||
    !/^(?:someone|somebody|anyone|anybody|everyone|everybody|nobody)$/.test(toks[head].norm)
  )
    return end;
  if (!/^(?:in|from|at|on|with|of)$/.test(toks[end]?.norm ?? '')) return end;
  const after = phraseFrom(toks, end + 1, false);
  return after > end + 1 ? after : end;
}
