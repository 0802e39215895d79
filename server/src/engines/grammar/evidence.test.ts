import { describe, expect, it } from 'vitest';
import type { Finding } from '../edits/finding';
import { languageModel } from '../lm';
import {
  boundaryGain,
  EVIDENCE_MARGINS,
  EVIDENCE_WINDOW,
  evidenceFamily,
  evidenceGain,
  evidenceWindow,
  gateByEvidence,
  sentenceOf,
} from './evidence';

/** A finding replacing the first occurrence of `word` in `text`. */
function finding(
  text: string,
  word: string,
  replacement: string,
  ruleId = 'margin:test',
  category: Finding['category'] = 'grammar',
): Finding {
  const start = Array.from(text.slice(0, text.indexOf(word))).length;
  return {
    start,
    end: start + Array.from(word).length,
    ruleId,
    category,
    message: '',
    replacements: [replacement],
  };
}

const whole = (text: string) => [{ start: 0, end: text.length }];
const gate = (text: string, ...f: Finding[]) => gateByEvidence(text, whole(text), f, languageModel());

describe('language-model evidence gate', () => {
  it('he go: keeps an agreement fix the model supports ("She go" -> goes)', () => {
    const text = 'She go to school every day with her brother.';
    expect(gate(text, finding(text, 'go', 'goes'))).toHaveLength(1);
  });

  it('drops an agreement "fix" that breaks a correct sentence ("She goes" -> go)', () => {
    const text = 'She goes to school every day with her brother.';
    expect(gate(text, finding(text, 'goes', 'go'))).toEqual([]);
  });

  it('drops its/it\'s flips on correct text ("Above all it\'s important" -> its)', () => {
    const text = "Above all it's important to note that they left early.";
    expect(gate(text, finding(text, "it's", 'its', 'margin:its-its'))).toEqual([]);
  });

  it('keeps one fix per error: of gated findings a word apart, the one the model prefers most', () => {
    const text = 'These problem have been solved by the team.';
    const kept = gate(
      text,
      finding(text, 'These', 'This'),
      finding(text, 'problem', 'problems', 'margin:noun-number'),
      finding(text, 'have', 'has'),
    );
    expect(kept.map((f) => f.replacements[0])).toEqual(['problems']);
  });

  it('keeps two supported fixes that are further apart ("She go ... they was")', () => {
    const text = 'She go to school every day, but they was late again.';
    const kept = gate(text, finding(text, 'go', 'goes'), finding(text, 'was', 'were'));
    expect(kept.map((f) => f.replacements[0])).toEqual(['goes', 'were']);
  });

  it('I seen: keeps a past-participle-as-past fix ("I seen it" -> saw)', () => {
    const text = 'I seen it yesterday at the station.';
    expect(gate(text, finding(text, 'seen', 'saw'))).toHaveLength(1);
  });

  it('does not reward a deletion merely for leaving fewer words ("a prayer" -> prayer)', () => {
    const text = 'The team was hanging on a wing and a prayer.';
    const f = finding(text, 'a prayer', 'prayer', 'harper:MassNouns');
    expect(
      evidenceGain(Array.from(text), { start: 0, end: Array.from(text).length }, f, languageModel()),
    ).toBeLessThan(EVIDENCE_MARGINS.harper);
  });

  it('leaves findings it cannot judge or does not gate', () => {
    const text = 'It was a good day , we left.';
    expect(
      evidenceFamily(finding(text, ' ,', ',', 'margin:punctuation-spacing', 'punctuation')),
    ).toBeUndefined();
    expect(
      evidenceFamily(finding(text, 'good', 'bad', 'margin:confusion-sets', 'word-choice')),
    ).toBeUndefined();
    expect(evidenceFamily(finding(text, 'good', 'bad', 'spelling', 'spelling'))).toBeUndefined();
    expect(evidenceFamily(finding(text, 'good', 'bad', 'harper:X'))).toBe('harper');
    // Same tokens for the model: nothing to judge, so the finding stays.
    if (languageModel().info.lowercase) {
      const f = finding(text, 'good', 'Good', 'harper:X');
      expect(gate(text, f)).toHaveLength(1);
    }
  });

  it('judges a run-on "sentence" by a window around each finding, cut at whitespace', () => {
    const text = `${'the cat sat on the mat and '.repeat(200)}she go home ${'and the dog ran '.repeat(200)}`;
    const chars = Array.from(text);
    const f = finding(text, 'she go', 'she goes');
    const w = evidenceWindow(chars, { start: 0, end: chars.length }, f);
    expect(w.start).toBeGreaterThanOrEqual(f.start - EVIDENCE_WINDOW);
    expect(w.end).toBeLessThanOrEqual(f.end + EVIDENCE_WINDOW);
    expect(chars[w.start - 1]).toBe(' ');
    expect(chars[w.end]).toBe(' ');
    // The model's verdict on the window is the verdict on the surrounding words, not the whole run.
    const local = `the mat and ${text.slice(text.indexOf('she go'), text.indexOf('she go') + 40)}`;
    expect(evidenceGain(chars, { start: 0, end: chars.length }, f, languageModel())).toBeGreaterThan(0);
    expect(local.length).toBeLessThan(chars.length);
  });

  it('an ordinary sentence is judged whole: the window changes nothing under 300 code points', () => {
    const text = 'She go to school every day with her brother.';
    const chars = Array.from(text);
    const f = finding(text, 'go', 'goes');
    expect(evidenceWindow(chars, { start: 0, end: chars.length }, f)).toEqual({
      start: 0,
      end: chars.length,
    });
  });

  it('finds the sentence holding a finding by binary search, the whole text when none holds it', () => {
    const sentences = [
      { start: 0, end: 10 },
      { start: 10, end: 20 },
      { start: 20, end: 30 },
    ];
    const at = (start: number, end: number) => ({ ...finding('abc', 'a', 'b'), start, end });
    expect(sentenceOf(at(12, 15), sentences, 30)).toEqual({ start: 10, end: 20 });
    expect(sentenceOf(at(0, 3), sentences, 30)).toEqual({ start: 0, end: 10 });
    expect(sentenceOf(at(25, 30), sentences, 30)).toEqual({ start: 20, end: 30 });
    expect(sentenceOf(at(10, 10), sentences, 30)).toEqual({ start: 0, end: 10 });
    expect(sentenceOf(at(8, 12), sentences, 30)).toEqual({ start: 0, end: 30 });
  });

  it('a apple: the a/an swap is not gated, the rule knows the next sound ("I has a apple" -> an)', () => {
    const text = 'I has a apple!';
    const f = finding(text, 'a apple', 'an apple', 'harper:AnA');
    const article = { ...f, end: f.start + 1, replacements: ['an'] };
    expect(gate(text, article)).toHaveLength(1);
    // An article edit of another kind (a -> the) is still judged by the model.
    expect(evidenceFamily({ ...article, replacements: ['the'] })).toBe('harper');
  });

  it.each([
    // Both spellings are in use: the corpus must prefer the joined one clearly, or know it at all.
    ['The floor has a non-slip coating.', 'non-slip', 'nonslip'],
    ['We sell pre-owned cars.', 'pre-owned', 'preowned'],
    ['The article was re-published last week.', 're-published', 'republished'],
  ])('drops a join the corpus does not support (%j)', (text, word, rep) => {
    const f = finding(text, word, rep, 'harper:DisjointPrefixes', 'spelling');
    expect(evidenceFamily(f, Array.from(text))).toBe('joins');
    expect(gate(text, f)).toEqual([]);
  });

  it.each([
    ['He was very un-happy about it.', 'un-happy', 'unhappy'],
    ['It was a mis-understanding.', 'mis-understanding', 'misunderstanding'],
  ])('keeps a join the corpus supports (%j)', (text, word, rep) => {
    const f = finding(text, word, rep, 'harper:DisjointPrefixes', 'spelling');
    const chars = Array.from(text);
    expect(boundaryGain(chars, { start: 0, end: chars.length }, f, languageModel())).toBeGreaterThanOrEqual(
      EVIDENCE_MARGINS.joins,
    );
    expect(gate(text, f)).toHaveLength(1);
  });

  it('hyphens put in and splits are not gated (measured net harmful), nor case changes', () => {
    const text = 'She bought a brand new car in new york.';
    const chars = Array.from(text);
    const hyphen = finding(text, 'brand new', 'brand-new', 'margin:compound-adjectives', 'punctuation');
    expect(evidenceFamily(hyphen, chars)).toBeUndefined();
    const caps = finding(text, 'new york', 'New York', 'harper:X', 'capitalization');
    expect(evidenceFamily(caps, chars)).toBeUndefined();
    expect(gate(text, hyphen, caps)).toHaveLength(2);
  });

  it('a boundary edit by another engine (the spell checker) is not judged here', () => {
    const text = 'We sell pre-owned cars.';
    expect(
      evidenceFamily(finding(text, 'pre-owned', 'preowned', 'spelling', 'spelling'), Array.from(text)),
    ).toBeUndefined();
  });

  it("Yesterday my parents was angry: a strong project-rule match needs only Harper's margin", () => {
    const text = 'Yesterday my parents was angry.';
    const f = finding(text, 'was', 'were', 'margin:subject-verb-agreement');
    const gain = evidenceGain(
      Array.from(text),
      { start: 0, end: Array.from(text).length },
      f,
      languageModel(),
    );
    // The case this pins: the model supports the fix, but by less than the project rules' margin.
    expect(gain).toBeGreaterThanOrEqual(EVIDENCE_MARGINS.harper);
    expect(gain).toBeLessThan(EVIDENCE_MARGINS.margin);
    expect(gate(text, f)).toEqual([]);
    const strong = gateByEvidence(text, whole(text), [f], languageModel(), EVIDENCE_MARGINS, (x) => x === f);
    expect(strong).toEqual([f]);
  });

  it('a strong match is still dropped when the model prefers the text as written', () => {
    const text = 'She goes to school every day with her brother.';
    const f = finding(text, 'goes', 'go');
    expect(gateByEvidence(text, whole(text), [f], languageModel(), EVIDENCE_MARGINS, () => true)).toEqual([]);
  });
});
