/**
 * Autocomplete on the server's one language model (engines/lm): next words come from the model's
 * continuation lists (format 2), scored by the model's probability in context; a word being typed
 * is completed from those candidates, then from the vocabulary in frequency order through a
 * lower-cased prefix index.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import { endsSentence, type Token } from './tokens';

/** A scored next-token candidate: its lower-cased key, the form to write, and its probability. */
export interface NextToken {
  key: string;
  surface: string;
  score: number;
}

/** What the completer needs from a model. */
export interface CompletionModel {
  /**
   * Candidates for the token after `history` (the query's tokens, most recent last) whose key
   * satisfies `accept`, best first, merged by key. `atStart`: the history begins where the text does.
   */
  next(
    history: readonly Token[],
    atStart: boolean,
    accept: (key: string) => boolean,
    limit?: number,
    /** The word being typed (lower-cased), when completing one. */
    prefix?: string,
  ): NextToken[];
}

const keyOf = (word: string) => word.toLowerCase();

/** Next-word candidates from the shared language model. */
export class LmCompletionModel implements CompletionModel {
  /** Vocabulary ids sorted by lower-cased form (built on the first prefix query). */
  private byForm: Uint32Array | undefined;
  private forms: string[] = [];

  constructor(readonly lm: LanguageModel) {
    if (!lm.hasContinuations)
      throw new Error('autocomplete needs a language model with continuation lists (format 2)');
  }

  /** The model's context: the tokens of the current sentence, after `<s>` when it starts in view. */
  private context(history: readonly Token[], atStart: boolean): string[] {
    let from = 0;
    for (let i = 0; i < history.length; i++) if (endsSentence(history[i].key)) from = i + 1;
    const tokens = history.slice(from).flatMap((t) => lmTokens(t.surface, this.lm.info.lowercase));
    return from > 0 || atStart ? ['<s>', ...tokens] : tokens;
  }

  /** Up to `limit` vocabulary words whose lower-cased form starts with `prefix`, most frequent first. */
  private wordsStartingWith(prefix: string, limit: number): string[] {
    if (!this.byForm) {
      this.forms = this.lm.words.map(keyOf);
      const ids = Uint32Array.from(this.forms, (_, i) => i);
      this.byForm = ids.sort((a, b) =>
        this.forms[a] < this.forms[b] ? -1 : this.forms[a] > this.forms[b] ? 1 : a - b,
      );
    }
    const ids = this.byForm;
    const start = this.lowerBound(prefix);
    const end = this.lowerBound(`${prefix}\uffff`);
    // The `limit` smallest ids of the range: ids are in falling frequency after the special tokens.
    const best: number[] = [];
    for (let i = start; i < end; i++) {
      const id = ids[i];
      if (best.length === limit && id >= best[limit - 1]) continue;
      let at = best.length < limit ? best.length : limit - 1;
      while (at > 0 && best[at - 1] > id) {
        best[at] = best[at - 1];
        at--;
      }
      best[at] = id;
    }
    return best.map((id) => this.lm.words[id]);
  }

  /** First position in the sorted forms whose form is not below `form`. */
  private lowerBound(form: string): number {
    const ids = this.byForm as Uint32Array;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.forms[ids[mid]] < form) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  next(
    history: readonly Token[],
    atStart: boolean,
    accept: (key: string) => boolean,
    limit = 8,
    prefix?: string,
  ): NextToken[] {
    const context = this.context(history, atStart);
    const merged = new Map<string, NextToken & { best: number }>();
    const add = (word: string, logProb: number) => {
      const key = keyOf(word);
      const score = Math.exp(logProb);
      const known = merged.get(key);
      if (!known) merged.set(key, { key, surface: word, score, best: score });
      else {
        // "The" and "the" are one candidate: their probabilities add, the likelier form is written.
        known.score += score;
        if (score > known.best) {
          known.best = score;
          known.surface = word;
        }
      }
    };
    const take = (w: string) => accept(keyOf(w));
    // A word being typed: the context's listed continuations, then the most frequent words it can
    // become; a next word: the listed continuations, then the most frequent words.
    for (const n of this.lm.nextWords(context, limit, take, prefix === undefined)) add(n.word, n.logProb);
    if (prefix !== undefined && merged.size < limit)
      for (const word of this.wordsStartingWith(prefix, limit * 2))
        if (take(word) && !merged.has(keyOf(word))) add(word, this.lm.logProb(context, word));
    return [...merged.values()]
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map(({ key, surface, score }) => ({ key, surface, score }));
  }
}
