import { setImmediate as nextTurn } from 'node:timers/promises';
import { splitSentences } from '@margin/shared/text/sentences';
import type { Replacement } from '../../engines/edits/apply';
import type { Finding } from '../../engines/edits/finding';
import { editId } from '../../engines/edits/ids';
import { ParagraphCache } from '../../engines/edits/paragraph-cache';
import { type Paragraph, paragraphs } from '../../engines/edits/paragraphs';
import {
  type EditIdFactory,
  type IssuedWireEdit,
  toWireEdits,
  type WireOptions,
} from '../../engines/edits/wire';
import { EngineInputError, EngineUnsupportedError } from '../../engines/errors';
import { HttpError } from '../../http/errors';

/** What one checking use case (edits, spellcheck, medical spellcheck) plugs into the pipeline. */
export interface CheckPlan {
  /** What decides the engines' findings besides the paragraph text (language, variety, options…). */
  cacheKey: string;
  /** Engine findings on one paragraph, code points relative to it; cached per paragraph and key. */
  engines(text: string): Promise<Finding[]>;
  /** The request's own findings and filters, after the cache: dictionary, rejections, mappings… */
  filter(text: string, findings: Finding[]): Finding[];
  /** Keeps or drops a wire edit (rejections and ignored types that need the edit's final shape). */
  keep?(edit: IssuedWireEdit): boolean;
  wire: WireOptions;
  /** Paragraphs checked at once (1: in order, so a time budget is spent front to back). */
  concurrency: number;
  /** Past this `clock()` value no new paragraph starts; its sentences are reported as degraded. */
  deadline?: { at: number; clock(): number; reason: string };
  /**
   * Set to the engine's name ("the spelling engine"), a failure of the engines degrades its
   * paragraph instead of failing the request.
   */
  degradeOnFailureOf?: string;
  /**
   * At most this many edits are answered; once reached no new paragraph starts, and the sentences
   * whose edits were left out are reported as degraded (the response stays linear in the input).
   */
  maxEdits?: number;
}

/** The parts an edit id is derived from besides the edit: who asked, and in which document. */
export interface IdScope {
  keyId: string;
  sessionId: string;
  userId?: string;
}

/** What the pipeline found in a request text. */
export interface CheckOutcome {
  /** Wire edits in text order, with unique ids. */
  issued: IssuedWireEdit[];
  sentencesTotal: number;
  sentencesDegraded: number;
  /** Why sentences were degraded (the last reason). */
  degradedReason: string;
}

const cache = new ParagraphCache<Finding>();

/**
 * Edits answered per request at most: ~2.5 MB of JSON with sentence windows (measured), more than one can
 * review (Edits and Spellcheck alike); past it the rest of the text is reported as degraded.
 */
export const MAX_EDITS_PER_REQUEST = 5_000;

/** Findings converted to wire edits per turn of the event loop. */
const WIRE_BATCH = 250;

let mainThreadBusy = false;
const mainThreadQueue: (() => void)[] = [];

/**
 * Runs one slice of engine work that holds the main thread (spelling, filters, the wire adapter), one
 * slice at a time process-wide, each waiting slice handed over in a later turn of the event loop.
 * Without it, concurrent requests' slices all run in the same turn and /liveness waits for every one
 * of them (#17: under 8 clients a probe waited ~250 ms).
 */
export async function mainThreadTurn<T>(work: () => T | Promise<T>): Promise<T> {
  if (mainThreadBusy) await new Promise<void>((resolve) => mainThreadQueue.push(resolve));
  mainThreadBusy = true;
  try {
    return await work();
  } finally {
    const next = mainThreadQueue.shift();
    if (next) setImmediate(next);
    else mainThreadBusy = false;
  }
}

/** The clock of the requests' time budgets (monotonic); tests replace `now` to run out of time on cue. */
export const budgetClock = { now: () => performance.now() };

/**
 * The one checking pipeline: segment the text into paragraphs → engine findings (paragraph cache) →
 * the plan's filters → the one wire adapter → ids, unique per document. Memory stays bounded by the
 * findings: paragraphs are produced lazily and at most `concurrency` are in flight.
 */
export async function runChecks(text: string, plan: CheckPlan, scope: IdScope): Promise<CheckOutcome> {
  const idFor: EditIdFactory = (p) =>
    editId([
      scope.keyId,
      scope.sessionId,
      scope.userId ?? '',
      p.sentence,
      p.start,
      p.original,
      p.replacement,
      p.ruleId,
    ]);
  const outcome: CheckOutcome = { issued: [], sentencesTotal: 0, sentencesDegraded: 0, degradedReason: '' };

  const check = async (para: Paragraph, sentences: number) => {
    let findings: Finding[];
    try {
      findings = await cachedFindings(para.text, plan);
    } catch (err) {
      if (!plan.degradeOnFailureOf || isRequestError(err)) throw err;
      outcome.sentencesDegraded += sentences;
      const why = err instanceof Error ? err.message : String(err);
      outcome.degradedReason = `${plan.degradeOnFailureOf} failed on part of the text: ${why}`;
      return;
    }
    // Each stage of a paragraph runs in its own turn of the event loop, so the main thread never
    // holds a large paragraph's whole post-processing at once (#17: liveness must keep answering).
    await nextTurn();
    const filtered = await mainThreadTurn(() => plan.filter(para.text, findings));
    // The wire adapter (sentence windows, ids, error types) in batches, each its own turn: 5,000
    // findings in one slice held the event loop ~200 ms (#17, `npm run bench -- liveness`).
    for (let i = 0; i < filtered.length; i += WIRE_BATCH) {
      await nextTurn();
      const batch = filtered.slice(i, i + WIRE_BATCH);
      const wire = await mainThreadTurn(() => toWireEdits(para, batch, idFor, plan.wire));
      outcome.issued.push(...(plan.keep ? wire.filter(plan.keep) : wire));
    }
    await nextTurn();
  };

  const capReason = `the cap of ${plan.maxEdits?.toLocaleString('en-US')} edits per request was reached`;
  const inFlight = new Set<Promise<void>>();
  for (const para of paragraphs(text)) {
    await nextTurn();
    const sentences = splitSentences(para.text).length;
    outcome.sentencesTotal += sentences;
    if (plan.maxEdits !== undefined && outcome.issued.length >= plan.maxEdits) {
      outcome.sentencesDegraded += sentences;
      outcome.degradedReason = capReason;
      continue;
    }
    if (plan.deadline && plan.deadline.clock() >= plan.deadline.at) {
      outcome.sentencesDegraded += sentences;
      outcome.degradedReason = plan.deadline.reason;
      continue;
    }
    const job = check(para, sentences).finally(() => inFlight.delete(job));
    inFlight.add(job);
    if (inFlight.size >= plan.concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);

  outcome.issued.sort((a, b) => a.absStart - b.absStart || a.absEnd - b.absEnd);
  if (plan.maxEdits !== undefined && outcome.issued.length > plan.maxEdits) {
    const dropped = outcome.issued.splice(plan.maxEdits);
    // A long sentence is cut to windows, each with its own sentence_start: never count past the total.
    const sentences = new Set(dropped.map((w) => w.edit.sentence_start)).size;
    outcome.sentencesDegraded = Math.min(outcome.sentencesTotal, outcome.sentencesDegraded + sentences);
    outcome.degradedReason = capReason;
  }
  distinctIds(outcome.issued);
  return outcome;
}

/** Engine work in flight, by cache key: a paragraph repeated in one document is checked once. */
const pending = new Map<string, Promise<Finding[]>>();

/** The engines' findings on one paragraph, from the cache when the same text was checked alike. */
async function cachedFindings(text: string, plan: CheckPlan): Promise<Finding[]> {
  const key = `${plan.cacheKey}|${text}`;
  const hit = cache.get(key) ?? pending.get(key);
  if (hit) return hit;
  const work = plan.engines(text).finally(() => pending.delete(key));
  pending.set(key, work);
  const found = await work;
  cache.set(key, found);
  return found;
}

/** Errors about the request itself, which fail it rather than degrade a paragraph. */
function isRequestError(err: unknown): boolean {
  return err instanceof HttpError || err instanceof EngineInputError || err instanceof EngineUnsupportedError;
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

/** The replacements of the issued edits that change something, in the request text (auto_apply). */
export function replacementsOf(issued: IssuedWireEdit[]): Replacement[] {
  return issued
    .filter((w) => w.edit.replacement !== w.original)
    .map((w) => ({ start: w.utf16Start, end: w.utf16End, replacement: w.edit.replacement }));
}
