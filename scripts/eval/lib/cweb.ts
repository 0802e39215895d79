/**
 * CWEB dev (../shared/data/gec/cweb, Flachs et al. 2020; CC BY-NC-SA 4.0: evaluation only, never
 * training): web sentences with two annotators' ERRANT edits (M2) over tokenised text, and the raw
 * source sentences. A checker's edits on the raw sentence are scored against the M2 edits:
 * - an edit is correct when the source with that edit alone equals the source with one gold edit
 *   alone, ignoring whitespace (so tokenisation and spacing do not matter); an edit that changes only
 *   whitespace is left out (the tokenised gold cannot express it);
 * - per sentence the annotator giving the most correct edits is used (ties: fewer gold edits), as
 *   ERRANT does with several annotators;
 * - precision, recall and F0.5 overall and per ERRANT class (the code after `R:`/`M:`/`U:`): a system
 *   edit's class from its own `error_type`, a gold edit's from the M2.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A gold edit: code-point span in the raw sentence, its correction, its class. */
interface GoldEdit {
  start: number;
  end: number;
  correction: string;
  type: string;
}

/** One CWEB sentence: the raw text and, per annotator, its edits (undefined: tokens not aligned). */
export interface CwebRow {
  sentence: string;
  annotators: GoldEdit[][];
  aligned: boolean;
}

/** What the scorer needs of a checker's answer. */
export interface CwebEdit {
  start: number;
  end: number;
  replacement: string;
  errorType: string;
}

const squash = (s: string) => s.replace(/\s+/g, '');
const classOf = (type: string) => type.replace(/^[RMU]:/, '');

/** Code-point start/end of each M2 token in the raw sentence, or undefined when they cannot be found in order. */
function align(raw: string, tokens: string[]): { start: number; end: number }[] | undefined {
  const cps = Array.from(raw);
  const text = cps.join('');
  const out: { start: number; end: number }[] = [];
  // Work in UTF-16 and convert at the end.
  let at = 0;
  const spans16: [number, number][] = [];
  for (const t of tokens) {
    const i = text.indexOf(t, at);
    if (i < 0 || text.slice(at, i).trim() !== '') return undefined;
    spans16.push([i, i + t.length]);
    at = i + t.length;
  }
  const cp = (u: number) => Array.from(text.slice(0, u)).length;
  for (const [a, b] of spans16) out.push({ start: cp(a), end: cp(b) });
  return out;
}

/** Parses one M2 file against its raw source lines. */
function parseM2(m2: string, sources: string[]): CwebRow[] {
  const blocks = m2.split(/\n\s*\n/).filter((b) => b.startsWith('S '));
  if (blocks.length !== sources.length)
    throw new Error(`CWEB: ${blocks.length} M2 sentences against ${sources.length} raw ones`);
  return blocks.map((block, k) => {
    const [sLine, ...aLines] = block.split('\n');
    const tokens = sLine.slice(2).split(' ').filter(Boolean);
    const sentence = sources[k];
    const spans = align(sentence, tokens);
    const annotators: GoldEdit[][] = [];
    for (const a of aLines) {
      const [range, type, correction, , , annotator] = a.slice(2).split('|||');
      const id = Number(annotator);
      annotators[id] ??= [];
      if (type === 'noop' || !spans) continue;
      const [s, e] = range.split(' ').map(Number);
      const start = s < spans.length ? spans[s].start : (spans.at(-1)?.end ?? 0);
      const end = e > s ? spans[e - 1].end : start;
      annotators[id].push({ start, end, correction, type });
    }
    return { sentence, annotators: annotators.filter(Boolean), aligned: spans !== undefined };
  });
}

/** The CWEB dev rows (G and S), extracted from the archive into a temporary folder. */
export function readCweb(dataDir: string): CwebRow[] {
  const archive = path.join(dataDir, 'gec', 'cweb', 'cweb-dev-raw-and-m2.tar.xz');
  if (!fs.existsSync(archive)) throw new Error(`grammar eval: ${archive} does not exist`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cweb-'));
  try {
    execFileSync('tar', ['-xJf', archive, '-C', dir]);
    return ['G', 'S'].flatMap((part) => {
      const sources = fs.readFileSync(path.join(dir, 'raw', `CWEB-${part}.dev.source`), 'utf8').split('\n');
      if (sources.at(-1) === '') sources.pop();
      return parseM2(fs.readFileSync(path.join(dir, 'm2', `CWEB-${part}.dev.m2`), 'utf8'), sources);
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function applyOne(sentence: string, start: number, end: number, text: string): string {
  const cps = Array.from(sentence);
  return cps.slice(0, start).join('') + text + cps.slice(end).join('');
}

/** Counts of one class or of everything: system edits and the correct ones; gold edits and the ones found. */
interface Counts {
  system: number;
  correct: number;
  gold: number;
  found: number;
}

const prf = (c: Counts) => {
  const precision = c.system ? c.correct / c.system : 0;
  const recall = c.gold ? c.found / c.gold : 0;
  const f05 = precision + recall ? (1.25 * precision * recall) / (0.25 * precision + recall) : 0;
  return { ...c, precision, recall, f05 };
};

/** One system edit as scored: the sentence, the text it replaced, its replacement, class, correctness. */
export interface ScoredEdit {
  sentence: string;
  written: string;
  replacement: string;
  errorType: string;
  correct: boolean;
}

/** Scores of a checker on CWEB rows. */
export type CwebResult = ReturnType<typeof scoreCweb>;

/** Scores every row's system edits against the best-matching annotator. */
export function scoreCweb(rows: CwebRow[], systemEdits: CwebEdit[][]) {
  const total: Counts = { system: 0, correct: 0, gold: 0, found: 0 };
  const byClass: Record<string, Counts> = {};
  const cls = (c: string) => {
    byClass[c] ??= { system: 0, correct: 0, gold: 0, found: 0 };
    return byClass[c];
  };
  let unaligned = 0;
  const scored: ScoredEdit[] = [];
  rows.forEach((row, k) => {
    if (!row.aligned) {
      unaligned++;
      return;
    }
    const src = squash(row.sentence);
    const edits = systemEdits[k].filter(
      (e) => squash(applyOne(row.sentence, e.start, e.end, e.replacement)) !== src,
    );
    let best: { gold: GoldEdit[]; correct: Set<number>; matched: Set<number> } | undefined;
    for (const gold of row.annotators.length ? row.annotators : [[]]) {
      const goldTexts = gold.map((g) => squash(applyOne(row.sentence, g.start, g.end, g.correction)));
      const correct = new Set<number>();
      const matched = new Set<number>();
      edits.forEach((e, i) => {
        const j = goldTexts.indexOf(squash(applyOne(row.sentence, e.start, e.end, e.replacement)));
        if (j >= 0 && !matched.has(j)) {
          correct.add(i);
          matched.add(j);
        }
      });
      if (
        !best ||
        correct.size > best.correct.size ||
        (correct.size === best.correct.size && gold.length < best.gold.length)
      )
        best = { gold, correct, matched };
    }
    if (!best) return;
    const { gold, correct, matched } = best;
    total.system += edits.length;
    total.correct += correct.size;
    total.gold += gold.length;
    total.found += matched.size;
    edits.forEach((e, i) => {
      const c = cls(classOf(e.errorType));
      c.system++;
      if (correct.has(i)) c.correct++;
      scored.push({
        sentence: row.sentence,
        written: Array.from(row.sentence).slice(e.start, e.end).join(''),
        replacement: e.replacement,
        errorType: e.errorType,
        correct: correct.has(i),
      });
    });
    gold.forEach((g, j) => {
      const c = cls(classOf(g.type));
      c.gold++;
      if (matched.has(j)) c.found++;
    });
  });
  return {
    ...prf(total),
    unaligned,
    sentences: rows.length,
    edits: scored,
    byClass: Object.fromEntries(Object.entries(byClass).map(([k, v]) => [k, prf(v)])),
  };
}

/** Runs a checker over CWEB rows and scores it. */
export async function cweb(
  check: (sentence: string) => Promise<CwebEdit[]>,
  rows: CwebRow[],
): Promise<CwebResult> {
  const edits: CwebEdit[][] = [];
  for (const row of rows) edits.push(await check(row.sentence));
  return scoreCweb(rows, edits);
}
