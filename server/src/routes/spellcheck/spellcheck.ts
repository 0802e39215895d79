import type { SpellcheckRequest, SpellcheckResponse } from '@margin/shared/contract';
import type { SpellFinding } from '@margin/shared/spell/checker';
import { codePointToUtf16, sliceCodePoints, utf16ToCodePoint } from '@margin/shared/text/offsets';
import type { z } from 'zod';
import { applyReplacements, type Replacement } from '../../engines/edits/apply';
import { editId } from '../../engines/edits/ids';
import { operationFindings } from '../../engines/edits/operations';
import { ParagraphCache } from '../../engines/edits/paragraph-cache';
import { paragraphs } from '../../engines/edits/paragraphs';
import { splitSentences } from '../../engines/edits/sentences';
import { HttpError } from '../../http/errors';
import type { KeyOwner } from '../../storage/repos/keys';
import type { Store } from '../../storage/store';
import { resolveLanguage, resolveVariety } from './language';
import { userWords } from './words';

type Input = z.output<typeof SpellcheckRequest>;
type Output = z.input<typeof SpellcheckResponse>;
type WireEdit = Output['edits'][number];

const cache = new ParagraphCache<SpellFinding>();

/** Keys created on or after this day get the neural spellcheck by default (API.md). */
export const NEURAL_DEFAULT_SINCE = Date.UTC(2024, 5, 20);
const HTML_TAG = /<\/?[A-Za-z][^<>]*>/;

/** Options that differ between /spellcheck and /medical-spellcheck. */
export interface SpellcheckMode {
  medical: boolean;
  /** Keeps only the findings this predicate accepts (medical terms). */
  keep?: (original: string, replacement: string) => boolean;
  /** Time budget of the request (MARGIN_SPELLCHECK_BUDGET_MS). */
  budgetMs: number;
}

/** The clock of the time budget (monotonic); tests replace `now` to run out of time on cue. */
export const budgetClock = { now: () => performance.now() };

function today(): string {
  return new Date().toISOString().slice(0, 10).replace(/-/g, '');
}

/**
 * POST /api/v1/spellcheck (and medical-spellcheck): word-level spelling edits, paragraph by
 * paragraph, within a time budget; sentences left unchecked when it runs out are reported in
 * `degraded`, and a request that could check nothing answers 503.
 */
export async function runSpellcheck(
  input: Input,
  caller: KeyOwner,
  store: Store,
  mode: SpellcheckMode,
): Promise<Output> {
  const started = budgetClock.now();
  const { lang, detected } = await resolveLanguage(input, mode.medical);
  const variety = resolveVariety(input, lang);
  const sessionId = input.session_id ?? today();
  const neuralDefault = caller.key_created_at >= NEURAL_DEFAULT_SINCE;
  // The default only applies without multiple_edits (the neural model serves multiple_edits=false);
  // asking for it explicitly combines it with multiple_edits, and candidates stay empty.
  const neuralWanted = input.neural_spellcheck ?? (neuralDefault && !input.multiple_edits);

  const { checkSpelling, neuralAvailable } = await import('../../engines/spell');
  const neural = neuralWanted && (await neuralAvailable(lang));
  const [words, rejected] = await Promise.all([
    userWords(store, caller, input.team_id),
    store.feedback.rejected(caller.key_id, input.user_id),
  ]);
  const rejectedPairs = new Set(rejected.map((r) => `${r.original}\u0000${r.replacement}`));
  const dictionary = new Set(words.map((w) => w.toLowerCase()));

  const edits: WireEdit[] = [];
  const issued: { id: string; original: string; replacement: string; rule: string }[] = [];
  const replacements: Replacement[] = [];
  const candidates: Record<string, string[]> = {};
  const occurrences = new Map<string, number>();
  let sentencesTotal = 0;
  let sentencesDegraded = 0;
  let reason = '';
  const deadline = started + mode.budgetMs;

  for (const para of paragraphs(input.text)) {
    const sentences = splitSentences(para.text);
    sentencesTotal += sentences.length;
    if (budgetClock.now() >= deadline) {
      sentencesDegraded += sentences.length;
      reason = `the ${mode.budgetMs.toLocaleString('en-US')} ms time budget of one request ran out`;
      continue;
    }
    let findings: SpellFinding[];
    try {
      const key = `${lang}|${variety}|${neural}|${mode.medical}|${input.min_length}|${para.text}`;
      let found = cache.get(key);
      if (!found) {
        found = await checkSpelling(para.text, {
          lang,
          variety,
          neural,
          medical: mode.medical,
          minLength: input.min_length,
          maxCandidates: 10,
        });
        cache.set(key, found);
      }
      findings = found.filter((f) => !dictionary.has(f.original.toLowerCase()));
    } catch (err) {
      if (err instanceof HttpError) throw err;
      sentencesDegraded += sentences.length;
      reason = `the spelling engine failed on part of the text: ${err instanceof Error ? err.message : String(err)}`;
      continue;
    }
    const spans = [
      ...findings.map((f) => ({
        start: f.start,
        end: f.end,
        original: f.original,
        options: f.candidates.filter((c) => !rejectedPairs.has(`${f.original}\u0000${c}`)),
        rule: 'spelling',
      })),
      ...operationFindings(para.text, input.operations, lang).map((f) => {
        const original = sliceCodePoints(para.text, f.start, f.end);
        return { start: f.start, end: f.end, original, options: f.replacements, rule: f.ruleId };
      }),
    ].sort((a, b) => a.start - b.start);

    const ranges = sentences.map((r) => ({
      start: utf16ToCodePoint(para.text, r.start),
      end: utf16ToCodePoint(para.text, r.end),
    }));
    let lastEnd = -1;
    for (const span of spans) {
      if (span.options.length === 0 || span.start < lastEnd) continue;
      const replacement = span.options[0];
      if (span.rule === 'spelling' && mode.keep && !mode.keep(span.original, replacement)) continue;
      if (span.rule !== 'spelling' && rejectedPairs.has(`${span.original}\u0000${replacement}`)) continue;
      lastEnd = span.end;
      const sentence = ranges.find((r) => r.start <= span.start && span.end <= r.end) ?? {
        start: 0,
        end: Array.from(para.text).length,
      };
      const sentenceText = sliceCodePoints(para.text, sentence.start, sentence.end);
      const start = span.start - sentence.start;
      const end = span.end - sentence.start;
      let id = editId([
        caller.key_id,
        sessionId,
        input.user_id ?? '',
        sentenceText,
        start,
        span.original,
        replacement,
        span.rule,
      ]);
      // A repeated sentence repeats its edits: later occurrences get ids of their own, stable too.
      const seen = occurrences.get(id) ?? 0;
      occurrences.set(id, seen + 1);
      if (seen > 0) id = editId([id, seen]);
      edits.push({
        id,
        sentence: sentenceText,
        sentence_start: para.cpStart + sentence.start,
        start,
        end,
        replacement,
      });
      issued.push({ id, original: span.original, replacement, rule: span.rule });
      if (input.multiple_edits && span.rule === 'spelling' && !neural)
        candidates[span.original] = span.options;
      if (input.auto_apply) {
        replacements.push({
          start: para.start + codePointToUtf16(para.text, span.start),
          end: para.start + codePointToUtf16(para.text, span.end),
          replacement,
        });
      }
    }
  }

  if (sentencesTotal > 0 && sentencesDegraded === sentencesTotal) {
    throw new HttpError(
      503,
      `no sentence could be checked: ${reason}; retry later`,
      {},
      { 'Retry-After': '5' },
    );
  }
  await store.issuedEdits.record(
    issued.map((e) => ({
      id: e.id,
      key_id: caller.key_id,
      user_id: input.user_id ?? null,
      session_id: sessionId,
      original: e.original,
      replacement: e.replacement,
      rule: e.rule,
      error_type: null,
    })),
  );

  const out: Output = { edits };
  if (detected) out.lang = lang;
  if (input.multiple_edits) out.candidates = candidates;
  if (input.auto_apply) {
    out.applied_text = applyReplacements(input.text, replacements);
    if (HTML_TAG.test(input.text)) {
      out.warning =
        'The text contains HTML tags; applied_text was produced from the raw text, tags included, and tags were not checked.';
    }
  }
  if (sentencesDegraded > 0) {
    out.degraded = { sentences_degraded: sentencesDegraded, sentences_total: sentencesTotal, reason };
  }
  return out;
}
