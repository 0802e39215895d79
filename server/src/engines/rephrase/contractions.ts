import { lexicon, type Rule } from './lexicon';

/** Contractions and their full forms ("'d" and "'s" are resolved by what follows, see below). */
const PAIRS: Rule[] = [
  ["can't", 'cannot'],
  ["won't", 'will not'],
  ["shan't", 'shall not'],
  ["isn't", 'is not'],
  ["aren't", 'are not'],
  ["wasn't", 'was not'],
  ["weren't", 'were not'],
  ["don't", 'do not'],
  ["doesn't", 'does not'],
  ["didn't", 'did not'],
  ["hasn't", 'has not'],
  ["haven't", 'have not'],
  ["hadn't", 'had not'],
  ["couldn't", 'could not'],
  ["shouldn't", 'should not'],
  ["wouldn't", 'would not'],
  ["mustn't", 'must not'],
  ["I'm", 'I am'],
  ["you're", 'you are'],
  ["we're", 'we are'],
  ["they're", 'they are'],
  ["I've", 'I have'],
  ["you've", 'you have'],
  ["we've", 'we have'],
  ["they've", 'they have'],
  ["I'll", 'I will'],
  ["you'll", 'you will'],
  ["he'll", 'he will'],
  ["she'll", 'she will'],
  ["it'll", 'it will'],
  ["we'll", 'we will'],
  ["they'll", 'they will'],
  ["I'd", 'I would'],
  ["you'd", 'you would'],
  ["he'd", 'he would'],
  ["she'd", 'she would'],
  ["we'd", 'we would'],
  ["they'd", 'they would'],
  ["it's", 'it is'],
  ["he's", 'he is'],
  ["she's", 'she is'],
  ["that's", 'that is'],
  ["there's", 'there is'],
  ["what's", 'what is'],
  ["who's", 'who is'],
  ["where's", 'where is'],
  ["here's", 'here is'],
  ["let's", 'let us'],
];

const curly = (r: Rule): Rule => [r[0].replace(/'/g, '’'), r[1]];

/** Contractions → full forms. */
export const EXPAND_CONTRACTIONS = lexicon([...PAIRS, ...PAIRS.map(curly)]);

/** Full forms → contractions (only the unambiguous ones). */
export const CONTRACT = lexicon(
  PAIRS.filter(([c]) => !/'d$|^let's$|'ve$/.test(c)).map(([c, full]) => [full, c] as Rule),
);

/** "'d" before a participle is "had", "'s" before "been"/a participle is "has": fixes what the table guessed. */
export function fixPerfects(text: string): string {
  return text
    .replace(/\b(I|you|he|she|we|they) would (been|gone|done|seen|had|known|[a-z]+ed)\b/gi, '$1 had $2')
    .replace(/\b(it|he|she|that|there|who|what) is (been|got|gone|done|had)\b/gi, '$1 has $2');
}

const STRANDED = new RegExp(
  String.raw`\b(${PAIRS.filter(([c]) => !/n't$|^let's$|'d$/.test(c))
    .map(([c]) => c.replace(/'/g, "['’]"))
    .join('|')})(?=\s*(?:[.,;:!?)"”]|$))`,
  'gi',
);
const FULL_OF = new Map(PAIRS.map(([c, full]) => [c.toLowerCase(), full]));

/**
 * An auxiliary cannot contract at the end of a clause ("as it is." is never "as it's.", "Here we
 * are." never "Here we're."): the contraction table's output is written out again there.
 */
export function unstrandContractions(text: string): string {
  return text.replace(STRANDED, (c) => {
    const full = FULL_OF.get(c.replace(/’/g, "'").toLowerCase()) ?? c;
    return /^\p{Lu}/u.test(c) && !/^I\b/.test(full) ? full.charAt(0).toUpperCase() + full.slice(1) : full;
  });
}

/**
 * Contractions as chat writes them, without the apostrophe ("dont", "cant", "im"): only forms that are
 * no other English word ("wont" and "cant" are rare nouns; "were", "well", "ill", "its", "lets",
 * "hell", "shell", "wed" are words and stay).
 */
const APOSTROPHE_LESS = new Map(
  PAIRS.map(([c]) => [c.replace(/'/g, '').toLowerCase(), c] as const).filter(
    ([bare]) =>
      !/^(?:were|well|ill|its|lets|hell|shell|wed|id|hed|shed|whos|wheres|heres|theres|youd|youll|theyd|itll)$/.test(
        bare,
      ),
  ),
);
const APOSTROPHE_LESS_WORD = new RegExp(`\\b(${[...APOSTROPHE_LESS.keys()].join('|')})\\b`, 'gi');

/** Puts the apostrophe back in chat contractions ("dont" → "don't", "im" → "I'm"), keeping an opening capital. */
export function restoreApostrophes(text: string): string {
  return text.replace(APOSTROPHE_LESS_WORD, (w) => {
    // All capitals is an acronym ("an IM"), not a chat contraction.
    if (w.length > 1 && w === w.toUpperCase()) return w;
    const c = APOSTROPHE_LESS.get(w.toLowerCase()) ?? w;
    return /^\p{Lu}/u.test(w) ? c.charAt(0).toUpperCase() + c.slice(1) : c;
  });
}
