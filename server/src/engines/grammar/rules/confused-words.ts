import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** A word written for a similar one, recognised by what comes before and after it. */
interface Confusion {
  word: string;
  meant: string;
  /** The token before must be one of these (lower case), if given. */
  before?: Set<string>;
  /** The token after must have one of these POS tags, if given. */
  afterPos?: Set<string>;
  /** The token after must be one of these words, if given. */
  after?: Set<string>;
  /** Any further test on the tokens around the word. */
  test?: (tokens: Token[], i: number) => boolean;
  why: string;
}

const set = (...words: string[]) => new Set(words);
const HEARING = set(
  'can',
  'could',
  'to',
  'will',
  'would',
  "n't",
  'did',
  'cannot',
  'not',
  'you',
  'i',
  'we',
  'they',
);
const MODAL_OR_TO = set(
  'to',
  'will',
  'would',
  'can',
  'could',
  'might',
  'may',
  'must',
  'should',
  "n't",
  'not',
  'cannot',
);

const CONFUSIONS: Confusion[] = [
  {
    word: 'here',
    meant: 'hear',
    before: HEARING,
    afterPos: set('PRON', 'DET', 'PROPN'),
    why: '"hear" is what you do with your ears',
  },
  {
    word: 'loose',
    meant: 'lose',
    before: MODAL_OR_TO,
    afterPos: set('PRON', 'DET', 'PROPN', 'NOUN'),
    why: '"lose" is the verb (to misplace); "loose" means not tight',
  },
  {
    // "The knot came lose", "a bit lose around the waist": after a linking verb or a degree word the
    // adjective was meant, and nothing follows that the verb "lose" would take as its object.
    word: 'lose',
    meant: 'loose',
    before: set(
      'is',
      'was',
      'are',
      'were',
      'be',
      'been',
      "'s",
      'came',
      'come',
      'comes',
      'coming',
      'got',
      'get',
      'gets',
      'getting',
      'broke',
      'break',
      'breaks',
      'feels',
      'felt',
      'too',
      'very',
      'so',
      'bit',
      'quite',
      'hanging',
      'hang',
    ),
    afterPos: set('PUNCT', 'ADP', 'CCONJ', 'ADV'),
    why: '"loose" means not tight; "lose" is the verb (to misplace)',
  },
  {
    // "a lose tooth", "She wears lose clothes": before a noun, after a determiner or a verb of wearing,
    // only the adjective fits (#14).
    word: 'lose',
    meant: 'loose',
    before: set(
      'a',
      'the',
      'my',
      'your',
      'his',
      'her',
      'our',
      'their',
      'some',
      'wear',
      'wears',
      'wearing',
      'wore',
    ),
    afterPos: set('NOUN'),
    why: '"loose" means not tight; "lose" is the verb (to misplace)',
  },
  {
    // "He's loosing his hair", "We are loosing time": "loosing" (setting free, as arrows) is archaic;
    // with an object after it the writer meant "losing".
    word: 'loosing',
    meant: 'losing',
    afterPos: set('PRON', 'DET', 'NOUN', 'PROPN'),
    why: '"losing" is the verb lose; "loosing" means setting free',
  },
  {
    word: 'quiet',
    meant: 'quite',
    afterPos: set('ADJ', 'ADV', 'DET'),
    why: '"quite" means fairly or completely; "quiet" means silent',
  },
  {
    word: 'where',
    meant: 'were',
    before: set('we', 'they', 'you'),
    afterPos: set('VERB', 'ADJ', 'ADV', 'PART'),
    why: '"were" is the verb; "where" asks about a place',
  },
  {
    word: 'bee',
    meant: 'been',
    before: set('has', 'have', 'had', 'not', "'ve"),
    why: '"been" is the past participle of "be"',
  },
  {
    word: 'form',
    meant: 'from',
    after: set('the', 'a', 'an', 'my', 'your', 'his', 'her', 'our', 'their', 'home', 'here', 'there'),
    before: set(
      'away',
      'come',
      'comes',
      'came',
      'far',
      'apart',
      'back',
      'out',
      'different',
      'free',
      'letter',
      'email',
    ),
    why: '"from" shows where something starts',
  },
  {
    word: 'cold',
    meant: 'could',
    before: set('i', 'you', 'we', 'they', 'he', 'she', 'it'),
    afterPos: set('VERB', 'AUX', 'PART'),
    why: '"could" is the modal verb',
  },
  {
    word: 'cold',
    meant: 'could',
    test: (t, i) =>
      (i === 0 && t[i + 1]?.pos === 'PRON') ||
      (t[i - 1]?.pos === 'NOUN' &&
        ['do', 'be', 'have', 'go', 'see', 'hear', 'help', 'get', 'make'].includes(t[i + 1]?.lower ?? '')),
    why: '"could" is the modal verb',
  },
  {
    word: 'save',
    meant: 'safe',
    before: set(
      'not',
      'feel',
      'feels',
      'felt',
      'very',
      'so',
      'too',
      'is',
      'was',
      'be',
      'stay',
      'keep',
      'kept',
      'perfectly',
      'quite',
    ),
    afterPos: set('PUNCT', 'PART', 'ADP'),
    why: '"safe" means out of danger; "save" means rescue or keep',
  },
  {
    word: 'stationary',
    meant: 'stationery',
    test: (t, i) =>
      t[i - 1]?.lower === 'office' ||
      ['cupboard', 'supplies', 'shop', 'store', 'order', 'cabinet'].includes(t[i + 1]?.lower ?? '') ||
      (t[i - 1]?.lower === 'our' && t[i + 1]?.pos === 'PUNCT'),
    why: '"stationery" is paper and pens; "stationary" means not moving',
  },
  {
    word: 'route',
    meant: 'root',
    after: set('of'),
    test: (t, i) => /^(problems?|issues?|evil|cause|trouble)$/.test(t[i + 3]?.lower ?? ''),
    why: '"the root of the problem" is its origin',
  },
  {
    word: 'routes',
    meant: 'roots',
    after: set('of'),
    test: (t, i) => /^(problems?|issues?|evil|cause|trouble)$/.test(t[i + 3]?.lower ?? ''),
    why: '"the roots of the problem" are its origin',
  },
  {
    word: 'word',
    meant: 'world',
    test: (t, i) =>
      t[i + 1]?.lower === 'war' ||
      (t[i - 1]?.lower === 'the' &&
        ((t[i + 1]?.lower === "'s" && /est$/.test(t[i + 2]?.lower ?? '')) ||
          (t[i + 1]?.pos === 'PUNCT' && /^(in|around|over|of)$/.test(t[i - 2]?.lower ?? '')))),
    why: '"world" is the earth; "word" is a unit of language',
  },
  {
    word: 'us',
    meant: 'use',
    test: (t, i) =>
      (t[i - 1]?.lower === 'not' || t[i - 1]?.lower === "n't") &&
      /^(do|does|did)$/.test(t[i - 2]?.lower ?? '') &&
      t[i + 1] !== undefined &&
      t[i + 1].pos !== 'PUNCT',
    why: '"use" is the verb',
  },
  {
    word: 'of',
    meant: 'off',
    before: set(
      'turn',
      'turned',
      'switch',
      'switched',
      'take',
      'took',
      'taken',
      'log',
      'logged',
      'shut',
      'kick',
      'kicked',
      'show',
      'showed',
      'set',
      'cut',
    ),
    afterPos: set('DET', 'PRON', 'PUNCT'),
    why: '"off" is the particle of this phrasal verb',
  },
  { word: 'than', meant: 'that', before: set('so', 'such'), why: '"so … that" introduces a result' },
  {
    word: 'advise',
    meant: 'advice',
    before: set(
      'some',
      'any',
      'good',
      'bad',
      'my',
      'your',
      'his',
      'her',
      'our',
      'their',
      'the',
      'of',
      'for',
      'much',
      'legal',
      'medical',
      'expert',
      'professional',
    ),
    afterPos: set('PUNCT', 'ADP', 'AUX', 'CCONJ'),
    why: '"advice" is the noun; "advise" is the verb',
  },
  {
    word: 'weather',
    meant: 'whether',
    before: set(
      'know',
      'knew',
      'wonder',
      'wondered',
      'ask',
      'asked',
      'decide',
      'decided',
      'see',
      'sure',
      'doubt',
      'matter',
      'tell',
      'check',
    ),
    afterPos: set('PRON', 'DET', 'PROPN', 'ADP', 'CCONJ', 'PART'),
    why: '"whether" introduces an alternative; "weather" is rain and sun',
  },
];

function matches(c: Confusion, tokens: Token[], i: number): boolean {
  const t = tokens[i];
  if (t.lower !== c.word) return false;
  const prev = tokens[i - 1]?.lower ?? '';
  const next = tokens[i + 1];
  if (c.before && !c.before.has(prev)) return false;
  if (c.after && !(next && c.after.has(next.lower))) return false;
  if (c.afterPos && !(next && c.afterPos.has(next.pos))) return false;
  return c.test ? c.test(tokens, i) : true;
}

// Verbs with their wrong object: "look TV" is "watch TV", "graduated the university" lacks "from".
const WATCHED = set('tv', 'television', 'movies', 'films', 'movie', 'film');

/** Commonly confused words in a context that shows which was meant (here/hear, loose/lose, quiet/quite, …). */
export const confusedWords: SentenceRule = {
  kind: 'sentence',
  id: 'confused-words',
  category: 'word-choice',
  description: 'A word confused with a similar one (here/hear, loose/lose, quiet/quite, …)',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    for (let i = 0; i < tokens.length; i++) {
      const t = tokens[i];
      const look = /^(look|looks|looked|looking)$/.exec(t.lower);
      if (look && WATCHED.has(tokens[i + 1]?.lower ?? '')) {
        const watch =
          { look: 'watch', looks: 'watches', looked: 'watched', looking: 'watching' }[look[1]] ?? 'watch';
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase(watch, t.text)],
          message: `You "${watch}" a screen; you "look at" a picture.`,
          errorType: 'R:OTHER',
        });
        continue;
      }
      if (
        /^graduat(e|es|ed|ing)$/.test(t.lower) &&
        ['the', 'high', 'university', 'college', 'school', 'my', 'his', 'her'].includes(
          tokens[i + 1]?.lower ?? '',
        )
      ) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [`${t.text} from`],
          message: 'You graduate from a school or university.',
          errorType: 'M:PREP',
        });
        continue;
      }
      const c = CONFUSIONS.find((x) => matches(x, tokens, i));
      if (c) {
        out.push({
          start: t.start,
          end: t.end,
          replacements: [matchCase(c.meant, t.text)],
          message: `Did you mean "${c.meant}"? ${c.why}.`,
          errorType: 'R:OTHER',
        });
      }
    }
    return out;
  },
};
