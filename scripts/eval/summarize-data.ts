/**
 * Summary evaluation sets and scoring. Each case is a document body and one or more references:
 * - BBC News Summary (research / non-commercial: evaluation only, never tuned on): the body without
 *   its title line, BBC's extractive summary and the title (a one-line abstractive reference);
 * - GUM's Wikinews documents (CC BY 2.5): the body after the headline and date lines, and the
 *   headline (abstractive);
 * - English Wikipedia (CC BY-SA 3.0): the article from its second paragraph on, and its first
 *   paragraph, which the editors wrote to sum the article up (abstractive, not news).
 * GUM and Wikipedia are split into a "read" part (tuning may use it) and a "validation" part by a
 * hash of the document's id (`halfOf`).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isHeading, splitDocument } from '../../server/src/engines/summarize/document';
import { isHeldOutBbc } from './lib/bbc-split';
import { type Half, halfOf } from './lib/halves';
import { rouge, rougeN, rougeTokens } from './lib/rouge';
import { detokenise } from './lib/tokenise';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA = path.resolve(REPO_ROOT, '../shared/data');
const BBC_FILE = path.join(DATA, 'bbc_news_summary/bbc_news_summary.jsonl');
const GUM_FILE = path.join(DATA, 'corpus_en/gum-permissive-subset/gum-permissive-genres.sentences.txt.xz');
const MASC_FILE = path.join(DATA, 'corpus_en/masc-nltk/masc-tokenized.sentences.txt.xz');
const WIKI_FILE = path.join(DATA, 'corpus_en/wikipedia-en/enwiki-2015-slice.paragraphs.txt.xz');

/** One document to summarise and its references, by reference kind. */
export interface SummaryCase {
  id: string;
  body: string;
  references: Record<string, string>;
}

function need(file: string): void {
  if (!fs.existsSync(file)) throw new Error(`summarize eval: ${file} does not exist.`);
}

/** BBC articles of one part of `isHeldOutBbc` (references `extractive` and `title`). */
export function readBbc(part: 'tune' | 'heldOut'): SummaryCase[] {
  need(BBC_FILE);
  return fs
    .readFileSync(BBC_FILE, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as { id: string; title: string; article: string; summary: string })
    .filter((a) => isHeldOutBbc(a.id) === (part === 'heldOut'))
    .map((a) => {
      const title = a.title.trim();
      const text = a.article.trimStart();
      const body = text.startsWith(title) ? text.slice(title.length).trimStart() : text;
      // BBC joins its extractive sentences without a space; ROUGE tokens need one.
      return { id: a.id, body, references: { extractive: a.summary.replace(/\.(?=[A-Z])/g, '. '), title } };
    });
}

/** The decompressed text of an .xz file, optionally only its lines fromLine + 1 to maxLines. */
const xz = (file: string, maxLines?: number, fromLine = 0): string =>
  execFileSync(
    'sh',
    [
      '-c',
      `xz -dc "$0"${maxLines ? ` | head -n ${maxLines}` : ''}${fromLine ? ` | tail -n +${fromLine + 1}` : ''}`,
      file,
    ],
    { encoding: 'utf8', maxBuffer: 1 << 30 },
  );

const DATE_LINE = /^(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \w+ \d{1,2}, \d{4}$/;

/**
 * GUM's Wikinews documents of one half (reference `headline`). GUM gives one sentence per line and
 * no paragraphs, so a body is one block of text; photo captions stay in it, as on a pasted page.
 */
export function readGumNews(half: Half): SummaryCase[] {
  need(GUM_FILE);
  const out: SummaryCase[] = [];
  for (const doc of xz(GUM_FILE).split(/\n\s*\n/)) {
    const lines = doc.split('\n').filter((l) => l.trim());
    const head = /^# doc: (\S+)\tgenre: news\b/.exec(lines[0] ?? '');
    if (!head || halfOf(head[1]) !== half) continue;
    const dateAt = lines.findIndex((l) => DATE_LINE.test(l.trim()));
    if (dateAt < 2) continue;
    const headline = lines.slice(1, dateAt).join(' ');
    out.push({ id: head[1], body: lines.slice(dateAt + 1).join(' '), references: { headline } });
  }
  return out;
}

/**
 * MASC newspaper articles of one half that open with a headline line (reference `headline`,
 * abstractive): a short first line without closing punctuation. The short lines after it (bylines,
 * datelines such as "AMMAN , Jordan ( AP )": heading-like or at most 8 words) are dropped; the rest, detokenised, is the
 * body, as one block (MASC gives one sentence per line). Wire copies whose headline is buried in a
 * transmission header, and the WSJ articles, which have none, are left out. MASC allows commercial
 * development, so its read half may be trained on.
 */
export function readMascNews(half: Half): SummaryCase[] {
  need(MASC_FILE);
  const out: SummaryCase[] = [];
  for (const doc of xz(MASC_FILE).split(/^(?=# file: )/m)) {
    const lines = doc.split('\n').filter((l) => l.trim());
    const head = /^# file: (\S+)\tgenre: newspaper\b/.exec(lines[0] ?? '');
    if (!head || halfOf(head[1]) !== half) continue;
    const text = lines.slice(1).map(detokenise);
    if (text.length < 4 || !isHeading(text[0]) || text[0].split(/\s+/).length < 3) continue;
    let start = 1;
    while (start < text.length && (isHeading(text[start]) || text[start].split(/\s+/).length <= 8)) start++;
    const body = text.slice(start);
    if (body.length < 3) continue;
    out.push({ id: head[1], body: body.join(' '), references: { headline: text[0] } });
  }
  return out;
}

/**
 * Wikipedia articles of one half (reference `lead`: the first paragraph, 30–150 words), taken from
 * lines `fromLine` + 1 to `lines` of the 2015 slice: articles of at least 8 paragraphs, their body cut
 * to 40 paragraphs. The body may start with the rest of the lead section (section headings are gone
 * from the dump), which helps Lead-k as much as the summarizer. The evaluation reads the first 60,000
 * lines; the ranker trains on read-half articles after them.
 */
export function readWikipedia(half: Half, lines = 60000, limit = 400, fromLine = 0): SummaryCase[] {
  need(WIKI_FILE);
  const out: SummaryCase[] = [];
  const articles = xz(WIKI_FILE, lines, fromLine).split(/\n\s*\n/);
  // A cut inside an article leaves its tail first: no lead paragraph.
  for (const article of fromLine ? articles.slice(1) : articles) {
    const paragraphs = article.split('\n').filter((l) => l.trim());
    if (paragraphs.length < 8) continue;
    const lead = paragraphs[0];
    const leadWords = lead.split(/\s+/).length;
    if (leadWords < 30 || leadWords > 150) continue;
    const id = `wiki:${lead.slice(0, 80)}`;
    if (halfOf(id) !== half) continue;
    out.push({ id, body: paragraphs.slice(1, 41).join('\n\n'), references: { lead } });
    if (out.length >= limit) break;
  }
  return out;
}

/** The first `k` body sentences: Lead-1, Lead-2, Lead-3. */
export function leadK(k: number): (text: string) => string {
  return (text) =>
    splitDocument(text)
      .filter((s) => !s.heading)
      .slice(0, k)
      .map((s) => s.text)
      .join(' ');
}

/** Lead-3: the baseline every news summarizer must beat. */
export const lead3 = leadK(3);

/** Mean scores of one system's outputs against one kind of reference. */
export interface SystemScores {
  /** ROUGE-1 / -2 / -L F1. */
  r1: number;
  r2: number;
  rl: number;
  /** ROUGE-1 recall of the output's first 40 words: recall at (nearly) equal length. */
  r1Recall40: number;
  /** ROUGE-1 F1 of the body's first words, as many as this system's output has (per document). */
  leadWordsR1: number;
  words: number;
  maxWords: number;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / (xs.length || 1);
const round = (x: number) => Number(x.toFixed(4));
const tokens = (s: string) => s.split(/\s+/).filter(Boolean);

/** Scores outputs (one per case, in order) against the references of kind `ref`. */
export function scoreOutputs(outputs: string[], cases: SummaryCase[], ref: string): SystemScores {
  const rows = cases.map((c, i) => {
    const out = outputs[i];
    const words = tokens(out);
    const reference = c.references[ref];
    const r = rouge(out, reference);
    const first40 = rougeN(rougeTokens(words.slice(0, 40).join(' ')), rougeTokens(reference), 1);
    const leadWords = rouge(tokens(c.body).slice(0, words.length).join(' '), reference);
    return { r, first40, leadWords, words: words.length };
  });
  return {
    r1: round(mean(rows.map((x) => x.r.r1.f1))),
    r2: round(mean(rows.map((x) => x.r.r2.f1))),
    rl: round(mean(rows.map((x) => x.r.rl.f1))),
    r1Recall40: round(mean(rows.map((x) => x.first40.recall))),
    leadWordsR1: round(mean(rows.map((x) => x.leadWords.r1.f1))),
    words: Number(mean(rows.map((x) => x.words)).toFixed(1)),
    maxWords: Math.max(0, ...rows.map((x) => x.words)),
  };
}

/** Scores one system over a set of cases against the references of kind `ref`. */
export function scoreSystem(
  system: (body: string) => string,
  cases: SummaryCase[],
  ref: string,
): SystemScores {
  return scoreOutputs(
    cases.map((c) => system(c.body)),
    cases,
    ref,
  );
}
