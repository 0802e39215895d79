import { EDITS_LANGS, type EditsRequest } from '@margin/shared/contract';
import type { z } from 'zod';
import { enabledAdvancedOptions } from '../engines/edits/advanced-options';
import { applyReplacements } from '../engines/edits/apply';
import { mappingFindings, outsideDictionary, phraseMatcher } from '../engines/edits/customisation';
import type { Finding } from '../engines/edits/finding';
import { isIgnored } from '../engines/edits/ignore';
import { notNameOrAcronym } from '../engines/edits/names';
import { operationFindings } from '../engines/edits/operations';
import { outsideProtected, protectedSpans } from '../engines/edits/protected-spans';
import { spellingProvider } from '../engines/edits/spelling';
import type { WireEdit } from '../engines/edits/wire';
import { EngineUnavailableError } from '../engines/errors';
import { checkAnyLanguage, grammarEngine } from '../engines/grammar';
import { resolveOverlaps } from '../engines/grammar/analyse';
import { badRequest } from '../http/errors';
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
import { loadCustomisation } from './customisation';

export type EditsInput = z.output<typeof EditsRequest>;

/** The /edits answer. */
export interface EditsResult {
  edits: WireEdit[];
  applied_text?: string;
  degraded?: { sentences_degraded: number; sentences_total: number; reason: string };
}

/** Server settings the checks depend on. */
export interface EditsOptions {
  /** Grammar worker threads (GRAMMAR_WORKERS). */
  grammarWorkers: number;
  /** Time budget of the request (EDITS_BUDGET_MS); also the deadline of each grammar call. */
  budgetMs: number;
  /** Spell worker threads (SPELL_WORKERS). @default 1 */
  spellWorkers?: number;
  /** Deadline of each spell-engine call (SPELL_TIMEOUT_MS). @default 10000 */
  spellTimeoutMs?: number;
}

const LISTED = new Set<string>(EDITS_LANGS.filter((l) => l !== 'auto'));
// The language identifier speaks ISO 639-1 (and 639-3 where there is none); Edits says "jp" for Japanese.
const TO_EDITS: Record<string, string> = { ja: 'jp', fil: 'tl' };
const NO_CHINESE = 'Chinese is not supported yet; send English or another listed language';

/** Edits checks every listed language but Chinese; detection falls back to English. */
const EDITS_LANGUAGES: LanguageScope = {
  async detect(text) {
    const { detectLanguage } = await import('../engines/langid');
    const base = (await detectLanguage(text.slice(0, 2000))).lang.split('-')[0];
    const code = TO_EDITS[base] ?? base;
    return LISTED.has(code) ? code : 'en';
  },
  refuse: (lang, detected) => (lang === 'zh' && !detected ? `lang: zh: ${NO_CHINESE}` : undefined),
  chineseVariety: NO_CHINESE,
};

/**
 * POST /api/v1/edits: grammar (English), spelling, language-independent rules, operations, custom
 * mappings and advanced edits, paragraph by paragraph through the checking pipeline; minus rejected
 * edits, dictionary words, protected spans (code, URLs, markup) and ignored categories. Every edit is
 * recorded so that accept/reject can resolve its id.
 */
export async function computeEdits(
  input: EditsInput,
  store: Store,
  caller: KeyOwner,
  options: EditsOptions,
): Promise<EditsResult> {
  const started = budgetClock.now();
  const deadlineAt = started + options.budgetMs;
  const { lang, detected, variety } = await resolveLanguage(input, EDITS_LANGUAGES);
  const requestedAdvanced = enabledAdvancedOptions(input.advanced_edits);
  if (requestedAdvanced.length > 0 && !detected && lang !== 'en') {
    throw badRequest(`advanced_edits: advanced edits are available for English only, but lang is ${lang}`);
  }
  const advanced = lang === 'en' ? requestedAdvanced : [];
  const dialect = variety === 'any' ? 'us' : variety;
  const anyVariety = variety === 'any';
  const { neural_spellcheck: neural, medical } = input;

  const [customisation, rejected] = await Promise.all([
    loadCustomisation(store, caller.user_id),
    store.feedback.rejected(caller.key_id, input.user_id),
  ]);
  const rejectedKeys = new Set(
    rejected.map((r) => `${r.original}\u0000${r.replacement}\u0000${r.rule ?? ''}`),
  );
  const rejectedAnyRule = new Set(
    rejected.filter((r) => r.rule === null).map((r) => `${r.original}\u0000${r.replacement}`),
  );
  const dictionary = phraseMatcher(customisation.words);
  const mappingMatcher = phraseMatcher(customisation.mappings.map((m) => m.phrase));

  const plan: CheckPlan = {
    cacheKey: `edits|${lang}|${dialect}|${anyVariety}|${neural}|${medical}|${advanced.join(',')}`,
    async engines(text) {
      const spelling = await spellingProvider({
        workers: options.spellWorkers,
        timeoutMs: options.spellTimeoutMs,
      });
      const spellingHere = spelling.supports(lang);
      // Spelling (the spell workers) and grammar (the grammar worker) read the paragraph at the same
      // time: neither needs the other's findings until the real-word check that merges them.
      // In the spell workers, each call has its own deadline (SPELL_TIMEOUT_MS): past it the
      // paragraph is degraded like one whose grammar call ran out of time.
      const spellVariety = anyVariety ? undefined : dialect;
      const spelling$ = spellingHere
        ? spelling.check(text, { lang, variety: spellVariety, neural, medical })
        : Promise.resolve([]);
      // Settled here so that a grammar failure does not leave the spell call's rejection unhandled.
      spelling$.catch(() => {});
      const found: Finding[] =
        lang === 'en'
          ? await grammarEngine({ workers: options.grammarWorkers }).checkEnglish(
              text,
              { dialect, anyVariety, harperSpelling: !spellingHere, advanced },
              deadlineAt - budgetClock.now(),
            )
          : checkAnyLanguage(text, lang);
      if (!spellingHere) return found;
      const spelt = await spelling$;
      return resolveOverlaps(await spelling.realWordsOnly(lang, text, [...found, ...spelt]));
    },
    filter(text, engine) {
      const own = [
        ...operationFindings(text, input.operations, lang),
        ...mappingFindings(text, customisation.mappings, mappingMatcher),
      ];
      // Custom mappings win an overlap, then the engines, then operations; advanced edits may overlap.
      const findings = resolveOverlaps([
        ...own.filter((f) => f.ruleId.startsWith('custom:')),
        ...engine.filter((f) => f.category !== 'advanced'),
        ...own.filter((f) => !f.ruleId.startsWith('custom:')),
      ]);
      findings.push(...engine.filter((f) => f.category === 'advanced'));
      const unprotected = outsideProtected(findings, protectedSpans(text));
      return outsideDictionary(text, notNameOrAcronym(text, unprotected, lang), dictionary);
    },
    keep(w) {
      const replacement = w.edit.replacement;
      if (rejectedKeys.has(`${w.original}\u0000${replacement}\u0000${w.finding.ruleId}`)) return false;
      if (rejectedAnyRule.has(`${w.original}\u0000${replacement}`)) return false;
      const classified = { errorType: w.edit.error_type ?? '', original: w.original, replacement };
      return !isIgnored(classified, input.ignore_edit_types);
    },
    wire: { errorTypes: true },
    // Enough paragraphs in flight to keep every grammar worker busy.
    concurrency: 4,
    deadline: {
      at: deadlineAt,
      clock: budgetClock.now,
      reason: `the ${options.budgetMs.toLocaleString('en-US')} ms time budget of one request ran out`,
    },
    // A grammar call past the deadline is abandoned (its worker replaced): its paragraph is degraded.
    degradeOnFailureOf: 'the checking engines',
    maxEdits: MAX_EDITS_PER_REQUEST,
  };

  const scope: IdScope = { keyId: caller.key_id, sessionId: input.session_id, userId: input.user_id };
  const outcome = await runChecks(input.text, plan, scope);
  const { issued } = outcome;
  if (outcome.sentencesTotal > 0 && outcome.sentencesDegraded === outcome.sentencesTotal && !issued.length) {
    throw new EngineUnavailableError(
      `no sentence could be checked: ${outcome.degradedReason}; retry later`,
      5,
    );
  }
  await recordIssued(store, scope, issued);
  const result: EditsResult = { edits: issued.map((w) => w.edit) };
  if (input.auto_apply) result.applied_text = applyReplacements(input.text, replacementsOf(issued));
  if (outcome.sentencesDegraded > 0) {
    result.degraded = {
      sentences_degraded: outcome.sentencesDegraded,
      sentences_total: outcome.sentencesTotal,
      reason: outcome.degradedReason,
    };
  }
  return result;
}
