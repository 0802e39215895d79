import { countChars, countLetters } from './characters';
import { countDifficultWords, isDifficultWord, listDifficultWords } from './difficult-words';
import type { StatisticsLang } from './languages';
import {
  automatedReadabilityIndex,
  charsPerWord,
  colemanLiauIndex,
  countPolysyllableWords,
  daleChallReadabilityScore,
  fleschKincaidGrade,
  fleschReadingEase,
  gunningFog,
  lettersPerWord,
  linsearWriteFormula,
  readingTime,
  sentencesPerWord,
  smogIndex,
  spacheReadability,
  syllablesPerWord,
  wordsPerSentence,
} from './readability';
import { countSyllables } from './syllables';
import { profileText, type TextProfile } from './text-profile';
import { gradeSuffix, textStandard, textStandardGrade } from './text-standard';
import { countTextstatSentences } from './textstat-sentences';
import { countMiniwords, countWords, listWords, removePunctuation } from './words';

/**
 * How textstat 0.7.11's own test cases (shared/data/textstat/textstat_cases_v0.7.11.json) map onto
 * this engine: the eval script and the conformance test both check the cases through here.
 */

/** One parametrised pytest case: the textstat function called and its arguments. */
export interface TextstatCase {
  file: string;
  test: string;
  calls: string;
  params: Record<string, unknown>;
}

export interface TextstatCaseFile {
  fixtures: Record<string, string>;
  cases: TextstatCase[];
}

/** The outcome of one case; `metric` names the response field the case bears on. */
export type CaseOutcome =
  | { status: 'reproduced' | 'failed'; metric: string; input: string; expected: unknown; got: unknown }
  | { status: 'not-applicable'; calls: string; input: string; reason: string };

/** Allowed difference for scores, compared after rounding to three decimals as textstat's tests do. */
export const TOLERANCE = 0.01;

const OTHER_METRIC = 'a metric the statistics endpoint does not return';
const PYTHON_INTERNAL = 'a detail of the Python API (caching, configuration lookup, output rounding)';

/** Cases that do not concern the endpoint, with the reason. */
const NOT_APPLICABLE: Record<string, string> = {
  'metrics.crawford': OTHER_METRIC,
  'metrics.dale_chall_readability_score_v2': OTHER_METRIC,
  'metrics.fernandez_huerta': OTHER_METRIC,
  'metrics.gulpease_index': OTHER_METRIC,
  'metrics.gutierrez_polini': OTHER_METRIC,
  'metrics.lix': OTHER_METRIC,
  'metrics.osman': OTHER_METRIC,
  'metrics.rix': OTHER_METRIC,
  'metrics.szigriszt_pazos': OTHER_METRIC,
  'metrics.wiener_sachtextformel': OTHER_METRIC,
  'counts.count_long_words': OTHER_METRIC,
  'counts.count_monosyllable_words': OTHER_METRIC,
  'utils.get_cmudict': PYTHON_INTERNAL,
  'utils.get_lang_cfg': PYTHON_INTERNAL,
  'utils.get_lang_easy_words': PYTHON_INTERNAL,
  'utils.get_lang_root': PYTHON_INTERNAL,
  'utils.get_pyphen': PYTHON_INTERNAL,
  'ts.set_rounding': PYTHON_INTERNAL,
};

/** textstat locales onto the endpoint's languages; en_GB is served with en_US hyphenation. */
function endpointLang(locale: unknown): StatisticsLang | undefined {
  if (locale === undefined) return 'en';
  const root = String(locale).split('_')[0];
  const langs: readonly string[] = ['en', 'de', 'fr', 'it', 'nl', 'pl', 'ru', 'ar'];
  return langs.includes(root!) ? (root as StatisticsLang) : undefined;
}

type Check = (args: {
  text: (name: string) => string;
  param: (name: string) => unknown;
  profile: (name: string) => TextProfile;
  lang: StatisticsLang;
}) => { metric: string; got: unknown; expected?: unknown; margin?: number };

const metric =
  (name: string, score: (profile: TextProfile) => unknown, source = 'text'): Check =>
  ({ profile }) => ({ metric: name, got: score(profile(source)) });

/** What each textstat function corresponds to here. */
const CHECKS: Record<string, Check> = {
  'counts.count_chars': ({ text, param }) => ({
    metric: 'chars',
    got: countChars(text('text'), param('ignore_spaces') as boolean),
  }),
  'counts.count_words': ({ text, param }) => ({
    metric: 'words',
    got: countWords(text('text'), {
      removePunctuation: param('rm_punctuation') as boolean,
      splitContractions: param('split_contractions') as boolean,
      splitHyphens: param('split_hyphens') as boolean,
    }),
    expected: param('n_words'),
  }),
  'selections.list_words': ({ text, param }) => ({
    metric: 'words',
    got: listWords(text('text'), {
      removePunctuation: param('rm_punctuation') as boolean,
      removeApostrophes: param('rm_apostrophe') as boolean,
      lowercase: param('lowercase') as boolean,
      splitContractions: param('split_contractions') as boolean,
      splitHyphens: param('split_hyphens') as boolean,
    }),
  }),
  'transformations.remove_punctuation': ({ text, param }) => ({
    metric: 'words',
    got: removePunctuation(text('in_text'), param('rm_apostrophe') as boolean),
    expected: text('out_text'),
  }),
  'ts.set_rm_apostrophe': ({ text, param }) => ({
    metric: 'words',
    got: removePunctuation(text('$PUNCT_TEXT'), param('rm_apostrophe') as boolean),
  }),
  'counts.count_sentences': ({ text }) => ({
    metric: 'sentences',
    got: countTextstatSentences(text('text')),
  }),
  'metrics.words_per_sentence': metric('sentences', wordsPerSentence),
  'counts.count_syllables': ({ text, param, lang }) => ({
    metric: 'syllables',
    got: countSyllables(text('text'), lang),
    expected: param('n_syllables'),
    margin: param('margin') as number,
  }),
  'ts.set_lang': ({ text, lang }) => ({ metric: 'syllables', got: countSyllables(text('$EASY_TEXT'), lang) }),
  'metrics.syllables_per_word': metric('syllables', syllablesPerWord),
  'metrics.flesch_kincaid_grade': metric('flesch_kincaid_grade', fleschKincaidGrade),
  'metrics.flesch_reading_ease': metric('flesch_reading_ease', fleschReadingEase),
  'metrics.automated_readability_index': metric('automated_readability_index', automatedReadabilityIndex),
  'metrics.chars_per_word': metric('automated_readability_index', charsPerWord),
  'metrics.coleman_liau_index': metric('coleman_liau_index', colemanLiauIndex),
  'metrics.letters_per_word': metric('coleman_liau_index', lettersPerWord),
  'metrics.sentences_per_word': metric('coleman_liau_index', sentencesPerWord),
  'counts.count_letters': ({ text }) => ({ metric: 'coleman_liau_index', got: countLetters(text('text')) }),
  'metrics.dale_chall_readability_score': metric('dale_chall_readability_score', daleChallReadabilityScore),
  'counts.count_difficult_words': ({ profile, param }) => ({
    metric: 'difficult_words',
    got: countDifficultWords(
      profile('text'),
      param('syllable_threshold') as number,
      param('unique') as boolean,
    ),
  }),
  'selections.list_difficult_words': ({ profile, param }) => ({
    metric: 'difficult_words',
    got: listDifficultWords(profile('text'), param('syllable_threshold') as number),
  }),
  'selections.set_difficult_words': ({ profile, param }) => ({
    metric: 'difficult_words',
    got: [...new Set(listDifficultWords(profile('text'), param('syllable_threshold') as number))].sort(),
  }),
  'validations.is_difficult_word': ({ text, param, lang }) => ({
    metric: 'difficult_words',
    got: isDifficultWord(text('word'), param('syllable_threshold') as number, lang),
  }),
  'metrics.gunning_fog': metric('gunning_fog', gunningFog),
  'metrics.linsear_write_formula': ({ profile, param }) => ({
    metric: 'linsear_write_formula',
    got: linsearWriteFormula(
      profile('text'),
      param('strict_lower') as boolean,
      param('strict_upper') as boolean,
    ),
  }),
  'counts.count_miniwords': ({ text, param }) => ({
    metric: 'mcalpine_eflaw',
    got: countMiniwords(text('text'), param('max_size') as number),
  }),
  'metrics.smog_index': metric('smog_index', smogIndex),
  'counts.count_polysyllable_words': metric('smog_index', countPolysyllableWords, 'test'),
  'metrics.spache_readability': metric('spache_readability', spacheReadability),
  'metrics.text_standard': metric('text_standard', textStandardGrade),
  'ts.text_standard': ({ profile, param }) => ({
    metric: 'text_standard',
    got: param('float_output') ? textStandardGrade(profile('text')) : textStandard(profile('text')),
  }),
  'utils.get_grade_suffix': ({ param }) => ({
    metric: 'text_standard',
    got: gradeSuffix(param('grade') as number),
  }),
  'metrics.reading_time': ({ profile, param }) => ({
    metric: 'reading_time',
    got: readingTime(profile('text'), param('ms_per_char') as number),
  }),
};

const isFixture = (value: unknown): value is { $fixture: string } =>
  typeof value === 'object' && value !== null && '$fixture' in value;

const isSet = (value: unknown): value is { $set: unknown[] } =>
  typeof value === 'object' && value !== null && '$set' in value;

function matches(got: unknown, expected: unknown, margin: number | undefined): boolean {
  if (margin !== undefined) return Math.abs((got as number) - (expected as number)) <= margin;
  if (typeof expected === 'number' && typeof got === 'number') {
    return Math.abs(Math.round(got * 1000) / 1000 - expected) <= TOLERANCE + 1e-9;
  }
  return JSON.stringify(got) === JSON.stringify(expected);
}

function excerpt(value: unknown): string {
  if (isFixture(value)) return value.$fixture;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/** Runs one textstat case against this engine. */
export function checkTextstatCase(testCase: TextstatCase, fixtures: Record<string, string>): CaseOutcome {
  const { calls, params } = testCase;
  const input = excerpt(
    params.text ?? params.test ?? params.word ?? params.in_text ?? params.grade ?? params.lang ?? '',
  );
  const notApplicable = NOT_APPLICABLE[calls];
  if (notApplicable) return { status: 'not-applicable', calls, input, reason: notApplicable };
  const check = CHECKS[calls];
  if (!check) return { status: 'not-applicable', calls, input, reason: 'not mapped to this engine' };
  const lang = endpointLang(params.lang);
  if (lang === undefined) {
    return {
      status: 'not-applicable',
      calls,
      input,
      reason: `language ${String(params.lang)} is not one the statistics endpoint accepts`,
    };
  }
  const text = (name: string) => {
    const value = name.startsWith('$') ? { $fixture: name.slice(1) } : params[name];
    const resolved = isFixture(value) ? fixtures[value.$fixture] : value;
    if (typeof resolved !== 'string') throw new Error(`textstat case ${calls}: no text in "${name}"`);
    return resolved;
  };
  const param = (name: string) => params[name];
  const profile = (name: string) => profileText(text(name), lang);
  const result = check({ text, param, profile, lang });
  const rawExpected = result.expected ?? params.expected;
  const expected = isSet(rawExpected)
    ? [...rawExpected.$set].sort()
    : isFixture(rawExpected)
      ? fixtures[rawExpected.$fixture]
      : rawExpected;
  const status = matches(result.got, expected, result.margin) ? 'reproduced' : 'failed';
  return { status, metric: result.metric, input, expected, got: result.got };
}
