/**
 * BBC News Summary for the summarizer's eval and tuning: each article's body (the title line
 * removed, so a title-reference score cannot be had by copying it), its extractive reference
 * summary and its title (a one-line abstractive reference), split by `isHeldOutBbc` into a tuning
 * part and a held-out part that tuning never reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitDocument } from '../../server/src/engines/summarize/document';
import { isHeldOutBbc } from './lib/bbc-split';
import { rouge } from './lib/rouge';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_FILE = path.resolve(REPO_ROOT, '../shared/data/bbc_news_summary/bbc_news_summary.jsonl');

export interface NewsArticle {
  id: string;
  title: string;
  body: string;
  /** BBC's extractive summary: sentences of the article (joined without spaces; ROUGE tokens don't care). */
  extractive: string;
}

/** The articles of one part of the split. */
export function readBbc(part: 'tune' | 'heldOut'): NewsArticle[] {
  if (!fs.existsSync(DATA_FILE)) throw new Error(`summarize eval: ${DATA_FILE} does not exist.`);
  return fs
    .readFileSync(DATA_FILE, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: string; title: string; article: string; summary: string })
    .filter((a) => isHeldOutBbc(a.id) === (part === 'heldOut'))
    .map((a) => {
      const title = a.title.trim();
      const text = a.article.trimStart();
      const body = text.startsWith(title) ? text.slice(title.length).trimStart() : text;
      return { id: a.id, title, body, extractive: a.summary };
    });
}

/** The first three body sentences: the baseline every news summarizer must beat. */
export function lead3(text: string): string {
  return splitDocument(text)
    .filter((s) => !s.heading)
    .slice(0, 3)
    .map((s) => s.text)
    .join(' ');
}

/** Mean ROUGE F1 of a system against both references, and its mean length in words. */
export interface SystemScores {
  extractiveR1: number;
  extractiveR2: number;
  extractiveRL: number;
  titleR1: number;
  titleRL: number;
  words: number;
  maxWords: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);

/** Scores one system over a set of articles. */
export function scoreSystem(system: (body: string) => string, articles: NewsArticle[]): SystemScores {
  const rows = articles.map((a) => {
    const out = system(a.body);
    const e = rouge(out, a.extractive);
    const t = rouge(out, a.title);
    return { e, t, words: out.split(/\s+/).filter(Boolean).length };
  });
  const round = (x: number) => Number(x.toFixed(4));
  return {
    extractiveR1: round(mean(rows.map((r) => r.e.r1.f1))),
    extractiveR2: round(mean(rows.map((r) => r.e.r2.f1))),
    extractiveRL: round(mean(rows.map((r) => r.e.rl.f1))),
    titleR1: round(mean(rows.map((r) => r.t.r1.f1))),
    titleRL: round(mean(rows.map((r) => r.t.rl.f1))),
    words: Number(mean(rows.map((r) => r.words)).toFixed(1)),
    maxWords: Math.max(0, ...rows.map((r) => r.words)),
  };
}
