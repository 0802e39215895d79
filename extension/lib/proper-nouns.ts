/**
 * Moves capitalised candidates (proper nouns: "Comoros") after the others when the misspelled word
 * is written in lower case: someone who typed "tomorow" meant "tomorrow", not a country. The order
 * within each group (the speller's frequency and context ranking) is kept.
 */
export function demoteProperNouns(original: string, candidates: readonly string[]): string[] {
  if (!isLower(original)) return [...candidates];
  const common = candidates.filter((c) => !startsUpper(c));
  const names = candidates.filter((c) => startsUpper(c));
  return [...common, ...names];
}

function isLower(word: string): boolean {
  return word === word.toLocaleLowerCase() && word !== word.toLocaleUpperCase();
}

function startsUpper(word: string): boolean {
  const first = word.charAt(0);
  return first !== first.toLocaleLowerCase();
}
