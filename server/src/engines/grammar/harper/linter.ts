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
    const linter = await this.linter(options.dialect, options.spelling);
    // dedup off: Harper would keep its word-splitting lint over the spelling one ("belives" → "be lives").
    const organised = await linter.organizedLints(text, { language: 'plaintext', dedup: false });
    const findings: Finding[] = [];
    for (const [rule, lints] of Object.entries(organised)) {
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
