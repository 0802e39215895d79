/** The translation engine interface: every engine says which pairs it can translate, then translates. */

/** Register requested by the caller (API.md: formal or informal; omitted means the engine's default). */
export type Formality = 'formal' | 'informal';

/** Engine names, as configured in TRANSLATE_ENGINES and reported by GET /api/v1/translate/languages. */
export type EngineName = 'apertium' | 'libretranslate' | 'llm';

/** A way to translate one source language into one target through one engine. */
export interface TranslationRoute {
  engine: EngineName;
  /** Catalogue code of the source (a base language), or `und` for engines that detect it themselves. */
  source: string;
  /** Catalogue code of the target as the engine produces it (`pt-BR` when it has that variant, else `pt`). */
  target: string;
  /** Intermediate languages of a pivot chain, e.g. `['es']` for en → es → fr; empty for a direct pair. */
  via: string[];
  /** Whether the formality the caller asked for reaches the engine. */
  formality: boolean;
}

/** A pair an engine translates directly or through a pivot chain. */
export interface LanguagePair {
  source: string;
  target: string;
  via: string[];
}

/** What an engine reports about itself. */
export interface EngineStatus {
  name: EngineName;
  /** False when the engine is configured but cannot work now (binaries missing, server unreachable). */
  available: boolean;
  /** Whether `formality` is passed to this engine. */
  formality: boolean;
  /** True when the engine translates between every pair of catalogue languages (LLM). */
  anyToAny: boolean;
  /** Pairs, when the engine has a finite list; empty for any-to-any engines. */
  pairs: LanguagePair[];
  /** Why it is unavailable, or which model/server it uses. */
  detail: string;
}

/** Options of one translation call. */
export interface TranslateCall {
  route: TranslationRoute;
  formality?: Formality;
}

/** A translation engine behind the common interface. */
export interface TranslationEngine {
  readonly name: EngineName;
  /** Supported pairs and availability (may ask a remote server, so async). */
  status(): Promise<EngineStatus>;
  /** The route for `source` → `target` (region variants allowed as target), or undefined if unsupported. */
  route(source: string, target: string): Promise<TranslationRoute | undefined>;
  /**
   * Translates segments (each one line, with placeholder tokens `⟦n⟧`) independently, in order.
   * Throws on an engine failure.
   */
  translate(segments: readonly string[], call: TranslateCall): Promise<string[]>;
  /** Stops processes and timers. */
  close(): Promise<void>;
}

/** An engine failed on text it said it supports (the API answers 502). */
export class EngineFailure extends Error {
  constructor(
    readonly engine: EngineName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`${engine}: ${message}`, options);
    this.name = 'EngineFailure';
  }
}

/**
 * An engine gave no answer within its time limit; its process was killed and is replaced on the next
 * call (the API answers 503 with Retry-After: the failure is expected to pass).
 */
export class EngineTimedOut extends EngineFailure {
  /** Seconds a client should wait before retrying. */
  readonly retryAfterSeconds = 5;
  constructor(engine: EngineName, message: string) {
    super(engine, message);
    this.name = 'EngineTimedOut';
  }
}
