/**
 * A comma after a sentence's opening adverb or prepositional phrase, scored by the language model:
 * "Unfortunately the bus was late" → "Unfortunately, the bus", "In fact nobody came" → "In fact,
 * nobody came". Which openers take one is not listed: the opener is found by its tags (an adverb alone, or a
 * preposition and a noun phrase of up to three more words ending in a noun or pronoun, right before a
 * word that can start the clause's subject or a subordinator), and the model must prefer the comma by OPENER_COMMA_MARGIN.
 * Punctuation is not gated by evidence.ts, so the margin is applied here.
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import { lmToken } from '@margin/shared/lm/tokens';
import type { Finding } from '../edits/finding';
import { findingsBySentence } from './evidence';
import type { TaggedSentence, Token } from './tagger';

/** Rule id of its findings. */
export const OPENER_COMMA_RULE_ID = 'margin:opener-comma';

/**
 * Nats by which the model must prefer the comma. Tuned on held-back corpus sentences (a throwaway
 * script, docs/edits.md): the comma after such an opener taken out of 185 sentences, and 993 sentences
 * whose opener has none; at 6 nats 36 are restored against 20 alarms (most of them optional commas,
 * "In the spring he sailed"), at 4 nats 42 against 31, at 8 nats 21 against 13.
 */
export const OPENER_COMMA_MARGIN = 6;

/**
 * Openers the corpus itself punctuates: when the model gives a comma at least this probability right
 * after the opener at the start of a sentence ("In my opinion" 0.64, "For example" 0.93, "In this case"
 * 0.71; "In the spring" 0.08, "Sometimes" 0.23), the sentence needs only OPENER_COMMA_USUAL_MARGIN:
 * what follows the opener in learner text ("In my opinion it is") pulls the whole-sentence score down
 * even where writers almost always put the comma.
 */
export const OPENER_COMMA_USUAL = 0.6;
/** Nats by which the model must prefer the comma after an opener the corpus punctuates (OPENER_COMMA_USUAL). */
export const OPENER_COMMA_USUAL_MARGIN = 1;

/** The probability the model gives a comma right after the opener `t[0..k]` at the start of a sentence. */
function commaRate(t: readonly Token[], k: number, lm: LanguageModel): number {
  const lc = lm.info.lowercase;
  const context = ['<s>', ...t.slice(0, k + 1).map((x) => lmToken(x.text, lc))].slice(-3);
  return Math.exp(lm.logProb(context, ','));
}

/** Longest opener tried, in tokens. */
const MAX_OPENER = 4;
/** Tags that may continue a prepositional opener, and those that may end one. */
const NOUN_PHRASE = new Set(['DET', 'ADJ', 'NOUN', 'PROPN', 'PRON', 'NUM']);
const PHRASE_END = new Set(['NOUN', 'PROPN', 'PRON']);
/** Tags of a word that can open the clause's subject after the opener. */
const SUBJECT_START = new Set(['PRON', 'DET', 'PROPN', 'NOUN']);
/** Subordinators that open a clause fronted inside the sentence ("For example when we talk"). */
const SUBORDINATORS = new Set(['when', 'whenever', 'if', 'because', 'although', 'though', 'while', 'unless']);

/** The openers of a sentence, as the index of their last token (an adverb alone; a preposition and its noun phrase). */
function openerEnds(t: readonly Token[]): number[] {
  if (t.length < 4 || t[0].type !== 'word') return [];
  if (t[0].pos === 'ADV') return [0];
  if (t[0].pos !== 'ADP') return [];
  const ends: number[] = [];
  for (let k = 1; k < MAX_OPENER && k < t.length - 1 && NOUN_PHRASE.has(t[k].pos); k++)
    if (PHRASE_END.has(t[k].pos)) ends.push(k);
  return ends;
}

/** Opener-comma findings on one paragraph (code points): at most one per sentence, where the model clearly wants it. */
export function openerCommaFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  return findingsBySentence(text, sentences, lm, (s, cp, strongest) => {
    const t = s.tokens;
    // In a question the opener usually belongs to what is asked ("Generally who wins?").
    if (t.at(-1)?.text === '?') return [];
    const candidates: Finding[] = [];
    const usual: Finding[] = [];
    for (const k of openerEnds(t)) {
      const next = t[k + 1];
      const opensClause = SUBJECT_START.has(next.pos) || SUBORDINATORS.has(next.lower);
      if (!opensClause || next.type !== 'word' || t[k].end === next.start) continue;
      (commaRate(t, k, lm) >= OPENER_COMMA_USUAL ? usual : candidates).push({
        start: cp(t[k].start),
        end: cp(t[k].end),
        ruleId: OPENER_COMMA_RULE_ID,
        category: 'punctuation',
        errorType: 'M:PUNCT',
        message: 'Put a comma after an introductory phrase.',
        replacements: [`${t[k].text},`],
      });
    }
    return [strongest(candidates, OPENER_COMMA_MARGIN) ?? strongest(usual, OPENER_COMMA_USUAL_MARGIN)];
  });
}
