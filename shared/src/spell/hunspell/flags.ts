/**
 * Hunspell flags come in four spellings (`FLAG char|long|num|UTF-8`). Every flag is interned as one
 * UTF-16 code unit, so a word's flags are a short string and `flags.includes(f)` is the membership test
 * whatever the dictionary's flag type.
 */
export type FlagType = 'char' | 'long' | 'num' | 'utf8';

/** Reads flag vectors of one dictionary and interns each flag as a single character. */
export class FlagCodec {
  private readonly ids = new Map<string, string>();
  /** Interned characters of numeric flags, by number. */
  private readonly numeric: string[] = [];
  /** Interned flag strings, so the many words sharing a vector share one string. */
  private readonly vectors = new Map<string, string>();

  constructor(readonly type: FlagType = 'char') {}

  /** The interned character of one flag token, e.g. `"S"`, `"Ze"` or `"227"`. */
  flag(token: string): string {
    let id = this.ids.get(token);
    if (id === undefined) {
      // Private-use area first, then beyond: never a surrogate, so each flag stays one code unit.
      const n = this.ids.size;
      const code = n < 0x1900 ? 0xe000 + n : 0x2000 + (n - 0x1900);
      if (code >= 0xd800 && code < 0xe000) throw new Error('too many distinct Hunspell flags');
      id = String.fromCharCode(code);
      this.ids.set(token, id);
    }
    return id;
  }

  /** Splits a flag vector as written in the .dic/.aff file into tokens. */
  tokens(vector: string): string[] {
    if (vector === '') return [];
    switch (this.type) {
      case 'long': {
        const out: string[] = [];
        for (let i = 0; i < vector.length; i += 2) out.push(vector.slice(i, i + 2));
        return out;
      }
      case 'num':
        return vector
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      case 'utf8':
        return Array.from(vector);
      default:
        return vector.split('');
    }
  }

  /** A flag vector as an interned string of flag characters. */
  vector(raw: string): string {
    let v = this.vectors.get(raw);
    if (v === undefined) {
      v =
        this.type === 'num'
          ? this.numVector(raw)
          : [...new Set(this.tokens(raw).map((t) => this.flag(t)))].join('');
      this.vectors.set(raw, v);
    }
    return v;
  }

  /** Numeric vectors ("9,10,219") parsed without intermediate arrays: Turkish has 100,000s of them. */
  private numVector(raw: string): string {
    let out = '';
    let n = -1;
    for (let i = 0; i <= raw.length; i++) {
      const c = i < raw.length ? raw.charCodeAt(i) : 44;
      if (c >= 48 && c <= 57) n = (n < 0 ? 0 : n * 10) + (c - 48);
      else if (c === 44 && n >= 0) {
        let id = this.numeric[n];
        if (id === undefined) {
          id = this.flag(String(n));
          this.numeric[n] = id;
        }
        if (!out.includes(id)) out += id;
        n = -1;
      }
    }
    return out;
  }

  /** Interns an already-converted flag string (e.g. the union of homonyms' flags). */
  intern(flags: string): string {
    const key = `\u0000${flags}`;
    let v = this.vectors.get(key);
    if (v === undefined) {
      v = flags;
      this.vectors.set(key, v);
    }
    return v;
  }
}
