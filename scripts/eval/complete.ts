/**
 * Autocomplete quality on held-out BBC News text (articles whose id number is divisible by 5, never
 * trained on): next-word top-1 accuracy (the first word of the completion after a space equals the
 * next word of the text), keystroke savings of a writer who accepts a completion with one key press
 * whenever it matches what they were about to type, and the completer's latency. Run with
 * `npm run eval -- complete`; LM_MODEL=<file> completes from another language-model artefact. A
 * baseline is measured beside it in the same run: the same model's vocabulary completed by unigram
 * frequency alone (no context), so the figures show what the context adds.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { completeQuery } from '../../server/src/engines/complete/complete';
import {
  type CompletionModel,
  LmCompletionModel,
  type NextToken,
} from '../../server/src/engines/complete/lm-model';
import { loadModel } from '../../server/src/engines/complete/model';
import type { Token } from '../../server/src/engines/complete/tokens';
import { loadLanguageModel } from '../../server/src/engines/lm';
import { printTable } from '../lib/table';
import { isHeldOutBbc } from './lib/bbc-split';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_FILE = path.resolve(REPO_ROOT, '../shared/data/bbc_news_summary/bbc_news_summary.jsonl');
/** Positions sampled for next-word accuracy, and sentences typed for keystroke savings. */
const WORD_SAMPLES = 5_000;
const TYPED_SENTENCES = 300;

function percentile(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

export async function run(): Promise<Record<string, unknown>> {
  if (!fs.existsSync(DATA_FILE)) throw new Error(`complete eval: ${DATA_FILE} does not exist.`);
  const paragraphs = fs
    .readFileSync(DATA_FILE, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: string; article: string })
    .filter((a) => isHeldOutBbc(a.id))
    .flatMap((a) => a.article.split(/\n\s*\n/).slice(1))
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.split(' ').length >= 8);
  const lm = process.env.LM_MODEL
    ? new LmCompletionModel(loadLanguageModel(path.resolve(process.env.LM_MODEL)))
    : loadModel();
  const models: Array<[string, CompletionModel]> = [
    ['language model', lm],
    ['unigram frequency (baseline)', new UnigramBaseline(lm)],
  ];
  const results: Record<string, unknown> = { held_out_paragraphs: paragraphs.length };
  const rows = [];
  for (const [name, model] of models) {
    const r = evaluate(model, paragraphs);
    results[name] = r;
    rows.push({
      model: name,
      'next-word top-1': r.next_word_top1_accuracy.toFixed(4),
      'keystroke savings': r.keystroke_savings.toFixed(4),
      'p50 ms (target <= 10)': r.latency_p50_ms.toFixed(3),
      'p95 ms': r.latency_p95_ms.toFixed(3),
    });
  }
  printTable(rows);
  return results;
}

/**
 * The baseline: the language model asked with no context, so the next word is always among the most
 * frequent words and a word being typed is finished by the most frequent word with that prefix.
 */
class UnigramBaseline implements CompletionModel {
  constructor(private readonly model: LmCompletionModel) {}

  next(
    _history: readonly Token[],
    _atStart: boolean,
    accept: (key: string) => boolean,
    limit?: number,
    prefix?: string,
  ): NextToken[] {
    return this.model.next([], false, accept, limit, prefix);
  }
}

function evaluate(model: CompletionModel, paragraphs: string[]) {
  // Next-word top-1: the text up to a word boundary, then compare the first predicted word.
  const times: number[] = [];
  let hits = 0;
  let asked = 0;
  const step = Math.max(1, Math.floor(paragraphs.length / WORD_SAMPLES));
  for (let i = 0; i < paragraphs.length && asked < WORD_SAMPLES; i += step) {
    const words = paragraphs[i].split(' ');
    const k = 3 + (i % (words.length - 3));
    const next = words[k]?.replace(/[^\p{L}\p{N}'-].*$/u, '');
    if (!next) continue;
    const query = `${words.slice(0, k).join(' ')} `;
    const started = performance.now();
    const { output } = completeQuery(model, query);
    times.push(performance.now() - started);
    asked++;
    if (
      output
        .trim()
        .split(' ')[0]
        ?.replace(/[^\p{L}\p{N}'-].*$/u, '')
        .toLowerCase() === next.toLowerCase()
    )
      hits++;
  }

  // Keystroke savings: type each sentence character by character; when the completion is exactly
  // what comes next (up to its end), accept it with one key press.
  let typedChars = 0;
  let keys = 0;
  const sentences = paragraphs
    .flatMap((p) => p.split(/(?<=[.!?])\s+/))
    .filter((s) => s.length >= 40 && s.length <= 200)
    .filter((_, i) => i % 7 === 0)
    .slice(0, TYPED_SENTENCES);
  for (const s of sentences) {
    let pos = 0;
    typedChars += s.length;
    while (pos < s.length) {
      const { output } = completeQuery(model, s.slice(0, pos));
      if (output && s.startsWith(output, pos)) {
        pos += output.length;
        keys++;
      } else {
        pos++;
        keys++;
      }
    }
  }
  return {
    next_word_samples: asked,
    next_word_top1_accuracy: hits / asked,
    keystroke_sentences: sentences.length,
    keystroke_savings: 1 - keys / typedChars,
    latency_p50_ms: percentile(times, 0.5),
    latency_p95_ms: percentile(times, 0.95),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => console.log(JSON.stringify(r, null, 2)));
}
