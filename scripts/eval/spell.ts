/**
 * `npm run eval -- spell`: top-1 and top-5 suggestion accuracy on Norvig's test set 1, a fixed
 * 5,000-pair Birkbeck sample and the Aspell set, for plain Hunspell-style suggestions (nspell, a
 * JavaScript port of Hunspell's algorithm, on the same dictionary) and for Margin without and with
 * the context reranker. Birkbeck's targets are British, so that set uses the en-GB dictionary; the
 * others use en-US. A suggestion is right when it equals a target of the misspelling, ignoring case.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import nspell from 'nspell';
import { createSuggester, englishFrequencies } from '../../server/src/engines/spell/load';
import { onnxReranker, RERANKER_FILE } from '../../server/src/engines/spell/reranker';
import type { WordFrequencies } from '../../shared/src/spell/frequencies';
import { rerank } from '../../shared/src/spell/reranker';
import { printTable, type TableRow } from '../lib/table';
import { aspellSet, birkbeckSample, norvigTestSet1, type SpellPair } from '../train/lib/spell-data';
import { loadDictionaryFiles } from '../train/spell';

const require = createRequire(import.meta.url);
const MODEL_DIR = path.dirname(RERANKER_FILE);

/** Targets per misspelling (Aspell lists some misspellings under a US and a British target). */
function byMisspelling(pairs: SpellPair[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const p of pairs) {
    const set = out.get(p.miss) ?? new Set<string>();
    set.add(p.correct.toLowerCase());
    out.set(p.miss, set);
  }
  return out;
}

interface Score {
  top1: number;
  top5: number;
}

function score(lists: string[][], targets: Set<string>[]): Score {
  let t1 = 0;
  let t5 = 0;
  lists.forEach((list, i) => {
    const lower = list.map((w) => w.toLowerCase());
    if (targets[i].has(lower[0])) t1++;
    if (lower.slice(0, 5).some((w) => targets[i].has(w))) t5++;
  });
  return { top1: (100 * t1) / lists.length, top5: (100 * t5) / lists.length };
}

/** The frequencies the server ranks with (englishFrequencies: the corpus counts when installed). */
async function frequencies(): Promise<WordFrequencies> {
  const found = await englishFrequencies();
  if (!found) throw new Error(`no English frequencies in ${MODEL_DIR}: run npm run train -- spell`);
  return found;
}

async function evaluate(name: string, pkg: string, pairs: SpellPair[], freq: WordFrequencies) {
  const grouped = byMisspelling(pairs);
  const misses = [...grouped.keys()];
  const targets = misses.map((m) => grouped.get(m)!);
  const dir = path.dirname(require.resolve(pkg));
  const plain = nspell(
    fs.readFileSync(path.join(dir, 'index.aff')),
    fs.readFileSync(path.join(dir, 'index.dic')),
  );
  let t = performance.now();
  const plainLists = misses.map((m) => plain.suggest(m));
  const plainMs = (performance.now() - t) / misses.length;

  const dict = loadDictionaryFiles(pkg);
  const suggester = createSuggester(dict, freq);
  suggester.suggest('warmup');
  t = performance.now();
  const margin = misses.map((m) => suggester.suggest(m, 20));
  const marginMs = (performance.now() - t) / misses.length;
  const reranker = await onnxReranker();
  if (!reranker) throw new Error(`${RERANKER_FILE} is missing: run npm run train -- spell`);
  const reranked = await rerank(
    reranker,
    misses.map((m, i) => ({ typed: m, candidates: margin[i], context: { left: '', right: '' } })),
    freq,
  );
  const rows = {
    plain: score(plainLists, targets),
    margin: score(
      margin.map((l) => l.map((s) => s.word)),
      targets,
    ),
    marginReranked: score(
      reranked.map((l) => l.map((s) => s.word)),
      targets,
    ),
  };
  return {
    set: name,
    dictionary: pkg,
    misspellings: misses.length,
    msPerWord: { plain: plainMs, margin: marginMs },
    ...rows,
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const freq = await frequencies();
  const sets = [
    await evaluate('norvig-set1', 'dictionary-en', norvigTestSet1(), freq),
    await evaluate('birkbeck-5000', 'dictionary-en-gb', birkbeckSample(), freq),
    await evaluate('aspell', 'dictionary-en', aspellSet(), freq),
  ];
  const table: TableRow[] = [];
  const result: Record<string, unknown> = {};
  for (const s of sets) {
    for (const system of ['plain', 'margin', 'marginReranked'] as const) {
      table.push({ set: s.set, system, top1: s[system].top1.toFixed(1), top5: s[system].top5.toFixed(1) });
    }
    const gain = s.marginReranked.top1 - s.plain.top1;
    result[`${s.set}.top1.plain`] = s.plain.top1;
    result[`${s.set}.top1.margin`] = s.margin.top1;
    result[`${s.set}.top1.marginReranked`] = s.marginReranked.top1;
    result[`${s.set}.top5.marginReranked`] = s.marginReranked.top5;
    result[`${s.set}.gainOverPlain`] = gain;
    result[`${s.set}.target (gain >= 5)`] = gain >= 5 ? 'pass' : 'FAIL';
  }
  const norvig = sets[0].marginReranked.top1;
  result['norvig-set1.target (top1 >= 80)'] = norvig >= 80 ? 'pass' : 'FAIL';
  printTable(table);
  return { ...result, sets };
}
