import { type Condition, compileCondition } from './condition';
import { Converter } from './convert';
import { FlagCodec, type FlagType } from './flags';

/** One PFX or SFX line of a Hunspell .aff file. */
export interface AffixRule {
  kind: 'prefix' | 'suffix';
  /** The interned flag that words carry to take this affix. */
  flag: string;
  /** Whether it combines with an affix of the other kind (`Y` in the header). */
  crossProduct: boolean;
  /** Characters removed from the stem before `append` is added. */
  strip: string;
  append: string;
  /** Continuation flags: affixes that may follow this one, and flags such as NEEDAFFIX. */
  contFlags: string;
  condition: Condition;
}

/** One element of a COMPOUNDRULE: a flag with an optional `*` or `?` quantifier. */
export interface CompoundRuleAtom {
  flag: string;
  quantifier: '' | '*' | '?';
}

/** Special flags (interned), or '' when the dictionary does not declare them. */
export interface SpecialFlags {
  forbidden: string;
  needAffix: string;
  onlyInCompound: string;
  keepCase: string;
  noSuggest: string;
  circumfix: string;
  compound: string;
  compoundBegin: string;
  compoundMiddle: string;
  compoundEnd: string;
  compoundPermit: string;
  compoundForbid: string;
  forceUpperCase: string;
  substandard: string;
  warn: string;
}

/** What the checker and the suggester need from a Hunspell .aff file. */
export interface AffixFile {
  flags: FlagCodec;
  /** A .dic flag field as interned flags, honouring AF aliases. */
  flagVector(raw: string): string;
  /** Suffix rules keyed by their `append` string ('' included). */
  suffixes: Map<string, AffixRule[]>;
  /** Prefix rules keyed by their `append` string. */
  prefixes: Map<string, AffixRule[]>;
  /** Rules by flag, for expansion. */
  rulesByFlag: Map<string, AffixRule[]>;
  maxSuffixLength: number;
  maxPrefixLength: number;
  /** Number of PFX and SFX rules. */
  ruleCount: number;
  special: SpecialFlags;
  compoundMin: number;
  compoundWordMax: number;
  compoundRules: CompoundRuleAtom[][];
  /** Flags mentioned in COMPOUNDRULE, so a word carrying one can be a compound part. */
  compoundRuleFlags: string;
  /** REP table: common misspelling → correction fragments (suggestions). */
  replacements: [string, string][];
  /** MAP: groups of related characters (accent variants), suggestions. */
  mapGroups: string[][];
  /** KEY: keyboard rows separated by `|`, for near-key substitutions. */
  keyboard: string;
  /** TRY: characters to try when suggesting, most frequent first. */
  tryChars: string;
  /** WORDCHARS: characters that belong to words beyond letters. */
  wordChars: string;
  /** BREAK patterns (`^-`, `-`, `-$`), Hunspell's default when absent. */
  breaks: string[];
  /** ICONV / OCONV tables. */
  inputConversions: Converter;
  outputConversions: Converter;
  /** IGNORE: characters removed from words before checking. */
  ignore: string;
  checkSharps: boolean;
  language: string;
}

const TABLES = new Set([
  'REP',
  'MAP',
  'ICONV',
  'OCONV',
  'BREAK',
  'COMPOUNDRULE',
  'AF',
  'AM',
  'PHONE',
  'CHECKCOMPOUNDPATTERN',
]);

function fieldsOf(line: string): string[] {
  const fields = line.trim().split(/[ \t]+/);
  for (let i = 1; i < fields.length; i++) if (fields[i].startsWith('#')) return fields.slice(0, i);
  return fields;
}

/** Splits `append/flags` at its first unescaped slash. */
function splitSlash(s: string): [string, string] {
  for (let i = 1; i < s.length; i++) {
    if (s[i] === '/' && s[i - 1] !== '\\') return [s.slice(0, i), s.slice(i + 1)];
  }
  return [s, ''];
}

function parseCompoundRule(rule: string, codec: FlagCodec): CompoundRuleAtom[] {
  const atoms: CompoundRuleAtom[] = [];
  const chars = Array.from(rule);
  for (let i = 0; i < chars.length; i++) {
    let token: string;
    if (chars[i] === '(') {
      const close = chars.indexOf(')', i);
      token = chars.slice(i + 1, close < 0 ? chars.length : close).join('');
      i = close < 0 ? chars.length : close;
    } else token = chars[i];
    const q = chars[i + 1];
    const quantifier = q === '*' || q === '?' ? q : '';
    if (quantifier) i++;
    atoms.push({ flag: codec.flag(token), quantifier });
  }
  return atoms;
}

function conversions(rows: string[][]): [string, string][] {
  return rows
    .filter((r) => r.length >= 2)
    .map((r) => [r[0].replace(/_/g, ' '), r[1].replace(/_/g, ' ')] as [string, string]);
}

/** Parses a Hunspell .aff file (UTF-8 text). */
export function parseAffixFile(text: string): AffixFile {
  const lines = text.split(/\r?\n/);
  const scalars = new Map<string, string[]>();
  const tables = new Map<string, string[][]>();
  const flagLine = /^FLAG[ \t]+(\S+)/m.exec(text)?.[1]?.toLowerCase() ?? '';
  const flagType: FlagType =
    flagLine === 'long' ? 'long' : flagLine === 'num' ? 'num' : flagLine === 'utf-8' ? 'utf8' : 'char';
  const codec = new FlagCodec(flagType);
  const aliases: string[] = [];
  const rawRules: { kind: 'prefix' | 'suffix'; f: string[]; cross: boolean }[] = [];
  const headers = new Map<string, boolean>();

  for (const line of lines) {
    if (line === '' || line.startsWith('#')) continue;
    const f = fieldsOf(line);
    const name = f[0];
    if (!name) continue;
    if (name === 'PFX' || name === 'SFX') {
      const key = `${name} ${f[1]}`;
      if (!headers.has(key)) {
        headers.set(key, f[2] === 'Y');
        continue;
      }
      rawRules.push({ kind: name === 'PFX' ? 'prefix' : 'suffix', f, cross: headers.get(key) ?? false });
      continue;
    }
    if (TABLES.has(name)) {
      // The first line of a table holds its row count.
      if (f.length === 2 && /^\d+$/.test(f[1]) && !tables.has(name)) {
        tables.set(name, []);
        continue;
      }
      const rows = tables.get(name) ?? [];
      rows.push(f.slice(1));
      tables.set(name, rows);
      if (name === 'AF') aliases.push(f[1] ?? '');
      continue;
    }
    if (!scalars.has(name)) scalars.set(name, f.slice(1));
  }

  const scalar = (n: string) => scalars.get(n)?.[0] ?? '';
  const ignore = scalar('IGNORE');
  const stripIgnored = (s: string) =>
    ignore
      ? Array.from(s)
          .filter((c) => !ignore.includes(c))
          .join('')
      : s;
  // With AF, flag vectors in the .dic and in continuation classes are 1-based alias numbers.
  const vectorOf = (raw: string) => {
    if (aliases.length > 0 && /^\d+$/.test(raw)) return codec.vector(aliases[Number(raw) - 1] ?? '');
    return codec.vector(raw);
  };
  const flagOf = (n: string) => {
    const v = scalar(n);
    return v ? codec.flag(v) : '';
  };

  const suffixes = new Map<string, AffixRule[]>();
  const prefixes = new Map<string, AffixRule[]>();
  const rulesByFlag = new Map<string, AffixRule[]>();
  let maxSuffixLength = 0;
  let maxPrefixLength = 0;
  for (const { kind, f, cross } of rawRules) {
    const [appendRaw, contRaw] = splitSlash(f[3] ?? '0');
    const append = stripIgnored(appendRaw === '0' ? '' : appendRaw);
    const strip = stripIgnored(f[2] === '0' || f[2] === undefined ? '' : f[2]);
    const rule: AffixRule = {
      kind,
      flag: codec.flag(f[1]),
      crossProduct: cross,
      strip,
      append,
      contFlags: contRaw ? vectorOf(contRaw) : '',
      condition: compileCondition(f[4] ?? '.', kind),
    };
    const byAppend = kind === 'prefix' ? prefixes : suffixes;
    const list = byAppend.get(append) ?? [];
    list.push(rule);
    byAppend.set(append, list);
    const byFlag = rulesByFlag.get(rule.flag) ?? [];
    byFlag.push(rule);
    rulesByFlag.set(rule.flag, byFlag);
    if (kind === 'prefix') maxPrefixLength = Math.max(maxPrefixLength, append.length);
    else maxSuffixLength = Math.max(maxSuffixLength, append.length);
  }

  const compoundRules = (tables.get('COMPOUNDRULE') ?? [])
    .filter((r) => r[0])
    .map((r) => parseCompoundRule(r[0], codec));
  const compoundRuleFlags = [...new Set(compoundRules.flat().map((a) => a.flag))].join('');
  const breakRows = tables.get('BREAK');

  return {
    flags: codec,
    flagVector: vectorOf,
    suffixes,
    prefixes,
    rulesByFlag,
    maxSuffixLength,
    maxPrefixLength,
    ruleCount: rawRules.length,
    special: {
      // Hunspell's defaults for FORBIDDENWORD differ by version; an undeclared one matches nothing.
      forbidden: flagOf('FORBIDDENWORD'),
      needAffix: flagOf('NEEDAFFIX') || flagOf('PSEUDOROOT'),
      onlyInCompound: flagOf('ONLYINCOMPOUND'),
      keepCase: flagOf('KEEPCASE'),
      noSuggest: flagOf('NOSUGGEST'),
      circumfix: flagOf('CIRCUMFIX'),
      compound: flagOf('COMPOUNDFLAG'),
      compoundBegin: flagOf('COMPOUNDBEGIN'),
      compoundMiddle: flagOf('COMPOUNDMIDDLE'),
      compoundEnd: flagOf('COMPOUNDEND'),
      compoundPermit: flagOf('COMPOUNDPERMITFLAG'),
      compoundForbid: flagOf('COMPOUNDFORBIDFLAG'),
      forceUpperCase: flagOf('FORCEUCASE'),
      substandard: flagOf('SUBSTANDARD'),
      warn: flagOf('WARN'),
    },
    compoundMin: Math.max(1, Number(scalar('COMPOUNDMIN')) || 3),
    compoundWordMax: Number(scalar('COMPOUNDWORDMAX')) || 4,
    compoundRules,
    compoundRuleFlags,
    replacements: conversions(tables.get('REP') ?? []),
    mapGroups: (tables.get('MAP') ?? []).map((r) => Array.from((r[0] ?? '').replace(/[()]/g, ''))),
    keyboard: scalar('KEY'),
    tryChars: scalar('TRY'),
    wordChars: scalar('WORDCHARS'),
    breaks: breakRows ? breakRows.map((r) => r[0]).filter(Boolean) : ['-', '^-', '-$'],
    inputConversions: new Converter(conversions(tables.get('ICONV') ?? [])),
    outputConversions: new Converter(conversions(tables.get('OCONV') ?? [])),
    ignore,
    checkSharps: scalars.has('CHECKSHARPS'),
    language: scalar('LANG'),
  };
}
