/**
 * Grammar quality of /edits against raw Harper:
 * - LanguageTool 4.6 English rule examples (../shared/data/languagetool_en): recall (an edit overlaps
 *   the marked span), exact-fix rate (auto_apply gives the corrected sentence) and false-positive rate
 *   (any non-spelling edit on a correct example);
 * - JFLEG dev (../shared/data/jfleg): GLEU of the unchanged source and of Margin's auto_apply text.
 * - CWEB dev (../shared/data/gec/cweb, evaluation only): edit precision, recall and F0.5, overall and
 *   per ERRANT class (scripts/eval/lib/cweb.ts), per half.
 * Margin runs through the real app (in process, on a temporary SQLite database). Every set is split
 * into halves (read / validation, by a hash of the sentence: scripts/eval/lib/halves.ts) and reported
 * per half; the missed and flagged examples and JFLEG's outputs written to reports/ are from the
 * read half only, so nobody reads a validation sentence.
 * - Everyday errors (scripts/eval/data/everyday-errors.jsonl, our own, scripts/eval/lib/everyday.ts):
 *   detected and exact-fix rates per error class, and correct sentences left alone.
 * GRAMMAR_EVAL_ONLY=lt,jfleg,cweb,everyday runs only the listed sets (default all); GRAMMAR_EVAL_HARPER=0
 * skips raw Harper (its figures do not change between runs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Dialect, LocalLinter } from 'harper.js';
import { binary } from 'harper.js/binary';
import { classifyEdit } from '../../server/src/engines/edits/classify';
import { grammarEngine } from '../../server/src/engines/grammar';
import { createTestApp, type TestApp } from '../../server/src/testing/app';
import { utf16ToCodePoint } from '../../shared/src/text/offsets';
import { type CwebResult, cweb, readCweb } from './lib/cweb';
import { everyday, everydaySummary, readEveryday } from './lib/everyday';
import { corpusGleu } from './lib/gleu';
import { type Half, halfOf } from './lib/halves';
import { type LtExample, readLanguageTool } from './lib/languagetool';
import { detokenise, tokenise } from './lib/tokenise';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA = path.resolve(REPO_ROOT, '../shared/data');

/** One edit a checker proposed: code-point span, replacement, ERRANT type, whether it is spelling. */
interface EditOut {
  start: number;
  end: number;
  spelling: boolean;
  replacement: string;
  errorType: string;
}

interface Outcome {
  spans: EditOut[];
  applied: string;
}

interface Checker {
  check(sentence: string, variant: string): Promise<Outcome>;
}

/** Harper as it comes: default rules, dedup on, the variant's dialect. */
async function rawHarper(): Promise<Checker> {
  const linters = new Map<string, LocalLinter>();
  const linterFor = (variant: string) => {
    const dialect = variant === 'en-GB' ? Dialect.British : Dialect.American;
    let l = linters.get(variant);
    if (!l) {
      l = new LocalLinter({ binary, dialect });
      linters.set(variant, l);
    }
    return l;
  };
  return {
    async check(sentence, variant) {
      const lints = await linterFor(variant).lint(sentence, { language: 'plaintext' });
      const spans: Outcome['spans'] = [];
      const edits: { start: number; end: number; text: string }[] = [];
      for (const lint of lints) {
        const span = lint.span();
        const kind = lint.lint_kind();
        const spelling = kind === 'Spelling' || kind === 'Typo';
        const s = lint.suggestions()[0];
        const problem = sentence.slice(span.start, span.end);
        let text = problem;
        if (s) {
          const k = s.kind();
          text = k === 1 ? '' : k === 2 ? problem + s.get_replacement_text() : s.get_replacement_text();
          edits.push({ start: span.start, end: span.end, text });
        }
        spans.push({
          start: utf16ToCodePoint(sentence, span.start),
          end: utf16ToCodePoint(sentence, span.end),
          spelling,
          replacement: text,
          errorType: classifyEdit(problem, text, spelling ? 'spelling' : 'grammar'),
        });
      }
      edits.sort((a, b) => a.start - b.start);
      let out = '';
      let at = 0;
      for (const e of edits) {
        if (e.start < at) continue;
        out += sentence.slice(at, e.start) + e.text;
        at = e.end;
      }
      return { spans, applied: out + sentence.slice(at) };
    },
  };
}

/** Margin's /edits through the real app. */
function margin(app: TestApp): Checker {
  return {
    async check(sentence, variant) {
      const res = await app.call('POST', '/api/v1/edits', {
        key: app.keys.enterprise,
        text: sentence,
        session_id: 'eval',
        auto_apply: true,
        variety: variant === 'en-GB' ? 'gb-variety' : variant === 'any' ? 'null-variety' : 'us-variety',
      });
      if (res.status !== 200) throw new Error(`/edits answered ${res.status}: ${await res.text()}`);
      const body = (await res.json()) as {
        edits: {
          sentence_start: number;
          start: number;
          end: number;
          replacement: string;
          error_type?: string;
          general_error_type?: string;
        }[];
        applied_text: string;
      };
      return {
        spans: body.edits.map((e) => ({
          start: e.sentence_start + e.start,
          end: e.sentence_start + e.end,
          spelling: e.general_error_type === 'Spelling',
          replacement: e.replacement,
          errorType: e.error_type ?? 'R:OTHER',
        })),
        applied: body.applied_text,
      };
    },
  };
}

const overlaps = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start < Math.max(b.end, b.start + 1) && b.start < Math.max(a.end, a.start + 1);

async function languageTool(checker: Checker, incorrect: LtExample[], correct: LtExample[]) {
  let found = 0;
  let fixed = 0;
  let fixable = 0;
  const byCategory: Record<string, { total: number; found: number }> = {};
  const missed: string[] = [];
  for (const ex of incorrect) {
    const out = await checker.check(ex.sentence, ex.variant);
    const hit = out.spans.some((s) => ex.marker && overlaps(s, ex.marker));
    byCategory[ex.category] ??= { total: 0, found: 0 };
    const cat = byCategory[ex.category];
    cat.total++;
    if (hit) {
      found++;
      cat.found++;
    } else if (missed.length < 2000) missed.push(`${ex.ruleId}\t${ex.sentence}`);
    if (ex.corrected) {
      fixable++;
      if (out.applied === ex.corrected) fixed++;
    }
  }
  let falsePositives = 0;
  const flagged: string[] = [];
  for (const ex of correct) {
    const out = await checker.check(ex.sentence, ex.variant);
    if (out.spans.some((s) => !s.spelling)) {
      falsePositives++;
      flagged.push(`${ex.ruleId}\t${ex.sentence}`);
    }
  }
  return {
    recall: found / incorrect.length,
    exactFix: fixed / fixable,
    falsePositiveRate: falsePositives / correct.length,
    counts: { incorrect: incorrect.length, found, fixable, fixed, correct: correct.length, falsePositives },
    byCategory,
    missed,
    flagged,
  };
}

type LtResult = Awaited<ReturnType<typeof languageTool>>;

/** The two halves' results as one (rates recomputed from the counts). */
function combine(a: LtResult, b: LtResult): LtResult {
  const counts = Object.fromEntries(
    Object.entries(a.counts).map(([k, v]) => [k, v + b.counts[k as keyof LtResult['counts']]]),
  ) as LtResult['counts'];
  const byCategory: LtResult['byCategory'] = {};
  for (const [cat, c] of [...Object.entries(a.byCategory), ...Object.entries(b.byCategory)]) {
    byCategory[cat] ??= { total: 0, found: 0 };
    byCategory[cat].total += c.total;
    byCategory[cat].found += c.found;
  }
  return {
    recall: counts.found / counts.incorrect,
    exactFix: counts.fixed / counts.fixable,
    falsePositiveRate: counts.falsePositives / counts.correct,
    counts,
    byCategory,
    missed: [...a.missed, ...b.missed],
    flagged: [...a.flagged, ...b.flagged],
  };
}

/** A JFLEG row: tokenised source and its references. */
interface JflegRow {
  source: string;
  references: string[];
}

/** JFLEG dev rows, each with its half (by a hash of the tokenised source, as for the other sets). */
function readJfleg(): (JflegRow & { half: Half })[] {
  return fs
    .readFileSync(path.join(DATA, 'jfleg', 'jfleg_dev.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as JflegRow)
    .map((r) => ({ ...r, half: halfOf(r.source) }));
}

/**
 * GLEU of the unchanged source and of the checker's auto_apply text on the JFLEG rows, overall and
 * per half (each sentence is checked once).
 */
async function jfleg(checker: Checker, lines: readonly (JflegRow & { half: Half })[]) {
  const hyps: string[][] = [];
  const readRows: string[] = [];
  for (const l of lines) {
    const applied = (await checker.check(detokenise(l.source), 'en')).applied;
    hyps.push(tokenise(applied));
    // Read half only, for error analysis: the validation half's sentences must stay unread.
    if (l.half === 'read') readRows.push([detokenise(l.source), applied, l.references[0] ?? ''].join('\t'));
  }
  const score = (keep: (l: JflegRow & { half: Half }) => boolean) => {
    const at = lines.flatMap((l, i) => (keep(l) ? [i] : []));
    const rawSources = at.map((i) => lines[i].source.split(/\s+/).filter(Boolean));
    const refs = at.map((i) => lines[i].references.map((r) => r.split(/\s+/).filter(Boolean)));
    return {
      sentences: at.length,
      sourceGleu: corpusGleu(rawSources, rawSources, refs),
      roundTripSourceGleu: corpusGleu(
        rawSources,
        at.map((i) => tokenise(detokenise(lines[i].source))),
        refs,
      ),
      gleu: corpusGleu(
        rawSources,
        at.map((i) => hyps[i]),
        refs,
      ),
    };
  };
  return {
    readRows,
    all: score(() => true),
    read: score((l) => l.half === 'read'),
    validation: score((l) => l.half === 'validation'),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const ltDir = path.join(DATA, 'languagetool_en');
  if (!fs.existsSync(ltDir))
    throw new Error(`grammar eval: ${ltDir} does not exist (the shared data folder).`);
  const { incorrect, correct } = readLanguageTool(ltDir);
  const only = new Set(
    (process.env.GRAMMAR_EVAL_ONLY ?? 'lt,jfleg,cweb,everyday').split(',').map((x) => x.trim()),
  );
  const withHarper = process.env.GRAMMAR_EVAL_HARPER !== '0';
  const app = await createTestApp({
    QUOTA_ENTERPRISE_DAILY: '0',
    QUOTA_ENTERPRISE_MONTHLY: '0',
    // Quality, not latency, is measured: on a loaded machine the production deadlines (20 s per
    // request, 10 s per spell call) would fail the run instead of answering slowly.
    EDITS_BUDGET_MS: '120000',
    SPELL_TIMEOUT_MS: '60000',
  });
  try {
    const harper = withHarper ? await rawHarper() : undefined;
    const ours = margin(app);
    const out: Record<string, unknown> = {};
    if (only.has('lt')) {
      // Halves by a hash of the sentence: rules may be written from the "read" half only; the
      // "validation" half is never looked at, so its figures say how the rules generalise.
      const half = (h: Half) => ({
        incorrect: incorrect.filter((ex) => halfOf(ex.sentence) === h),
        correct: correct.filter((ex) => halfOf(ex.sentence) === h),
      });
      const read = half('read');
      const validation = half('validation');
      const marginRead = await languageTool(ours, read.incorrect, read.correct);
      const marginValidation = await languageTool(ours, validation.incorrect, validation.correct);
      const marginLt = combine(marginRead, marginValidation);
      fs.mkdirSync(path.join(REPO_ROOT, 'reports'), { recursive: true });
      // Read half only: the validation half's sentences must stay unread.
      fs.writeFileSync(
        path.join(REPO_ROOT, 'reports', 'eval-grammar-missed.tsv'),
        `${marginRead.missed.join('\n')}\n`,
      );
      fs.writeFileSync(
        path.join(REPO_ROOT, 'reports', 'eval-grammar-flagged.tsv'),
        `${marginRead.flagged.join('\n')}\n`,
      );
      Object.assign(out, {
        incorrectExamples: incorrect.length,
        correctExamples: correct.length,
        marginRecall: marginLt.recall,
        marginExactFix: marginLt.exactFix,
        marginFalsePositiveRate: marginLt.falsePositiveRate,
        readIncorrect: read.incorrect.length,
        readCorrect: read.correct.length,
        validationIncorrect: validation.incorrect.length,
        validationCorrect: validation.correct.length,
        marginReadRecall: marginRead.recall,
        marginReadExactFix: marginRead.exactFix,
        marginReadFalsePositiveRate: marginRead.falsePositiveRate,
        marginValidationRecall: marginValidation.recall,
        marginValidationExactFix: marginValidation.exactFix,
        marginValidationFalsePositiveRate: marginValidation.falsePositiveRate,
        validationTarget: 'recall >= 0.30 and false positives <= 0.06 (issue #14)',
        validationMet: marginValidation.recall >= 0.3 && marginValidation.falsePositiveRate <= 0.06,
      });
      if (harper) {
        const harperRead = await languageTool(harper, read.incorrect, read.correct);
        const harperValidation = await languageTool(harper, validation.incorrect, validation.correct);
        const harperLt = combine(harperRead, harperValidation);
        Object.assign(out, {
          harperRecall: harperLt.recall,
          harperExactFix: harperLt.exactFix,
          harperFalsePositiveRate: harperLt.falsePositiveRate,
          harperReadRecall: harperRead.recall,
          harperReadFalsePositiveRate: harperRead.falsePositiveRate,
          harperValidationRecall: harperValidation.recall,
          harperValidationExactFix: harperValidation.exactFix,
          harperValidationFalsePositiveRate: harperValidation.falsePositiveRate,
          harperRecallByCategory: harperLt.byCategory,
        });
      }
      out.marginRecallByCategory = marginLt.byCategory;
    }
    if (only.has('jfleg')) {
      const rows = readJfleg();
      const m = await jfleg(ours, rows);
      fs.mkdirSync(path.join(REPO_ROOT, 'reports'), { recursive: true });
      fs.writeFileSync(
        path.join(REPO_ROOT, 'reports', 'eval-grammar-jfleg-read.tsv'),
        `${m.readRows.join('\n')}\n`,
      );
      Object.assign(out, {
        jflegSourceGleu: m.all.sourceGleu,
        jflegRoundTripSourceGleu: m.all.roundTripSourceGleu,
        jflegMarginGleu: m.all.gleu,
        jflegReadSourceGleu: m.read.sourceGleu,
        jflegReadMarginGleu: m.read.gleu,
        jflegValidationSourceGleu: m.validation.sourceGleu,
        jflegValidationMarginGleu: m.validation.gleu,
        jflegSentences: { read: m.read.sentences, validation: m.validation.sentences },
      });
      if (harper) {
        const h = await jfleg(harper, rows);
        Object.assign(out, {
          jflegHarperGleu: h.all.gleu,
          jflegReadHarperGleu: h.read.gleu,
          jflegValidationHarperGleu: h.validation.gleu,
        });
      }
    }
    if (only.has('cweb')) {
      // CWEB dev: evaluation only (CC BY-NC-SA). Halves by the same sentence hash as LanguageTool's.
      const cwebRows = readCweb(DATA);
      const cwebHalf = (h: Half) => cwebRows.filter((r) => halfOf(r.sentence) === h);
      const cwebOf = async (checker: Checker) => {
        const run = (rows: ReturnType<typeof cwebHalf>) =>
          // Web text of unknown variety: Margin accepts every English variety's spelling (null-variety);
          // Harper has no such dialect and runs American.
          cweb(async (sentence) => (await checker.check(sentence, 'any')).spans, rows);
        return { read: await run(cwebHalf('read')), validation: await run(cwebHalf('validation')) };
      };
      const cwebSummary = (r: CwebResult) => ({
        precision: r.precision,
        recall: r.recall,
        f05: r.f05,
        system: r.system,
        correct: r.correct,
        gold: r.gold,
      });
      const marginCweb = await cwebOf(ours);
      // Read half only, for error analysis: the validation half's sentences must stay unread.
      fs.mkdirSync(path.join(REPO_ROOT, 'reports'), { recursive: true });
      fs.writeFileSync(
        path.join(REPO_ROOT, 'reports', 'eval-grammar-cweb-edits.tsv'),
        `${marginCweb.read.edits
          .map((e) =>
            [e.correct ? 'correct' : 'wrong', e.errorType, e.written, e.replacement, e.sentence].join('\t'),
          )
          .join('\n')}\n`,
      );
      Object.assign(out, {
        cwebSentences: cwebRows.length,
        cwebUnaligned: marginCweb.read.unaligned + marginCweb.validation.unaligned,
        marginCwebReadPrecision: marginCweb.read.precision,
        marginCwebReadF05: marginCweb.read.f05,
        marginCwebValidationPrecision: marginCweb.validation.precision,
        marginCwebValidationRecall: marginCweb.validation.recall,
        marginCwebValidationF05: marginCweb.validation.f05,
      });
      const cwebOut: Record<string, unknown> = {
        margin: { read: cwebSummary(marginCweb.read), validation: cwebSummary(marginCweb.validation) },
      };
      const byClass: Record<string, unknown> = { margin: marginCweb.validation.byClass };
      const readByClass: Record<string, unknown> = { margin: marginCweb.read.byClass };
      if (harper) {
        const harperCweb = await cwebOf(harper);
        Object.assign(out, {
          harperCwebReadPrecision: harperCweb.read.precision,
          harperCwebReadF05: harperCweb.read.f05,
          harperCwebValidationPrecision: harperCweb.validation.precision,
          harperCwebValidationRecall: harperCweb.validation.recall,
          harperCwebValidationF05: harperCweb.validation.f05,
        });
        cwebOut.harper = {
          read: cwebSummary(harperCweb.read),
          validation: cwebSummary(harperCweb.validation),
        };
        byClass.harper = harperCweb.validation.byClass;
        readByClass.harper = harperCweb.read.byClass;
      }
      Object.assign(out, { cweb: cwebOut, cwebValidationByClass: byClass, cwebReadByClass: readByClass });
    }
    if (only.has('everyday')) {
      const rows = readEveryday(path.join(REPO_ROOT, 'scripts', 'eval', 'data', 'everyday-errors.jsonl'));
      const halves = async (checker: Checker) => ({
        read: await everyday(
          checker.check,
          rows.filter((r) => r.half === 'read'),
        ),
        validation: await everyday(
          checker.check,
          rows.filter((r) => r.half === 'validation'),
        ),
      });
      const m = await halves(ours);
      // Read half only: the validation half's sentences must stay unread.
      fs.mkdirSync(path.join(REPO_ROOT, 'reports'), { recursive: true });
      fs.writeFileSync(
        path.join(REPO_ROOT, 'reports', 'eval-grammar-everyday-missed.tsv'),
        `${m.read.missed.join('\n')}\n`,
      );
      fs.writeFileSync(
        path.join(REPO_ROOT, 'reports', 'eval-grammar-everyday-flagged.tsv'),
        `${m.read.flagged.join('\n')}\n`,
      );
      const h = harper ? await halves(harper) : undefined;
      Object.assign(out, {
        marginEverydayReadExactFix: m.read.exactFix,
        marginEverydayReadLeftAlone: `${m.read.leftAlone} of ${m.read.correct}`,
        marginEverydayValidationExactFix: m.validation.exactFix,
        marginEverydayValidationLeftAlone: `${m.validation.leftAlone} of ${m.validation.correct}`,
      });
      out.everyday = {
        margin: { read: everydaySummary(m.read), validation: everydaySummary(m.validation) },
        ...(h && { harper: { read: everydaySummary(h.read), validation: everydaySummary(h.validation) } }),
      };
    }
    out.note =
      'Raw Harper: harper.js LocalLinter, default rules, dedup on. Margin: POST /api/v1/edits with auto_apply, in process. Missed and flagged examples (read half only): reports/eval-grammar-*.tsv';
    return out;
  } finally {
    await grammarEngine().close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => console.log(JSON.stringify(r, null, 2)));
}
