/** Readers for the datasets the semantic search eval and training use (../shared/data). */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const DATA_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/data');

/** One STS Benchmark pair with its gold similarity (0..5). */
export interface StsPair {
  score: number;
  a: string;
  b: string;
}

/** Reads `sts-train.csv` or `sts-dev.csv` (columns 5-7: score, sentence 1, sentence 2). */
export function readSts(split: 'train' | 'dev'): StsPair[] {
  const file = path.join(DATA_DIR, 'stsbenchmark', `sts-${split}.csv`);
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split('\t'))
    .filter((cols) => cols.length >= 7)
    .map((cols) => ({ score: Number(cols[4]), a: cols[5], b: cols[6] }));
}

/** A Cranfield abstract. */
export interface CranfieldDoc {
  id: string;
  title: string;
  text: string;
}

/** The Cranfield collection: documents, queries and graded gains (relevance 1 → 4 … 4 → 1). */
export function readCranfield(): {
  docs: CranfieldDoc[];
  queries: { id: string; text: string }[];
  gains: Map<string, Map<string, number>>;
} {
  const dir = path.join(DATA_DIR, 'cranfield');
  const jsonl = <T>(name: string) =>
    fs
      .readFileSync(path.join(dir, name), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as T);
  const docs = jsonl<{ _id: string; title: string; text: string }>('cranfield_corpus.jsonl').map((d) => ({
    id: d._id,
    title: d.title,
    text: d.text,
  }));
  const queries = jsonl<{ _id: string; text: string }>('cranfield_queries.jsonl').map((q) => ({
    id: q._id,
    text: q.text,
  }));
  const gains = new Map<string, Map<string, number>>();
  for (const line of fs.readFileSync(path.join(dir, 'cranfield_qrels.tsv'), 'utf8').split('\n').slice(1)) {
    const [q, d, rel] = line.split('\t');
    const r = Number(rel);
    if (!q || !d || !(r >= 1 && r <= 4)) continue;
    if (!gains.has(q)) gains.set(q, new Map());
    gains.get(q)?.set(d, 5 - r);
  }
  return { docs, queries: queries.filter((q) => gains.has(q.id)), gains };
}

/** Sentences of BBC news articles (the corpus SIF's common component is estimated on). */
export function readNewsSentences(limit: number): string[] {
  const file = path.join(DATA_DIR, 'bbc_news_summary', 'bbc_news_summary.jsonl');
  const out: string[] = [];
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    if (!line) continue;
    const { article } = JSON.parse(line) as { article: string };
    for (const s of article.split(/(?<=[.!?])\s+|\n+/)) {
      if (s.trim().split(/\s+/).length >= 4) out.push(s.trim());
      if (out.length >= limit) return out;
    }
  }
  return out;
}
