import { ApertiumEngine } from './apertium/engine';
import { configFingerprint, type TranslateConfig } from './config';
import { LibreTranslateEngine } from './libretranslate';
import { LlmEngine } from './llm';
import { Translator } from './translator';
import type { TranslationEngine } from './types';

export { configFingerprint, type TranslateConfig } from './config';
export {
  type TranslateOptions,
  type TranslationResult,
  TranslationUnsupported,
  Translator,
} from './translator';
export { EngineFailure, type EngineStatus, EngineTimedOut, type Formality } from './types';

/** The engines of a configuration, in its order; providers without settings are left out. */
export function createEngines(config: TranslateConfig): TranslationEngine[] {
  const engines: TranslationEngine[] = [];
  for (const name of config.engines) {
    if (name === 'apertium') engines.push(new ApertiumEngine(config.apertium));
    if (name === 'llm' && config.llm) engines.push(new LlmEngine(config.llm));
    if (name === 'libretranslate' && config.libretranslate)
      engines.push(new LibreTranslateEngine(config.libretranslate));
  }
  return engines;
}

const translators = new Map<string, Translator>();

/**
 * The translator for a configuration, created once and kept: Apertium pipelines are long-lived, so
 * every request of the process shares them. Keyed by the configuration so a test can switch providers.
 */
export function getTranslator(config: TranslateConfig): Translator {
  const key = JSON.stringify([configFingerprint(config), config.apertium]);
  let t = translators.get(key);
  if (!t) {
    t = new Translator(createEngines(config));
    translators.set(key, t);
  }
  return t;
}

/** Closes every translator made by {@link getTranslator} (shutdown, end of a script). */
export async function closeTranslators(): Promise<void> {
  const all = [...translators.values()];
  translators.clear();
  await Promise.all(all.map((t) => t.close()));
}
