/**
 * Summarization quality on BBC News Summary (../shared/data/bbc_news_summary): ROUGE-1/2/L F1 of the
 * extractive summarizer at each length against the Lead-3 baseline (the article's first three
 * sentences), plus the summarizer's latency on 5,000-character texts. Run with
 * `npm run eval -- summarize`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type SummaryLength, summarize } from '../../server/src/engines/summarize';
import { splitDocument } from '../../server/src/engines/summarize/sentences';
import { printTable } from '../lib/table';
import { rouge } from './lib/rouge';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_FILE = path.resolve(REPO_ROOT, '../shared/data/bbc_news_summary/bbc_news_summary.jsonl');

interface Article {
  id: string;
  article: string;
  summary: string;
}

/** The first three body sentences (the title line is a heading and is skipped). */
function lead3(article: string): string {
  return splitDocument(article)
    .filter((s) => !s.heading)
    .slice(0, 3)
    .map((s) => s.text)
    .join(' ');
}

function mean(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
}

function percentile(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

export async function run(): Promise<Record<string, unknown>> {
  if (!fs.existsSync(DATA_FILE)) throw new Error(`summarize eval: ${DATA_FILE} does not exist.`);
  const articles: Article[] = fs
    .readFileSync(DATA_FILE, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

  const systems: Record<string, (a: string) => string> = {
    'lead-3': lead3,
    'margin-3': (a) => summarize(a, 'medium', { sentences: 3 }).summary,
    short: (a) => summarize(a, 'short').summary,
    medium: (a) => summarize(a, 'medium').summary,
    long: (a) => summarize(a, 'long').summary,
  };
  const result: Record<string, unknown> = { documents: articles.length };
  const rows = [];
  for (const [name, system] of Object.entries(systems)) {
    const r1: number[] = [];
    const r2: number[] = [];
    const rl: number[] = [];
    const words: number[] = [];
    for (const a of articles) {
      const out = system(a.article);
      const s = rouge(out, a.summary);
      r1.push(s.r1.f1);
      r2.push(s.r2.f1);
      rl.push(s.rl.f1);
      words.push(out.split(/\s+/).length);
    }
    const row = { system: name, rouge1: mean(r1), rouge2: mean(r2), rougeL: mean(rl), words: mean(words) };
    rows.push({
      system: name,
      'ROUGE-1': row.rouge1.toFixed(4),
      'ROUGE-2': row.rouge2.toFixed(4),
      'ROUGE-L': row.rougeL.toFixed(4),
      'mean words': row.words.toFixed(1),
    });
    result[`${name}_rouge1`] = row.rouge1;
    result[`${name}_rouge2`] = row.rouge2;
    result[`${name}_rougeL`] = row.rougeL;
  }
  result.reference_mean_words = mean(articles.map((a) => a.summary.split(/\s+/).length));
  const best = Math.max(
    ...(['short', 'medium', 'long'] as SummaryLength[]).map((l) => result[`${l}_rouge1`] as number),
  );
  result.target_rouge1_at_least_lead3 = best >= (result['lead-3_rouge1'] as number);
  // The fair comparison: the same number of sentences as Lead-3.
  result.target_rouge1_at_least_lead3_same_length =
    (result['margin-3_rouge1'] as number) >= (result['lead-3_rouge1'] as number);

  // Latency: 5,000-character texts, as the target states.
  const texts = articles
    .map((a) => a.article)
    .filter((a) => a.length >= 5000)
    .slice(0, 200)
    .map((a) => a.slice(0, 5000));
  const times: number[] = [];
  for (const t of texts) {
    const started = performance.now();
    summarize(t, 'medium');
    times.push(performance.now() - started);
  }
  result.latency_5000_chars_p50_ms = percentile(times, 0.5);
  result.latency_5000_chars_p95_ms = percentile(times, 0.95);
  result.latency_target_p50_ms = 50;
  printTable(rows);
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => console.log(JSON.stringify(r, null, 2)));
}
