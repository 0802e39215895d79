/**
 * The context choice scores a window of the sentence (n - 1 tokens on each side of the misspelling's
 * run of text) instead of the whole sentence. For an n-gram model that changes no comparison: the
 * tokens outside the window add the same log-probability to every candidate. This test holds the
 * windowed choice to the whole-sentence one (the code before 2026-11-29, kept here as the reference)
 * on varied paragraphs with real findings and candidates.
 */
import { type LanguageModel, UNK_ID } from '@margin/shared/lm/model';
import { lmTokens } from '@margin/shared/lm/tokens';
import type { SpellFinding } from '@margin/shared/spell/checker';
import { boundedDistance } from '@margin/shared/spell/suggest/edit-distance';
import { codePointToUtf16 } from '@margin/shared/text/offsets';
import { sentenceSpans } from '@margin/shared/text/sentences';
import { describe, expect, it } from 'vitest';
import { languageModel } from '../lm';
import { spellChecker } from './checkers';
import { chooseByContext, contextWindow } from './context-choice';

const ONE_WORD = /^\p{L}+(?:['’]\p{L}+)*$/u;

/** The whole-sentence choice as it was: every candidate scored over its whole sentence. */
function wholeSentenceChoice(
  text: string,
  findings: readonly SpellFinding[],
  lm: LanguageModel,
  margin: number,
  candidates: number,
): SpellFinding[] {
  const sentences = sentenceSpans(text, { lineBreaks: true });
  return findings.map((f) => {
    if (f.candidates.length < 2) return f;
    const sentence = sentences.find((s) => s.cpStart <= f.start && f.end <= s.cpEnd);
    if (!sentence) return f;
    const first = f.candidates[0];
    if (!ONE_WORD.test(first) || lm.id(first) === UNK_ID) return f;
    const typed = f.original.toLowerCase();
    const firstDistance = boundedDistance(typed, first.toLowerCase(), 4);
    const { before, after } = contextOf(text, sentence, f, findings);
    const score = (w: string) => lm.scoreSentence(lmTokens(before + w + after, lm.info.lowercase)).total;
    let best = 0;
    let bestScore = score(first) + margin;
    for (let i = 1; i < Math.min(candidates, f.candidates.length); i++) {
      const c = f.candidates[i];
      if (!ONE_WORD.test(c) || lm.id(c) === UNK_ID) continue;
      if (boundedDistance(typed, c.toLowerCase(), firstDistance) > firstDistance) continue;
      const s = score(c);
      if (s >= bestScore) {
        best = i;
        bestScore = s;
      }
    }
    if (best === 0) return f;
    return { ...f, candidates: [f.candidates[best], ...f.candidates.filter((_, i) => i !== best)] };
  });
}

/** The sentence's text before and after `f`, the other findings read as their first corrections. */
function contextOf(
  text: string,
  sentence: { start: number; end: number },
  f: SpellFinding,
  findings: readonly SpellFinding[],
): { before: string; after: string } {
  const at = (cp: number) => codePointToUtf16(text, cp);
  let before = '';
  let after = '';
  let from = sentence.start;
  let inBefore = true;
  for (const g of findings) {
    const start = at(g.start);
    const end = at(g.end);
    if (start < sentence.start || end > sentence.end) continue;
    const piece = text.slice(from, start);
    if (g === f) {
      before += piece;
      inBefore = false;
    } else if (inBefore) before += piece + (g.candidates[0] ?? g.original);
    else after += piece + (g.candidates[0] ?? g.original);
    from = end;
  }
  after += text.slice(from, sentence.end);
  return { before, after };
}

/** Sentences of every shape the window must cut right: short, long, quoted, bracketed, numbers, emoji. */
const SENTENCES = [
  'The committee agreed that the new policy would take effect next month.',
  'We walked along the river until the light began to fade behind the hills.',
  'She said, "I would rather stay home tonight and finish the report."',
  'His argument (which nobody expected) changed the course of the whole meeting.',
  'In 1998 the company employed 4,500 people in twelve different countries.',
  'Can you believe that the weather was this good for the entire week?',
  'They’re planning to visit their grandparents during the summer holidays.',
  'The results — surprising as they were — confirmed the original hypothesis.',
  'I think we should, if possible, leave before the traffic gets worse.',
  'Our team 🎉 celebrated the launch with a small party in the office kitchen.',
  'Although the instructions were clear, several students submitted their work late, and the teacher, who had warned them repeatedly throughout the semester about the consequences of missing deadlines, decided that the fairest thing to do was to accept the essays with a small penalty rather than refuse them altogether.',
  'Wait.',
  'Government spending on education, health and infrastructure increased significantly during the last decade.',
  'My brother doesn’t like coffee, but he drinks tea every morning with breakfast.',
  'Please send the documents to the address below by Friday at the latest.',
];

/** A deterministic generator, so a failure can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** A word with one typing slip: two letters swapped, one dropped, one doubled or one replaced. */
function misspell(word: string, next: () => number): string {
  const i = 1 + Math.floor(next() * (word.length - 2));
  switch (Math.floor(next() * 4)) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    case 2:
      return word.slice(0, i) + word[i] + word.slice(i);
    default:
      return word.slice(0, i) + 'aeiou'[Math.floor(next() * 5)] + word.slice(i + 1);
  }
}

/** Paragraphs of a few sentences with about one word in four of four letters or more misspelt. */
function paragraphs(count: number, seed: number): string[] {
  const next = random(seed);
  const out: string[] = [];
  for (let p = 0; p < count; p++) {
    const picked = Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
      const sentence = SENTENCES[Math.floor(next() * SENTENCES.length)];
      return sentence.replace(/\p{L}{4,}/gu, (w) => (next() < 0.25 ? misspell(w, next) : w));
    });
    // Sometimes a line break between sentences (a sentence boundary of its own).
    out.push(picked.join(next() < 0.3 ? '\n' : ' '));
  }
  return out;
}

describe('chooseByContext: the window decides as the whole sentence did', () => {
  it.each([
    [3, 3],
    [0, 3],
    [0, 5],
    [1, 5],
  ])('margin %d, %d candidates: the same corrections in the same order', async (margin, candidates) => {
    const lm = languageModel();
    const checker = await spellChecker('en', 'us');
    let findings = 0;
    let reordered = 0;
    for (const text of paragraphs(60, 1729 + margin * 10 + candidates)) {
      const found = await checker.check(text, { neural: true });
      const windowed = chooseByContext(text, found, lm, { margin, candidates });
      const whole = wholeSentenceChoice(text, found, lm, margin, candidates);
      expect(windowed, text).toEqual(whole);
      findings += found.length;
      reordered += whole.filter((f, i) => f.candidates[0] !== found[i].candidates[0]).length;
    }
    // The comparison has decisions to agree on: many findings, and some of them reordered.
    expect(findings).toBeGreaterThan(100);
    expect(reordered).toBeGreaterThan(margin === 0 ? 10 : 0);
  });
});

describe('contextWindow: what the window leaves out adds the same to every candidate', () => {
  it('scores each candidate against the first as its whole sentence does, to rounding', async () => {
    const lm = languageModel();
    const checker = await spellChecker('en', 'us');
    const total = (tokens: string) => lm.scoreSentence(lmTokens(tokens, lm.info.lowercase)).total;
    let compared = 0;
    let cut = 0;
    for (const text of paragraphs(40, 4242)) {
      const found = await checker.check(text, { neural: true });
      const sentences = sentenceSpans(text, { lineBreaks: true });
      for (const f of found) {
        const sentence = sentences.find((s) => s.cpStart <= f.start && f.end <= s.cpEnd);
        if (!sentence || f.candidates.length < 2) continue;
        const whole = contextOf(text, sentence, f, found);
        const window = contextWindow(whole.before, whole.after, lm);
        if (window.before.length + window.after.length < whole.before.length + whole.after.length) cut++;
        const [first, ...others] = f.candidates;
        for (const c of others) {
          const wholeGain = total(whole.before + c + whole.after) - total(whole.before + first + whole.after);
          const windowGain =
            total(window.before + c + window.after) - total(window.before + first + window.after);
          expect(windowGain, `${f.original} → ${c} in ${sentence.text}`).toBeCloseTo(wholeGain, 9);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(200);
    expect(cut).toBeGreaterThan(50);
  });
});
