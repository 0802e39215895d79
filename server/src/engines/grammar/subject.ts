import { isPluralNoun, type Token } from './tagger';

/** The subject found for a verb: its head token and grammatical number. */
export interface Subject {
  head: Token;
  plural: boolean;
  /** The subject is a personal pronoun (number and person come from the word itself). */
  pronoun: boolean;
  /** A partitive ("each of the managers"): its quantifier gives the number, whatever follows "of". */
  partitive?: boolean;
  /** Two noun phrases joined by "and" ("Tom and Anna"): the index of the first one's last token. */
  coordinated?: number;
  /** A prepositional phrase stands between the head and the verb ("The price of the tickets are"). */
  afterPhrase?: boolean;
}

// Nouns ending in -s that take a singular verb.
export const SINGULAR_S = new Set([
  'news',
  'physics',
  'mathematics',
  'economics',
  'politics',
  'series',
  'species',
  'means',
  'headquarters',
  'athletics',
  'measles',
  'ethics',
  'gymnastics',
  'linguistics',
  'statistics',
  'electronics',
  'genetics',
  'thanks',
  'logistics',
  'graphics',
  'diabetes',
  'billiards',
  'crossroads',
  'whereabouts',
  'aerobics',
  'lens',
  'bus',
  'gas',
  'analysis',
  'basis',
  'crisis',
  'thesis',
  'status',
  'virus',
  'campus',
  'bonus',
  'census',
  'chaos',
]);
// Collective nouns: British English lets them take a plural verb.
const COLLECTIVE = new Set([
  'team',
  'staff',
  'family',
  'government',
  'committee',
  'majority',
  'minority',
  'crew',
  'audience',
  'couple',
  'number',
  'board',
  'council',
  'group',
  'jury',
  'public',
  'class',
  'band',
  'company',
  'police',
  'army',
  'party',
  'management',
  'faculty',
  'department',
  'panel',
  'crowd',
  'population',
  'rest',
  'lot',
  'variety',
  'range',
  'total',
  'percentage',
  'proportion',
  'half',
  'none',
  'kind',
  'sort',
  'type',
  'pair',
  'set',
  'series',
]);
// Nouns plural in every variety though they have no plural ending ("The police are").
const ALWAYS_PLURAL = new Set(['police', 'cattle']);
// Measures read as one amount ("ten years is a long time").
const MEASURES =
  /^(years|months|weeks|days|hours|minutes|seconds|dollars|euros|pounds|miles|kilometres|kilometers|metres|meters|percent|cents|points|degrees)$/;
const PLURAL_PRONOUNS = new Set(['we', 'they', 'you', 'these', 'those', 'both', 'many', 'several', 'few']);
const SINGULAR_PRONOUNS = new Set([
  'he',
  'she',
  'it',
  'this',
  'everyone',
  'everybody',
  'someone',
  'somebody',
  'anyone',
  'anybody',
  'nobody',
  'everything',
  'something',
  'nothing',
  'anything',
  'each',
  'one',
]);
// Words that end a subject search: the verb's subject cannot lie before them.
const CLAUSE_OPENERS = new Set([
  'whether',
  'if',
  'when',
  'because',
  'although',
  'though',
  'while',
  'where',
  'since',
  'unless',
  'until',
  'after',
  'before',
  'once',
  'as',
  'what',
  'how',
  'why',
  // a relative after a preposition ("the year in which statistics are"): the subject starts after it
  'which',
  'whom',
  'whose',
]);
const NP_INNER = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN']);
const POSSESSIVES = new Set(['my', 'your', 'his', 'her', 'its', 'our', 'their']);
const inner = (t: Token) => (NP_INNER.has(t.pos) || POSSESSIVES.has(t.lower)) && !CLAUSE_OPENERS.has(t.lower);

/**
 * Index of the comma that opens the aside ending at `comma` ("The dogs, Bob and Ben, is"), when a
 * noun or pronoun stands before it; undefined when the comma does not close an aside.
 */
function asideStart(tokens: Token[], comma: number): number | undefined {
  for (let k = comma - 1; k >= 1 && k >= comma - 12; k--) {
    if (tokens[k].lower !== ',') continue;
    return ['NOUN', 'PROPN', 'PRON'].includes(tokens[k - 1].pos) ? k : undefined;
  }
  return undefined;
}

/** Quantifiers heading a partitive subject ("each of the", "both of them") and the number they give it. */
const PARTITIVE_NUMBER = new Map([
  ['one', false],
  ['each', false],
  ['both', true],
  ['many', true],
  ['several', true],
  ['few', true],
]);

/**
 * A partitive subject right before the verb, at the start of its clause: "Each of the managers are",
 * "One of my friends live", "Both of them believes". The quantifier, not the plural after "of",
 * decides the number ("either", "neither" and "none" are left out: both numbers are in common use).
 */
function partitiveSubject(tokens: Token[], v: number): Subject | undefined {
  let j = v - 1;
  while (j >= 0 && tokens[j].pos === 'ADV' && tokens[j].lower !== 'not') j--;
  const last = tokens[j];
  if (
    !last ||
    !(last.pos === 'NOUN' || (last.pos === 'PRON' && /^(them|us|you|these|those)$/.test(last.lower)))
  )
    return undefined;
  let k = j - 1;
  // Only determiners and adjectives before the head: "the main tasks hosts have" is a noun phrase and
  // a clause ("tasks [that] hosts have"), whose verb is not the partitive's.
  if (last.pos === 'NOUN')
    while (k >= 0 && inner(tokens[k]) && tokens[k].pos !== 'NOUN' && tokens[k].pos !== 'PROPN') k--;
  const head = tokens[k - 1];
  if (tokens[k]?.lower !== 'of' || !head || !PARTITIVE_NUMBER.has(head.lower)) return undefined;
  const opener = tokens[k - 2];
  if (
    opener &&
    !(
      opener.pos === 'PUNCT' ||
      opener.pos === 'SCONJ' ||
      opener.pos === 'CCONJ' ||
      CLAUSE_OPENERS.has(opener.lower)
    )
  )
    return undefined;
  return { head, plural: PARTITIVE_NUMBER.get(head.lower) as boolean, pronoun: false, partitive: true };
}

/**
 * Whether the noun or pronoun ending at `end` opens its clause, so that "and" after it joins a second
 * subject ("He and she agree", "My brother and he play"), not a new clause ("I came home and he").
 */
function coordinationOpensClause(tokens: Token[], end: number): boolean {
  if (end < 0 || !/^(?:NOUN|PROPN|PRON)$/.test(tokens[end].pos)) return false;
  let k = end - 1;
  while (k >= 0 && inner(tokens[k])) k--;
  const opener = tokens[k];
  return !opener || /^(?:PUNCT|SCONJ|CCONJ)$/.test(opener.pos) || CLAUSE_OPENERS.has(opener.lower);
}

/**
 * The subject of the finite verb at `v`: the head of the noun phrase before it, looking past adverbs,
 * comma-enclosed asides ("The dogs, Bob and Ben, is"), prepositional phrases ("The dogs of war
 * barks") and coordination ("Tina and her father sings" is plural). Undefined when the clause is a
 * question, the noun phrase is an object, or the structure is not clear enough to judge. With
 * `partitives` false (a relative pronoun's antecedent: "one of the students who are"), a partitive's
 * quantifier is not taken for the head.
 */
export function subjectOf(tokens: Token[], v: number, partitives = true): Subject | undefined {
  const partitive = partitives ? partitiveSubject(tokens, v) : undefined;
  if (partitive) return partitive;
  let j = v - 1;
  while (j >= 0 && tokens[j].pos === 'ADV' && tokens[j].lower !== 'not') j--;
  if (j >= 0 && tokens[j].lower === ',') {
    const open = asideStart(tokens, j);
    if (open === undefined) return undefined;
    j = open - 1;
  }
  if (j < 0) return undefined;
  const t = tokens[j];
  if (t.pos === 'PRON' || ((t.lower === 'these' || t.lower === 'those') && t.pos === 'DET')) {
    const w = t.lower;
    const before = tokens[j - 1];
    if (before && (before.pos === 'AUX' || before.pos === 'VERB' || before.pos === 'ADP')) return undefined;
    if (before?.lower === 'and' && coordinationOpensClause(tokens, j - 2))
      return { head: t, plural: true, pronoun: false, coordinated: j - 2 };
    if (w === 'i') return { head: t, plural: false, pronoun: true };
    if (PLURAL_PRONOUNS.has(w)) return { head: t, plural: true, pronoun: true };
    if (SINGULAR_PRONOUNS.has(w)) return { head: t, plural: false, pronoun: true };
    return undefined;
  }
  if (t.pos === 'NUM' && (tokens[j - 1]?.lower === 'these' || tokens[j - 1]?.lower === 'those')) {
    return { head: tokens[j - 1], plural: true, pronoun: false };
  }
  if (t.pos !== 'NOUN' && t.pos !== 'PROPN') return undefined;
  let head = t;
  let k = j - 1;
  let afterPhrase = false;
  while (k >= 0 && inner(tokens[k])) k--;
  // "The dogs of war": the noun before the preposition heads the phrase.
  while (
    k >= 1 &&
    tokens[k].pos === 'ADP' &&
    ['of', 'in', 'from', 'for', 'with', 'on', 'at', 'about'].includes(tokens[k].lower) &&
    (tokens[k - 1].pos === 'NOUN' || tokens[k - 1].pos === 'PROPN')
  ) {
    head = tokens[k - 1];
    afterPhrase = true;
    k -= 2;
    while (k >= 0 && inner(tokens[k])) k--;
  }
  let plural =
    (isPluralNoun(head) || ALWAYS_PLURAL.has(head.lower)) &&
    !SINGULAR_S.has(head.lower) &&
    !MEASURES.test(head.lower);
  // "Tina and her father": two noun phrases joined by "and" are plural.
  let coordinated: number | undefined;
  if (k >= 1 && tokens[k].lower === 'and' && ['NOUN', 'PROPN', 'PRON'].includes(tokens[k - 1].pos)) {
    plural = true;
    coordinated = k - 1;
    k--;
    while (k >= 0 && inner(tokens[k])) k--;
  }
  const opener = tokens[k];
  // The phrase must start the clause: an object ("I saw the dogs") or a question ("Does the dog") is not a subject.
  if (
    opener &&
    !(
      opener.pos === 'PUNCT' ||
      opener.pos === 'SCONJ' ||
      opener.pos === 'CCONJ' ||
      CLAUSE_OPENERS.has(opener.lower) ||
      opener.lower === 'that'
    )
  )
    return undefined;
  // A name ending in -s ("James") may be a plural the tagger took for a name; joined to another by
  // "and" ("Sarah and James") the phrase is plural either way.
  if (head.pos === 'PROPN' && /s$/.test(head.lower) && coordinated === undefined) return undefined;
  if (!plural && (COLLECTIVE.has(head.lower) || head.lower === 'people')) return undefined;
  // Quantities (ten dollars, 5 km), "one of", "each of" and percentages have their own agreement.
  if (
    tokens
      .slice(Math.max(0, k + 1), j + 1)
      .some(
        (x) =>
          x.pos === 'NUM' ||
          [
            'one',
            'either',
            'neither',
            'none',
            'percent',
            'all',
            'some',
            'most',
            'any',
            'half',
            'lot',
            'lots',
            'loads',
            'tons',
            'plenty',
            'number',
            'majority',
            'bunch',
            'handful',
            'part',
            'portion',
            'bulk',
            'remainder',
            'fraction',
            'third',
            'quarter',
            'dozen',
            'host',
            'array',
            'multitude',
            'mixture',
            'selection',
            'collection',
            'share',
            'average',
          ].includes(x.lower),
      )
  )
    return undefined;
  return { head, plural, pronoun: false, coordinated, afterPhrase };
}
