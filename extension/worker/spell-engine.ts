import { createSuggester, type ExpandedForms } from '@margin/shared/spell/assembly';
import { SpellChecker } from '@margin/shared/spell/checker';
import { WordFrequencies } from '@margin/shared/spell/frequencies';
import { HunspellDictionary } from '@margin/shared/spell/hunspell/dictionary';
import type { CandidateReranker } from '@margin/shared/spell/reranker';
import { spanToUtf16 } from '@margin/shared/text/offsets';
import { demoteProperNouns } from '../lib/proper-nouns';
import type { OfflineFinding } from '../lib/protocol';

/** Where the worker finds its files: the dictionaries, frequencies and model copied into the build. */
export interface SpellAssets {
  /** e.g. `chrome-extension://<id>/spell/` */
  base: string;
  /** Loads the ONNX reranker; undefined when onnxruntime-web or the model is unavailable. */
  loadReranker?: (model: ArrayBuffer) => Promise<CandidateReranker>;
}

/** Reads a build-time forms list: a `# complete` or `# partial` line, then one form per line. */
function parseForms(text: string): ExpandedForms {
  const lines = text.split('\n');
  const complete = lines[0] === '# complete';
  return { forms: lines.slice(1).filter((w) => w !== ''), complete };
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.text();
}

async function fetchBytes(url: string): Promise<ArrayBuffer> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.arrayBuffer();
}

/**
 * The offline speller: the shared spell checker over the bundled Hunspell dictionary of one English
 * variety, English word frequencies and the context reranker, all loaded from the extension's files.
 */
export class OfflineSpeller {
  /** The reranker, once onnxruntime-web has loaded it (checks before that keep the base order). */
  private reranker: CandidateReranker | undefined;

  private constructor(private readonly checker: SpellChecker) {}

  /** Whether checks use the context reranker yet. */
  get neural(): boolean {
    return this.reranker !== undefined;
  }

  /**
   * Loads the dictionary, frequencies and suggestion index (after which checks run), and starts
   * loading the reranker alongside: compiling onnxruntime's wasm takes as long as everything else, so
   * the speller is ready without it and uses it from the moment it is there.
   */
  static async load(variety: string, assets: SpellAssets): Promise<OfflineSpeller> {
    const file = (name: string) => new URL(name, assets.base).href;
    const model = assets.loadReranker
      ? fetchBytes(file('spell-reranker.onnx')).catch(() => undefined)
      : undefined;
    // Started before the synchronous parsing below so the wasm downloads and compiles meanwhile.
    const reranker = model?.then((bytes) =>
      bytes && assets.loadReranker
        ? assets.loadReranker(bytes).catch((error) => {
            console.warn(
              'Margin: the spelling reranker did not load; candidates keep their base order.',
              error,
            );
            return undefined;
          })
        : undefined,
    );
    const [aff, dic, unigrams, bigrams, formsList] = await Promise.all([
      fetchText(file(`en-${variety}.aff`)),
      fetchText(file(`en-${variety}.dic`)),
      // Frequencies sharpen the ranking; a build without the trained artefacts ranks without them.
      fetchText(file('en-unigrams.txt')).catch(() => undefined),
      fetchBytes(file('en-bigrams.bin')).catch(() => undefined),
      // Expanded at build time (wxt.config.ts); expanded here when a build lacks the file.
      fetchText(file(`en-${variety}.forms.txt`)).catch(() => undefined),
    ]);
    const dictionary = HunspellDictionary.parse(aff, dic);
    const frequencies = unigrams
      ? WordFrequencies.parse(unigrams, bigrams ? new Uint8Array(bigrams) : undefined)
      : undefined;
    // The server's assembly and limits (shared/src/spell/assembly.ts); the forms were expanded at build
    // time with the same limit, else they are expanded here.
    const suggester = createSuggester(
      dictionary,
      frequencies,
      undefined,
      formsList ? () => parseForms(formsList) : undefined,
    );
    const late: CandidateReranker = {
      score: (features, rows) => {
        if (!speller.reranker) throw new Error('the reranker is not loaded');
        return speller.reranker.score(features, rows);
      },
    };
    const speller = new OfflineSpeller(
      new SpellChecker({ dictionary, suggester, frequencies, reranker: late }),
    );
    reranker?.then((r) => {
      speller.reranker = r;
    });
    // Build the suggestion index now rather than on the first misspelling.
    suggester.suggest('warmup', 1);
    return speller;
  }

  /** Misspelled words of each block, with corrections; offsets are UTF-16 indices into the block. */
  async check(blocks: readonly string[], userWords: readonly string[]): Promise<OfflineFinding[][]> {
    const words = new Set(userWords.map((w) => w.toLocaleLowerCase()));
    const neural = this.neural;
    const out: OfflineFinding[][] = [];
    for (const text of blocks) {
      const findings = await this.checker.check(text, { userWords: words, neural, maxCandidates: 3 });
      out.push(
        findings.map((f) => {
          const span = spanToUtf16(text, f);
          return {
            start: span.start,
            end: span.end,
            original: f.original,
            candidates: demoteProperNouns(f.original, f.candidates),
          };
        }),
      );
    }
    return out;
  }
}
