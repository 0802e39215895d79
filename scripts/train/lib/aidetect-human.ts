/**
 * The human-written calibration set of the 20261124 AI detector: many genres and lengths, none of it
 * text the shared language model was trained on. Each text is assigned once, by a seeded coin, to
 * the calibration half (used to fit and calibrate) or the held-back half (only for reporting).
 */
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR, dataFile, REPO_ROOT, readGoEmotions, readVader, VADER_SETS } from './datasets';
import { CORPUS_SOURCES, type CorpusSource, sourceLines } from './lm-corpus';
import { seededRandom } from './random';

/** One human text with its genre and its side of the calibration split. */
export interface HumanText {
  text: string;
  genre: string;
  side: 'calibration' | 'heldback';
}

/** Seed of the chunk lengths and of the calibration / held-back coin; share held back. */
export const HUMAN_SPLIT = { seed: 20_261_124, heldbackShare: 0.5 } as const;
/** Long documents are cut into chunks of this many words (drawn uniformly per chunk). */
export const CHUNK_WORDS = { min: 50, max: 500 } as const;
/** At most this many texts per genre (and per corpus document, so one book does not dominate). */
const PER_GENRE = 1200;
const PER_DOCUMENT = 40;

const GENRE: Record<string, string> = {
  'wikipedia-2015': 'wikipedia',
  'wikipedia-2021': 'wikipedia',
  gutenberg: 'fiction',
  masc: 'masc',
  'presidential-speeches': 'speeches',
  gum: 'gum',
};

/** Documents of each corpus file the language model trained on (from its metadata.json). */
function trainedDocuments(): Map<string, number> {
  const meta = JSON.parse(
    fs.readFileSync(path.join(REPO_ROOT, 'server/src/engines/lm/model/metadata.json'), 'utf8'),
  ) as { data: Array<{ corpus: string; documents_trained: number; documents_held_out: number }> };
  return new Map(
    meta.data.map((d) => [d.corpus.replace(/^corpus_en\//, ''), d.documents_trained + d.documents_held_out]),
  );
}

/** Cuts a list of paragraphs into chunks of CHUNK_WORDS words, never across documents. */
function chunker(random: () => number) {
  const target = () => Math.round(CHUNK_WORDS.min + random() * (CHUNK_WORDS.max - CHUNK_WORDS.min));
  return (paragraphs: string[]): string[] => {
    const out: string[] = [];
    let words: string[] = [];
    let want = target();
    for (const p of paragraphs) {
      for (const w of p.split(/\s+/)) if (w) words.push(w);
      while (words.length >= want) {
        out.push(words.slice(0, want).join(' '));
        words = words.slice(want);
        want = target();
      }
    }
    if (words.length >= CHUNK_WORDS.min) out.push(words.join(' '));
    return out;
  };
}

/**
 * Unseen documents of one corpus source: its held-out documents (every 100th) and documents past the
 * part the language model read (with a margin of 5%), chunked.
 */
async function corpusChunks(source: CorpusSource, trained: number, random: () => number): Promise<string[]> {
  const chunk = chunker(random);
  const out: string[] = [];
  const margin = Math.ceil(trained * 1.05) + 5;
  let doc = -1;
  let paragraphs: string[] = [];
  const flush = () => {
    if (paragraphs.length) out.push(...chunk(paragraphs).slice(0, PER_DOCUMENT));
    paragraphs = [];
  };
  for await (const line of sourceLines(DATA_DIR, source, () => out.length >= PER_GENRE)) {
    if (line.document !== doc) {
      flush();
      doc = line.document;
    }
    if (line.heldOut || line.document >= margin) paragraphs.push(line.text);
  }
  flush();
  return out;
}

/** Every human genre's texts, split into calibration and held-back halves. */
export async function readHumanTexts(): Promise<HumanText[]> {
  const random = seededRandom(HUMAN_SPLIT.seed);
  const chunk = chunker(random);
  const byGenre = new Map<string, string[]>();
  const add = (genre: string, texts: string[]) => {
    const list = byGenre.get(genre) ?? [];
    list.push(...texts);
    byGenre.set(genre, list);
  };
  const trained = trainedDocuments();
  for (const source of CORPUS_SOURCES) {
    const docs = trained.get(source.file);
    if (docs === undefined) continue;
    add(GENRE[source.name] ?? source.name, await corpusChunks(source, docs, random));
  }
  const bbc = fs
    .readFileSync(dataFile('bbc_news_summary', 'bbc_news_summary.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { article: string }).article.split(/\n+/));
  add(
    'news',
    bbc.flatMap((paragraphs) => chunk(paragraphs).slice(0, 2)),
  );
  const cranfield = fs
    .readFileSync(dataFile('cranfield', 'cranfield_corpus.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { text: string }).text)
    .filter((t) => t.split(/\s+/).length >= 20);
  add('abstracts', cranfield);
  add(
    'reddit',
    [...readGoEmotions('dev'), ...readGoEmotions('test')].map((e) => e.text),
  );
  for (const set of VADER_SETS)
    add(
      `vader-${set}`,
      readVader(set)
        .flat()
        .map((e) => e.text),
    );
  const sts = fs
    .readFileSync(dataFile('stsbenchmark', 'sts-dev.csv'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => l.split('\t')[5])
    .filter((t): t is string => Boolean(t));
  add('sts', sts);

  const coin = seededRandom(HUMAN_SPLIT.seed + 1);
  const out: HumanText[] = [];
  for (const [genre, texts] of byGenre) {
    for (const text of [...new Set(texts)].slice(0, PER_GENRE)) {
      out.push({ text, genre, side: coin() < HUMAN_SPLIT.heldbackShare ? 'heldback' : 'calibration' });
    }
  }
  return out;
}
