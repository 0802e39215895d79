/**
 * Grammar quality of /edits against raw Harper:
 * - LanguageTool 4.6 English rule examples (../shared/data/languagetool_en): recall (an edit overlaps
 *   the marked span), exact-fix rate (auto_apply gives the corrected sentence) and false-positive rate
 *   (any non-spelling edit on a correct example);
 * - JFLEG dev (../shared/data/jfleg): GLEU of the unchanged source and of Margin's auto_apply text.
 * - CWEB dev (../shared/data/gec/cweb, evaluation only): edit precision, recall and F0.5, overall and
 *   per ERRANT class (scripts/eval/lib/cweb.ts), per half.
 * Margin runs through the real app (in process, on a temporary SQLite database). LanguageTool figures
 * are also given per half (read / validation, by a hash of the sentence: scripts/eval/lib/halves.ts).
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

async function jfleg(checker: Checker) {
  const lines = fs
    .readFileSync(path.join(DATA, 'jfleg', 'jfleg_dev.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { source: string; references: string[] });
  const sources = lines.map((l) => tokenise(detokenise(l.source)));
  const rawSources = lines.map((l) => l.source.split(/\s+/).filter(Boolean));
  const refs = lines.map((l) => l.references.map((r) => r.split(/\s+/).filter(Boolean)));
  const hyps: string[][] = [];
  for (const l of lines) hyps.push(tokenise((await checker.check(detokenise(l.source), 'en')).applied));
  return {
    sourceGleu: corpusGleu(rawSources, rawSources, refs),
    roundTripSourceGleu: corpusGleu(rawSources, sources, refs),
    gleu: corpusGleu(rawSources, hyps, refs),
  };
}

export async function run(): Promise<Record<string, unknown>> {
  const ltDir = path.join(DATA, 'languagetool_en');
  if (!fs.existsSync(ltDir))
    throw new Error(`grammar eval: ${ltDir} does not exist (the shared data folder).`);
  const { incorrect, correct } = readLanguageTool(ltDir);
  const app = await createTestApp({ QUOTA_ENTERPRISE_DAILY: '0', QUOTA_ENTERPRISE_MONTHLY: '0' });
  try {
    const harper = await rawHarper();
    const ours = margin(app);
    // Halves by a hash of the sentence: rules may be written from the "read" half only; the
    // "validation" half is never looked at, so its figures say how the rules generalise.
    const half = (h: Half) => ({
      incorrect: incorrect.filter((ex) => halfOf(ex.sentence) === h),
      correct: correct.filter((ex) => halfOf(ex.sentence) === h),
    });
    const read = half('read');
    const validation = half('validation');
    const harperRead = await languageTool(harper, read.incorrect, read.correct);
    const harperValidation = await languageTool(harper, validation.incorrect, validation.correct);
    const marginRead = await languageTool(ours, read.incorrect, read.correct);
    const marginValidation = await languageTool(ours, validation.incorrect, validation.correct);
    const harperLt = combine(harperRead, harperValidation);
    const marginLt = combine(marginRead, marginValidation);
    const harperJfleg = await jfleg(harper);
    const marginJfleg = await jfleg(ours);
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
    const harperCweb = await cwebOf(harper);
    const marginCweb = await cwebOf(ours);
    const cwebSummary = (r: CwebResult) => ({
      precision: r.precision,
      recall: r.recall,
      f05: r.f05,
      system: r.system,
      correct: r.correct,
      gold: r.gold,
    });
    fs.mkdirSync(path.join(REPO_ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(
      path.join(REPO_ROOT, 'reports', 'eval-grammar-missed.tsv'),
      `${marginLt.missed.join('\n')}\n`,
    );
    fs.writeFileSync(
      path.join(REPO_ROOT, 'reports', 'eval-grammar-flagged.tsv'),
      `${marginLt.flagged.join('\n')}\n`,
    );
    return {
      incorrectExamples: incorrect.length,
      correctExamples: correct.length,
      harperRecall: harperLt.recall,
      marginRecall: marginLt.recall,
      recallTarget: `>= ${(harperLt.recall + 0.1).toFixed(4)} (raw Harper + 10 points)`,
      recallMet: marginLt.recall >= harperLt.recall + 0.1,
      harperExactFix: harperLt.exactFix,
      marginExactFix: marginLt.exactFix,
      harperFalsePositiveRate: harperLt.falsePositiveRate,
      marginFalsePositiveRate: marginLt.falsePositiveRate,
      falsePositiveTarget: `<= ${(harperLt.falsePositiveRate + 0.01).toFixed(4)} (raw Harper + 1 point)`,
      falsePositiveMet: marginLt.falsePositiveRate <= harperLt.falsePositiveRate + 0.01,
      jflegSourceGleu: harperJfleg.sourceGleu,
      jflegRoundTripSourceGleu: marginJfleg.roundTripSourceGleu,
      jflegHarperGleu: harperJfleg.gleu,
      jflegMarginGleu: marginJfleg.gleu,
      jflegMet: marginJfleg.gleu > harperJfleg.sourceGleu,
      readIncorrect: read.incorrect.length,
      readCorrect: read.correct.length,
      validationIncorrect: validation.incorrect.length,
      validationCorrect: validation.correct.length,
      harperReadRecall: harperRead.recall,
      marginReadRecall: marginRead.recall,
      harperReadFalsePositiveRate: harperRead.falsePositiveRate,
      marginReadFalsePositiveRate: marginRead.falsePositiveRate,
      harperValidationRecall: harperValidation.recall,
      marginValidationRecall: marginValidation.recall,
      harperValidationExactFix: harperValidation.exactFix,
      marginValidationExactFix: marginValidation.exactFix,
      harperValidationFalsePositiveRate: harperValidation.falsePositiveRate,
      marginValidationFalsePositiveRate: marginValidation.falsePositiveRate,
      cwebSentences: cwebRows.length,
      cwebUnaligned: harperCweb.read.unaligned + harperCweb.validation.unaligned,
      harperCwebReadPrecision: harperCweb.read.precision,
      marginCwebReadPrecision: marginCweb.read.precision,
      harperCwebReadF05: harperCweb.read.f05,
      marginCwebReadF05: marginCweb.read.f05,
      harperCwebValidationPrecision: harperCweb.validation.precision,
      marginCwebValidationPrecision: marginCweb.validation.precision,
      harperCwebValidationRecall: harperCweb.validation.recall,
      marginCwebValidationRecall: marginCweb.validation.recall,
      harperCwebValidationF05: harperCweb.validation.f05,
      marginCwebValidationF05: marginCweb.validation.f05,
      cweb: {
        harper: { read: cwebSummary(harperCweb.read), validation: cwebSummary(harperCweb.validation) },
        margin: { read: cwebSummary(marginCweb.read), validation: cwebSummary(marginCweb.validation) },
      },
      cwebValidationByClass: { harper: harperCweb.validation.byClass, margin: marginCweb.validation.byClass },
      cwebReadByClass: { harper: harperCweb.read.byClass, margin: marginCweb.read.byClass },
      harperRecallByCategory: harperLt.byCategory,
      marginRecallByCategory: marginLt.byCategory,
      note: 'Raw Harper: harper.js LocalLinter, default rules, dedup on. Margin: POST /api/v1/edits with auto_apply, in process. Missed and flagged examples: reports/eval-grammar-*.tsv',
    };
  } finally {
    await grammarEngine().close();
    await app.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => console.log(JSON.stringify(r, null, 2)));
}
