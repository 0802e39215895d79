import nlp from 'compromise';

type NumberView = {
  forEach(fn: (m: NumberView) => void): void;
  get(): number[];
  toNumber(): void;
};

/**
 * Plain-style numbers (the usual style-guide rule: words for one to nine, figures from 10):
 * "five hundred dollars" → "$500", "twelve people" → "12 people", "at ten in the morning" →
 * "at 10 a.m.". Null when the text has no such number.
 */
export function numerals(text: string): string | null {
  const doc = nlp(text);
  let changed = false;
  (doc.numbers() as unknown as NumberView).forEach((m) => {
    const [value] = m.get();
    if (
      typeof value === 'number' &&
      value >= 10 &&
      !/\d/.test(String((m as unknown as { text(): string }).text()))
    ) {
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
