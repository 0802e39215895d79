/**
 * `npm run eval -- summarize`: the extractive summarizer's three lengths against Lead-1, Lead-2 and
 * Lead-3 in one run, on every reference kind separately (see summarize-data.ts), beside the previous
 * version's figures recorded in metadata.json (`previous`, measured by this script before the change):
 * - BBC held-out part (444 articles, evaluation only): BBC's extractive summary and the title;
 * - GUM Wikinews and MASC newspaper articles, read and validation halves: the headline (abstractive);
 * - Wikipedia, read and validation halves: the first paragraph (abstractive, not news), also on the
 *   articles read as reports: multi-sentence abstractive references to report-like text, the closest
 *   to abstractive news summaries that ../shared/data holds.
 * ROUGE-1 F rewards length, so beside Lead-3 (the target) each length is compared with the
 * lead at its own budget ("lead at short budget": the first two sentences if they fit in 60 words,
 * else the first; "lead at medium budget": as many opening sentences as `medium` takes), and each
 * row gives the output's length, ROUGE-1 recall of its first 40 words, and the ROUGE-1 F of the
 * body's first words cut to the same length per document. Plus latency on 5,000-character texts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  capWords,
  reportMediumCount,
  SHORT_MAX_WORDS,
  SUMMARIZER_VERSION,
  type SummaryLength,
  sentenceBudget,
  summarize,
} from '../../server/src/engines/summarize';
import { splitDocument } from '../../server/src/engines/summarize/document';
import { documentStructure } from '../../server/src/engines/summarize/structure';
import { printTable } from '../lib/table';
import {
  leadK,
  readBbc,
  readGumNews,
  readMascNews,
  readWikipedia,
  type SummaryCase,
  type SystemScores,
  scoreOutputs,
} from './summarize-data';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const METADATA = path.join(REPO_ROOT, 'server/src/engines/summarize/metadata.json');

interface Metadata {
  previous?: { version: string; scores: Record<string, Record<string, { r1: number; words: number }>> };
}

function percentile(xs: number[], p: number): number {
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))];
}

const LENGTHS: SummaryLength[] = ['short', 'medium', 'long'];

/** The body's sentences in order (the lead baselines at each length's own budget). */
const bodySentences = (b: string) =>
  splitDocument(b)
    .filter((s) => !s.heading)
    .map((s) => s.text);

/**
 * Lead at `short`'s budget: the first two sentences when they fit in 60 words, else the first
 * (cut to 60 words like `short`): the fair baseline at equal length.
 */
function leadShort(b: string): string {
  const [a, c] = bodySentences(b);
  const two = c === undefined ? a : `${a} ${c}`;
  return capWords(two.split(/\s+/).length <= SHORT_MAX_WORDS ? two : (a ?? ''), SHORT_MAX_WORDS);
}

/**
 * Lead at `medium`'s sentence budget: in a report, the first three sentences, four when they are
 * short (as `medium` sizes a report); in other text, 15% of the sentences, 3-5.
 */
function leadMedium(b: string): string {
  const all = bodySentences(b);
  const count = documentStructure(splitDocument(b)).leadFirst
    ? reportMediumCount(all.slice(0, 4).map((s) => s.split(/\s+/).length))
    : sentenceBudget('medium', all.length);
  return all.slice(0, count).join(' ');
}

const SYSTEMS: [string, (body: string) => string][] = [
  ['lead-1', leadK(1)],
  ['lead-2', leadK(2)],
  ['lead-3', leadK(3)],
  ['lead at short budget', leadShort],
  ['lead at medium budget', leadMedium],
  ...LENGTHS.map((l): [string, (b: string) => string] => [l, (b) => summarize(b, l).summary]),
];

/** Every system on one set, against each of its reference kinds: `${set} / ${ref}` → system → scores. */
function scoreSet(
  set: string,
  cases: SummaryCase[],
  refs: string[],
): Record<string, Record<string, SystemScores>> {
  const out: Record<string, Record<string, SystemScores>> = {};
  for (const ref of refs) out[`${set} / ${ref}`] = {};
  for (const [name, system] of SYSTEMS) {
    const outputs = cases.map((c) => system(c.body));
    for (const ref of refs) out[`${set} / ${ref}`][name] = scoreOutputs(outputs, cases, ref);
  }
  return out;
}

export async function run(): Promise<Record<string, unknown>> {
  const bbc = readBbc('heldOut');
  const reports = (cases: SummaryCase[]) =>
    cases.filter((c) => documentStructure(splitDocument(c.body)).leadFirst);
  const wikiRead = readWikipedia('read');
  const wikiValidation = readWikipedia('validation');
  const sets: [string, SummaryCase[], string[]][] = [
    ['BBC held-out', bbc, ['extractive', 'title']],
    ['GUM news read', readGumNews('read'), ['headline']],
    ['GUM news validation', readGumNews('validation'), ['headline']],
    ['MASC news read', readMascNews('read'), ['headline']],
    ['MASC news validation', readMascNews('validation'), ['headline']],
    ['Wikipedia read', wikiRead, ['lead']],
    ['Wikipedia validation', wikiValidation, ['lead']],
    // Multi-sentence abstractive references to report-like text: the closest to news summaries here.
    ['Wikipedia read as reports, read', reports(wikiRead), ['lead']],
    ['Wikipedia read as reports, validation', reports(wikiValidation), ['lead']],
  ];
  const scores: Record<string, Record<string, SystemScores>> = {};
  const counts: Record<string, number> = {};
  // How often each set is read as a lead-first report (position weight 0.85) rather than other text.
  const leadFirst: Record<string, number> = {};
  for (const [set, cases, refs] of sets) {
    Object.assign(scores, scoreSet(set, cases, refs));
    counts[set] = cases.length;
    leadFirst[set] = cases.filter((c) => documentStructure(splitDocument(c.body)).leadFirst).length;
  }
  const metadata = fs.existsSync(METADATA) ? (JSON.parse(fs.readFileSync(METADATA, 'utf8')) as Metadata) : {};
  const previous = metadata.previous;
  printTable(
    Object.entries(scores).flatMap(([reference, systems]) =>
      Object.entries(systems).map(([system, s]) => ({
        reference,
        system,
        'R1 F': s.r1.toFixed(4),
        'R2 F': s.r2.toFixed(4),
        'RL F': s.rl.toFixed(4),
        'R1 rec@40w': s.r1Recall40.toFixed(4),
        'lead same len R1 F': s.leadWordsR1.toFixed(4),
        words: s.words.toFixed(1),
        'max words': String(s.maxWords),
        [`${previous?.version ?? 'previous'} R1 F`]:
          previous?.scores?.[reference]?.[system]?.r1.toFixed(4) ?? '',
      })),
    ),
  );

  const ratio = (ref: string, system: string, baseline = 'lead-3') =>
    Number((scores[ref][system].r1 / scores[ref][baseline].r1).toFixed(4));
  // The previous version's R1 F (metadata.json) over this run's Lead-3 (the same documents).
  const previousRatio = (ref: string, system: string) => {
    const r1 = previous?.scores?.[ref]?.[system]?.r1;
    return r1 === undefined ? Number.NaN : Number((r1 / scores[ref]['lead-3'].r1).toFixed(4));
  };
  const PREVIOUS = previous?.version ?? 'previous';
  // Per reference: each length ÷ Lead-3 (the target) and ÷ the lead at its own budget.
  const targets = Object.fromEntries(
    Object.keys(scores).map((ref) => [
      ref,
      {
        shortVsLead3: ratio(ref, 'short'),
        mediumVsLead3: ratio(ref, 'medium'),
        shortVsLeadAtShortBudget: ratio(ref, 'short', 'lead at short budget'),
        mediumVsLeadAtMediumBudget: ratio(ref, 'medium', 'lead at medium budget'),
        previousShortVsLead3: previousRatio(ref, 'short'),
        previousMediumVsLead3: previousRatio(ref, 'medium'),
        words: Object.fromEntries(LENGTHS.map((l) => [l, scores[ref][l].words])),
      },
    ]),
  );
  printTable(
    Object.entries(targets).map(([reference, t]) => ({
      reference,
      'short ÷ L3': t.shortVsLead3.toFixed(3),
      'medium ÷ L3': t.mediumVsLead3.toFixed(3),
      'short ÷ lead same budget': t.shortVsLeadAtShortBudget.toFixed(3),
      'medium ÷ lead same budget': t.mediumVsLeadAtMediumBudget.toFixed(3),
      [`${PREVIOUS} short ÷ L3`]: t.previousShortVsLead3.toFixed(3),
      [`${PREVIOUS} medium ÷ L3`]: t.previousMediumVsLead3.toFixed(3),
      'words s/m/l': LENGTHS.map((l) => t.words[l]).join(' / '),
    })),
  );
  const texts = bbc
    .map((a) => a.body)
    .filter((a) => a.length >= 5000)
    .concat(readBbc('tune').map((a) => a.body))
    .filter((a) => a.length >= 5000)
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
    documents: counts,
    readAsLeadFirst: leadFirst,
    bbcShortVsLead3Extractive: ratio('BBC held-out / extractive', 'short'),
    bbcShortVsLead3Title: ratio('BBC held-out / title', 'short'),
    bbcMediumVsLead3Extractive: ratio('BBC held-out / extractive', 'medium'),
    bbcMediumVsLead3Title: ratio('BBC held-out / title', 'medium'),
    gumValidationShortVsLead3: ratio('GUM news validation / headline', 'short'),
    gumValidationMediumVsLead3: ratio('GUM news validation / headline', 'medium'),
    wikiValidationShortVsLead3: ratio('Wikipedia validation / lead', 'short'),
    wikiValidationMediumVsLead3: ratio('Wikipedia validation / lead', 'medium'),
    gumReadShortVsLead3: ratio('GUM news read / headline', 'short'),
    gumReadMediumVsLead3: ratio('GUM news read / headline', 'medium'),
    wikiReadShortVsLead3: ratio('Wikipedia read / lead', 'short'),
    wikiReadMediumVsLead3: ratio('Wikipedia read / lead', 'medium'),
    shortMaxWords: Math.max(...Object.values(scores).map((s) => s.short.maxWords)),
    latency_5000_chars_p50_ms: percentile(times, 0.5),
    latency_5000_chars_p95_ms: percentile(times, 0.95),
    detail: { targets, scores, previous },
  };
}
