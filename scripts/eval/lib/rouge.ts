import { stemmer } from 'stemmer';

/** Precision, recall and F1 of one ROUGE measure. */
export interface RougeScore {
  precision: number;
  recall: number;
  f1: number;
}

/** ROUGE tokens: lower-cased alphanumeric words, Porter-stemmed (as rouge-score with use_stemmer). */
export function rougeTokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).map((w) => (w.length > 3 ? stemmer(w) : w));
}

function score(overlap: number, candidateTotal: number, referenceTotal: number): RougeScore {
  const precision = candidateTotal ? overlap / candidateTotal : 0;
  const recall = referenceTotal ? overlap / referenceTotal : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

function ngrams(tokens: string[], n: number): Map<string, number> {
  const m = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const g = tokens.slice(i, i + n).join(' ');
    m.set(g, (m.get(g) ?? 0) + 1);
  }
  return m;
}

/** ROUGE-N: clipped n-gram overlap between candidate and reference. */
export function rougeN(candidate: string[], reference: string[], n: number): RougeScore {
  const c = ngrams(candidate, n);
  const r = ngrams(reference, n);
  let overlap = 0;
  for (const [g, k] of c) overlap += Math.min(k, r.get(g) ?? 0);
  return score(overlap, Math.max(candidate.length - n + 1, 0), Math.max(reference.length - n + 1, 0));
}

/** ROUGE-L: longest common subsequence over the whole token sequences (summary-level, no splitting). */
export function rougeL(candidate: string[], reference: string[]): RougeScore {
  const m = candidate.length;
  const n = reference.length;
  let prev = new Uint32Array(n + 1);
  let cur = new Uint32Array(n + 1);
  for (let i = 1; i <= m; i++) {
    for (let j = 1; j <= n; j++) {
      cur[j] = candidate[i - 1] === reference[j - 1] ? prev[j - 1] + 1 : Math.max(prev[j], cur[j - 1]);
    }
    [prev, cur] = [cur, prev];
    cur.fill(0);
  }
  return score(prev[n], m, n);
}

/** ROUGE-1, -2 and -L of a candidate against one reference. */
export function rouge(
  candidate: string,
  reference: string,
): { r1: RougeScore; r2: RougeScore; rl: RougeScore } {
  const c = rougeTokens(candidate);
  const r = rougeTokens(reference);
  return { r1: rougeN(c, r, 1), r2: rougeN(c, r, 2), rl: rougeL(c, r) };
}

/**
 * Greedy ROUGE-1 F oracle extract: repeatedly adds the candidate sentence that raises the
 * extract's ROUGE-1 F1 against the reference most, while it rises, up to `max` sentences.
 * Returns the chosen indices (into `sentences`) in the order they were added.
 */
export function greedyOracle(
  sentences: string[],
  candidates: number[],
  reference: string,
  max: number,
): number[] {
  const ref = rougeTokens(reference);
  const tokens = sentences.map(rougeTokens);
  const chosen: number[] = [];
  let best = 0;
  while (chosen.length < max) {
    let pick = -1;
    for (const i of candidates) {
      if (chosen.includes(i)) continue;
      const f = rougeN(
        [...chosen, i].flatMap((j) => tokens[j]),
        ref,
        1,
      ).f1;
      if (f > best + 1e-9) {
        best = f;
        pick = i;
      }
    }
    if (pick < 0) break;
    chosen.push(pick);
  }
  return chosen;
}
