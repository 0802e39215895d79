/**
 * One-off conversion of the AI-detection trigram model from its earlier "MLM1" format into Margin's
 * one language-model format (issue #13), checked token by token against the MLM1 scorer's maths:
 *
 *   git show 042500e:server/src/engines/aidetect/model/lm.bin.gz > /tmp/mlm1.bin.gz
 *   npx tsx scripts/train/aidetect-trigram-convert.ts /tmp/mlm1.bin.gz
 *
 * writes server/src/engines/aidetect/model/lm.bin.gz (or the second argument). A retrained model
 * needs no conversion: `npm run train -- aidetect` writes the new format directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { NgramLanguageModel } from '@margin/shared/ml/ngram-lm';
import { tokenize } from '@margin/shared/ml/tokens';
import { modelDir } from './lib/artefacts';
import { readAiDetection } from './lib/datasets';
import { encodeTrigramLm, readMlm1, referenceTokenStats } from './lib/trigram-lm';

const [input, output = path.join(modelDir('aidetect'), 'lm.bin.gz')] = process.argv.slice(2);
if (!input) {
  console.error('usage: aidetect-trigram-convert.ts <MLM1 lm.bin.gz> [output]');
  process.exit(2);
}
const raw = fs.readFileSync(input);
const counts = readMlm1(raw[0] === 0x1f ? gunzipSync(raw) : raw);
const bytes = encodeTrigramLm(counts);
const model = new NgramLanguageModel(bytes);

// Every token of the held-out detection texts, scored both ways.
const [, test] = readAiDetection();
let tokens = 0;
let maxLogpError = 0;
let maxEntropyError = 0;
let rankMismatches = 0;
for (const row of test) {
  const ids = tokenize(row.text).map((t) => model.id(t.text));
  const want = referenceTokenStats(counts, ids);
  const got = model.score(ids);
  for (let i = 0; i < ids.length; i++) {
    tokens++;
    maxLogpError = Math.max(maxLogpError, Math.abs(got[i].logp - want[i].logp));
    maxEntropyError = Math.max(maxEntropyError, Math.abs(got[i].entropy - want[i].entropy));
    if (got[i].rank !== want[i].rank || got[i].unknown !== want[i].unknown) rankMismatches++;
  }
}
console.log({ texts: test.length, tokens, maxLogpError, maxEntropyError, rankMismatches });
if (maxLogpError > 1e-4 || maxEntropyError > 1e-6 || rankMismatches > 0) {
  console.error('the re-encoded model does not reproduce the MLM1 scores; nothing written');
  process.exit(1);
}
fs.writeFileSync(output, gzipSync(bytes, { level: 9 }));
console.log(
  `wrote ${output} (${(bytes.length / 1e6).toFixed(2)} MB, gzipped ${(fs.statSync(output).size / 1e6).toFixed(2)} MB)`,
);
