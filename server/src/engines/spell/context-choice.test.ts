import type { SpellFinding } from '@margin/shared/spell/checker';
import { describe, expect, it } from 'vitest';
import { languageModel } from '../lm';
import { CONTEXT_MAX_FINDINGS, checkSpelling } from './checkers';
import { chooseByContext } from './context-choice';

/** A finding on the first occurrence of `word` in `text` with the given candidates. */
function finding(text: string, word: string, candidates: string[]): SpellFinding {
  const start = [...text.slice(0, text.indexOf(word))].length;
  return { start, end: start + [...word].length, original: word, candidates };
}

const firstAfter = (text: string, word: string, candidates: string[]) =>
  chooseByContext(text, [finding(text, word, candidates)], languageModel())[0].candidates[0];

describe('chooseByContext: a misspelling corrected by its sentence', () => {
  it.each([
    ['This arguement is not only wrong.', 'arguement', ['agreement', 'argument', 'arguments'], 'argument'],
    ['It was a wierd day at the office.', 'wierd', ['wired', 'weird', 'word'], 'weird'],
    ['It is dependend on the person.', 'dependend', ['depended', 'dependent', 'dependence'], 'dependent'],
    ['We bought many diferent foods lke oil and rice.', 'lke', ['lake', 'like', 'lie'], 'like'],
  ])('%s → %s', (text, word, candidates, expected) => {
    expect(firstAfter(text, word, candidates)).toBe(expected);
  });

  it('keeps the first correction when the sentence does not clearly prefer another', () => {
    expect(firstAfter('I read it in the newspaper.', 'teh', ['the', 'tea', 'ten'])).toBe('the');
    expect(firstAfter('She was a good techer.', 'techer', ['teacher', 'etcher'])).toBe('teacher');
  });

  it('lets no candidate farther from the typed word overtake the first', () => {
    // The model prefers "people" here, but it is two edits from "peples" and "peoples" one.
    expect(firstAfter('There are many peples in a book.', 'peples', ['peoples', 'people'])).toBe('peoples');
  });

  it('leaves a two-word first correction and candidates the model has never seen', () => {
    expect(firstAfter('We went there eventhough it rained.', 'eventhough', ['even though', 'eventual'])).toBe(
      'even though',
    );
    expect(firstAfter('This arguement is wrong.', 'arguement', ['agreement', 'arguemento'])).toBe(
      'agreement',
    );
  });

  it('decides each misspelling of a sentence, the others read as their first corrections', () => {
    const text = 'Thay said it was a wierd day.';
    const found = chooseByContext(
      text,
      [finding(text, 'Thay', ['They', 'That']), finding(text, 'wierd', ['wired', 'weird'])],
      languageModel(),
    );
    expect(found.map((f) => [f.start, f.candidates[0]])).toEqual([
      [0, 'They'],
      [19, 'weird'],
    ]);
  });
});

describe('checkSpelling with neural: corrections in context', () => {
  it('corrects "arguement" to "argument" after "This" (the reranker alone chose "agreement")', async () => {
    const [f] = await checkSpelling('This arguement is not only wrong.', { lang: 'en', neural: true });
    expect(f.candidates[0]).toBe('argument');
  });

  it('chooses in context among hundreds of misspellings in a long text (the bound was 200 and 20,000 characters)', async () => {
    // 840 misspellings, 23,000 characters: the scored window is a few words, so the cost is linear.
    const text = `${'We recieved teh letter from our neighbours yesterday. '.repeat(400)}${'This arguement is not only wrong. '.repeat(40)}`;
    const found = await checkSpelling(text, { lang: 'en', neural: true });
    expect(found.length).toBeGreaterThan(200);
    expect(text.length).toBeGreaterThan(20_000);
    expect(found.filter((f) => f.original === 'arguement').map((f) => f.candidates[0])).toEqual(
      Array(40).fill('argument'),
    );
  });

  it('keeps the checker’s order past the bound', async () => {
    const text = `${'teh '.repeat(CONTEXT_MAX_FINDINGS)}This arguement is not only wrong.`;
    const found = await checkSpelling(text, { lang: 'en', neural: true });
    expect(found.length).toBeGreaterThan(CONTEXT_MAX_FINDINGS);
    expect(found.find((f) => f.original === 'arguement')?.candidates[0]).toBe('agreement');
  });
});
