import { utf16ToCodePoint } from '@margin/shared/text/offsets';
import { Dialect, type Lint, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import type { Finding } from '../../edits/finding';
import { DISABLED_HARPER_RULES, HARPER_KIND_CATEGORY, HARPER_SPELLING_RULES } from './config';

/** English varieties Harper has a dialect for. */
export type HarperDialect = 'us' | 'gb' | 'au' | 'ca';

const DIALECTS: Record<HarperDialect, Dialect> = {
  us: Dialect.American,
  gb: Dialect.British,
  au: Dialect.Australian,
  ca: Dialect.Canadian,
};

// SuggestionKind values of harper.js (Replace, Remove, InsertAfter).
const REMOVE = 1;
const INSERT_AFTER = 2;
// harper.js's Language.Plain (not exported).
const PLAIN = 0;

/** One rule's lints, as harper.js's WebAssembly linter returns them. */
interface WasmLintGroup {
  readonly group: string;
  readonly lints: Lint[];
  free(): void;
}

/** The WebAssembly linter inside a `LocalLinter`, which harper.js keeps private. */
interface WasmLinter {
  organized_lints(
    text: string,
    language: number,
    allHeadings: boolean,
    regexMask: string | undefined,
    dedup: boolean,
    isolateEnglish: boolean,
  ): WasmLintGroup[];
}

/**
 * The WebAssembly linter of `linter`, or undefined when harper.js no longer keeps it where 2.10 did.
 * `organizedLints` returns a group for every enabled rule (~860) and reads each group's name; read
 * directly, only the groups that hold lints are named, which saved ~1 ms per paragraph (measured
 * on the bench's texts, `docs/edits.md`).
 */
export async function wasmLinter(linter: LocalLinter): Promise<WasmLinter | undefined> {
  const inner: unknown = await (linter as unknown as { inner?: Promise<unknown> }).inner;
  return typeof (inner as Partial<WasmLinter> | undefined)?.organized_lints === 'function'
    ? (inner as WasmLinter)
    : undefined;
}

/** Options of one lint run. */
export interface HarperRunOptions {
  dialect: HarperDialect;
  /** Include Harper's own spelling lints. */
  spelling: boolean;
  /**
   * null-variety: no variety-only changes. Regionalism lints are dropped, and so is a spelling lint
   * on a word another English dialect accepts ("colour", "color").
   */
  anyVariety?: boolean;
}

const OTHER_DIALECTS: HarperDialect[] = ['gb', 'au', 'ca'];

/**
 * harper.js `LocalLinter`s, one per dialect (a few MB each once the shared WebAssembly module is
 * loaded), configured with Margin's disabled rules. Must run off the main thread: it blocks.
 */
export class HarperLinters {
  private readonly linters = new Map<string, Promise<LocalLinter>>();
  private readonly wasm = new Map<LocalLinter, Promise<WasmLinter | undefined>>();

  /** The linter of a dialect and spelling setting, created on first use. */
  private linter(dialect: HarperDialect, spelling: boolean): Promise<LocalLinter> {
    const key = `${dialect}:${spelling}`;
    let linter = this.linters.get(key);
    if (!linter) {
      linter = (async () => {
        const l = new LocalLinter({ binary, dialect: DIALECTS[dialect] });
        const config = await l.getDefaultLintConfig();
        for (const rule of Object.keys(DISABLED_HARPER_RULES)) if (rule in config) config[rule] = false;
        if (!spelling) for (const rule of HARPER_SPELLING_RULES) if (rule in config) config[rule] = false;
        await l.setLintConfig(config);
        return l;
      })();
      this.linters.set(key, linter);
    }
    return linter;
  }

  /** Harper's findings on `text`, with code-point offsets relative to it. */
  async lint(text: string, options: HarperRunOptions): Promise<Finding[]> {
    const findings: Finding[] = [];
    for (const [rule, lints] of await this.lintsByRule(text, options)) {
      for (const lint of lints) {
        const regional = lint.lint_kind() === 'Regionalism';
        const finding = options.anyVariety && regional ? null : toFinding(text, rule, lint);
        lint.free();
        if (finding) findings.push(finding);
      }
    }
    if (!options.anyVariety || !options.spelling) return findings;
    const misspelt = findings.filter((f) => f.ruleId === 'harper:SpellCheck');
    if (misspelt.length === 0) return findings;
    const chars = Array.from(text);
    const word = (f: Finding) => chars.slice(f.start, f.end).join('');
    const regional = new Set<string>();
    for (const dialect of OTHER_DIALECTS) {
      for (const w of await this.accepted([...new Set(misspelt.map(word))], dialect)) regional.add(w);
    }
    return findings.filter((f) => f.ruleId !== 'harper:SpellCheck' || !regional.has(word(f)));
  }

  /** Harper's lints on `text` by rule, the rules that found nothing left out. */
  private async lintsByRule(text: string, options: HarperRunOptions): Promise<[string, Lint[]][]> {
    const linter = await this.linter(options.dialect, options.spelling);
    let wasm = this.wasm.get(linter);
    if (!wasm) {
      wasm = wasmLinter(linter);
      this.wasm.set(linter, wasm);
    }
    const inner = await wasm;
    // dedup off: Harper would keep its word-splitting lint over the spelling one ("belives" → "be lives").
    if (!inner) {
      const organised = await linter.organizedLints(text, { language: 'plaintext', dedup: false });
      return Object.entries(organised).filter(([, lints]) => lints.length > 0);
    }
    const out: [string, Lint[]][] = [];
    for (const group of inner.organized_lints(text, PLAIN, false, undefined, false, false)) {
      const lints = group.lints;
      if (lints.length > 0) out.push([group.group, lints]);
      group.free();
    }
    return out;
  }

  /** Which of `words` the dialect's spelling accepts (each linted alone). */
  async accepted(words: string[], dialect: HarperDialect): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const linter = await this.linter(dialect, true);
    const text = words.join('\n');
    const flagged = new Set(
      (await linter.lint(text, { language: 'plaintext' })).map((l) => l.get_problem_text()),
    );
    return new Set(words.filter((w) => !flagged.has(w)));
  }
}

/** One Harper lint as a finding (UTF-16 spans become code points); null when it suggests nothing usable. */
function toFinding(text: string, rule: string, lint: Lint): Finding | null {
  const span = lint.span();
  const { start, end } = span;
  span.free();
  const problem = text.slice(start, end);
  const replacements: string[] = [];
  for (const s of lint.suggestions()) {
    const kind = s.kind();
    const r =
      kind === REMOVE
        ? ''
        : kind === INSERT_AFTER
          ? problem + s.get_replacement_text()
          : s.get_replacement_text();
    s.free();
    if (r !== problem && !replacements.includes(r)) replacements.push(r);
    if (replacements.length === 5) break;
  }
  if (replacements.length === 0) return null;
  const kind = lint.lint_kind();
  return {
    start: utf16ToCodePoint(text, start),
    end: utf16ToCodePoint(text, end),
    ruleId: `harper:${rule}`,
    category: rule === 'SpellCheck' ? 'spelling' : (HARPER_KIND_CATEGORY[kind] ?? 'other'),
    message: lint.message(),
    replacements,
  };
}
