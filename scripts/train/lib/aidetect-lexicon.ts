/**
 * Builds the machine-word lexicon of the 20261126 AI detector (server/src/engines/aidetect/lexicon.ts)
 * from training texts: each word's weight is log(share of machine texts using it / share of human
 * texts using it), the human share averaged over human groups (ai_detection's own human texts and
 * each human genre of at least minGroup texts) so that no one genre's vocabulary defines "human".
 * Add-α smoothing; words seen
 * in fewer than MIN_DOCS texts are left out (they weigh 0).
 */

/** One training text as the lexicon sees it. */
export interface LexiconText {
  /** Distinct lower-cased words (lexicon.ts wordTypes). */
  types: readonly string[];
  machine: boolean;
  /** Human group (genre or ai_detection domain); ignored for machine texts. */
  group: string;
}

/** minGroup: a human group with fewer texts is left out (add-α smoothing would make its shares noise). */
export const LEXICON_OPTIONS = { alpha: 1, minDocs: 5, maxWords: 6000, minGroup: 50 } as const;

/** The lexicon of `texts`: word → log-ratio weight (rounded to 1e-3), the maxWords largest |weights|. */
export function buildLexicon(texts: readonly LexiconText[]): Map<string, number> {
  const { alpha, minDocs, maxWords, minGroup } = LEXICON_OPTIONS;
  const machineDocs = new Map<string, number>();
  let machineTexts = 0;
  const groups = new Map<string, { texts: number; docs: Map<string, number> }>();
  const total = new Map<string, number>();
  for (const t of texts) {
    let docs = machineDocs;
    if (t.machine) machineTexts++;
    else {
      const g = groups.get(t.group) ?? { texts: 0, docs: new Map() };
      groups.set(t.group, g);
      g.texts++;
      docs = g.docs;
    }
    for (const w of t.types) {
      docs.set(w, (docs.get(w) ?? 0) + 1);
      total.set(w, (total.get(w) ?? 0) + 1);
    }
  }
  for (const [name, g] of groups) if (g.texts < minGroup) groups.delete(name);
  const weights: Array<[string, number]> = [];
  for (const [w, n] of total) {
    if (n < minDocs) continue;
    const machine = ((machineDocs.get(w) ?? 0) + alpha) / (machineTexts + 2 * alpha);
    let human = 0;
    for (const g of groups.values()) human += ((g.docs.get(w) ?? 0) + alpha) / (g.texts + 2 * alpha);
    human /= Math.max(1, groups.size);
    weights.push([w, Math.round(Math.log(machine / human) * 1000) / 1000]);
  }
  weights.sort((a, b) => Math.abs(b[1]) - Math.abs(a[1]) || (a[0] < b[0] ? -1 : 1));
  return new Map(weights.slice(0, maxWords).filter(([, v]) => v !== 0));
}
