import { hasSense } from '../../rephrase/thesaurus';
import { corpusLogProb } from '../corpus';
import type { RuleMatch, SentenceRule } from '../rule';
import { isPluralNoun, type Token } from '../tagger';
import { indefiniteFor } from './missing-article';

/**
 * How much likelier the corpus makes a noun after "such a" than after "such", in nats, for the noun
 * to be countable: "idea" 5.1, "house" 4.7, "problem" 3.6, "car" 3.4, against mass nouns — "work" 1.3,
 * "rest" 0.9, "water" 0.0, "information" −1.5, "advice" −1.8, "weather" −3.2, "luck" −5.7.
 */
const COUNTABLE_NATS = 2.5;
/**
 * How much likelier the corpus makes the noun after its context with "a" than bare ("there is a
 * problem" 9.7 nats, "I have a car" 5.0), so that phrases English says bare stay: "have breakfast"
 * −1.9, "have lunch" −1.7, "have experience" 2.9, "have class" 3.5, "there is room" −2.8, "there is
 * time" 1.3, "there is hope" −3.8.
 */
const CONTEXT_NATS = 4;

/**
 * Institutions and activities English names bare after "have", "at", "to" when it means the activity
 * (grammar references' zero article: "have class", "at school", "in church", "go to bed").
 */
const ZERO_ARTICLE = new Set([
  'class',
  'school',
  'church',
  'college',
  'university',
  'court',
  'prison',
  'jail',
  'hospital',
  'work',
  'practice',
  'rehearsal',
  'bed',
  'home',
  'camp',
  'mass',
  'office',
  'town',
]);
const QUANTIFIERS =
  /^(?:several|many|few|much|more|most|enough|various|numerous|some|any|no|less|fewer|little|plenty|other|own|certain|same|whole|entire)$/;
/**
 * How much likelier the corpus makes a noun after "a" than after "much", in nats, for the noun to have
 * no mass use: "accident" 6.6, "idea" 6.0, "car" 4.5, "house" 3.8, against nouns used both ways —
 * "question" 1.5 ("not much question"), "change" 1.4, "choice" 1.0, "light" 0.3, "chance" 0.3,
 * "noise" −1.6 ("There is change in the air", "There is noise in the background" are right).
 */
const ONLY_COUNT_NATS = 3;
/**
 * After "have", a noun the corpus also uses as a mass noun ("question" 1.5 nats, "effect" 1.6,
 * "change" 1.4 in ONLY_COUNT_NATS' measure) still takes "a" when the context asks for it this strongly:
 * "have a question" 4.96 nats over "have question", "have an effect" 6.6, "have an impact" 7.4; "have
 * change" (4.61: "I have change for a twenty"), "have choice" (3.9) and "have experience" (2.9) stay bare.
 */
const HAVE_STRONG_NATS = 4.8;
const HAVE_ONLY_COUNT_NATS = 1;
/** Time and place words that may close a clause right after its object ("now", "last night"). */
const CLAUSE_END_TIME = /^(?:now|today|tonight|yesterday|tomorrow|again|here|there|anymore|last|next)$/;
/**
 * Prepositions after which a singular countable noun needs a determiner ("without a guide", "for a
 * friend", "in an old book"). Not "of" ("a kind of car"), "by" ("by car"), "to" (the infinitive
 * marker, and "to school"), "as", "than", "per" or "like", whose bare nouns are idiomatic or ambiguous.
 */
const PREPOSITION = /^(?:without|with|for|into|on|in|at|from|about|after|before|under|over|through|during)$/;
/**
 * Adjectives that pick out one thing and so take "the", not "a" ("It is the best way", "the first
 * time", "the right thing"): a missing article before them is left to the model-scored candidates.
 */
const DEFINITE_ADJ =
  /^(?:first|second|third|last|next|only|same|right|wrong|whole|entire|main|following|previous|former|latter|usual|opposite|top|final|\w+est)$/;
/** "be" before a predicate noun phrase, as the copula of a statement. */
const COPULA = /^(?:is|was|be|been|'s|’s)$/;

/** Words that already determine "other" ("no other way", "each other", "one other thing", "any other"). */
const DETERMINED =
  /^(?:the|a|an|no|any|some|every|each|one|this|that|my|your|his|her|its|our|their|whose|which|what|among)$/;
/** Forms of "have" that take an object, and "there is / was". */
const HAVE = /^(?:have|has|had)$/;
const BE = /^(?:is|was|'s|’s)$/;

/**
 * A singular common noun the corpus counts, not a name, an adjective or a verb's -ing. After "have"
 * and "there is" the tagger expects a participle and calls a bare noun a verb ("I have question/VERB"):
 * a base form cannot stand there, so it counts as the noun it also is.
 */
function countableNoun(t: Token | undefined, onlyCountNats = ONLY_COUNT_NATS): t is Token {
  if (!t || (t.pos !== 'NOUN' && t.pos !== 'VERB') || t.lemma !== t.lower || t.text !== t.lower) return false;
  if (isPluralNoun(t) || /[^s]s$/.test(t.lower) || /ing$/.test(t.lower) || ZERO_ARTICLE.has(t.lower))
    return false;
  if (!hasSense(t.lower, 'noun') || hasSense(t.lower, 'adj')) return false;
  const a = indefiniteFor(t.lower);
  const withA = corpusLogProb(['such', a], t.lower);
  const bare = corpusLogProb(['such'], t.lower);
  if (withA === undefined || bare === undefined || withA - bare < COUNTABLE_NATS) return false;
  const afterA = corpusLogProb([a], t.lower);
  const afterMuch = corpusLogProb(['much'], t.lower);
  return afterA !== undefined && afterMuch !== undefined && afterA - afterMuch >= onlyCountNats;
}

/** How much likelier the corpus makes the noun with "a" after `context` than bare, in nats. */
function articleNats(context: readonly string[], noun: string): number {
  const withA = corpusLogProb([...context, indefiniteFor(noun)], noun);
  const bare = corpusLogProb(context, noun);
  return withA === undefined || bare === undefined ? Number.NEGATIVE_INFINITY : withA - bare;
}

/**
 * How much likelier the corpus makes a whole adjective phrase with "a" after `context` than bare, in
 * nats, word by word: it knows the idioms an adjective makes of a noun that otherwise takes "a" —
 * "in good condition" −3.7, "at full speed" −4.9, "on short notice" −1.8, "in large part" 0.8, "is
 * good practice" −0.8 — against the errors "in old book" 8.2, "on new project" 5.9, "for young person"
 * 2.5, "is good idea" 5.4, "is difficult task" 5.2.
 */
function phraseArticleNats(context: readonly string[], words: readonly string[]): number {
  const a = indefiniteFor(words[0]);
  let [withA, bare] = [0, 0];
  const [contextA, contextBare] = [[...context, a], [...context]];
  for (const w of words) {
    const [x, y] = [corpusLogProb(contextA.slice(-3), w), corpusLogProb(contextBare.slice(-3), w)];
    if (x === undefined || y === undefined) return Number.NEGATIVE_INFINITY;
    withA += x;
    bare += y;
    contextA.push(w);
    contextBare.push(w);
  }
  return withA - bare;
}
/** PHRASE_NATS sits between the idioms above (at most 0.8) and the errors (at least 2.5). */
const PHRASE_NATS = 2;

/** Whether the adjective phrase from `k` to the noun `n` takes "a" after `context`, by the noun and the whole phrase. */
function phraseWantsArticle(
  tokens: readonly Token[],
  context: readonly string[],
  k: number,
  n: number,
): boolean {
  const words = tokens.slice(k, n + 1).map((t) => t.lower);
  return wantsArticle(context, tokens[n].lower) && phraseArticleNats(context, words) >= PHRASE_NATS;
}

/** Whether the corpus writes the noun with "a" after `context` by at least CONTEXT_NATS. */
function wantsArticle(context: readonly string[], noun: string): boolean {
  return articleNats(context, noun) >= CONTEXT_NATS;
}

/** Index of the noun heading a bare phrase at `k` (adjectives first), when the phrase ends with it. */
function bareNounPhrase(
  tokens: readonly Token[],
  k: number,
  onlyCountNats = ONLY_COUNT_NATS,
): number | undefined {
  let j = k;
  while (j < k + 3 && tokens[j]?.pos === 'ADJ' && tokens[j].text === tokens[j].lower) j++;
  const after = tokens[j + 1];
  // The noun must end its phrase: "I have car insurance", "There is car parking" are compounds.
  // Not before an adverb either: "She has bee severely injured" is a misspelt "been"; a time or place
  // that closes the clause ("I don't have car now", "They had big argument last night") is no compound.
  if (
    after &&
    !/^(?:PUNCT|ADP|CCONJ|SCONJ|PART)$/.test(after.pos) &&
    !/^(?:that|which|who)$/.test(after.lower) &&
    !CLAUSE_END_TIME.test(after.lower)
  )
    return undefined;
  // "other stash-busters": a word joined to the next by a hyphen or an apostrophe is not the head.
  if (after && after.start === tokens[j].end && (after.pos !== 'PUNCT' || /^[-‐–'’/]/.test(after.text)))
    return undefined;
  // "There is question whether" is an idiom.
  if (after?.lower === 'whether') return undefined;
  // Quantifiers the tagger calls adjectives: "I have several book" is a noun-number error.
  if (QUANTIFIERS.test(tokens[k]?.lower ?? '')) return undefined;
  return countableNoun(tokens[j], onlyCountNats) ? j : undefined;
}

/** The match that puts "a" or "an" before the phrase's first word. */
function insertArticle(first: Token, message: string, strong = false): RuleMatch {
  const article = indefiniteFor(first.lower);
  return {
    start: first.start,
    end: first.end,
    replacements: [`${article} ${first.text}`],
    message: `${message}: "${article} ${first.text}".`,
    errorType: 'M:DET',
    strong,
  };
}

/**
 * A singular countable noun with no determiner where English needs "a" (grammar references' most
 * frequent article error of learners): "I have headache" → "a headache", "There is problem with the
 * printer" → "a problem", "It was such good idea" → "such a good idea", "What beautiful day!" →
 * "What a beautiful day!". Countable means the corpus writes the noun after "such a" rather than
 * "such" (COUNTABLE_NATS) and after "a" rather than "much" (ONLY_COUNT_NATS), and in the context
 * at hand with "a" (CONTEXT_NATS): "have breakfast", "there is noise",
 * "have experience", "there is room", "such good advice" stay. The language model judges every match.
 */
export const countableArticle: SentenceRule = {
  kind: 'sentence',
  id: 'countable-article',
  category: 'grammar',
  description:
    'A singular countable noun without "a" after "have", "there is", "such" or an exclamative "what"',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    const exclamation = tokens[tokens.length - 1]?.text === '!';
    for (let i = 0; i + 1 < tokens.length; i++) {
      const t = tokens[i];
      const prev = tokens[i - 1];
      const first = tokens[i + 1];
      if (first.pos === 'DET' || first.pos === 'PRON' || first.pos === 'NUM') continue;
      if (HAVE.test(t.lower) && prev && /^(?:PRON|AUX|PART)$/.test(prev.pos)) {
        // "I have question", "She has big house", "We will have better chance", "She does not have
        // job": the word before the verb and the verb are the context.
        const n = bareNounPhrase(tokens, i + 1, HAVE_ONLY_COUNT_NATS);
        if (n === undefined) continue;
        const nats = articleNats([prev.lower, t.lower], tokens[n].lower);
        // An adjective makes the mass reading natural ("has had significant impact", "have great
        // influence"): the relaxed test is for the bare noun alone.
        const strong = nats >= HAVE_STRONG_NATS && n === i + 1;
        if (strong || (nats >= CONTEXT_NATS && countableNoun(tokens[n])))
          out.push(insertArticle(first, `A singular "${tokens[n].text}" takes an article`));
      } else if (PREPOSITION.test(t.lower) && t.pos === 'ADP' && first.pos === 'ADJ') {
        // "You can travel without experienced guide", "I saw it in old book": an adjective then a
        // singular countable noun after a preposition. A bare noun right after it is left to the
        // model-scored candidates: "in person", "on time", "at night" are idioms the corpus knows.
        if (DEFINITE_ADJ.test(first.lower)) continue;
        const n = bareNounPhrase(tokens, i + 1);
        if (n !== undefined && phraseWantsArticle(tokens, [t.lower], i + 1, n))
          out.push(insertArticle(first, `A singular "${tokens[n].text}" takes an article`));
      } else if (
        COPULA.test(t.lower) &&
        prev &&
        prev.lower !== 'there' &&
        /^(?:ADJ|ADV)$/.test(first.pos) &&
        // "'s" after a noun is a possessive ("the student's advisory committee", "Earth's solid core").
        (/^(?:is|was|be|been)$/.test(t.lower) || prev.pos === 'PRON')
      ) {
        // "It is good idea", "This will be good opportunity", "The trip was very good experience".
        let k = i + 1;
        if (first.pos === 'ADV') {
          if (!/^(?:very|really|quite|pretty|truly|extremely)$/.test(first.lower)) continue;
          k++;
        }
        if (tokens[k]?.pos !== 'ADJ' || DEFINITE_ADJ.test(tokens[k].lower)) continue;
        const n = bareNounPhrase(tokens, k);
        if (n !== undefined && phraseWantsArticle(tokens, ['is'], i + 1, n))
          out.push(insertArticle(first, `A singular "${tokens[n].text}" takes an article`));
      } else if (BE.test(t.lower) && prev?.lower === 'there') {
        const n = bareNounPhrase(tokens, i + 1);
        if (n !== undefined && wantsArticle(['there', 'is'], tokens[n].lower))
          out.push(insertArticle(first, `A singular "${tokens[n].text}" takes an article`));
      } else if (t.lower === 'such' && prev && /^(?:AUX|VERB)$/.test(prev.pos) && first.pos === 'ADJ') {
        // "such good idea", not "no such thing", "such other information" (legal prose), "such as".
        if (/^(?:other|additional|further|same|similar|written|reasonable|prior)$/.test(first.lower))
          continue;
        const n = bareNounPhrase(tokens, i + 1);
        if (n !== undefined) {
          const article = indefiniteFor(first.lower);
          out.push({
            start: t.start,
            end: t.end,
            replacements: [`such ${article}`],
            message: `A singular "${tokens[n].text}" after "such" takes "${article}": "such ${article}".`,
            errorType: 'M:DET',
          });
        }
      } else if (
        t.lower === 'other' &&
        first.pos !== 'ADJ' &&
        !DETERMINED.test(prev?.lower ?? '') &&
        prev?.pos !== 'DET'
      ) {
        // "Do you have other idea?" → another: "other" before a singular countable noun needs a
        // determiner, and "an" + "other" is written "another" ("other information", "no other way",
        // "the other day", "every other week" stay).
        if (prev?.pos === 'PRON' && !/^(?:i|you|he|she|we|they|it)$/.test(prev.lower)) continue;
        // "John's other car", "two other options", "the city's other park": already determined.
        // "any debt, obligation, or other liability": a coordination shares the first determiner.
        if (prev && (/^(?:NOUN|PROPN|NUM|PART|CCONJ)$/.test(prev.pos) || /^['’]s$/.test(prev.lower)))
          continue;
        const n = bareNounPhrase(tokens, i + 1);
        if (n !== i + 1) continue;
        out.push({
          start: t.start,
          end: t.end,
          replacements: [t.text === 'Other' ? 'Another' : 'another'],
          message: `A singular "${tokens[n].text}" after "other" needs a determiner: "another".`,
          errorType: 'R:DET',
        });
      } else if (t.text === 'What' && i === 0 && exclamation && first.pos === 'ADJ') {
        // "What beautiful day!", not the question "What good reason is there?"
        const n = bareNounPhrase(tokens, i + 1);
        if (n !== undefined)
          out.push(insertArticle(first, 'An exclamation with a singular noun takes "a"', true));
      }
    }
    return out;
  },
};
