/**
 * `npm run eval -- summarize`: the extractive summarizer against Lead-3 (and the previous version,
 * from the engine's metadata.json) on BBC News Summary, with two references: BBC's extractive
 * summaries and the article titles (a one-line abstractive reference). Inputs are article bodies
 * without their title. Reports the tuning part and the held-out part (one article in five, never
 * read while tuning) separately, plus latency on 5,000-character texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUMMARIZER_VERSION, type SummaryLength, summarize } from '../../server/src/engines/summarize';
import { printTable } from '../lib/table';
import { lead3, type NewsArticle, readBbc, type SystemScores, scoreSystem } from './summarize-data';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const METADATA = path.join(REPO_ROOT, 'server/src/engines/summarize/metadata.json');

interface Metadata {
  previous?: { version: string; heldOut: Record<string, SystemScores> };
}

function percentile(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

const LENGTHS: SummaryLength[] = ['short', 'medium', 'long'];

/** Lead-3 and every length of the summarizer on one part. */
function scorePart(articles: NewsArticle[]): Record<string, SystemScores> {
  const out: Record<string, SystemScores> = { 'lead-3': scoreSystem(lead3, articles) };
  for (const l of LENGTHS) out[l] = scoreSystem((b) => summarize(b, l).summary, articles);
  return out;
}

function rows(part: string, scores: Record<string, SystemScores>) {
  return Object.entries(scores).map(([system, s]) => ({
    part,
    system,
    'R1 extractive': s.extractiveR1.toFixed(4),
    'R2 extractive': s.extractiveR2.toFixed(4),
    'RL extractive': s.extractiveRL.toFixed(4),
    'R1 title': s.titleR1.toFixed(4),
    'mean words': s.words.toFixed(1),
    'max words': String(s.maxWords),
  }));
}

export async function run(): Promise<Record<string, unknown>> {
  const tune = readBbc('tune');
  const heldOut = readBbc('heldOut');
  const tuneScores = scorePart(tune);
  const heldOutScores = scorePart(heldOut);
  const metadata = fs.existsSync(METADATA) ? (JSON.parse(fs.readFileSync(METADATA, 'utf8')) as Metadata) : {};
  const previous = metadata.previous;
  printTable([
    ...rows('tune', tuneScores),
    ...rows('held out', heldOutScores),
    ...(previous ? rows(`held out, ${previous.version}`, previous.heldOut) : []),
  ]);

  const lead = heldOutScores['lead-3'];
  const ratio = (l: SummaryLength, key: 'extractiveR1' | 'titleR1') =>
    Number((heldOutScores[l][key] / lead[key]).toFixed(4));

  const texts = heldOut
    .map((a) => a.body)
    .filter((a) => a.length >= 5000)
    .concat(tune.map((a) => a.body).filter((a) => a.length >= 5000))
    .slice(0, 200)
    .map((a) => a.slice(0, 5000));
  const times: number[] = [];
  for (const t of texts) {
    const started = performance.now();
    summarize(t, 'medium');
    times.push(performance.now() - started);
  }
  return {
    version: SUMMARIZER_VERSION,
    documents: { tune: tune.length, heldOut: heldOut.length },
    references: 'BBC extractive summaries; BBC titles (one-line abstractive)',
    heldOutShortVsLead3Extractive: ratio('short', 'extractiveR1'),
    heldOutShortVsLead3Title: ratio('short', 'titleR1'),
    heldOutMediumVsLead3Extractive: ratio('medium', 'extractiveR1'),
    heldOutMediumVsLead3Title: ratio('medium', 'titleR1'),
    heldOutShortMaxWords: heldOutScores.short.maxWords,
    latency_5000_chars_p50_ms: percentile(times, 0.5),
    latency_5000_chars_p95_ms: percentile(times, 0.95),
    detail: { tune: tuneScores, heldOut: heldOutScores, previous },
  };
}
