/**
 * The spell engine's checkers, in the thread that calls them: Margin's shared checker
 * (shared/src/spell) over the `dictionary-*` packages, loaded lazily and once per language, with
 * English word frequencies and the ONNX context reranker. The server runs them in its spell workers
 * (worker.ts, through `spellEngine()` in index.ts); tests and benchmarks may call them directly:
 *
 *   const findings = await checkSpelling(paragraph, { lang: 'en', variety: 'gb', neural: true });
 *   // → [{ start, end, original, candidates }]  (code points, relative to `paragraph`)
 */
import { SpellChecker, type SpellFinding, type WordChecker } from '@margin/shared/spell/checker';
import type { WordFrequencies } from '@margin/shared/spell/frequencies';
import type { HunspellDictionary } from '@margin/shared/spell/hunspell/dictionary';
import type { Suggester } from '@margin/shared/spell/suggest/suggester';
import { EngineUnsupportedError } from '../errors';
import { languageModel } from '../lm';
import { chooseByContext } from './context-choice';
import { splitJoinedWords } from './joined-words';
import {
  DICTIONARIES,
  ENGLISH_VARIETIES,
  type EnglishVariety,
  neuralLanguage,
  supportsLanguage,
} from './languages';
import {
  createSuggester,
  englishAttested,
  englishFrequencies,
  loadDictionary,
  loadVarietiesExtra,
  medicalTerms,
} from './load';
import { onnxReranker } from './reranker';

/** Options of `checkSpelling`. */
export interface SpellingRequest {
  /** A supported language code (`supportsLanguage`). */
  lang: string;
  /** English variety; `any` accepts every variety's spelling and suggests no variety-only word. @default 'us' */
  variety?: EnglishVariety | 'any';
  /** Rerank with the neural context model (languages with one only; ignored elsewhere). @default false */
  neural?: boolean;
  /** Accept and suggest English medical terms. @default false */
  medical?: boolean;
  /** Words shorter than this are not corrected. @default 3 */
  minLength?: number;
  /** Words never flagged (the user's and their teams' dictionary), any case. */
  userWords?: Iterable<string>;
  /** Candidates per finding. @default 5 */
  maxCandidates?: number;
  /** Leave out words the corpus uses unless their best correction is far more common. @default true */
  attested?: boolean;
}

/** Thrown for a language without a dictionary (400 through the app's error handler). */
export class UnsupportedLanguageError extends EngineUnsupportedError {
  constructor(readonly lang: string) {
    super(`spellcheck does not support lang ${lang}`);
  }
}

/** A plain set of correct words, checked case-insensitively (the medical list). */
class WordList {
  constructor(private readonly words: ReadonlySet<string>) {}
  check(word: string): boolean {
    return this.words.has(word.toLowerCase());
  }
}

const checkers = new Map<string, Promise<SpellChecker>>();
const suggesters = new Map<string, Suggester>();

/**
 * One suggester (and so one candidate index, ~28 MB for English) per dictionary and medical list:
 * en-US and null-variety both suggest from the en-US dictionary, and would otherwise build it twice.
 */
function sharedSuggester(
  pkg: string,
  dictionary: HunspellDictionary,
  frequencies: WordFrequencies | undefined,
  medicalWords: ReadonlySet<string> | undefined,
): Suggester {
  const key = `${pkg}|${medicalWords !== undefined}`;
  let suggester = suggesters.get(key);
  if (!suggester) {
    suggester = createSuggester(dictionary, frequencies, medicalWords);
    suggesters.set(key, suggester);
  }
  return suggester;
}

/** The checker for a language (and English variety, and medical list), built once. */
export function spellChecker(
  lang: string,
  variety: EnglishVariety | 'any' = 'us',
  medical = false,
): Promise<SpellChecker> {
  if (!supportsLanguage(lang)) return Promise.reject(new UnsupportedLanguageError(lang));
  const key = `${lang}|${lang === 'en' ? variety : ''}|${medical}`;
  let p = checkers.get(key);
  if (!p) {
    p = buildChecker(lang, lang === 'en' ? variety : 'us', medical);
    p.catch(() => checkers.delete(key));
    checkers.set(key, p);
  }
  return p;
}

async function buildChecker(
  lang: string,
  variety: EnglishVariety | 'any',
  medical: boolean,
): Promise<SpellChecker> {
  const [frequencies, attested, medicalWords, reranker] = await Promise.all([
    lang === 'en' ? englishFrequencies() : undefined,
    lang === 'en' ? englishAttested() : undefined,
    medical ? medicalTerms() : undefined,
    neuralLanguage(lang) ? onnxReranker() : undefined,
  ]);
  let pkg: string;
  let dictionary: HunspellDictionary;
  const alsoAccept: WordChecker[] = [];
  let neverSuggest: ((w: string) => boolean) | undefined;
  let otherVariety: WordChecker | undefined;
  if (lang === 'en') {
    pkg = ENGLISH_VARIETIES[variety === 'any' ? 'us' : variety].name;
    dictionary = await loadDictionary(pkg);
    // "grey" under US English is corrected to "gray" first, not to a neighbour ("grew"); under
    // null-variety every variety's words are accepted, so no word needs its counterpart.
    if (variety !== 'any')
      otherVariety = await loadDictionary(ENGLISH_VARIETIES[variety === 'us' ? 'gb' : 'us'].name);
    if (variety === 'any') {
      const others = await Promise.all(
        (['gb', 'au', 'ca'] as const).map((v) => loadDictionary(ENGLISH_VARIETIES[v].name)),
      );
      alsoAccept.push(...others);
      const all = [dictionary, ...others];
      // null-variety: a word only some varieties spell this way is never suggested.
      neverSuggest = (w) => !all.every((d) => d.check(w));
    }
  } else {
    pkg = DICTIONARIES[lang].name;
    dictionary = await loadDictionary(pkg);
  }
  const medicalList = medicalWords ? new WordList(medicalWords) : undefined;
  if (medicalList) alsoAccept.push(medicalList);
  return new SpellChecker({
    dictionary,
    alsoAccept,
    neverSuggest,
    suggester: sharedSuggester(pkg, dictionary, frequencies, medicalWords),
    frequencies,
    reranker,
    otherVariety,
    attested,
    trustedCorrections: medicalList,
  });
}

let realWords: Promise<WordChecker> | undefined;

/**
 * Whether a word is a word of `lang` in any of its varieties, for the real-word check of replacements.
 * English accepts what the US, British, Australian or Canadian dictionary accepts, from the US and
 * British dictionaries plus the entries only the other two have (varieties.ts): the same answers as
 * the null-variety checker's `isCorrect` without loading two more dictionaries.
 */
export async function realWordChecker(lang: string): Promise<WordChecker> {
  if (lang !== 'en') {
    const checker = await spellChecker(lang, 'any');
    return { check: (w) => checker.isCorrect(w) };
  }
  realWords ??= (async () => {
    const [us, gb, extra] = await Promise.all([
      loadDictionary(ENGLISH_VARIETIES.us.name),
      loadDictionary(ENGLISH_VARIETIES.gb.name),
      loadVarietiesExtra(),
    ]);
    // A SpellChecker for its `isCorrect` (curly apostrophes, every accepted list). It never suggests:
    // its suggester's index is built on first use, so never (and not shared: it has no frequencies).
    const checker = new SpellChecker({
      dictionary: us,
      alsoAccept: [gb, extra],
      suggester: createSuggester(us),
    });
    return { check: (w: string) => checker.isCorrect(w) };
  })();
  realWords.catch(() => {
    realWords = undefined;
  });
  return realWords;
}

/** The checker a request needs (loaded on first use). */
export function checkerFor(request: SpellingRequest): Promise<SpellChecker> {
  return spellChecker(request.lang, request.variety ?? 'us', request.medical ?? false);
}

/** Misspelled words of `text` with their corrections (code points relative to `text`). */
export async function checkSpelling(text: string, request: SpellingRequest): Promise<SpellFinding[]> {
  return checkWith(await checkerFor(request), text, request);
}

/** Most findings, and longest text, whose corrections are chosen by their sentence (see `checkWith`). */
export const CONTEXT_MAX_FINDINGS = 5_000;
export const CONTEXT_MAX_CHARS = 100_000;

/**
 * `checkSpelling` with the checker already loaded. With `neural` English corrections are also chosen
 * by their sentence (context-choice.ts), with the server's language model.
 */
export async function checkWith(
  checker: SpellChecker,
  text: string,
  request: SpellingRequest,
): Promise<SpellFinding[]> {
  const userWords = request.userWords
    ? new Set([...request.userWords].map((w) => w.toLowerCase()))
    : undefined;
  const found = await checker.check(text, {
    minLength: request.minLength,
    userWords,
    neural: request.neural,
    maxCandidates: request.maxCandidates,
    attested: request.attested,
  });
  if (!request.neural || request.lang !== 'en') return found;
  // The choice scores a window of a few words around each finding, so its cost is linear in the text
  // (measured 2026-11-29: 5,000 findings in 20 kB ~0.1 s, 25,000 in one 100 kB "sentence" ~0.3 s, a
  // third of the check itself); when it scored whole sentences, that 100 kB text ran past the call's
  // deadline (a 503). Past these bounds, which keep the worst case well inside it, the checker's own
  // order stands.
  if (found.length > CONTEXT_MAX_FINDINGS || text.length > CONTEXT_MAX_CHARS) return found;
  let lm: ReturnType<typeof languageModel>;
  try {
    lm = languageModel();
  } catch {
    // No model installed: the checker's own order stands.
    return found;
  }
  return splitJoinedWords(text, chooseByContext(text, found, lm), checker, lm, { userWords });
}
