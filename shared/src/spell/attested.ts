/**
 * Which words real text uses, and how often: corpus counts of every word form, case folded. A word no
 * dictionary knows but the corpus uses ("inulin", "gameplay", "Marsden") is a name, a brand or jargon
 * far more often than a typo, so the checker reports it only when its best correction is far more
 * common (`AttestedGate`). Built from the language model's corpus by `npm run train -- spell-attested`.
 */

/**
 * Corpus counts of words, looked up case-insensitively (curly apostrophes read as straight). The words
 * stay in the text they were parsed from, found by offset: 200,000 strings of their own would take
 * ~14 MB of a spell worker's heap, the text and its offsets ~7 MB.
 */
export class AttestedWords {
  /** Sum of the counts. */
  readonly total: number;

  private constructor(
    /** The parsed text; word i is `text.slice(starts[i], starts[i] + lengths[i])`, in code-unit order of words. */
    private readonly text: string,
    private readonly starts: Uint32Array,
    private readonly lengths: Uint16Array,
    private readonly counts: Uint32Array,
    private readonly capitalised: Uint8Array,
  ) {
    this.total = counts.reduce((a, b) => a + b, 0);
  }

  /** Parses `word<TAB>count[<TAB>percent capitalised]` lines (lower case, any order). */
  static parse(tsv: string): AttestedWords {
    // Sized by a first pass over the line ends, so nothing grows or is copied while parsing.
    let lines = 1;
    for (let at = tsv.indexOf('\n'); at >= 0; at = tsv.indexOf('\n', at + 1)) lines++;
    const starts = new Uint32Array(lines);
    const lengths = new Uint16Array(lines);
    const counts = new Uint32Array(lines);
    const percents = new Uint8Array(lines);
    let n = 0;
    for (let at = 0; at < tsv.length; ) {
      let end = tsv.indexOf('\n', at);
      if (end < 0) end = tsv.length;
      const tab = tsv.indexOf('\t', at);
      if (tab > at && tab < end) {
        const tab2 = tsv.indexOf('\t', tab + 1);
        const hasPercent = tab2 > tab && tab2 < end;
        starts[n] = at;
        lengths[n] = tab - at;
        counts[n] = Number(tsv.slice(tab + 1, hasPercent ? tab2 : end));
        percents[n] = hasPercent ? Number(tsv.slice(tab2 + 1, end)) : 0;
        n++;
      }
      at = end + 1;
    }
    // Code-unit order, as the binary search compares (the training script writes it so already).
    const word = (i: number) => tsv.slice(starts[i], starts[i] + lengths[i]);
    let sorted = true;
    for (let i = 1; i < n && sorted; i++) sorted = word(i - 1) < word(i);
    if (sorted)
      return new AttestedWords(
        tsv,
        starts.slice(0, n),
        lengths.slice(0, n),
        counts.slice(0, n),
        percents.slice(0, n),
      );
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => (word(a) < word(b) ? -1 : word(a) > word(b) ? 1 : 0));
    return new AttestedWords(
      tsv,
      Uint32Array.from(order, (i) => starts[i]),
      Uint16Array.from(order, (i) => lengths[i]),
      Uint32Array.from(order, (i) => counts[i]),
      Uint8Array.from(order, (i) => percents[i]),
    );
  }

  /** The share (0–1) of the corpus's occurrences of a single word written with a capital; 0 when unseen. */
  capitalisedShare(word: string): number {
    const i = this.indexOf(word.toLowerCase().replace(/’/g, "'"));
    return i < 0 ? 0 : this.capitalised[i] / 100;
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
    const i = this.indexOf(key);
    return i < 0 ? 0 : this.counts[i];
  }

  private indexOf(key: string): number {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.compareAt(mid, key);
      if (c === 0) return mid;
      if (c < 0) lo = mid + 1;
      else hi = mid - 1;
    }
    return -1;
  }

  /** Word `i` compared with `key` in code-unit order (as `<` compares strings), without slicing it out. */
  private compareAt(i: number, key: string): number {
    const start = this.starts[i];
    const length = this.lengths[i];
    const shared = Math.min(length, key.length);
    for (let k = 0; k < shared; k++) {
      const d = this.text.charCodeAt(start + k) - key.charCodeAt(k);
      if (d !== 0) return d;
    }
    return length - key.length;
  }

  /** Number of distinct words. */
  get size(): number {
    return this.starts.length;
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
  /** The ratio when the best correction is more than one edit away ("nano" → "name"). @default minRatio */
  minRatioFar?: number;
  /**
   * A capitalised word the corpus writes with a capital at least this often is a name, never flagged
   * (ordinary words are capitalised only where they open a sentence: "teh" 36% of the time).
   */
  nameShare?: number;
}

/** What the checker knows of a flagged word beside its text. */
export interface FlaggedWord {
  typed: string;
  /** Its best correction and that correction's edit distance. */
  best: string;
  bestDistance: number;
  /** Written with an initial capital (not all capitals). */
  capitalised: boolean;
  sentenceInitial: boolean;
}

/** Two or more capitals with a lower-case letter ("NSTs", "NRCan", "AFJ's"): an acronym or a brand. */
const ACRONYM_LIKE = /^(?=.*\p{Ll})(?:.*\p{Lu}){2}/u;

/** Productive English affixes (a grammar reference's inflections and common derivations). */
const SUFFIXES = ['s', 'es', "'s", 'ed', 'd', 'ing', 'er', 'ers', 'ly', 'ness', 'less', 'ish'];
const PREFIXES = [
  're',
  'pre',
  'un',
  'non',
  'co',
  'over',
  'under',
  'out',
  'mis',
  'sub',
  'dis',
  'inter',
  'counter',
];

/**
 * Whether the correction only takes a productive affix off the typed word ("overnighted" →
 * "overnight", "redisclose" → "disclose"): the writer added the affix on purpose, and whether the
 * derived word is right is a question of grammar or usage, not of spelling.
 */
function onlyStripsAffix(typed: string, best: string): boolean {
  const t = typed.toLowerCase().replace(/’/g, "'");
  const b = best.toLowerCase().replace(/’/g, "'");
  if (b.length < 4 || t.length <= b.length) return false;
  return SUFFIXES.some((x) => t === b + x) || PREFIXES.some((x) => t === x + b || t === `${x}-${b}`);
}

/**
 * Whether a flagged word is still reported. A word the corpus uses must lose to a far more common
 * correction, and is never reported when capitalised and the corpus mostly capitalises it (a name:
 * "Hubbell" → "Hubble", "Moller" → "Miller"). A word the corpus never saw counts as seen once (the counts stop at 3
 * occurrences, so unseen is not unused): its correction must be at least `minRatio` times as common as
 * that, or the word is likelier another rare word or name ("bonkbuster", "Duffey's") than a slip of a
 * rare one ("blockbuster", "Duffy's"). A capitalised word opening a
 * sentence that the corpus never saw is a name as often as a slip ("Kearbey", "Vultr"), so it is
 * reported only one edit away from its correction ("Becuase"), as inside a sentence. A word with two
 * capitals and a lower-case letter ("NSTs", "NRCan") is an acronym or a brand written on purpose, and
 * a word whose correction only takes a productive affix off it (`onlyStripsAffix`) was derived on purpose.
 */
export function stillMisspelt(gate: AttestedGate, word: FlaggedWord): boolean {
  if (ACRONYM_LIKE.test(word.typed) || onlyStripsAffix(word.typed, word.best)) return false;
  const seen = gate.words.count(word.typed);
  if (seen === 0) {
    if (word.capitalised && word.sentenceInitial && word.bestDistance > 1) return false;
    return gate.words.count(word.best) >= gate.minRatio;
  }
  if (
    word.capitalised &&
    gate.nameShare !== undefined &&
    gate.words.capitalisedShare(word.typed) >= gate.nameShare
  )
    return false;
  const ratio = word.bestDistance > 1 ? (gate.minRatioFar ?? gate.minRatio) : gate.minRatio;
  return gate.words.count(word.best) >= seen * ratio;
}
