import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageModel } from '../lm';
import { type ContextTable, contextKey, decodeArtefact, findContext, type NgramArtefact } from './artefact';
import { type CompletionModel, LmCompletionModel, type NextToken } from './lm-model';
import { START, type Token, UNK } from './tokens';

/** Weight of each step down to a shorter context (stupid backoff, Brants et al. 2007). */
export const BACKOFF = 0.4;

/** A scored next-token candidate. */
export interface Candidate {
  id: number;
  score: number;
}

/** The 4-gram table model, with next-token scoring by stupid backoff. */
export class NgramModel implements CompletionModel {
  readonly ids: Map<string, number>;
  private readonly total: number;
  /** Word ids by frequency, for completing a word prefix with nothing better to go on. */
  private readonly byFrequency: number[];

  constructor(readonly a: NgramArtefact) {
    this.ids = new Map(a.vocab.map((w, i) => [w, i]));
    this.total = a.unigram.reduce((x, y) => x + y, 0);
    this.byFrequency = a.vocab
      .map((_, i) => i)
      .filter((i) => i > START)
      .sort((x, y) => a.unigram[y] - a.unigram[x]);
  }

  /** Token id of a lower-cased token (`<unk>` when unknown). */
  id(key: string): number {
    return this.ids.get(key) ?? UNK;
  }

  /** How often a token occurred in training. */
  frequency(key: string): number {
    const id = this.id(key);
    return id === UNK ? 0 : (this.a.unigram[id] ?? 0);
  }

  /** Stupid-backoff score of one token after `history` (ids, most recent last); never zero. */
  score(history: number[], id: number): number {
    let weight = 1;
    for (let n = Math.min(3, history.length); n >= 1; n--) {
      const ctx = history.slice(history.length - n);
      if (!ctx.includes(UNK)) {
        const t = this.a.tables[n - 1];
        const [hi, lo] = contextKey(ctx);
        const i = findContext(t, hi, lo);
        if (i >= 0) {
          for (let j = t.start[i]; j < t.start[i + 1]; j++)
            if (t.next[j] === id) return (weight * t.count[j]) / t.total[i];
        }
      }
      weight *= BACKOFF;
    }
    return (weight * Math.max(this.a.unigram[id] ?? 0, 0.5)) / this.total;
  }

  /**
   * Candidates for the token after `history` (ids, most recent last) whose form satisfies `accept`,
   * best first: each context length from 3 down contributes its continuations scored by their relative
   * frequency times BACKOFF per step down; a token keeps its best score.
   */
  nextIds(history: number[], accept: (id: number) => boolean, limit = 8): Candidate[] {
    const best = new Map<number, number>();
    let weight = 1;
    for (let n = Math.min(3, history.length); n >= 1; n--) {
      const ctx = history.slice(history.length - n);
      if (!ctx.includes(UNK)) {
        const t: ContextTable = this.a.tables[n - 1];
        const [hi, lo] = contextKey(ctx);
        const i = findContext(t, hi, lo);
        if (i >= 0) {
          for (let j = t.start[i]; j < t.start[i + 1]; j++) {
            const w = t.next[j];
            if (!accept(w)) continue;
            const s = (weight * t.count[j]) / t.total[i];
            if (s > (best.get(w) ?? 0)) best.set(w, s);
          }
        }
      }
      weight *= BACKOFF;
    }
    if (best.size < limit) {
      let found = 0;
      for (const w of this.byFrequency) {
        if (!accept(w)) continue;
        const s = (weight * this.a.unigram[w]) / this.total;
        if (s > (best.get(w) ?? 0)) best.set(w, s);
        if (++found >= limit) break;
      }
    }
    return [...best]
      .map(([id, score]) => ({ id, score }))
      .sort((x, y) => y.score - x.score)
      .slice(0, limit);
  }

  next(
    history: readonly Token[],
    atStart: boolean,
    accept: (key: string) => boolean,
    limit = 8,
  ): NextToken[] {
    const ids = history.map((t) => this.id(t.key));
    if (atStart && ids.length < 3) ids.unshift(START);
    return this.nextIds(ids, (id) => accept(this.a.vocab[id]), limit).map((c) => ({
      key: this.a.vocab[c.id],
      surface: this.a.surface[c.id],
      score: c.score,
    }));
  }
}

const MODEL_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'model', 'ngram4.bin.gz');
let loaded: NgramModel | undefined;

/**
 * The earlier autocomplete model (its own lower-cased 4-gram table, trained on BBC News and other
 * prose by `npm run train -- complete`), loaded once on first use. Autocomplete now completes from the
 * language model; rephrase's paraphrase still reads this table's scores and word frequencies, and
 * `npm run eval -- complete` measures it beside the language model.
 */
export function loadTableModel(): NgramModel {
  if (!loaded) {
    if (!fs.existsSync(MODEL_FILE)) {
      throw new Error(`the autocomplete model ${MODEL_FILE} is missing; run \`npm run train -- complete\``);
    }
    loaded = new NgramModel(decodeArtefact(fs.readFileSync(MODEL_FILE)));
  }
  return loaded;
}

let lmModel: LmCompletionModel | undefined;

/** Autocomplete's model: the server's language model; throws when its artefact is unavailable. */
export function loadModel(): LmCompletionModel {
  lmModel ??= new LmCompletionModel(languageModel());
  return lmModel;
}
