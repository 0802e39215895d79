import { tokenize } from './tokens';

/** Weight of each step down to a shorter context (stupid backoff, Brants et al. 2007). */
export const BACKOFF = 0.4;

/** A text the user accepted a completion in, with how much it counts (more for the same session). */
export interface PersonalText {
  text: string;
  weight: number;
}

/**
 * A tiny n-gram model of one user's accepted completions (the query tail and the completion), so
 * their own names and phrases come back. Scores use stupid backoff.
 */
export class PersonalModel {
  private readonly counts = new Map<string, Map<string, number>>();
  private readonly totals = new Map<string, number>();
  /** The form the user wrote each word in. */
  readonly surface = new Map<string, string>();

  constructor(texts: PersonalText[]) {
    for (const { text, weight } of texts) {
      const toks = tokenize(text);
      for (const t of toks) this.surface.set(t.key, t.surface);
      const keys = toks.map((t) => t.key);
      for (let i = 0; i < keys.length; i++) {
        for (let n = 0; n <= 3 && n <= i; n++) {
          const ctx = keys.slice(i - n, i).join(' ');
          const m = this.counts.get(ctx) ?? new Map<string, number>();
          this.counts.set(ctx, m);
          m.set(keys[i], (m.get(keys[i]) ?? 0) + weight);
          this.totals.set(ctx, (this.totals.get(ctx) ?? 0) + weight);
        }
      }
    }
  }

  /** Whether the user has accepted anything yet. */
  get empty(): boolean {
    return this.counts.size === 0;
  }

  /**
   * Scores of next tokens after `history` (lower-cased keys) that satisfy `accept`. The empty context
   * (the user's vocabulary) counts only when completing a word prefix, so it does not pull the user's
   * words into every sentence.
   */
  next(history: string[], accept: (key: string) => boolean, withVocabulary: boolean): Map<string, number> {
    const out = new Map<string, number>();
    let weight = 1;
    for (let n = Math.min(3, history.length); n >= (withVocabulary ? 0 : 1); n--) {
      const ctx = history.slice(history.length - n).join(' ');
      const m = this.counts.get(ctx);
      if (m) {
        const total = this.totals.get(ctx) as number;
        for (const [k, c] of m) {
          if (!accept(k)) continue;
          const s = (weight * c) / total;
          if (s > (out.get(k) ?? 0)) out.set(k, s);
        }
      }
      weight *= BACKOFF;
    }
    return out;
  }
}
