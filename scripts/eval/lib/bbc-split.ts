/**
 * The BBC News Summary split shared by autocomplete training and evaluation: one article in five
 * (ids ending in a number divisible by 5) is held out for evaluation and never trained on.
 */
export function isHeldOutBbc(id: string): boolean {
  const n = Number(/(\d+)$/.exec(id)?.[1] ?? 0);
  return n % 5 === 0;
}
