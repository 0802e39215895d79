/**
 * `npm run train -- lm`: Margin's one language model (see docs/language-model.md). Streams
 * ../shared/data/corpus_en, holds back every 100th document of each source, and writes
 * server/src/engines/lm/model/{lm.bin,metadata.json}.
 *
 * Environment (for experiments; the committed model uses the defaults):
 * LM_MAX_WORDS caps the tokens read (taken proportionally from each source), LM_LOWERCASE=1
 * lower-cases, LM_SMOOTHING=stupid-backoff, LM_ORDER, LM_MAX_NGRAMS, LM_OUT writes elsewhere.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LM_FORMAT_VERSION } from '@margin/shared/lm/format';
import { lmSentences } from '@margin/shared/lm/tokens';
import { rounded } from './lib/artefacts';
import { DATA_DIR, REPO_ROOT } from './lib/datasets';
import { buildLm, type LmBuildOptions } from './lib/lm-build';
import { CORPUS_SOURCES, HOLDOUT_EVERY, sourceLines } from './lib/lm-corpus';

export const LM_DIR = path.join(REPO_ROOT, 'server/src/engines/lm/model');

/** Words read per source, and documents held back. */
interface SourceUse {
  words: number;
  documents: number;
  heldOutDocuments: number;
}

export async function train(): Promise<void> {
  const started = Date.now();
  const env = process.env;
  const maxWords = Number(env.LM_MAX_WORDS ?? Number.POSITIVE_INFINITY);
  const totalWords = CORPUS_SOURCES.reduce((s, c) => s + c.words, 0);
  const options: LmBuildOptions = {
    order: Number(env.LM_ORDER ?? 4),
    lowercase: env.LM_LOWERCASE === '1',
    smoothing: env.LM_SMOOTHING === 'stupid-backoff' ? 'stupid-backoff' : 'absolute-discounting',
    maxVocab: 250_000,
    minWordCount: 3,
    maxNgrams: Number(env.LM_MAX_NGRAMS ?? 7_000_000),
    workDir: fs.mkdtempSync(path.join(os.tmpdir(), 'margin-lm-')),
    log: (m) => console.log(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${m}`),
  };
  const outDir = env.LM_OUT ? path.resolve(env.LM_OUT) : LM_DIR;
  const use: Record<string, SourceUse> = {};

  async function* sentences(): AsyncGenerator<string[]> {
    for (const source of CORPUS_SOURCES) {
      const cap = Number.isFinite(maxWords) ? Math.ceil((maxWords * source.words) / totalWords) : maxWords;
      const u: SourceUse = { words: 0, documents: 0, heldOutDocuments: 0 };
      use[source.name] = u;
      let lastDocument = -1;
      for await (const line of sourceLines(DATA_DIR, source, () => u.words >= cap)) {
        if (line.document !== lastDocument) {
          lastDocument = line.document;
          if (line.heldOut) u.heldOutDocuments++;
          else u.documents++;
        }
        if (line.heldOut) continue;
        for (const s of lmSentences(line.text, options.lowercase)) {
          u.words += s.length;
          yield s;
        }
      }
      options.log?.(`read ${source.name}: ${u.words} tokens`);
    }
  }

  const { bytes, stats } = await buildLm(sentences(), options);
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, 'lm.bin'), bytes);
  const metadataFile = path.join(outDir, 'metadata.json');
  // The measured design choices (smoothing, case) are recorded once by hand; keep them across retraining.
  const choices = fs.existsSync(metadataFile)
    ? JSON.parse(fs.readFileSync(metadataFile, 'utf8')).choices
    : undefined;
  const metadata = {
    model: 'lm',
    kind: `word ${options.order}-gram language model, ${options.smoothing === 'stupid-backoff' ? 'stupid backoff (0.4)' : 'interpolated absolute discounting'}, pruned by count, 8-bit quantised, bucketed 32-bit fingerprints; format ${LM_FORMAT_VERSION}: top continuations and entropy of the most frequent contexts`,
    trained_at: new Date().toISOString().slice(0, 10),
    training_script: 'scripts/train/lm.ts',
    order: options.order,
    smoothing: options.smoothing,
    lowercase: options.lowercase,
    tokenizer: 'shared/src/lm/tokens.ts (ml/sentences + ml/tokens; digits -> <num>, straight apostrophes)',
    data: CORPUS_SOURCES.map((s) => ({
      corpus: `corpus_en/${s.file}`,
      attribution: s.attribution,
      licence: s.licence,
      tokens_trained: use[s.name]?.words ?? 0,
      documents_trained: use[s.name]?.documents ?? 0,
      documents_held_out: use[s.name]?.heldOutDocuments ?? 0,
    })),
    data_origin:
      'see ../shared/data/SOURCES.md; Wikipedia text is CC BY-SA 3.0: this model is a derivative of Wikipedia',
    split: `every ${HOLDOUT_EVERY}th document of each source (document index % ${HOLDOUT_EVERY} == ${HOLDOUT_EVERY - 1}; documents end at blank lines and "# " headers) is held back for evaluation`,
    subset: Number.isFinite(maxWords)
      ? `first ${maxWords} tokens, proportionally per source`
      : 'whole corpus',
    vocabulary: { max: options.maxVocab, min_count: options.minWordCount, size: stats.vocabulary },
    stats,
    seconds: Math.round((Date.now() - started) / 1000),
    peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    choices,
    metrics: {},
  };
  fs.writeFileSync(metadataFile, `${JSON.stringify(rounded(metadata), null, 2)}\n`);
  console.log(`wrote ${path.relative(REPO_ROOT, outDir)}/lm.bin (${(bytes.length / 1e6).toFixed(1)} MB)`);
}
