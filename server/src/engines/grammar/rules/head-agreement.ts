import { TO_SINGULAR } from '../agreement-forms';
import { thirdSingular } from '../inflect';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** Indefinite pronouns, singular in every use ("Everyone in my family likes"). */
const INDEFINITE = /^(?:every|some|no|any)(?:body|one|thing)$/;
/** Prepositions that open a phrase inside a subject ("everyone in my class", "the number of cars"). */
const PHRASE_PREPOSITIONS = new Set([
  'of',
  'in',
  'at',
  'on',
  'from',
  'with',
  'around',
  'among',
  'inside',
  'near',
  'across',
  'outside',
]);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'our', 'their', 'its']);
/** Words that put a base form after a singular subject in the subjunctive ("I suggest everyone in the team read it"). */
const SUBJUNCTIVE_CUES =
  /^(?:suggest|suggests|suggested|insist|insists|insisted|demand|demands|demanded|recommend|recommends|recommended|require|requires|required|request|requested|propose|proposed|urge|urged|ask|asked|important|essential|vital|necessary|crucial|lest)$/;
/** Words before which a "were" is the subjunctive ("If the number of cases were to rise"). */
const IRREALIS = /^(?:if|wish|though|unless|whether)$/;

/** Plural present forms of be, have and do, and their singulars ("are" → is). */
const PLURAL_AUX = new Set(['are', 'were', 'have', 'do', "aren't", "weren't", "haven't", "don't"]);

/**
 * Where the singular head of a subject starts a phrase that runs to a verb, the index of that phrase's
 * first token: "the number" (not "a number", which is plural in sense), an indefinite pronoun
 * ("everyone", "nobody", "no one"), or "every" / "each" and a singular noun.
 */
function singularHead(tokens: readonly Token[], i: number): number | undefined {
  const t = tokens[i];
  if (t.lower === 'number' && t.pos === 'NOUN') {
    let d = i - 1;
    // "the total number", "the growing number"
    while (d >= 0 && (tokens[d].pos === 'ADJ' || /^(?:total|growing|increasing)$/.test(tokens[d].lower))) d--;
    return tokens[d]?.lower === 'the' ? d : undefined;
  }
  if (t.pos === 'PRON' && INDEFINITE.test(t.lower)) return i;
  if (t.lower === 'one' && tokens[i - 1]?.lower === 'no') return i - 1;
  if (t.pos === 'NOUN' && t.lemma === t.lower && !/s$/.test(t.lower)) {
    const d = tokens[i - 1]?.lower;
    if (d === 'every' || d === 'each') return i - 1;
  }
  return undefined;
}

/** Whether the phrase starting at `start` opens its clause (nothing before it, or punctuation, a conjunction, "that"). */
function opensClause(tokens: readonly Token[], start: number): boolean {
  const before = tokens[start - 1];
  if (!before) return true;
  // "Tom and everyone in his family like": "and" after a noun or pronoun joins a second subject.
  if (before.pos === 'CCONJ') return !/^(?:NOUN|PROPN|PRON)$/.test(tokens[start - 2]?.pos ?? '');
  return before.pos === 'PUNCT' || before.pos === 'SCONJ' || before.lower === 'that';
}

/**
 * The index right after one or two prepositional phrases that follow the head at `head` ("in my
 * family", "of students in my class"), each ending in a noun; undefined when what follows is not such
 * a phrase ("everyone in the town I know": a clause).
 */
function afterPhrases(tokens: readonly Token[], head: number): number | undefined {
  let k = head + 1;
  let phrases = 0;
  while (phrases < 2 && PHRASE_PREPOSITIONS.has(tokens[k]?.lower ?? '') && tokens[k].pos === 'ADP') {
    let j = k + 1;
    while (
      j < tokens.length &&
      j - k <= 4 &&
      (/^(?:DET|ADJ|NUM|NOUN|PROPN)$/.test(tokens[j].pos) || POSSESSIVES.has(tokens[j].lower))
    )
      j++;
    const last = tokens[j - 1];
    if (j === k + 1 || !/^(?:NOUN|PROPN)$/.test(last.pos)) return phrases > 0 ? k : undefined;
    k = j;
    phrases++;
  }
  return phrases > 0 ? k : undefined;
}

/** The verb that follows what follows a verb ("like pizza", "want to go"), not a noun of a compound. */
function readsAsVerb(tokens: readonly Token[], v: number): boolean {
  const next = tokens[v + 1];
  return next !== undefined && /^(?:DET|PRON|ADP|ADV|PART|NUM|ADJ|NOUN|PROPN)$/.test(next.pos);
}

/** A singular head, where its phrase starts, and the index of the verb after its prepositional phrases. */
interface HeadBeforeVerb {
  head: number;
  start: number;
  verb: number;
}

/**
 * Every subject of the closed pattern in a sentence: a singular head opening its clause, one or two
 * prepositional phrases ending in a noun, then (past adverbs) the verb.
 */
export function headsAcrossPhrases(tokens: readonly Token[]): HeadBeforeVerb[] {
  const out: HeadBeforeVerb[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const start = singularHead(tokens, i);
    if (start === undefined || !opensClause(tokens, start)) continue;
    let v = afterPhrases(tokens, i);
    if (v === undefined) continue;
    while (tokens[v]?.pos === 'ADV' && !/^(?:not|never)$/.test(tokens[v].lower)) v++;
    if (tokens[v]) out.push({ head: i, start, verb: v });
  }
  return out;
}

/**
 * "The number of cars have increased" → has, "Everyone in my family like pizza" → likes, "Every
 * student in our school wear a uniform" → wears: a subject whose head is singular in every use — "the
 * number", an indefinite pronoun, "every" or "each" and a noun — with a prepositional phrase ending in
 * a plural or a noun between it and the verb. Grammar references give both among learners' commonest
 * agreement errors: the verb is made to agree with the nearest noun. The word model, judging "cars
 * have", prefers the error, so the pattern is certain; it is closed: the head opens its clause, only
 * determiners, adjectives and nouns stand in the phrases, and the verb follows them at once.
 */
export const headAgreement: SentenceRule = {
  kind: 'sentence',
  id: 'head-agreement',
  category: 'grammar',
  description: 'The verb agrees with a noun in the phrase instead of its singular head',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    if (tokens[tokens.length - 1]?.text === '?') return out;
    for (const { head: i, start, verb: v } of headsAcrossPhrases(tokens)) {
      const verb = tokens[v];
      const before = tokens.slice(0, start);
      let replacement: string | undefined;
      if ((verb.pos === 'AUX' || verb.pos === 'VERB') && PLURAL_AUX.has(verb.lower)) {
        if (/^were/.test(verb.lower) && before.some((x) => IRREALIS.test(x.lower))) continue;
        // "do" + "n't", "are" + "n't": the tagger splits the contraction; the first part carries the number.
        replacement = TO_SINGULAR[verb.lower];
      } else if (
        // "like" after the phrase is the verb when no other verb follows ("Everyone in a town like this knows").
        (verb.pos === 'VERB' ||
          (verb.lower === 'like' && !tokens.slice(v + 1).some((x) => x.pos === 'VERB' || x.pos === 'AUX'))) &&
        (verb.lemma === verb.lower || verb.lower === 'like') &&
        verb.text === verb.lower &&
        verb.lower !== 'be' &&
        readsAsVerb(tokens, v) &&
        !before.some((x) => SUBJUNCTIVE_CUES.test(x.lower))
      ) {
        replacement = thirdSingular(verb.lower);
      }
      if (!replacement) continue;
      out.push({
        start: verb.start,
        end: verb.end,
        replacements: [matchCase(replacement, verb.text)],
        message: `The subject's head "${tokens
          .slice(start, i + 1)
          .map((x) => x.text)
          .join(' ')}" is singular: use "${replacement}".`,
        errorType: 'R:VERB:SVA',
        certain: true,
      });
    }
    return out;
  },
};
