import { codePointLength } from './characters';
import { type HyphenationPattern, PatternTrie } from './pattern-trie';

const IGNORED_LINE_PREFIXES = [
  '%',
  '#',
  'LEFTHYPHENMIN',
  'RIGHTHYPHENMIN',
  'COMPOUNDLEFTHYPHENMIN',
  'COMPOUNDRIGHTHYPHENMIN',
];
const DOT = 0x2e;
const MAX_CACHED_WORDS = 100_000;

const isDigit = (character: string) => character >= '0' && character <= '9';

/**
 * Splits a pattern such as `.ad4der` into its letters and the digit before each letter, as Pyphen's
 * `(\d?)(\D?)` findall does (the last value is the digit after the last letter).
 */
function parsePattern(pattern: string): { key: string; values: number[] } {
  const characters = Array.from(pattern);
  let key = '';
  const values: number[] = [];
  let i = 0;
  for (;;) {
    let digit = 0;
    let hasDigit = false;
    if (i < characters.length && isDigit(characters[i])) {
      digit = Number(characters[i++]);
      hasDigit = true;
    }
    let letter = '';
    if (i < characters.length && !isDigit(characters[i])) letter = characters[i++];
    key += letter;
    values.push(digit);
    if (!hasDigit && letter === '') return { key, values };
  }
}

/**
 * A port of Pyphen's hyphenation of LibreOffice `hyph_*.dic` pattern files, which textstat counts
 * syllables with (syllables = hyphenation points + 1). Pyphen reads every pattern line into one table,
 * a later line replacing an earlier one with the same letters, and ignores the file's own minimum
 * fragment lengths in favour of its `left=2, right=2`; both quirks are kept.
 */
export class Hyphenator {
  private readonly cache = new Map<string, number>();

  private constructor(
    private readonly trie: PatternTrie,
    private readonly left: number,
    private readonly right: number,
  ) {}

  /** Reads a `hyph_*.dic` in UTF-8 (its first line names the encoding). */
  static parse(source: string, left = 2, right = 2): Hyphenator {
    const lines = source.split('\n');
    const encoding = lines[0]?.trim().toUpperCase();
    if (encoding !== 'UTF-8') {
      throw new Error(`hyphenation dictionary: expected a UTF-8 file, found encoding "${lines[0]}"`);
    }
    const patterns: HyphenationPattern[] = [];
    for (const line of lines.slice(1)) {
      let pattern = line.trim();
      if (!pattern || IGNORED_LINE_PREFIXES.some((prefix) => pattern.startsWith(prefix))) continue;
      pattern = pattern.replace(/\^\^([0-9a-f]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
      // Non-standard hyphenation ("schiff/ff=f,..."): only the pattern before the slash counts here.
      if (pattern.includes('/') && pattern.includes('=')) pattern = pattern.slice(0, pattern.indexOf('/'));
      const { key, values } = parsePattern(pattern);
      let start = 0;
      let end = values.length;
      while (start < end && values[start] === 0) start++;
      while (end > start && values[end - 1] === 0) end--;
      if (start === end) continue;
      patterns.push({ letters: key, offset: start, values: values.slice(start, end) });
    }
    return new Hyphenator(PatternTrie.build(patterns), left, right);
  }

  /** Pyphen's `positions`: where `word` may be hyphenated, at least `left`/`right` from its ends. */
  positions(word: string): number[] {
    const letters = Array.from(word.toLowerCase(), (character) => character.codePointAt(0)!);
    const pointed = [DOT, ...letters, DOT].map((codePoint) => this.trie.letterIndex(codePoint));
    const levels = new Uint8Array(pointed.length + 1);
    for (let i = 0; i < pointed.length - 1; i++) {
      let node = 0;
      for (let j = i; j < pointed.length && pointed[j] >= 0; j++) {
        node = this.trie.child(node, pointed[j]);
        if (node < 0) break;
        this.trie.apply(node, levels, i);
      }
    }
    // Pyphen measures the word as given, before lowercasing.
    const last = codePointLength(word) - this.right;
    const positions: number[] = [];
    for (let at = 0; at < levels.length; at++) {
      const position = at - 1;
      if (levels[at] % 2 === 1 && position >= this.left && position <= last) positions.push(position);
    }
    return positions;
  }

  /** textstat's syllable estimate for a word it cannot look up: hyphenation points plus one. */
  syllables(word: string): number {
    const cached = this.cache.get(word);
    if (cached !== undefined) return cached;
    const count = this.positions(word).length + 1;
    if (this.cache.size >= MAX_CACHED_WORDS) this.cache.clear();
    this.cache.set(word, count);
    return count;
  }
}
