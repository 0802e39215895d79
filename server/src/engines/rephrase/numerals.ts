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
  const doc = nlp(text);
  let changed = false;
  (doc.numbers() as unknown as NumberView).forEach((m) => {
    const [value] = m.get();
    const written = String((m as unknown as { text(): string }).text());
    const ordinal = /(?:first|second|third|th)\W*$/i.test(written);
    if (typeof value === 'number' && value >= min && !/\d/.test(written) && !(ordinal && value < 10)) {
      m.toNumber();
      changed = true;
    }
  });
  if (!changed) return null;
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
