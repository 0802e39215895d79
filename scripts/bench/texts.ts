// Fixed English sentences: benchmark inputs must be identical on every run so figures compare.
const SENTENCES = [
  'The committee met on Tuesday to review the budget for the coming year.',
  'Most of the members agreed that the library needed a new roof before winter.',
  'A small group argued that the money would be better spent on books and computers.',
  'After a long discussion, they decided to ask the town for a second estimate.',
  'The builder who wrote the first estimate had worked on the school two years earlier.',
  'His work was solid, but it took three months longer than he had promised.',
  'Nobody wanted the reading room to stay closed through the exam season again.',
  'Several parents wrote letters explaining how much their children relied on the quiet space.',
  'One student described walking forty minutes each way because the library had the only free internet nearby.',
  'The chair read her letter aloud, and the room went quiet for a moment.',
  'In the end, the vote was unanimous: repair the roof first and buy books in the spring.',
  'The treasurer promised to publish the full accounts on the town website by Friday.',
];

/** Deterministic English prose of exactly `wordCount` words, in paragraphs of four sentences. */
export function englishText(wordCount: number): string {
  const words: string[] = [];
  let sentence = 0;
  while (words.length < wordCount) {
    words.push(...SENTENCES[sentence % SENTENCES.length].split(' '));
    sentence++;
  }
  words.length = wordCount;
  let text = words.join(' ');
  if (!/[.!?]$/.test(text)) text += '.';
  return text;
}

/**
 * Deterministic prose of at most `maxChars` characters (ASCII, so also bytes), with paragraph breaks
 * every four sentences and a page break every forty, so a chunker meets every kind of split point.
 */
export function longText(maxChars: number): string {
  let text = '';
  for (let i = 0; ; i++) {
    const separator = i === 0 ? '' : i % 40 === 0 ? '\n\f\n' : i % 4 === 0 ? '\n\n' : ' ';
    const next = separator + SENTENCES[i % SENTENCES.length];
    if (text.length + next.length > maxChars) return text;
    text += next;
  }
}
