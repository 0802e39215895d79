/**
 * `npm run eval -- tone`: macro-F1 of the committed tone model (ONNX, through the server's own
 * loader) on GoEmotions test over the 28 tones, with the per-tone thresholds tuned on dev that
 * metadata.json records; target ≥ 0.40 (the GoEmotions paper's BERT-base reaches 0.46).
 */
import fs from 'node:fs';
import path from 'node:path';
import { BagClassifier } from '../../server/src/ml/bag-classifier';
import { TONES } from '../../shared/src/contract/analysis';
import { printTable } from '../lib/table';
import { modelDir } from '../train/lib/artefacts';
import { readGoEmotions, TONE_INDEX } from '../train/lib/datasets';
import { mean, perLabelF1 } from '../train/lib/metrics';

export async function run(): Promise<Record<string, unknown>> {
  const dir = modelDir('tone');
  const meta = JSON.parse(fs.readFileSync(path.join(dir, 'metadata.json'), 'utf8')) as {
    thresholds: Record<string, number>;
  };
  const model = await BagClassifier.load(dir);
  const test = readGoEmotions('test');
  const probs = await model.predict(test.map((e) => e.text));
  const truth = test.map((e) => TONES.map((t) => e.tones.includes(t)));
  const per = perLabelF1(
    probs.map((p) => TONES.map((t) => p[TONE_INDEX.get(t) as number] >= meta.thresholds[t])),
    truth,
  );
  // The endpoint's own view: is the true tone among the three it returns?
  const top3 = probs.map((p) =>
    TONES.map((_, i) => i)
      .sort((a, b) => p[b] - p[a])
      .slice(0, 3),
  );
  const top3Hit = mean(
    test.map((e, i) => (e.tones.some((t) => top3[i].includes(TONE_INDEX.get(t) as number)) ? 1 : 0)),
  );
  const macroF1 = mean(per.map((r) => r.f1));
  printTable(
    TONES.map((t, c) => ({
      tone: t,
      support: truth.filter((y) => y[c]).length,
      precision: per[c].precision.toFixed(3),
      recall: per[c].recall.toFixed(3),
      f1: per[c].f1.toFixed(3),
    })),
  );
  console.log(
    `macro-F1 ${macroF1.toFixed(4)} (target ≥ 0.40); true tone in the top three: ${(top3Hit * 100).toFixed(1)}%`,
  );
  return {
    examples: test.length,
    macroF1,
    macroF1Target: 0.4,
    meetsTarget: macroF1 >= 0.4,
    top3Accuracy: top3Hit,
    perTone: Object.fromEntries(TONES.map((t, c) => [t, per[c]])),
  };
}
