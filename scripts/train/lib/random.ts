/** A seeded PRNG (mulberry32), so splits and initialisations repeat exactly between runs. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates shuffle in place with the given PRNG. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** Deterministic split of items into [train, test] with `testShare` of them (rounded) in test. */
export function splitBySeed<T>(items: readonly T[], testShare: number, seed: number): [T[], T[]] {
  const order = shuffle(
    items.map((_, i) => i),
    seededRandom(seed),
  );
  const nTest = Math.round(items.length * testShare);
  const test = new Set(order.slice(0, nTest));
  return [items.filter((_, i) => !test.has(i)), items.filter((_, i) => test.has(i))];
}
