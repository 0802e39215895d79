/**
 * Translation quality of the embedded engine (Apertium) on Tatoeba (../shared/data/translation,
 * LASER's test set: 1,000 short everyday sentences per pair): corpus chrF2 and BLEU for every pair
 * the engine supports, both directions, through the same Translator the API uses (detection with the
 * source as a hint, placeholders, line handling). Then the placeholder preservation rate on a
 * generated set of the same sentences with markup inserted (target 100%). Run alone with
 * `npx tsx scripts/eval/translate.ts`, or through `npm run eval -- translate`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadConfig } from '../../server/src/config';
import { ApertiumEngine } from '../../server/src/engines/translate/apertium/engine';
import { Translator } from '../../server/src/engines/translate/translator';
import { resolveLanguage } from '../../shared/src/languages/index';
import { printTable, type TableRow } from '../lib/table';
import { corpusBleu, corpusChrF } from './lib/mt-metrics';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA_DIR = path.resolve(REPO_ROOT, '../shared/data/translation/tatoeba_laser');
const PAIRS = [
  { file: 'tatoeba_eng-spa.tsv', other: 'es' },
  { file: 'tatoeba_eng-fra.tsv', other: 'fr' },
  { file: 'tatoeba_eng-deu.tsv', other: 'de' },
];
/** Sentences of the markup set per direction. */
const MARKUP_SENTENCES = 300;
const PLACEHOLDER_TARGET = 1;

interface DirectionResult {
  direction: string;
  supported: boolean;
  via?: string[];
  sentences?: number;
  chrF?: number;
  BLEU?: number;
  msPerSentence?: number;
  failures?: number;
}

function readPairs(file: string): { en: string; other: string }[] {
  const lines = fs.readFileSync(path.join(DATA_DIR, file), 'utf8').split('\n').slice(1);
  return lines
    .filter((l) => l.includes('\t'))
    .map((l) => {
      const [en, other] = l.split('\t');
      return { en: en.trim(), other: other.trim() };
    });
}

/** A small deterministic PRNG (mulberry32), so the markup set is the same on every run. */
function prng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const INSERTS = [
  '{name}',
  '{{count}}',
  '%s',
  'https://example.com/a?b=c&d=e',
  'ana.lopez@example.org',
  '`npm run build`',
  '&amp;',
  '<br/>',
];

/** A sentence with 2–3 placeholders inserted at word boundaries and one word wrapped in a tag pair. */
function withMarkup(sentence: string, rand: () => number): { text: string; placeholders: string[] } {
  const words = sentence.split(' ');
  const wrap = Math.floor(rand() * words.length);
  words[wrap] = `<b>${words[wrap]}</b>`;
  const count = 2 + Math.floor(rand() * 2);
  for (let k = 0; k < count; k++) {
    const at = Math.floor(rand() * (words.length + 1));
    words.splice(at, 0, INSERTS[Math.floor(rand() * INSERTS.length)]);
  }
  const text = words.join(' ');
  const placeholders =
    text.match(
      /<\/?b>|\{\{count\}\}|\{name\}|%s|https:\/\/\S+?(?=\s|$)|ana\.lopez@example\.org|`npm run build`|&amp;|<br\/>/g,
    ) ?? [];
  return { text, placeholders };
}

/** The placeholders of `text` that come back unchanged, and whether they keep their relative order. */
function preserved(expected: string[], output: string): { kept: number; inOrder: boolean } {
  let kept = 0;
  let cursor = 0;
  let inOrder = true;
  const remaining = output;
  for (const p of expected) {
    const at = remaining.indexOf(p, cursor);
    if (at >= 0) {
      kept++;
      cursor = at + p.length;
    } else if (remaining.includes(p)) {
      kept++;
      inOrder = false;
    }
  }
  return { kept, inOrder };
}

export async function run(): Promise<Record<string, unknown>> {
  if (!fs.existsSync(DATA_DIR)) {
    throw new Error(
      `translate eval: ${DATA_DIR} does not exist (it is part of the shared data folder beside the repository)`,
    );
  }
  const engine = new ApertiumEngine(loadConfig().translate.apertium);
  const translator = new Translator([engine]);
  const status = await engine.status();
  if (!status.available) {
    throw new Error(`translate eval: Apertium is unavailable (${status.detail}); .ci/run installs it`);
  }

  const directions: DirectionResult[] = [];
  const markupSources: { source: string; target: string; sentences: string[] }[] = [];
  try {
    for (const pair of PAIRS) {
      const rows = readPairs(pair.file);
      for (const [source, target] of [
        ['en', pair.other],
        [pair.other, 'en'],
      ]) {
        const direction = `${source}→${target}`;
        const route = await engine.route(source, target);
        if (!route) {
          directions.push({ direction, supported: false });
          continue;
        }
        const sources = rows.map((r) => (source === 'en' ? r.en : r.other));
        const references = rows.map((r) => (target === 'en' ? r.en : r.other));
        const options = { target: resolveLanguage(target), sourceHint: resolveLanguage(source) };
        const started = performance.now();
        const hypotheses: string[] = [];
        let failures = 0;
        for (const s of sources) {
          try {
            hypotheses.push((await translator.translate(s, options)).translation);
          } catch {
            failures++;
            hypotheses.push('');
          }
        }
        const ms = (performance.now() - started) / sources.length;
        directions.push({
          direction,
          supported: true,
          via: route.via,
          sentences: sources.length,
          chrF: round(corpusChrF(hypotheses, references)),
          BLEU: round(corpusBleu(hypotheses, references)),
          msPerSentence: round(ms, 2),
          failures,
        });
        process.stdout.write(
          `  ${direction}: chrF ${round(corpusChrF(hypotheses, references))}, BLEU ${round(corpusBleu(hypotheses, references))}\n`,
        );
        if (source === 'en')
          markupSources.push({ source, target, sentences: sources.slice(0, MARKUP_SENTENCES) });
      }
    }

    // Placeholder preservation: the same sentences with markup, through the API's path.
    let placeholders = 0;
    let kept = 0;
    let sentencesAll = 0;
    let sentencesKept = 0;
    let sentencesInOrder = 0;
    const rand = prng(20240909);
    for (const { source, target, sentences } of markupSources) {
      const options = { target: resolveLanguage(target), sourceHint: resolveLanguage(source) };
      for (const s of sentences) {
        const { text, placeholders: expected } = withMarkup(s, rand);
        const out = (await translator.translate(text, options)).translation;
        const p = preserved(expected, out);
        placeholders += expected.length;
        kept += p.kept;
        sentencesAll++;
        if (p.kept === expected.length) sentencesKept++;
        if (p.kept === expected.length && p.inOrder) sentencesInOrder++;
      }
    }

    const supported = directions.filter((d) => d.supported);
    const result: Record<string, unknown> = {};
    for (const d of supported) {
      result[`chrF ${d.direction}`] = d.chrF;
      result[`BLEU ${d.direction}`] = d.BLEU;
    }
    result['unsupported directions'] =
      directions
        .filter((d) => !d.supported)
        .map((d) => d.direction)
        .join(', ') || 'none';
    result['placeholder preservation'] = kept / placeholders;
    result['placeholder preservation target'] = PLACEHOLDER_TARGET;
    result['sentences with every placeholder'] = sentencesKept / sentencesAll;
    result['sentences with placeholders in order'] = sentencesInOrder / sentencesAll;
    result.directions = directions;
    result.markup = {
      sentences: sentencesAll,
      placeholders,
      kept,
      directions: markupSources.map((m) => `${m.source}→${m.target}`),
    };
    result.engine = { name: 'apertium', modes: status.detail };
    result.data = 'Tatoeba (LASER test set v1), 1,000 sentence pairs per language';
    return result;
  } finally {
    await translator.close();
  }
}

function round(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  run().then(
    (r) => {
      const rows: TableRow[] = Object.entries(r)
        .filter(([, v]) => typeof v !== 'object')
        .map(([metric, value]) => ({ metric, value: String(value) }));
      printTable(rows);
    },
    (err) => {
      process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
      process.exit(1);
    },
  );
}
