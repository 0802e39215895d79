/** An ICONV/OCONV table, indexed by first character so that large tables (Korean: 11,000 rows) stay fast. */
export class Converter {
  private readonly byFirst = new Map<string, [string, string][]>();
  readonly empty: boolean;

  constructor(pairs: [string, string][]) {
    for (const pair of pairs) {
      if (pair[0].length === 0) continue;
      const list = this.byFirst.get(pair[0][0]) ?? [];
      list.push(pair);
      this.byFirst.set(pair[0][0], list);
    }
    // Longest match first at each position, as Hunspell converts.
    for (const list of this.byFirst.values()) list.sort((a, b) => b[0].length - a[0].length);
    this.empty = this.byFirst.size === 0;
  }

  /** `w` with every match replaced, scanning left to right. */
  apply(w: string): string {
    if (this.empty) return w;
    let out = '';
    let i = 0;
    outer: while (i < w.length) {
      const list = this.byFirst.get(w[i]);
      if (list) {
        for (const [from, to] of list) {
          if (w.startsWith(from, i)) {
            out += to;
            i += from.length;
            continue outer;
          }
        }
      }
      out += w[i];
      i++;
    }
    return out;
  }
}
