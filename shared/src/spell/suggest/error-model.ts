/**
 * The error model: how a writer turns an intended word into a misspelling. A weighted alignment of the
 * intended word (candidate) against what was typed, whose operation costs say which slips are common:
 * accent slips, doubled letters, vowel swaps, neighbouring keys and transpositions are cheap; arbitrary
 * substitutions are dear. The operation counts it returns are also the reranker's features.
 */

/** What the alignment of a candidate against the typed word found. */
export interface EditProfile {
  /** Weighted cost of the cheapest alignment. */
  cost: number;
  insertions: number;
  deletions: number;
  substitutions: number;
  transpositions: number;
  /** Substitutions between neighbouring keys. */
  keyboard: number;
  /** Substitutions of one vowel for another. */
  vowel: number;
  /** Substitutions that only change an accent (e → é). */
  accent: number;
  /** A doubled letter written single, or a single letter doubled. */
  doubling: number;
}

/** Operation costs (in "typical slips"); chosen on the training split, see scripts/train/spell.ts. */
export const COSTS = {
  accent: 0.25,
  doubling: 0.45,
  transposition: 0.75,
  vowel: 0.7,
  keyboard: 0.8,
  substitution: 1.25,
  insertion: 1.05,
  deletion: 1.0,
  firstLetter: 0.6,
} as const;

const VOWELS = new Set('aeiouyàáâãäåæèéêëìíîïòóôõöøùúûüýÿœ');

/** Letters without their accents ("é" → "e"), cached per character. */
const baseCache = new Map<number, string>();
function baseLetter(c: number): string {
  let b = baseCache.get(c);
  if (b === undefined) {
    b = String.fromCharCode(c).normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    baseCache.set(c, b);
  }
  return b;
}

/** A word's letters without accents, lower-cased ("Frère" → "frere"). */
export function baseWord(w: string): string {
  let out = '';
  for (let i = 0; i < w.length; i++) out += baseLetter(w.charCodeAt(i));
  return out;
}

/** A keyboard as neighbour sets, from Hunspell's KEY rows (`qwertyuiop|asdfghjkl|zxcvbnm`). */
export class Keyboard {
  private readonly neighbours = new Map<string, Set<string>>();

  constructor(rows = 'qwertyuiop|asdfghjkl|zxcvbnm') {
    const grid = rows.split('|').map((r) => Array.from(r));
    const add = (a: string | undefined, b: string | undefined) => {
      if (!a || !b || a === b) return;
      const set = this.neighbours.get(a) ?? new Set<string>();
      set.add(b);
      this.neighbours.set(a, set);
    };
    for (let r = 0; r < grid.length; r++) {
      for (let c = 0; c < grid[r].length; c++) {
        const k = grid[r][c];
        add(k, grid[r][c - 1]);
        add(k, grid[r][c + 1]);
        // Rows are staggered: a key touches the same column and the one before it on the next row.
        for (const d of [-1, 0, 1]) {
          add(k, grid[r - 1]?.[c + d]);
          add(k, grid[r + 1]?.[c + d]);
        }
      }
    }
  }

  /** Whether two keys touch. */
  adjacent(a: string, b: string): boolean {
    return this.neighbours.get(a)?.has(b) ?? false;
  }
}

export const QWERTY = new Keyboard();

/**
 * Aligns `intended` against `typed` (both lower case) and returns the cheapest weighted alignment with
 * its operation counts. Quadratic, but words are short and only candidates are aligned.
 */
export function editProfile(intended: string, typed: string, keyboard: Keyboard = QWERTY): EditProfile {
  const a = intended;
  const b = typed;
  const la = a.length;
  const lb = b.length;
  const w = lb + 1;
  const cost = new Float64Array((la + 1) * w);
  const op = new Uint8Array((la + 1) * w); // 1 del, 2 ins, 3 sub-kind…, 9 match, 10 transposition
  const subCost = (x: number, y: number): [number, number] => {
    const cx = a[x];
    const cy = b[y];
    if (cx === cy) return [0, 9];
    if (baseLetter(a.charCodeAt(x)) === baseLetter(b.charCodeAt(y))) return [COSTS.accent, 3];
    if (keyboard.adjacent(cx, cy)) return [COSTS.keyboard, 4];
    if (VOWELS.has(cx) && VOWELS.has(cy)) return [COSTS.vowel, 5];
    return [COSTS.substitution, 6];
  };
  for (let i = 1; i <= la; i++) {
    cost[i * w] = cost[(i - 1) * w] + deletionCost(a, i - 1);
    op[i * w] = 1;
  }
  for (let j = 1; j <= lb; j++) {
    cost[j] = cost[j - 1] + insertionCost(b, j - 1);
    op[j] = 2;
  }
  for (let i = 1; i <= la; i++) {
    for (let j = 1; j <= lb; j++) {
      const [sc, sk] = subCost(i - 1, j - 1);
      let best = cost[(i - 1) * w + j - 1] + sc;
      let bestOp = sk;
      const del = cost[(i - 1) * w + j] + deletionCost(a, i - 1);
      if (del < best) {
        best = del;
        bestOp = 1;
      }
      const ins = cost[i * w + j - 1] + insertionCost(b, j - 1);
      if (ins < best) {
        best = ins;
        bestOp = 2;
      }
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1] && a[i - 1] !== a[i - 2]) {
        const tr = cost[(i - 2) * w + j - 2] + COSTS.transposition;
        if (tr < best) {
          best = tr;
          bestOp = 10;
        }
      }
      cost[i * w + j] = best;
      op[i * w + j] = bestOp;
    }
  }
  const profile: EditProfile = {
    cost: cost[la * w + lb],
    insertions: 0,
    deletions: 0,
    substitutions: 0,
    transpositions: 0,
    keyboard: 0,
    vowel: 0,
    accent: 0,
    doubling: 0,
  };
  let i = la;
  let j = lb;
  while (i > 0 || j > 0) {
    const o = op[i * w + j];
    if (o === 1) {
      profile.deletions++;
      if (isDoubled(a, i - 1)) profile.doubling++;
      i--;
    } else if (o === 2) {
      profile.insertions++;
      if (isDoubled(b, j - 1)) profile.doubling++;
      j--;
    } else if (o === 10) {
      profile.transpositions++;
      i -= 2;
      j -= 2;
    } else {
      if (o !== 9) profile.substitutions++;
      if (o === 3) profile.accent++;
      else if (o === 4) profile.keyboard++;
      else if (o === 5) profile.vowel++;
      i--;
      j--;
    }
  }
  if (la > 0 && lb > 0 && baseLetter(a.charCodeAt(0)) !== baseLetter(b.charCodeAt(0))) {
    profile.cost += COSTS.firstLetter;
  }
  return profile;
}

/** Whether s[k] repeats a neighbour (so deleting or inserting it is a doubling slip). */
function isDoubled(s: string, k: number): boolean {
  return (k > 0 && s[k - 1] === s[k]) || (k + 1 < s.length && s[k + 1] === s[k]);
}

/** Cost of leaving out the intended letter a[k]. */
function deletionCost(a: string, k: number): number {
  return isDoubled(a, k) ? COSTS.doubling : COSTS.deletion;
}

/** Cost of typing the extra letter b[k]. */
function insertionCost(b: string, k: number): number {
  return isDoubled(b, k) ? COSTS.doubling : COSTS.insertion;
}
