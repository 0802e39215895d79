import { type AffixFile, type AffixRule, parseAffixFile } from './affixes';
import { CompoundChecker, type Position, type StemFilter } from './compound';
import { StemTable } from './stem-table';

/** Where a word form is being checked: on its own, or as a part of a compound. */
export type { Position, StemFilter } from './compound';

/**
 * A Hunspell dictionary (.aff + .dic) that checks words the way Hunspell does: by stripping
 * prefixes and up to two suffixes back to a stem, with circumfixes, NEEDAFFIX, ONLYINCOMPOUND,
 * FORBIDDENWORD, KEEPCASE and compounding (flags and COMPOUNDRULE). It keeps only the stems in memory,
 * so even the largest dictionaries load in well under a second.
 */
export class HunspellDictionary {
  private readonly compounds: CompoundChecker;
  /** Whether compounding is declared at all. */
  readonly compounding: boolean;

  private constructor(
    readonly aff: AffixFile,
    /** Stem → interned flags; homonyms (same stem, other flags) as an array. */
    readonly stems: StemTable,
  ) {
    const s = aff.special;
    this.compounding =
      Boolean(s.compound || s.compoundBegin || s.compoundEnd) || aff.compoundRules.length > 0;
    this.compounds = new CompoundChecker(this);
  }

  /**
   * Parses a dictionary: the .aff text and the .dic as text or as UTF-8 bytes. Bytes are decoded a
   * megabyte at a time, so the whole .dic never exists as one string (19 MB of Greek would be 40 MB).
   */
  static parse(affText: string, dic: string | Uint8Array): HunspellDictionary {
    const aff = parseAffixFile(affText);
    const size = typeof dic === 'string' ? dic.length : Math.ceil(dic.length / 2);
    let stems: StemTable | undefined;
    let firstLine = true;
    for (const text of typeof dic === 'string' ? [dic] : decodeLines(dic)) {
      let pos = 0;
      if (firstLine) {
        // Line 1 is the approximate word count.
        stems = new StemTable(Number.parseInt(text.slice(0, 20), 10) || 1024, size);
        pos = text.indexOf('\n') + 1;
        if (pos === 0) pos = text.length;
        firstLine = false;
      }
      parseLines(text, pos, aff, stems!);
    }
    stems ??= new StemTable();
    stems.compact();
    return new HunspellDictionary(aff, stems);
  }

  /** The flag strings of a stem's entries (none when it is not a stem). */
  entries(stem: string): readonly string[] {
    const e = this.stems.get(stem);
    if (e === undefined) return [];
    return typeof e === 'string' ? [e] : e;
  }

  /** Applies ICONV and IGNORE, as Hunspell does before checking. */
  normalize(word: string): string {
    let w = word;
    const { inputConversions, ignore } = this.aff;
    w = inputConversions.apply(w);
    if (ignore)
      w = Array.from(w)
        .filter((c) => !ignore.includes(c))
        .join('');
    return w;
  }

  /** Applies OCONV to a suggestion (e.g. recomposes Korean jamo). */
  output(word: string): string {
    return this.aff.outputConversions.apply(word);
  }

  /** Whether a word is correctly spelled, allowing the case variations Hunspell allows. */
  check(word: string): boolean {
    const w = this.normalize(word);
    if (w.length === 0) return true;
    if (this.checkCased(w)) return true;
    // Hunspell BREAK: a word that fails whole may pass as parts split at a break pattern (e.g. "-").
    for (const pattern of this.aff.breaks) {
      const p = pattern.replace(/^\^|\$$/g, '');
      if (!p || !w.includes(p)) continue;
      if (pattern.startsWith('^') && w.startsWith(p)) return this.check(w.slice(p.length));
      if (pattern.endsWith('$') && w.endsWith(p)) return this.check(w.slice(0, -p.length));
      if (!pattern.startsWith('^') && !pattern.endsWith('$')) {
        const parts = w.split(p);
        if (parts.length > 1 && parts.every((x) => x.length > 0) && parts.every((x) => this.checkCased(x))) {
          return true;
        }
      }
    }
    return false;
  }

  private checkCased(w: string): boolean {
    const kind = caseKind(w);
    const keep = this.aff.special.keepCase;
    if (this.checkForm(w)) return true;
    if (kind === 'lower' || kind === 'mixed') return false;
    const lower = w.toLocaleLowerCase();
    if (kind === 'initial') return this.checkForm(lower, keep);
    // ALL CAPS: "PARIS" → "Paris" or "paris".
    const initial = lower.charAt(0).toLocaleUpperCase() + lower.slice(1);
    return this.checkForm(initial, keep) || this.checkForm(lower, keep);
  }

  /** Whether this exact form is a word (no case folding). `notFlag` rejects stems carrying it. */
  checkForm(w: string, notFlag = ''): boolean {
    const { forbidden, needAffix, onlyInCompound } = this.aff.special;
    let found = false;
    for (const flags of this.entries(w)) {
      if (forbidden && flags.includes(forbidden)) return false;
      if (notFlag && flags.includes(notFlag)) continue;
      if (needAffix && flags.includes(needAffix)) continue;
      if (onlyInCompound && flags.includes(onlyInCompound)) continue;
      found = true;
    }
    if (found) return true;
    if (this.affixed(w, 'word', notFlag)) return true;
    return this.compounding && this.compounds.check(w);
  }

  /**
   * Whether `w` is a stem plus affixes, with every stem and affix allowed at `position`
   * (`allowStem` decides which stems qualify there).
   */
  affixed(w: string, position: Position, notFlag = '', allowStem?: StemFilter): boolean {
    return (
      this.suffixed(w, null, position, notFlag, allowStem) || this.prefixed(w, position, notFlag, allowStem)
    );
  }

  private affixAllowed(rule: AffixRule, position: Position): boolean {
    const s = this.aff.special;
    const cont = rule.contFlags;
    if (s.compoundForbid && cont.includes(s.compoundForbid) && position !== 'word') return false;
    const onlyInCompound = s.onlyInCompound !== '' && cont.includes(s.onlyInCompound);
    if (position === 'word') return !onlyInCompound;
    const permitted = onlyInCompound || (s.compoundPermit !== '' && cont.includes(s.compoundPermit));
    // Inside a compound, a suffix may end the last part and a prefix may start the first one; elsewhere
    // an affix needs COMPOUNDPERMITFLAG (or is a linking element marked ONLYINCOMPOUND).
    if (rule.kind === 'suffix') return position === 'end' || permitted;
    return position === 'begin' || permitted;
  }

  private stemAllowed(
    stem: string,
    needs: string[],
    position: Position,
    notFlag: string,
    allowStem: StemFilter | undefined,
    affixFlags: string,
  ): boolean {
    const { forbidden, onlyInCompound } = this.aff.special;
    for (const flags of this.entries(stem)) {
      if (forbidden && flags.includes(forbidden)) continue;
      if (notFlag && flags.includes(notFlag)) continue;
      if (position === 'word' && onlyInCompound && flags.includes(onlyInCompound)) continue;
      if (allowStem && !allowStem(flags, affixFlags)) continue;
      if (needs.every((f) => flags.includes(f))) return true;
    }
    return false;
  }

  private suffixed(
    w: string,
    prefix: AffixRule | null,
    position: Position,
    notFlag: string,
    allowStem?: StemFilter,
  ): boolean {
    const { circumfix, needAffix } = this.aff.special;
    // FULLSTRIP dictionaries (French "être" → "était") replace the whole stem.
    const max = Math.min(this.aff.maxSuffixLength, w.length);
    for (let len = 0; len <= max; len++) {
      const rules = this.aff.suffixes.get(w.slice(w.length - len));
      if (!rules) continue;
      const base = w.slice(0, w.length - len);
      for (const r of rules) {
        if (prefix && !(r.crossProduct && prefix.crossProduct)) continue;
        if (!this.affixAllowed(r, position)) continue;
        const stem = base + r.strip;
        if (stem.length === 0 || !r.condition.test(stem)) continue;
        const circ = circumfix !== '' && r.contFlags.includes(circumfix);
        const prefixCirc = prefix !== null && circumfix !== '' && prefix.contFlags.includes(circumfix);
        if (circ !== prefixCirc) continue;
        const pseudo = needAffix !== '' && r.contFlags.includes(needAffix);
        if (!pseudo) {
          const affixFlags = prefix ? r.contFlags + prefix.contFlags : r.contFlags;
          const needs = prefix ? [r.flag, prefix.flag] : [r.flag];
          if (this.stemAllowed(stem, needs, position, notFlag, allowStem, affixFlags)) return true;
          // The prefix's continuation class may carry the suffix, and the suffix's the prefix.
          if (prefix?.contFlags.includes(r.flag)) {
            if (this.stemAllowed(stem, [prefix.flag], position, notFlag, allowStem, affixFlags)) return true;
          }
          if (prefix && r.contFlags.includes(prefix.flag)) {
            if (this.stemAllowed(stem, [r.flag], position, notFlag, allowStem, affixFlags)) return true;
          }
        }
        // Twofold suffixes: stem + inner suffix whose continuation class allows this outer one.
        if (this.innerSuffixed(stem, r, prefix, position, notFlag, allowStem)) return true;
      }
    }
    return false;
  }

  private innerSuffixed(
    w: string,
    outer: AffixRule,
    prefix: AffixRule | null,
    position: Position,
    notFlag: string,
    allowStem?: StemFilter,
  ): boolean {
    const max = Math.min(this.aff.maxSuffixLength, w.length - 1);
    for (let len = 0; len <= max; len++) {
      const rules = this.aff.suffixes.get(w.slice(w.length - len));
      if (!rules) continue;
      const base = w.slice(0, w.length - len);
      for (const r of rules) {
        if (!r.contFlags.includes(outer.flag)) continue;
        if (prefix && !(r.crossProduct && prefix.crossProduct)) continue;
        const stem = base + r.strip;
        if (stem.length === 0 || !r.condition.test(stem)) continue;
        const needs = prefix ? [r.flag, prefix.flag] : [r.flag];
        const affixFlags = r.contFlags + outer.contFlags + (prefix?.contFlags ?? '');
        if (this.stemAllowed(stem, needs, position, notFlag, allowStem, affixFlags)) return true;
      }
    }
    return false;
  }

  private prefixed(w: string, position: Position, notFlag: string, allowStem?: StemFilter): boolean {
    const { circumfix, needAffix } = this.aff.special;
    const max = Math.min(this.aff.maxPrefixLength, w.length - 1);
    // Empty prefixes exist: German marks compound parts with them.
    for (let len = 0; len <= max; len++) {
      const rules = this.aff.prefixes.get(w.slice(0, len));
      if (!rules) continue;
      const rest = w.slice(len);
      for (const r of rules) {
        if (!this.affixAllowed(r, position)) continue;
        const stem = r.strip + rest;
        if (!r.condition.test(stem)) continue;
        const circ = circumfix !== '' && r.contFlags.includes(circumfix);
        const pseudo = needAffix !== '' && r.contFlags.includes(needAffix);
        if (!circ && !pseudo && this.stemAllowed(stem, [r.flag], position, notFlag, allowStem, r.contFlags)) {
          return true;
        }
        if (r.crossProduct && this.suffixed(stem, r, position, notFlag, allowStem)) return true;
      }
    }
    return false;
  }
}

/** Capitalisation pattern of a word, as Hunspell distinguishes them. */
export function caseKind(w: string): 'lower' | 'initial' | 'upper' | 'mixed' {
  const lower = w.toLocaleLowerCase();
  if (w === lower) return 'lower';
  const upper = w.toLocaleUpperCase();
  if (w === upper) return 'upper';
  const first = w.codePointAt(0) ?? 0;
  const firstLen = first > 0xffff ? 2 : 1;
  const head = w.slice(0, firstLen);
  const tail = w.slice(firstLen);
  if (head !== head.toLocaleLowerCase() && tail === tail.toLocaleLowerCase()) return 'initial';
  return 'mixed';
}

/** Adds the stems of the .dic lines in `dicText` from `from` on. */
function parseLines(dicText: string, from: number, aff: AffixFile, stems: StemTable): void {
  const ignore = aff.ignore;
  const ignored = ignore ? new RegExp(`[${ignore.replace(/[\\\]^-]/g, '\\$&')}]`, 'u') : null;
  const length = dicText.length;
  // Scanned in place rather than split into lines: the largest .dic files have 800,000 lines, and
  // every intermediate string costs garbage collection time.
  let pos = from;
  while (pos < length) {
    let nl = dicText.indexOf('\n', pos);
    if (nl < 0) nl = length;
    let end = nl;
    let slash = -1;
    let escaped = false;
    for (let j = pos; j < nl; j++) {
      const c = dicText.charCodeAt(j);
      if (c === 9 || c === 13 || (c === 32 && j > pos)) {
        end = j;
        break;
      }
      if (c === 47 /* / */ && slash < 0 && j > pos) {
        if (dicText.charCodeAt(j - 1) === 92 /* \ */) escaped = true;
        else slash = j;
      }
    }
    const wordEnd = slash < 0 ? end : slash;
    const flags = slash < 0 ? '' : aff.flagVector(dicText.slice(slash + 1, end));
    const lineStart = pos;
    pos = nl + 1;
    if (wordEnd === lineStart) continue;
    if (!escaped && !ignored) {
      stems.addRange(dicText, lineStart, wordEnd, flags);
      continue;
    }
    let word = dicText.slice(lineStart, wordEnd);
    if (escaped) word = word.replace(/\\\//g, '/');
    if (ignored?.test(word))
      word = Array.from(word)
        .filter((c) => !ignore.includes(c))
        .join('');
    if (word.length > 0) stems.add(word, flags);
  }
}

/** UTF-8 bytes decoded into strings of whole lines, about a megabyte of bytes at a time. */
function* decodeLines(bytes: Uint8Array): Generator<string> {
  const decoder = new TextDecoder('utf-8');
  const CHUNK = 1 << 20;
  let start = 0;
  while (start < bytes.length) {
    let end = Math.min(bytes.length, start + CHUNK);
    // End after a newline so no line (and no UTF-8 sequence) is split; 0x0A never occurs inside one.
    while (end < bytes.length && bytes[end - 1] !== 0x0a) end++;
    yield decoder.decode(bytes.subarray(start, end));
    start = end;
  }
}
