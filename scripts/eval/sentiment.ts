/**
 * `npm run eval -- sentiment`: accuracy and macro-F1 of the committed sentiment model on the held-out
 * part of each VADER ground-truth set (the split training used), beside vader-sentiment's own
 * compound score with its ±0.05 thresholds on the same texts.
 */
import vader from 'vader-sentiment';
import { BagClassifier } from '../../server/src/ml/bag-classifier';
import { SENTIMENTS, type Sentiment } from '../../shared/src/contract/analysis';
import { printTable, type TableRow } from '../lib/table';
import { modelDir } from '../train/lib/artefacts';
import { readVader, VADER_SETS } from '../train/lib/datasets';
import { classification } from '../train/lib/metrics';

/** VADER's own three-way reading of its compound score. */
function vaderClass(text: string): Sentiment {
  const c = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
  return c >= 0.05 ? 'POSITIVE' : c <= -0.05 ? 'NEGATIVE' : 'NEUTRAL';
}

export async function run(): Promise<Record<string, unknown>> {
  const model = await BagClassifier.load(modelDir('sentiment'));
  const rows: TableRow[] = [];
  const sets: Record<string, unknown> = {};
  let wins = 0;
  for (const set of VADER_SETS) {
    const [, test] = readVader(set);
    const truth = test.map((e) => e.label);
    const probs = await model.predict(test.map((e) => e.text));
    const ours = classification(
      probs.map((p) => SENTIMENTS[[0, 1, 2].reduce((a, b) => (p[b] > p[a] ? b : a))]),
      truth,
      SENTIMENTS,
    );
    const base = classification(
      test.map((e) => vaderClass(e.text)),
      truth,
      SENTIMENTS,
    );
    const beats = ours.accuracy > base.accuracy && ours.macroF1 > base.macroF1;
    if (beats) wins++;
    sets[set] = { examples: test.length, margin: ours, vader: base, beatsVader: beats };
    rows.push({
      set,
      texts: test.length,
      'accuracy (margin)': ours.accuracy.toFixed(3),
      'accuracy (vader)': base.accuracy.toFixed(3),
      'macro-F1 (margin)': ours.macroF1.toFixed(3),
      'macro-F1 (vader)': base.macroF1.toFixed(3),
      'beats vader': beats ? 'yes' : 'no',
    });
  }
  printTable(rows);
  return { setsBeatingVader: wins, sets: VADER_SETS.length, perSet: sets };
}
