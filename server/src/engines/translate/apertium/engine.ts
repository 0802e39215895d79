import { languageByCode, REGION_LANGUAGES } from '@margin/shared/languages/index';
import type {
  EngineStatus,
  LanguagePair,
  TranslateCall,
  TranslationEngine,
  TranslationRoute,
} from '../types';
import {
  type ApertiumMode,
  DEFAULT_MODES_DIR,
  discoverModes,
  findExecutable,
  pipelineArgs,
  pipelineCommand,
} from './modes';
import { ApertiumPipeline, type PipelineOptions } from './pipeline';
import { fromStream, toStream } from './stream';

/** Options of the Apertium engine. */
export interface ApertiumOptions extends PipelineOptions {
  /** The PATH value the Apertium executables are looked up on. */
  searchPath: string;
  /** @default /usr/share/apertium/modes */
  modesDir?: string;
  /**
   * Most modes chained for one translation; 2 allows one pivot language (en → es → fr). Every hop
   * compounds errors, so longer chains are not offered.
   * @default 2
   */
  maxHops?: number;
}

/**
 * The embedded engine: Apertium's Debian packages driven as long-lived pipelines, one per mode, started
 * on first use. Pairs without a mode of their own are chained through an intermediate language.
 */
export class ApertiumEngine implements TranslationEngine {
  readonly name = 'apertium' as const;
  private readonly modes: ApertiumMode[];
  private readonly pipelines = new Map<string, ApertiumPipeline>();
  private readonly maxHops: number;
  private readonly missing?: string;
  /** The `apertium-wblank-mode` executable, which turns a mode file into its shell pipeline. */
  private readonly wblankMode?: string;

  constructor(private readonly options: ApertiumOptions) {
    this.maxHops = options.maxHops ?? 2;
    const dir = options.modesDir ?? DEFAULT_MODES_DIR;
    this.wblankMode = findExecutable('apertium-wblank-mode', options.searchPath);
    if (!this.wblankMode) {
      this.missing = 'Apertium is not installed (apt-get install apertium and apertium-<pair> packages)';
      this.modes = [];
    } else {
      this.modes = discoverModes(dir);
      if (this.modes.length === 0) this.missing = `no Apertium language pair is installed in ${dir}`;
    }
  }

  async status(): Promise<EngineStatus> {
    const modes = [...new Set(this.modes.map((m) => m.name))].join(', ');
    return {
      name: this.name,
      available: this.modes.length > 0,
      formality: false,
      anyToAny: false,
      pairs: this.pairs(),
      detail: this.missing ?? `modes: ${modes}`,
    };
  }

  async route(source: string, target: string): Promise<TranslationRoute | undefined> {
    const chain = this.chain(source, target);
    if (!chain) return undefined;
    const last = chain[chain.length - 1];
    return {
      engine: this.name,
      source,
      target: last.variant ?? last.target,
      via: chain.slice(1).map((m) => m.source),
      formality: false,
    };
  }

  async translate(segments: readonly string[], { route }: TranslateCall): Promise<string[]> {
    const chain = this.chain(route.source, route.target);
    if (!chain) throw new Error(`apertium: no chain for ${route.source} → ${route.target}`);
    return Promise.all(
      segments.map(async (segment) => {
        let stream = toStream(segment);
        // Intermediate output is already in stream format, so it feeds the next mode as it is.
        for (const mode of chain) stream = await this.pipeline(mode).translate(stream);
        return fromStream(stream);
      }),
    );
  }

  async close(): Promise<void> {
    await Promise.all([...this.pipelines.values()].map((p) => p.close()));
  }

  /** The running pipeline of a mode (tests use it to crash one on purpose). */
  pipeline(mode: ApertiumMode | string): ApertiumPipeline {
    const m = typeof mode === 'string' ? this.modes.find((x) => x.name === mode) : mode;
    if (!m) throw new Error(`apertium: unknown mode ${String(mode)}`);
    let p = this.pipelines.get(m.name);
    if (!p) {
      p = new ApertiumPipeline(
        m.name,
        pipelineCommand(m, this.wblankMode as string),
        pipelineArgs,
        this.options,
      );
      this.pipelines.set(m.name, p);
    }
    return p;
  }

  /**
   * The shortest chain of modes from `source` to `target` (breadth first, so a direct mode wins; among
   * chains of one length, the first found in mode order). For a region variant target the last mode
   * must produce that variant when one exists (es-pt_BR for pt-BR), and otherwise the base language.
   */
  private chain(source: string, target: string): ApertiumMode[] | undefined {
    const wanted = languageByCode(target);
    if (!wanted || source === wanted.base) return undefined;
    const base = wanted.base;
    const generic = (m: ApertiumMode) => m.variant === undefined;
    const finalOk = (m: ApertiumMode) =>
      m.target === base && (wanted.region ? m.variant === target : generic(m));
    const fallbackOk = (m: ApertiumMode) => m.target === base && generic(m);
    return this.search(source, finalOk) ?? (wanted.region ? this.search(source, fallbackOk) : undefined);
  }

  private search(source: string, isLast: (m: ApertiumMode) => boolean): ApertiumMode[] | undefined {
    let frontier: { lang: string; chain: ApertiumMode[] }[] = [{ lang: source, chain: [] }];
    const seen = new Set([source]);
    for (let hop = 1; hop <= this.maxHops; hop++) {
      const next: typeof frontier = [];
      for (const { lang, chain } of frontier) {
        const out = this.modes.filter((m) => m.source === lang);
        const done = out.find(isLast);
        if (done) return [...chain, done];
        for (const m of out) {
          if (m.variant || seen.has(m.target)) continue;
          seen.add(m.target);
          next.push({ lang: m.target, chain: [...chain, m] });
        }
      }
      frontier = next;
    }
    return undefined;
  }

  /** Every pair a chain exists for; a region variant counts when its base language is reachable. */
  private pairs(): LanguagePair[] {
    const languages = new Set(this.modes.flatMap((m) => [m.source, m.target]));
    const variants = REGION_LANGUAGES.filter((l) => languages.has(l.base)).map((l) => l.code);
    const pairs: LanguagePair[] = [];
    for (const source of languages) {
      for (const target of [...languages, ...variants]) {
        const chain = this.chain(source, target);
        if (chain) pairs.push({ source, target, via: chain.slice(1).map((m) => m.source) });
      }
    }
    return pairs.sort((a, b) => a.source.localeCompare(b.source) || a.target.localeCompare(b.target));
  }
}
