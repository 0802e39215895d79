import type { AdvancedEditOption, EditsRequest } from '@margin/shared/contract';
import { codePointToUtf16 } from '@margin/shared/text/offsets';
import type { z } from 'zod';
import { badRequest } from '../../http/errors';
import type { KeyOwner } from '../../storage/repos/keys';
import type { Store } from '../../storage/store';
import { checkAnyLanguage, grammarEngine, type HarperDialect } from '../grammar';
import { resolveOverlaps } from '../grammar/analyse';
import { enabledAdvancedOptions } from './advanced-options';
import { applyReplacements } from './apply';
import { loadCustomisation, mappingFindings, outsideDictionary, phraseMatcher } from './customisation';
import type { Finding } from './finding';
import { editId } from './ids';
import { isIgnored } from './ignore';
import { detectEditsLanguage, type EditsLang } from './language';
import { operationFindings } from './operations';
import { ParagraphCache } from './paragraph-cache';
import { type Paragraph, paragraphs } from './paragraphs';
import { outsideProtected, protectedSpans } from './protected-spans';
import { spellingProvider } from './spelling';
import { type IssuedWireEdit, toWireEdits, type WireEdit } from './wire';

export type EditsInput = z.output<typeof EditsRequest>;

/** The /edits answer. */
export interface EditsResult {
  edits: WireEdit[];
  applied_text?: string;
}

/** Server settings the checks depend on. */
export interface EditsOptions {
  /** Grammar worker threads (GRAMMAR_WORKERS). */
  grammarWorkers: number;
}

const cache = new ParagraphCache<Finding>();
// Paragraphs in flight at once: enough to keep every grammar worker busy.
const WINDOW = 4;

/** What the request asks the engines for, once its language and variety are resolved. */
interface Plan {
  lang: EditsLang;
  dialect: HarperDialect;
  anyVariety: boolean;
  advanced: AdvancedEditOption[];
  neural: boolean;
  medical: boolean;
  grammarWorkers: number;
}

const VARIETY_DIALECT: Record<string, HarperDialect> = {
  'us-variety': 'us',
  'gb-variety': 'gb',
  'au-variety': 'au',
  'ca-variety': 'ca',
};

/** Resolves lang (auto → detected) and variety, answering 400 for what no engine here can do. */
async function plan(input: EditsInput, options: EditsOptions): Promise<Plan> {
  const defaultVariety: string | undefined = undefined;
  const variety = input.variety ?? defaultVariety;
  if (input.lang === 'zh' || variety === 's-variety' || variety === 't-variety') {
    throw badRequest(
      `${input.lang === 'zh' ? 'lang: zh' : `variety: ${variety}`}: Chinese is not supported yet; send English or another listed language`,
    );
  }
  const lang = input.lang === 'auto' ? await detectEditsLanguage(input.text) : input.lang;
  if (input.variety && input.lang !== 'auto' && lang !== 'en') {
    throw badRequest(`variety: ${input.variety} applies to English only, but lang is ${lang}`);
  }
  const advanced = enabledAdvancedOptions(input.advanced_edits);
  if (advanced.length > 0 && input.lang !== 'auto' && lang !== 'en') {
    throw badRequest(`advanced_edits: advanced edits are available for English only, but lang is ${lang}`);
  }
  return {
    lang,
    dialect: VARIETY_DIALECT[variety ?? ''] ?? 'us',
    anyVariety: variety === 'null-variety',
    advanced: lang === 'en' ? advanced : [],
    neural: input.neural_spellcheck,
    medical: input.medical,
    grammarWorkers: options.grammarWorkers,
  };
}

/** Engine findings on one paragraph (cached per text and settings). */
async function engineFindings(text: string, p: Plan): Promise<Finding[]> {
  const key = `${p.lang}|${p.dialect}|${p.anyVariety}|${p.neural}|${p.medical}|${p.advanced.join(',')}|${text}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const spelling = await spellingProvider();
  const spellingHere = spelling.supports(p.lang);
  let found: Finding[];
  if (p.lang === 'en') {
    found = await grammarEngine({ workers: p.grammarWorkers }).checkEnglish(text, {
      dialect: p.dialect,
      anyVariety: p.anyVariety,
      harperSpelling: !spellingHere,
      advanced: p.advanced,
    });
  } else {
    found = checkAnyLanguage(text, p.lang);
  }
  if (spellingHere) {
    const variety = p.anyVariety ? undefined : p.dialect;
    found = resolveOverlaps([
      ...found,
      ...(await spelling.check(text, { lang: p.lang, variety, neural: p.neural, medical: p.medical })),
    ]);
  }
  cache.set(key, found);
  return found;
}

/** Spelling findings on words that look like names or acronyms are dropped (they are rarely misspelt). */
function notNameOrAcronym(text: string, findings: Finding[]): Finding[] {
  const chars = Array.from(text);
  return findings.filter((f) => {
    if (f.category !== 'spelling') return true;
    const word = chars.slice(f.start, f.end).join('');
    if (word.length > 1 && word === word.toUpperCase() && /\p{Lu}/u.test(word)) return false;
    if (!/^\p{Lu}/u.test(word)) return true;
    // Capitalised mid-sentence: a name. At a sentence start it may be an ordinary word.
    const before = chars.slice(Math.max(0, f.start - 3), f.start).join('');
    return (
      f.start === 0 || /[.!?:]["'”’)]?\s+$/.test(before) || /^\s*$/.test(chars.slice(0, f.start).join(''))
    );
  });
}

/**
 * POST /api/v1/edits: grammar (English), spelling, language-independent rules, operations, custom
 * mappings and advanced edits, paragraph by paragraph; minus rejected edits, dictionary words,
 * protected spans (code, URLs, markup) and ignored categories. Every edit is recorded so that
 * accept/reject can resolve its id.
 */
export async function computeEdits(
  input: EditsInput,
  store: Store,
  caller: KeyOwner,
  options: EditsOptions,
): Promise<EditsResult> {
  const p = await plan(input, options);
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
  const idFor = (parts: {
    sentence: string;
    start: number;
    original: string;
    replacement: string;
    ruleId: string;
  }) =>
    editId([
      caller.key_id,
      input.session_id,
      input.user_id ?? '',
      parts.sentence,
      parts.start,
      parts.original,
      parts.replacement,
      parts.ruleId,
    ]);

  const issued: IssuedWireEdit[] = [];
  const replacements: { start: number; end: number; replacement: string }[] = [];

  const processParagraph = async (para: Paragraph) => {
    const text = para.text;
    const engine = await engineFindings(text, p);
    const own = [
      ...operationFindings(text, input.operations, p.lang),
      ...mappingFindings(text, customisation.mappings, mappingMatcher),
    ];
    let findings = resolveOverlaps([
      ...own.filter((f) => f.ruleId.startsWith('custom:')),
      ...engine.filter((f) => f.category !== 'advanced'),
      ...own.filter((f) => !f.ruleId.startsWith('custom:')),
    ]);
    findings.push(...engine.filter((f) => f.category === 'advanced'));
    findings = outsideProtected(findings, protectedSpans(text));
    findings = outsideDictionary(text, notNameOrAcronym(text, findings), dictionary);
    const wire = toWireEdits(para, findings, idFor).filter((w) => {
      const replacement = w.edit.replacement;
      if (rejectedKeys.has(`${w.original}\u0000${replacement}\u0000${w.finding.ruleId}`)) return false;
      if (rejectedAnyRule.has(`${w.original}\u0000${replacement}`)) return false;
      return !isIgnored(
        { errorType: w.edit.error_type ?? '', original: w.original, replacement },
        input.ignore_edit_types,
      );
    });
    for (const w of wire) {
      issued.push(w);
      if (input.auto_apply && w.edit.replacement !== w.original) {
        const start = para.start + codePointToUtf16(text, w.finding.start);
        const end = para.start + codePointToUtf16(text, w.finding.end);
        replacements.push({ start, end, replacement: w.edit.replacement });
      }
    }
  };

  // Paragraphs are produced lazily and at most WINDOW are in flight, so memory stays bounded by the
  // findings, not the engines' intermediate state, even for 1,000,000 characters.
  const inFlight = new Set<Promise<void>>();
  for (const para of paragraphs(input.text)) {
    const job = processParagraph(para).finally(() => inFlight.delete(job));
    inFlight.add(job);
    if (inFlight.size >= WINDOW) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);

  issued.sort((a, b) => a.absStart - b.absStart || a.absEnd - b.absEnd);
  distinctIds(issued);
  await store.issuedEdits.record(
    issued.map((w) => ({
      id: w.edit.id,
      key_id: caller.key_id,
      user_id: input.user_id ?? null,
      session_id: input.session_id,
      original: w.original,
      replacement: w.edit.replacement,
      rule: w.finding.ruleId,
      error_type: w.edit.error_type ?? null,
    })),
  );
  const result: EditsResult = { edits: issued.map((w) => w.edit) };
  if (input.auto_apply) result.applied_text = applyReplacements(input.text, replacements);
  return result;
}

/**
 * The same edit of the same sentence can occur twice in a document (a repeated sentence): the later
 * occurrences get ids derived from their occurrence number, so ids stay unique and stable.
 */
function distinctIds(edits: IssuedWireEdit[]): void {
  const seen = new Map<string, number>();
  for (const e of edits) {
    const n = seen.get(e.edit.id) ?? 0;
    seen.set(e.edit.id, n + 1);
    if (n > 0) e.edit.id = editId([e.edit.id, n]);
  }
}
