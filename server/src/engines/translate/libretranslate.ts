import { findLanguage, languageByCode } from '@margin/shared/languages/index';
import type { TranslateConfig } from './config';
import { engineJson } from './http';
import {
  EngineFailure,
  type EngineStatus,
  type LanguagePair,
  type TranslateCall,
  type TranslationEngine,
  type TranslationRoute,
} from './types';

type LibreConfig = NonNullable<TranslateConfig['libretranslate']>;

/** One entry of LibreTranslate's `GET /languages`. */
interface LibreLanguage {
  code: string;
  name?: string;
  targets?: string[];
}

// LibreTranslate codes that are not ISO: Brazilian Portuguese and Traditional Chinese.
const LIBRE_CODES: Record<string, string> = { pb: 'pt-BR', zt: 'zh-TW' };

/** How long the language list is trusted, after success and after a failure. */
const LIST_TTL_MS = 10 * 60_000;
const RETRY_TTL_MS = 30_000;

/**
 * A LibreTranslate server (LIBRETRANSLATE_URL) as a translation engine. Its pairs come from its own
 * `GET /languages`; it has no formality setting and can detect the source itself (`auto`).
 */
export class LibreTranslateEngine implements TranslationEngine {
  readonly name = 'libretranslate' as const;
  private list?: { at: number; languages?: LibreLanguage[]; error?: string };

  constructor(private readonly config: LibreConfig) {}

  async status(): Promise<EngineStatus> {
    const { languages, error } = await this.languages();
    const pairs: LanguagePair[] = [];
    for (const lang of languages ?? []) {
      const source = catalogueCode(lang.code);
      if (!source) continue;
      for (const t of lang.targets ?? []) {
        const target = catalogueCode(t);
        if (target && target !== source) pairs.push({ source: baseOf(source), target, via: [] });
      }
    }
    return {
      name: this.name,
      available: languages !== undefined,
      formality: false,
      anyToAny: false,
      pairs: dedupe(pairs),
      detail: error ?? `server at ${this.config.url}`,
    };
  }

  async route(source: string, target: string): Promise<TranslationRoute | undefined> {
    const { languages } = await this.languages();
    if (!languages) return undefined;
    const from =
      source === 'und' ? { code: 'auto', targets: allTargets(languages) } : findSource(languages, source);
    if (!from) return undefined;
    const to = findTarget(from.targets ?? [], target);
    if (!to) return undefined;
    return { engine: this.name, source, target: catalogueCode(to)!, via: [], formality: false };
  }

  async translate(segments: readonly string[], { route }: TranslateCall): Promise<string[]> {
    const { languages } = await this.languages();
    if (!languages) throw new EngineFailure(this.name, 'the language list is unavailable');
    const source = route.source === 'und' ? 'auto' : findSource(languages, route.source)?.code;
    const target = findTarget(allTargets(languages), route.target);
    if (!source || !target) throw new EngineFailure(this.name, `no pair ${route.source} → ${route.target}`);
    const body = (await engineJson(this.name, `${this.config.url}/translate`, {
      body: {
        q: segments,
        source,
        target,
        format: 'text',
        ...(this.config.apiKey ? { api_key: this.config.apiKey } : {}),
      },
      timeoutMs: this.config.timeoutMs,
    })) as { translatedText?: unknown };
    const out = body?.translatedText;
    if (Array.isArray(out) && out.length === segments.length && out.every((t) => typeof t === 'string')) {
      return out.map((t) => t.trim());
    }
    if (typeof out === 'string' && segments.length === 1) return [out.trim()];
    throw new EngineFailure(this.name, 'the answer has no translatedText for every segment');
  }

  async close(): Promise<void> {}

  private async languages(): Promise<{ languages?: LibreLanguage[]; error?: string }> {
    const now = Date.now();
    const fresh = this.list && now - this.list.at < (this.list.languages ? LIST_TTL_MS : RETRY_TTL_MS);
    if (fresh && this.list) return this.list;
    try {
      const body = await engineJson(this.name, `${this.config.url}/languages`, {
        timeoutMs: this.config.timeoutMs,
      });
      if (!Array.isArray(body)) throw new EngineFailure(this.name, 'GET /languages did not answer a list');
      this.list = { at: now, languages: body as LibreLanguage[] };
    } catch (err) {
      this.list = { at: now, error: err instanceof Error ? err.message : String(err) };
    }
    return this.list;
  }
}

/** Catalogue code of a LibreTranslate code (`pb` → `pt-BR`, `zh-Hans` → `zh-CN`, `nb` → `no`). */
function catalogueCode(code: string): string | undefined {
  return LIBRE_CODES[code] ?? findLanguage(code)?.code;
}

function baseOf(code: string): string {
  return languageByCode(code)?.base ?? code;
}

function findSource(languages: LibreLanguage[], source: string): LibreLanguage | undefined {
  return (
    languages.find((l) => catalogueCode(l.code) === source) ??
    languages.find((l) => baseOf(catalogueCode(l.code) ?? '') === source)
  );
}

/** The server's code for `target`: the exact variant if it has one, else the base language, else any variant of it. */
function findTarget(targets: string[], target: string): string | undefined {
  const base = baseOf(target);
  return (
    targets.find((t) => catalogueCode(t) === target) ??
    targets.find((t) => catalogueCode(t) === base) ??
    targets.find((t) => baseOf(catalogueCode(t) ?? '') === base)
  );
}

function allTargets(languages: LibreLanguage[]): string[] {
  return [...new Set(languages.flatMap((l) => [l.code, ...(l.targets ?? [])]))];
}

function dedupe(pairs: LanguagePair[]): LanguagePair[] {
  const seen = new Set<string>();
  return pairs.filter((p) => {
    const key = `${p.source}>${p.target}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
