/**
 * Word frequencies for the language model part of ranking: unigram counts (a prior over candidates)
 * and a hashed bigram table (how well a candidate fits its neighbours). Both are built from
 * ../shared/data by `npm run train -- spell` and committed as small artefacts.
 */

/** Slots in the hashed bigram table: 2^20 one-byte cells (1 MB). */
export const BIGRAM_TABLE_SIZE = 1 << 20;
/** Quantisation of ln(count + 1) into a byte. */
export const BIGRAM_SCALE = 16;

/** FNV-1a of a bigram "w1 w2", as the table builder and the reader agree. */
export function bigramSlot(w1: string, w2: string): number {
  let h = 0x811c9dc5;
  const s = `${w1} ${w2}`;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return (h >>> 0) & (BIGRAM_TABLE_SIZE - 1);
}

/** Where unigram counts come from: a word's count (any case), their sum and the number of words. */
export interface UnigramCounts {
  count(word: string): number;
  readonly total: number;
  readonly size: number;
}

/** Unigram and bigram statistics of one language. */
export class WordFrequencies {
  private readonly logTotal: number;
  private readonly unigrams: UnigramCounts;

  constructor(
    counts: Map<string, number> | UnigramCounts,
    readonly total: number,
    private readonly bigrams?: Uint8Array,
  ) {
    this.unigrams =
      counts instanceof Map
        ? { count: (w) => counts.get(w.toLowerCase()) ?? 0, total, size: counts.size }
        : counts;
    this.logTotal = Math.log(total + this.unigrams.size);
  }

  /** Statistics over another source of unigram counts (the corpus counts of `AttestedWords`). */
  static over(counts: UnigramCounts, bigrams?: Uint8Array): WordFrequencies {
    return new WordFrequencies(counts, counts.total, bigrams);
  }

  /** Parses the unigram artefact: `word<TAB>count` lines (lower case), and an optional bigram table. */
  static parse(unigrams: string, bigrams?: Uint8Array): WordFrequencies {
    const counts = new Map<string, number>();
    let total = 0;
    for (const line of unigrams.split('\n')) {
      const tab = line.indexOf('\t');
      if (tab <= 0) continue;
      const n = Number(line.slice(tab + 1));
      counts.set(line.slice(0, tab), n);
      total += n;
    }
    return new WordFrequencies(counts, total, bigrams);
  }

  /** Raw count of a word (lower-cased). */
  count(word: string): number {
    return this.unigrams.count(word);
  }

  /** ln P(word), add-half smoothed so unseen dictionary words keep a small probability. */
  logPrior(word: string): number {
    return Math.log(this.count(word) + 0.5) - this.logTotal;
  }

  /** ln(count(w1 w2) + 1) from the hashed table (0 when unknown or without a table). */
  bigramLogCount(w1: string, w2: string): number {
    if (!this.bigrams || !w1 || !w2) return 0;
    return this.bigrams[bigramSlot(w1.toLowerCase(), w2.toLowerCase())] / BIGRAM_SCALE;
  }

  /** Whether bigram statistics are available. */
  get hasBigrams(): boolean {
    return this.bigrams !== undefined;
  }
}
