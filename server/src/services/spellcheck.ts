import type { SpellcheckRequest, SpellcheckResponse } from '@margin/shared/contract';
import type { z } from 'zod';
import { applyReplacements } from '../engines/edits/apply';
import type { Finding } from '../engines/edits/finding';
import { operationFindings } from '../engines/edits/operations';
import { EngineUnavailableError } from '../engines/errors';
import { detectSpellLanguage } from '../engines/spell/detect';
import { SPELL_LANGUAGES, supportsLanguage, UNSUPPORTED_LANGUAGES } from '../engines/spell/languages';
import type { KeyOwner } from '../storage/repos/keys';
import type { Store } from '../storage/store';
import { type LanguageScope, resolveLanguage } from './checking/language';
import {
  budgetClock,
  type CheckPlan,
  type IdScope,
  MAX_EDITS_PER_REQUEST,
  replacementsOf,
  runChecks,
} from './checking/pipeline';
import { recordIssued } from './checking/record';
import { userWords } from './customisation';

type Input = z.output<typeof SpellcheckRequest>;
type Output = z.input<typeof SpellcheckResponse>;

/** Keys created on or after this day get the neural spellcheck by default (API.md). */
export const NEURAL_DEFAULT_SINCE = Date.UTC(2024, 5, 20);
const HTML_TAG = /<\/?[A-Za-z][^<>]*>/;

/** Options that differ between /spellcheck and /medical-spellcheck, and the server's budget. */
export interface SpellcheckMode {
  medical: boolean;
  /** Keeps only the findings this predicate accepts (medical terms). */
  keep?: (original: string, replacement: string) => boolean;
  /** Time budget of the request (MARGIN_SPELLCHECK_BUDGET_MS). */
  budgetMs: number;
  /** Spell worker threads (SPELL_WORKERS). @default 1 */
  spellWorkers?: number;
  /** Deadline of each spell-engine call, one paragraph (SPELL_TIMEOUT_MS). @default 10000 */
  spellTimeoutMs?: number;
}

export { budgetClock } from './checking/pipeline';

/** Spellcheck checks the languages with a Hunspell dictionary; the medical list is English. */
function spellLanguages(medical: boolean): LanguageScope {
  return {
    detect: detectSpellLanguage,
    refuse(lang, detected) {
      if (!supportsLanguage(lang)) {
        const name = UNSUPPORTED_LANGUAGES[lang] ?? lang;
        return `lang: ${detected ? `the text was detected as ${lang} (${name})` : `${lang} (${name})`}, which spellcheck does not support: no Hunspell dictionary is installed for it. Supported: ${SPELL_LANGUAGES.join(', ')}`;
      }
      if (medical && lang !== 'en')
        return `lang: the medical word list is English; medical-spellcheck does not support ${lang}`;
      return undefined;
    },
    chineseVariety: 'Chinese is not supported by spellcheck; send a listed language with a dictionary',
  };
}

const today = () => new Date().toISOString().slice(0, 10).replace(/-/g, '');

/** `word` with its first letter in upper case. */
function capitalised(word: string): string {
  const [first = '', ...rest] = word;
  return first.toUpperCase() + rest.join('');
}

/**
 * POST /api/v1/spellcheck (and medical-spellcheck): word-level spelling edits through the checking
 * pipeline, paragraph by paragraph, within a time budget; sentences left unchecked when it runs out
 * are reported in `degraded`, and a request that could check nothing answers 503.
 */
export async function runSpellcheck(
  input: Input,
  caller: KeyOwner,
  store: Store,
  mode: SpellcheckMode,
): Promise<Output> {
  const started = budgetClock.now();
  const { lang, detected, variety } = await resolveLanguage(input, spellLanguages(mode.medical));
  // The neural reranker only reorders the candidates, so it applies with multiple_edits too: the top
  // suggestion does not depend on multiple_edits, and candidates list the order it chose (issue #16).
  const neuralWanted = input.neural_spellcheck ?? caller.key_created_at >= NEURAL_DEFAULT_SINCE;
  const { spellEngine, neuralAvailable } = await import('../engines/spell');
  const neural = neuralWanted && neuralAvailable(lang);
  const engine = spellEngine({ workers: mode.spellWorkers, timeoutMs: mode.spellTimeoutMs });
  const [words, rejected] = await Promise.all([
    userWords(store, caller, input.team_id),
    store.feedback.rejected(caller.key_id, input.user_id),
  ]);
  const rejectedPairs = new Set(rejected.map((r) => `${r.original}\u0000${r.replacement}`));
  const dictionary = new Set(words.map((w) => w.toLowerCase()));
  const candidates: Record<string, string[]> = {};

  const plan: CheckPlan = {
    cacheKey: `spell|${lang}|${variety}|${neural}|${mode.medical}|${input.min_length}`,
    async engines(text) {
      // In a spell worker: past its deadline (SPELL_TIMEOUT_MS) the call fails and the paragraph is
      // degraded (degradeOnFailureOf below); the main thread only waits.
      const found = await engine.check(text, {
        lang,
        variety,
        neural,
        medical: mode.medical,
        minLength: input.min_length,
        maxCandidates: 10,
      });
      return found.map(
        (f): Finding => ({
          start: f.start,
          end: f.end,
          ruleId: 'spelling',
          category: 'spelling',
          message: `"${f.original}" may be misspelt.`,
          replacements: f.candidates,
        }),
      );
    },
    filter(text, findings) {
      // Code points once: slicing the paragraph per finding rescanned it 5,000 times on a long one.
      const chars = Array.from(text);
      const original = (f: Finding) => chars.slice(f.start, f.end).join('');
      // A rejected correction is never suggested again: the next candidate takes its place.
      const operations = operationFindings(text, input.operations, lang);
      // A misspelt word that starts a sentence keeps the capital `capitalize` asks for ("ths" → "This");
      // the spelling edit then covers the capitalisation, which overlaps it and is dropped below.
      const capitalAt = new Set(
        operations.filter((f) => f.ruleId === 'operation:capitalize').map((f) => f.start),
      );
      const spelling: Finding[] = [];
      for (const f of findings) {
        const word = original(f);
        if (dictionary.has(word.toLowerCase())) continue;
        const allowed =
          rejectedPairs.size === 0
            ? f.replacements
            : f.replacements.filter((c) => !rejectedPairs.has(`${word}\u0000${c}`));
        spelling.push({ ...f, replacements: capitalAt.has(f.start) ? allowed.map(capitalised) : allowed });
      }
      const spans = [...spelling, ...operations].sort((a, b) => a.start - b.start);
      const kept: Finding[] = [];
      let lastEnd = -1;
      for (const span of spans) {
        if (span.replacements.length === 0 || span.start < lastEnd) continue;
        const word = original(span);
        const replacement = span.replacements[0];
        const isSpelling = span.ruleId === 'spelling';
        if (isSpelling && mode.keep && !mode.keep(word, replacement)) continue;
        if (!isSpelling && rejectedPairs.has(`${word}\u0000${replacement}`)) continue;
        lastEnd = span.end;
        kept.push(span);
        if (input.multiple_edits && isSpelling) candidates[word] = span.replacements;
      }
      return kept;
    },
    wire: { errorTypes: false },
    concurrency: 1,
    deadline: {
      at: started + mode.budgetMs,
      clock: budgetClock.now,
      reason: `the ${mode.budgetMs.toLocaleString('en-US')} ms time budget of one request ran out`,
    },
    degradeOnFailureOf: 'the spelling engine',
    maxEdits: MAX_EDITS_PER_REQUEST,
  };

  const scope: IdScope = {
    keyId: caller.key_id,
    sessionId: input.session_id ?? today(),
    userId: input.user_id,
  };
  const outcome = await runChecks(input.text, plan, scope);
  if (outcome.sentencesTotal > 0 && outcome.sentencesDegraded === outcome.sentencesTotal) {
    throw new EngineUnavailableError(
      `no sentence could be checked: ${outcome.degradedReason}; retry later`,
      5,
    );
  }
  await recordIssued(store, scope, outcome.issued);

  const out: Output = { edits: outcome.issued.map((w) => w.edit) };
  if (detected) out.lang = lang;
  if (input.multiple_edits) out.candidates = candidates;
  if (input.auto_apply) {
    out.applied_text = applyReplacements(input.text, replacementsOf(outcome.issued));
    if (HTML_TAG.test(input.text)) {
      out.warning =
        'The text contains HTML tags; applied_text was produced from the raw text, tags included, and tags were not checked.';
    }
  }
  if (outcome.sentencesDegraded > 0) {
    out.degraded = {
      sentences_degraded: outcome.sentencesDegraded,
      sentences_total: outcome.sentencesTotal,
      reason: outcome.degradedReason,
    };
  }
  return out;
}
