/**
 * Which words real text uses, and how often: corpus counts of every word form, case folded. A word no
 * dictionary knows but the corpus uses ("inulin", "gameplay", "Marsden") is a name, a brand or jargon
 * far more often than a typo, so the checker reports it only when its best correction is far more
 * common (`AttestedGate`). Built from the language model's corpus by `npm run train -- spell-attested`.
 */

/** Corpus counts of words, looked up case-insensitively (curly apostrophes read as straight). */
export class AttestedWords {
  private constructor(
    private readonly words: string[],
    private readonly counts: Uint32Array,
  ) {}

  /** Parses `word<TAB>count` lines (lower case, any order). */
  static parse(tsv: string): AttestedWords {
    const rows: [string, number][] = [];
    for (const line of tsv.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab > 0) rows.push([line.slice(0, tab), Number(line.slice(tab + 1))]);
    }
    // Code-unit order, as the binary search compares.
    rows.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    return new AttestedWords(
      rows.map((r) => r[0]),
      Uint32Array.from(rows, (r) => r[1]),
    );
  }

  /**
   * How often the corpus writes `word` in any case. A phrase or a hyphenated word counts as its rarest
   * part (the corpus tokenizer splits at hyphens): "non-slip" is as common as "slip".
   */
  count(word: string): number {
    const parts = word.toLowerCase().replace(/’/g, "'").split(/[ -]+/).filter(Boolean);
    if (parts.length === 0) return 0;
    let least = Number.POSITIVE_INFINITY;
    for (const p of parts) least = Math.min(least, this.countOne(p));
    return least;
  }

  private countOne(key: string): number {
    let lo = 0;
    let hi = this.words.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const w = this.words[mid];
      if (w === key) return this.counts[mid];
      if (w < key) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  }

  /** Number of distinct words. */
  get size(): number {
    return this.words.length;
  }
}

/**
 * The corpus evidence a flagged word must overcome: a word the corpus uses is reported only when its
 * best correction is at least `minRatio` times as common. `minRatio` is tuned by the training script
 * on real misspellings against the unknown words of held-back corpus text.
 */
export interface AttestedGate {
  words: AttestedWords;
  minRatio: number;
}

/**
 * Whether a flagged word is still reported, given its best correction and that correction's edit
 * distance. A word the corpus uses must lose to a far more common correction. A capitalised word
 * opening a sentence that the corpus never saw is a name as often as a slip ("Kearbey", "Vultr"), so
 * it is reported only one edit away from its correction ("Becuase"), as inside a sentence.
 */
export function stillMisspelt(
  gate: AttestedGate,
  typed: string,
  best: string,
  bestDistance: number,
  capitalisedAtStart: boolean,
): boolean {
  const seen = gate.words.count(typed);
  if (seen === 0) return !capitalisedAtStart || bestDistance <= 1;
  return gate.words.count(best) >= seen * gate.minRatio;
}
