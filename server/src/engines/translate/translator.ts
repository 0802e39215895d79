import { type Language, languageByCode, languageName } from '@margin/shared/languages/index';
import { detectLanguage } from '../langid';
import { applyFormality } from './formality';
import {
  type MaskedText,
  maskPlaceholders,
  restoreTokens,
  splitAtTokens,
  tokenIndices,
  unmaskPlaceholders,
  withoutTokens,
} from './placeholders';
import { hasWords, joinPieces, splitLines } from './segments';
import type { EngineStatus, Formality, TranslationEngine, TranslationRoute } from './types';

/** What the caller asked for, already resolved against the catalogue. */
export interface TranslateOptions {
  target: Language;
  sourceHint?: Language;
  formality?: Formality;
}

/** One translation in the API's shape (API.md "Translate" response). */
export interface TranslationResult {
  translation: string;
  source_lang: string;
  source_lang_name: string | null;
  target_lang: string;
  target_lang_name: string;
}

/** The request cannot be served by the configured engines (the API answers 400 with this message). */
export class TranslationUnsupported extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationUnsupported';
  }
}

/** Lines with this many letters or more get their own language detection in a multi-line text. */
const LINE_CHECK_LETTERS = 20;

/**
 * Without source_lang, an unreliable detection (short text) is used only when the model gives it
 * more than half the probability; below that the source is {@link DEFAULT_SOURCE} (the API's default
 * language) unless the target is that language. fastText reads "Hello." as Italian at 0.47.
 */
const MIN_GUESS_PROBABILITY = 0.5;
const DEFAULT_SOURCE = 'en';

/**
 * Translates text through the first configured engine that supports the pair: detects the source,
 * masks placeholders, keeps line structure and whitespace, returns text already in the target
 * language as written, and restores every placeholder in place.
 */
export class Translator {
  constructor(readonly engines: readonly TranslationEngine[]) {}

  /** What every engine supports, in preference order. */
  status(): Promise<EngineStatus[]> {
    return Promise.all(this.engines.map((e) => e.status()));
  }

  /** Translates one text. Throws {@link TranslationUnsupported} (400) or an engine error (502). */
  async translate(text: string, options: TranslateOptions): Promise<TranslationResult> {
    const { target } = options;
    const detection = await detectLanguage(text, options.sourceHint?.code);
    const source = guessedSource(detection, options);
    const result = (translation: string): TranslationResult => ({
      translation,
      source_lang: source,
      source_lang_name: source === 'und' ? null : languageName(source),
      target_lang: target.code,
      target_lang_name: target.name,
    });

    const masked = maskPlaceholders(text);
    const pieces = splitLines(masked.masked);
    const cores = pieces.flatMap((p) => ('core' in p ? [p.core] : []));
    const sameAsTarget = (lang: string) => lang !== 'und' && baseOf(lang) === target.base;

    // Each line with words gets a source: its own reliable detection when the text has several lines
    // (a mixed document), else the whole text's. Lines already in the target language stay as written.
    const groups = new Map<string, number[]>();
    for (const [i, core] of cores.entries()) {
      if (!hasWords(withoutTokens(core))) continue;
      const own = cores.length > 1 ? await this.lineLanguage(core) : undefined;
      const lineSource = own ?? source;
      if (sameAsTarget(lineSource)) continue;
      groups.set(lineSource, [...(groups.get(lineSource) ?? []), i]);
    }
    if (groups.size === 0) return result(text);

    const translated = cores.map((core) => restoreTokens(core, masked.placeholders));
    const plans = [];
    for (const [lineSource, indices] of groups)
      plans.push({ indices, route: await this.route(lineSource, options) });
    await Promise.all(
      plans.map(async ({ indices, route }) => {
        const call = { route, formality: route.formality ? options.formality : undefined };
        const engine = this.engines.find((e) => e.name === route.engine)!;
        const raw = await engine.translate(
          indices.map((i) => cores[i]),
          call,
        );
        // An engine that does not take the register gets it by post-edit where the table knows the target.
        const outputs =
          options.formality && !call.formality
            ? raw.map((o) => applyFormality(o, target.base, options.formality!))
            : raw;
        await Promise.all(
          indices.map(async (coreIndex, k) => {
            const core = cores[coreIndex];
            translated[coreIndex] =
              unmaskPlaceholders(outputs[k], masked.placeholders, tokenIndices(core)) ??
              (await this.translateAroundTokens(engine, core, masked, call));
          }),
        );
      }),
    );
    return result(joinPieces(pieces, translated));
  }

  /** Closes every engine (pipelines, timers). */
  async close(): Promise<void> {
    await Promise.all(this.engines.map((e) => e.close()));
  }

  /**
   * The route of the first engine that supports the pair; when a formality is asked for, the first
   * that also passes it on, if any does.
   */
  private async route(source: string, { target, formality }: TranslateOptions): Promise<TranslationRoute> {
    const from = source === 'und' ? 'und' : baseOf(source);
    const routes: TranslationRoute[] = [];
    for (const engine of this.engines) {
      const r = await engine.route(from, target.code);
      if (r) routes.push(r);
    }
    const chosen = (formality && routes.find((r) => r.formality)) || routes[0];
    if (chosen) return chosen;

    const tried = this.engines.map((e) => e.name).join(', ');
    if (this.engines.length === 0) {
      throw new TranslationUnsupported(
        'no translation engine is configured on this server: install Apertium (apertium and apertium-<pair> packages) or set LLM_BASE_URL or LIBRETRANSLATE_URL',
      );
    }
    if (source === 'und') {
      throw new TranslationUnsupported(
        `could not detect the language of the text; send source_lang (engines tried: ${tried})`,
      );
    }
    throw new TranslationUnsupported(
      `no configured translation engine translates ${languageName(from)} (${from}) into ${target.name} (${target.code}); engines tried: ${tried}. GET /api/v1/translate/languages lists the available pairs`,
    );
  }

  /** The language of one line when it is long enough to tell reliably on its own. */
  private async lineLanguage(core: string): Promise<string | undefined> {
    const plain = withoutTokens(core);
    if ((plain.match(/\p{L}/gu)?.length ?? 0) < LINE_CHECK_LETTERS) return undefined;
    const d = await detectLanguage(plain);
    return d.reliable ? d.lang : undefined;
  }

  /**
   * Fallback when an engine lost or duplicated a token: the text between placeholders is translated
   * piece by piece, so every placeholder stays exactly where it was (at some cost in fluency).
   */
  private async translateAroundTokens(
    engine: TranslationEngine,
    core: string,
    masked: MaskedText,
    call: { route: TranslationRoute; formality?: Formality },
  ): Promise<string> {
    const parts = splitAtTokens(core);
    const wanted = parts.flatMap((p, i) => (i % 2 === 0 && hasWords(p) ? [i] : []));
    const outputs = await engine.translate(
      wanted.map((i) => parts[i].trim()),
      call,
    );
    for (const [k, i] of wanted.entries()) {
      const [, lead, , trail] = /^(\s*)([\s\S]*?)(\s*)$/.exec(parts[i])!;
      parts[i] = lead + outputs[k].replace(/⟦\s*\d+\s*⟧/g, '') + trail;
    }
    return restoreTokens(parts.join(''), masked.placeholders);
  }
}

/** The source to translate from: the detection, or for a short unreliable one the rule above. */
function guessedSource(
  d: { lang: string; reliable: boolean; decidedBy: string; confidence: number },
  { sourceHint, target }: TranslateOptions,
): string {
  if (d.reliable || sourceHint || d.decidedBy !== 'model' || d.confidence > MIN_GUESS_PROBABILITY)
    return d.lang;
  return target.base === DEFAULT_SOURCE ? 'und' : DEFAULT_SOURCE;
}

function baseOf(code: string): string {
  return languageByCode(code)?.base ?? code;
}
