import type { DocSentence } from './document';
import { isDangling } from './keypoints';
import { cosine, type TermVector } from './rank';

/**
 * Names of the sentence features the learned ranker reads, in vector order. Changing the list
 * changes the model's input: retrain (`npm run train -- summarize`) after any change. Left out on
 * purpose: sentence length (the oracle labels favour short sentences for ROUGE F's precision, and
 * the length budget, not the ranker, decides how long a summary is), and a flag for the very first
 * sentence: the training documents are Wikipedia articles without their first paragraph, so their
 * first sentence is a section's opening, and the model learned to pass it over (read half: news
 * documents not read as reports then lost their lead, GUM medium 0.1206 against 0.1238).
 */
export const SENTENCE_FEATURES = [
  'position',
  'relative_position',
  'paragraph_first',
  'paragraph_position',
  'centrality',
  'similarity_to_first',
  'similarity_to_document',
  'similarity_to_heading',
  'dangling',
  'quotation',
] as const;

/** What the features of one document are computed from. */
export interface FeatureInput {
  sentences: DocSentence[];
  vectors: TermVector[];
  /** LexRank centrality scaled to a maximum of 1, per sentence (headings 0). */
  centrality: number[];
}

/** Sum of vectors, L2-normalised: the document's centroid. */
function centroid(vectors: TermVector[]): TermVector {
  const sum: TermVector = new Map();
  for (const v of vectors) for (const [t, w] of v) sum.set(t, (sum.get(t) ?? 0) + w);
  const norm = Math.sqrt([...sum.values()].reduce((a, w) => a + w * w, 0)) || 1;
  for (const [t, w] of sum) sum.set(t, w / norm);
  return sum;
}

/**
 * One feature vector per sentence (headings get zeros: they are never summary material). Positions
 * count body sentences and body paragraphs only, so a title line does not shift them.
 */
export function sentenceFeatures({ sentences, vectors, centrality }: FeatureInput): number[][] {
  const body = sentences.map((_, i) => i).filter((i) => !sentences[i].heading);
  const n = body.length;
  const first = body[0];
  const doc = centroid(body.map((i) => vectors[i]));
  const paragraphs = [...new Set(body.map((i) => sentences[i].paragraph))];
  const out = sentences.map(() => new Array<number>(SENTENCE_FEATURES.length).fill(0));
  let heading = -1;
  let k = 0;
  sentences.forEach((s, i) => {
    if (s.heading) {
      heading = i;
      return;
    }
    const position = 1 / (1 + k);
    out[i] = [
      position,
      n > 1 ? k / (n - 1) : 0,
      s.inParagraph === 0 ? 1 : 0,
      1 / (1 + paragraphs.indexOf(s.paragraph)),
      centrality[i],
      i === first ? 1 : cosine(vectors[i], vectors[first]),
      cosine(vectors[i], doc),
      heading >= 0 ? cosine(vectors[i], vectors[heading]) : 0,
      isDangling(s.text) ? 1 : 0,
      /["“”]/.test(s.text) ? 1 : 0,
    ];
    k++;
  });
  return out;
}
