import nlp from 'compromise';

type NumberView = {
  forEach(fn: (m: NumberView) => void): void;
  get(): number[];
  toNumber(): void;
};

/**
 * Plain-style numbers (the usual style-guide rule: words for one to nine, figures from 10):
 * "five hundred dollars" → "$500", "twelve people" → "12 people", "at ten in the morning" →
 * "at 10 a.m.". `min` 2 follows the GOV.UK style guide instead (figures for every number but "one";
 * ordinals stay words). Null when the text has no such number.
 */
export function numerals(text: string, min = 10): string | null {
  const dated = dates(text);
  const doc = nlp(dated);
  let changed = false;
  (doc.numbers() as unknown as NumberView).forEach((m) => {
    const [value] = m.get();
    const written = String((m as unknown as { text(): string }).text());
    const ordinal = /(?:first|second|third|th)\W*$/i.test(written);
    // A number opening a sentence is written in words (Chicago Manual of Style 9.5; AP): "3 senior
    // managers reviewed…". Written with a capital, it opens one (or is part of a title).
    const opens = /^\W*\p{Lu}/u.test(written);
    if (
      typeof value === 'number' &&
      value >= min &&
      !/\d/.test(written) &&
      !(ordinal && value < 10) &&
      !opens
    ) {
      m.toNumber();
      changed = true;
    }
  });
  if (!changed) return dated !== text ? dated : null;
  const out = (doc.text() as string)
    .replace(/\b(\d[\d,.]*) dollars\b/g, '$$$1')
    .replace(/\b(\d[\d,.]*) (?:euros)\b/g, '€$1')
    .replace(/\b(\d[\d,.]*) (?:pounds sterling|pounds)\b/g, '£$1')
    .replace(/\b(\d[\d,.]*) per ?cent\b/g, '$1%')
    .replace(/\b(1[0-2]) in the morning\b/g, '$1 a.m.')
    .replace(/\b(1[0-2]) in the (?:afternoon|evening)\b/g, '$1 p.m.')
    .replace(/\b(1[0-2]) at night\b/g, '$1 p.m.')
    .replace(/a\.m\.\./g, 'a.m.')
    .replace(/p\.m\.\./g, 'p.m.');
  return out !== text ? out : null;
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
  'twentieth',
];
/** The day a spoken ordinal names, 1–31 ("twenty-first" → 21), or undefined. */
function dayOf(word: string): number | undefined {
  const w = word.toLowerCase();
  const digits = /^(\d{1,2})(?:st|nd|rd|th)$/.exec(w);
  if (digits) return Number(digits[1]);
  const simple = ORDINAL_WORDS.indexOf(w);
  if (simple >= 0) return simple + 1;
  if (w === 'thirtieth') return 30;
  const compound = /^(twenty|thirty)[- ](first|second|third|fourth|fifth|sixth|seventh|eighth|ninth)$/.exec(
    w,
  );
  if (compound) return (compound[1] === 'twenty' ? 20 : 30) + ORDINAL_WORDS.indexOf(compound[2]) + 1;
  return undefined;
}
const SPOKEN_DATE = new RegExp(
  `\\bthe ((?:twenty|thirty)[- ]\\w+|\\w+|\\d{1,2}(?:st|nd|rd|th)) of (${MONTHS})\\b`,
  'gi',
);

/**
 * A date as it is spoken written as plain-style guides write it: "the first of July" → "July 1",
 * "the 21st of March" → "March 21" (the US order, the API's default variety).
 */
export function dates(text: string): string {
  return text.replace(SPOKEN_DATE, (m, ordinal: string, month: string) => {
    const day = dayOf(ordinal);
    if (day === undefined || day > 31) return m;
    return `${month.charAt(0).toUpperCase()}${month.slice(1).toLowerCase()} ${day}`;
  });
}
