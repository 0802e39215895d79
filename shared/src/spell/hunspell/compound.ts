import type { AffixFile, CompoundRuleAtom } from './affixes';

/** Where a part sits in a word: the whole word, or the beginning, middle or end of a compound. */
export type Position = 'word' | 'begin' | 'middle' | 'end';

/** Decides whether a stem (and the continuation flags of the affixes on it) fits a position. */
export type StemFilter = (stemFlags: string, affixFlags: string) => boolean;

/**
 * What compounding needs from a dictionary (HunspellDictionary implements it). Declared here, not
 * imported, so the dictionary, which builds a CompoundChecker, and this file do not import each other.
 */
export interface CompoundLexicon {
  readonly aff: AffixFile;
  entries(stem: string): readonly string[];
  affixed(w: string, position: Position, notFlag?: string, allowStem?: StemFilter): boolean;
}

/** Longest word we try to split: compounds longer than this are reported rather than searched. */
const MAX_COMPOUND_LENGTH = 60;

/** An NFA state of one COMPOUNDRULE: which rule, how many atoms matched. */
type RuleState = number;

/**
 * Hunspell compounding, simplified: flag compounding (COMPOUNDFLAG, COMPOUNDBEGIN/MIDDLE/END with
 * COMPOUNDPERMITFLAG, ONLYINCOMPOUND linking affixes, COMPOUNDMIN, COMPOUNDWORDMAX) and COMPOUNDRULE.
 * The CHECKCOMPOUND* restrictions are not applied: they only reject rare compounds, and a spell checker
 * that accepts a few dubious compounds is better than one that flags valid ones.
 */
export class CompoundChecker {
  constructor(private readonly dict: CompoundLexicon) {}

  /** Whether `w` is a valid compound. */
  check(w: string): boolean {
    if (w.length > MAX_COMPOUND_LENGTH) return false;
    const s = this.dict.aff.special;
    if ((s.compound || s.compoundBegin) && this.split(w, 0, new Set())) return true;
    return this.dict.aff.compoundRules.length > 0 && this.byRules(w);
  }

  private part(p: string, position: Position): boolean {
    const s = this.dict.aff.special;
    const allowed =
      position === 'begin'
        ? [s.compound, s.compoundBegin]
        : position === 'middle'
          ? [s.compound, s.compoundMiddle]
          : [s.compound, s.compoundEnd];
    const flags = allowed.filter(Boolean);
    if (flags.length === 0) return false;
    const allowStem = (f: string, affixFlags: string) =>
      flags.some((x) => f.includes(x) || affixFlags.includes(x));
    for (const f of this.dict.entries(p)) {
      if (s.forbidden && f.includes(s.forbidden)) return false;
      if (s.needAffix && f.includes(s.needAffix)) continue;
      if (allowStem(f, '')) return true;
    }
    return this.dict.affixed(p, position, '', allowStem);
  }

  private split(w: string, index: number, failed: Set<string>): boolean {
    const min = this.dict.aff.compoundMin;
    const key = `${index}:${w}`;
    if (failed.has(key)) return false;
    for (let i = min; i <= w.length - min; i++) {
      if (!this.part(w.slice(0, i), index === 0 ? 'begin' : 'middle')) continue;
      const rest = w.slice(i);
      if (this.part(rest, 'end')) return true;
      if (index + 2 < this.dict.aff.compoundWordMax && this.split(rest, index + 1, failed)) return true;
    }
    failed.add(key);
    return false;
  }

  /** COMPOUNDRULE: every part a stem whose flags walk one of the rules to its end. */
  private byRules(w: string): boolean {
    const rules = this.dict.aff.compoundRules;
    const start: RuleState[] = [];
    for (let r = 0; r < rules.length; r++) start.push(r * 256);
    return this.walk(w, 0, this.closure(start, rules), 0);
  }

  private walk(w: string, from: number, states: RuleState[], parts: number): boolean {
    const rules = this.dict.aff.compoundRules;
    const min = this.dict.aff.compoundMin;
    if (parts >= 8) return false;
    for (let end = from + min; end <= w.length; end++) {
      const flags = this.ruleFlags(w.slice(from, end));
      if (!flags) continue;
      const next = this.advance(states, flags, rules);
      if (next.length === 0) continue;
      if (end === w.length) {
        if (parts >= 1 && next.some((st) => this.accepting(st, rules))) return true;
      } else if (this.walk(w, end, next, parts + 1)) return true;
    }
    return false;
  }

  /** Flags of a stem that COMPOUNDRULE mentions, or '' when it is no rule's part. */
  private ruleFlags(p: string): string {
    const ruleFlags = this.dict.aff.compoundRuleFlags;
    let out = '';
    for (const f of this.dict.entries(p)) for (const c of f) if (ruleFlags.includes(c)) out += c;
    return out;
  }

  private advance(states: RuleState[], flags: string, rules: CompoundRuleAtom[][]): RuleState[] {
    const out: RuleState[] = [];
    for (const st of states) {
      const r = Math.floor(st / 256);
      const k = st % 256;
      const atom = rules[r][k];
      if (!atom || !flags.includes(atom.flag)) continue;
      out.push(atom.quantifier === '*' ? st : st + 1);
    }
    return this.closure(out, rules);
  }

  /** Adds the states reachable by skipping optional atoms. */
  private closure(states: RuleState[], rules: CompoundRuleAtom[][]): RuleState[] {
    const seen = new Set(states);
    const stack = [...states];
    while (stack.length > 0) {
      const st = stack.pop()!;
      const atom = rules[Math.floor(st / 256)][st % 256];
      if (atom && atom.quantifier !== '' && !seen.has(st + 1)) {
        seen.add(st + 1);
        stack.push(st + 1);
      }
    }
    return [...seen];
  }

  private accepting(st: RuleState, rules: CompoundRuleAtom[][]): boolean {
    return st % 256 >= rules[Math.floor(st / 256)].length;
  }
}
