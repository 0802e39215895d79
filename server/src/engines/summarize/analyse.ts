import { type DocSentence, splitDocument } from './document';
import { sentenceFeatures } from './features';
import { cosine, lexRank, scaleToMax, type TermVector, tfidfVectors } from './rank';
import { documentStructure } from './structure';
import { contentTerms } from './terms';

/** A document read for ranking: its sentences and what the rankers score them by. */
export interface DocumentAnalysis {
  /** Sentences; when the text is only headings, they count as body sentences. */
  sentences: DocSentence[];
  vectors: TermVector[];
  /** Cosine similarity between body sentences (0 for any pair with a heading). */
  sim: number[][];
  /** LexRank centrality, scaled to a maximum of 1. */
  centrality: number[];
  /** Whether the document reads as a lead-first report. */
  leadFirst: boolean;
  /** The learned ranker's input, one vector per sentence (see features.ts). */
  features: number[][];
}

/** Splits and measures a plain-text document once, for the summarizer and for training its ranker. */
export function analyseDocument(text: string): DocumentAnalysis {
  const split = splitDocument(text);
  const sentences = split.some((s) => !s.heading) ? split : split.map((s) => ({ ...s, heading: false }));
  const vectors = tfidfVectors(sentences.map((s) => contentTerms(s.text)));
  const n = sentences.length;
  const sim = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const v = sentences[i].heading || sentences[j].heading ? 0 : cosine(vectors[i], vectors[j]);
      sim[i][j] = v;
      sim[j][i] = v;
    }
  }
  const bodyCount = sentences.filter((s) => !s.heading).length || 1;
  const uniform = sentences.map((s) => (s.heading ? 0 : 1 / bodyCount));
  const centrality = scaleToMax(lexRank(sim, uniform));
  const leadFirst = documentStructure(sentences).leadFirst;
  const features = sentenceFeatures({ sentences, vectors, centrality });
  return { sentences, vectors, sim, centrality, leadFirst, features };
}
