/**
 * The language-model confusion sets of the grammar engine (server/src/engines/grammar/confusion):
 * 1. synthetic errors injected into held-back corpus text (documents the language model was not
 *    trained on): for margins 0–10 nats, recall of injected errors (the written word restored), wrong
 *    fixes, and false alarms on the unchanged sentences — the margin is tuned here;
 * 2. LanguageTool 4.6 English rule examples, split by a hash of the sentence into a "read" half and a
 *    "validation" half: recall (a confusion finding overlaps the marked span) and false positives on
 *    correct rows, for the committed margin, on both halves.
 * Writes reports/eval-confusion.json (through `npm run eval -- confusion`).
 */
import type { LanguageModel } from '@margin/shared/lm/model';
import { splitSentences } from '@margin/shared/ml/sentences';
import { tokenize } from '@margin/shared/ml/tokens';
import {
  CONFUSION_MARGIN,
  type ConfusionTable,
  confusionMatches,
  confusionSets,
  requiredGain,
  scoreConfusions,
} from '../../server/src/engines/grammar/confusion';
import { languageModel } from '../../server/src/engines/lm';
import { utf16ToCodePoint } from '../../shared/src/text/offsets';
import { DATA_DIR } from '../train/lib/datasets';
import { CORPUS_SOURCES, sourceLines } from '../train/lib/lm-corpus';
import { type Half, halfOf } from './lib/halves';
import { readLanguageTool } from './lib/languagetool';

const SENTENCES_PER_SOURCE = Number(process.env.CONFUSION_EVAL_SENTENCES ?? 1500);
const MARGINS = Array.from({ length: 21 }, (_, i) => i / 2);

/** Written forms that could stand for each word: the inverse of the confusion table. */
function errorForms(table: ConfusionTable): Map<string, string[]> {
  const inverse = new Map<string, string[]>();
  for (const [from, tos] of table.alternatives)
    for (const to of tos) inverse.set(to.toLowerCase(), [...(inverse.get(to.toLowerCase()) ?? []), from]);
  return inverse;
}

/** A small deterministic hash, to pick which error to inject without a random seed. */
function pick(s: string, n: number): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % n;
}

interface Injected {
  gain: number;
  restored: boolean;
  /** The gain the committed rule needs (requiredGain: the margin, more to undo a contraction, none for a non-word). */
  required: number;
}

async function synthetic(lm: LanguageModel, table: ConfusionTable) {
  const inverse = errorForms(table);
  const clean: number[] = [];
  let cleanCommitted = 0;
  const alarms: { word: string; best: string; gain: number; sentence: string }[] = [];
  const injected: Injected[] = [];
  let sentences = 0;
  for (const source of CORPUS_SOURCES) {
    let here = 0;
    for await (const line of sourceLines(DATA_DIR, source, () => here >= SENTENCES_PER_SOURCE)) {
      if (!line.heldOut) continue;
      for (const s of splitSentences(line.text)) {
        const tokens = tokenize(s.text);
        const slots = tokens.filter((t) => inverse.has(t.text.toLowerCase().replace(/’/g, "'")));
        if (slots.length === 0 || tokens.length < 4) continue;
        here++;
        sentences++;
        for (const c of scoreConfusions(s.text, { start: 0, end: s.text.length }, lm, table)) {
          clean.push(c.gain);
          if (c.gain >= requiredGain(c, table)) cleanCommitted++;
          if (c.gain >= 2) alarms.push({ word: c.original, best: c.best, gain: c.gain, sentence: s.text });
        }
        // One injected error per sentence: a word replaced by a form that could be written for it.
        const slot = slots[pick(s.text, slots.length)];
        const forms = inverse.get(slot.text.toLowerCase().replace(/’/g, "'")) ?? [];
        let wrong = forms[pick(`${s.text}|`, forms.length)];
        if (/^\p{Lu}/u.test(slot.text)) wrong = wrong.charAt(0).toUpperCase() + wrong.slice(1);
        const text = s.text.slice(0, slot.start) + wrong + s.text.slice(slot.end);
        const found = scoreConfusions(text, { start: 0, end: text.length }, lm, table).find(
          (c) => c.start === slot.start,
        );
        if (!found) continue;
        injected.push({
          gain: found.gain,
          restored: found.best.toLowerCase() === slot.text.toLowerCase(),
          required: requiredGain(found, table),
        });
      }
    }
  }
  const byMargin = MARGINS.map((margin) => {
    const hits = injected.filter((i) => i.restored && i.gain >= margin).length;
    const wrongFixes = injected.filter((i) => !i.restored && i.gain >= margin).length;
    const falseAlarms = clean.filter((g) => g >= margin).length;
    return {
      margin,
      recall: hits / injected.length,
      wrongFixes,
      falseAlarmRate: falseAlarms / clean.length,
      precisionOneErrorPerSentence: hits / Math.max(1, hits + wrongFixes + falseAlarms),
    };
  });
  const atMargin = alarms.filter((a) => a.gain >= CONFUSION_MARGIN);
  const falseAlarmsByPair: Record<string, number> = {};
  for (const a of atMargin) {
    const pair = `${a.word.toLowerCase()} → ${a.best.toLowerCase()}`;
    falseAlarmsByPair[pair] = (falseAlarmsByPair[pair] ?? 0) + 1;
  }
  // The tuning rule of CONFUSION_MARGIN: the smallest margin with at most 1 false alarm per 1,000 candidates.
  const tunedMargin = byMargin.find((m) => m.falseAlarmRate <= 0.001)?.margin;
  // The committed rule: CONFUSION_MARGIN, or any gain for a form that is no word.
  const fires = (i: Injected) => i.gain >= i.required;
  const committed = {
    recall: injected.filter((i) => i.restored && fires(i)).length / injected.length,
    wrongFixes: injected.filter((i) => !i.restored && fires(i)).length,
    falseAlarmRate: cleanCommitted / clean.length,
  };
  return {
    committed,
    tunedMargin,
    sentences,
    cleanCandidates: clean.length,
    injected: injected.length,
    byMargin,
    falseAlarmsByPair,
    falseAlarmExamples: atMargin.slice(0, 40),
  };
}

function languageTool(lm: LanguageModel, table: ConfusionTable) {
  const { incorrect, correct } = readLanguageTool(`${DATA_DIR}/languagetool_en`);
  const matchesIn = (sentence: string) =>
    splitSentences(sentence).flatMap((s) =>
      confusionMatches(sentence, { start: s.start, end: s.end }, lm, table).map((m) => ({
        start: utf16ToCodePoint(sentence, m.start),
        end: utf16ToCodePoint(sentence, m.end),
      })),
    );
  const halves: Record<Half, { incorrect: number; found: number; correct: number; flagged: number }> = {
    read: { incorrect: 0, found: 0, correct: 0, flagged: 0 },
    validation: { incorrect: 0, found: 0, correct: 0, flagged: 0 },
  };
  for (const ex of incorrect) {
    const h = halves[halfOf(ex.sentence)];
    h.incorrect++;
    const marker = ex.marker;
    if (marker && matchesIn(ex.sentence).some((m) => m.start < marker.end && marker.start < m.end)) h.found++;
  }
  for (const ex of correct) {
    const h = halves[halfOf(ex.sentence)];
    h.correct++;
    if (matchesIn(ex.sentence).length > 0) h.flagged++;
  }
  const summary = (h: (typeof halves)[Half]) => ({
    ...h,
    recall: h.found / h.incorrect,
    falsePositiveRate: h.flagged / h.correct,
  });
  return { read: summary(halves.read), validation: summary(halves.validation) };
}

export async function run(): Promise<Record<string, unknown>> {
  const lm = languageModel();
  const table = confusionSets();
  const synth = await synthetic(lm, table);
  const lt = languageTool(lm, table);
  const atMargin = synth.byMargin.find((m) => m.margin === CONFUSION_MARGIN);
  return {
    margin: CONFUSION_MARGIN,
    tunedMargin: synth.tunedMargin,
    syntheticSentences: synth.sentences,
    syntheticInjected: synth.injected,
    syntheticCleanCandidates: synth.cleanCandidates,
    syntheticRecall: synth.committed.recall,
    syntheticWrongFixes: synth.committed.wrongFixes,
    syntheticFalseAlarmRate: synth.committed.falseAlarmRate,
    syntheticRecallAtMarginOnly: atMargin?.recall,
    ltReadRecall: lt.read.recall,
    ltReadFalsePositiveRate: lt.read.falsePositiveRate,
    ltValidationRecall: lt.validation.recall,
    ltValidationFalsePositiveRate: lt.validation.falsePositiveRate,
    syntheticByMargin: synth.byMargin,
    syntheticFalseAlarmsByPair: synth.falseAlarmsByPair,
    syntheticFalseAlarmExamples: synth.falseAlarmExamples,
    languageTool: lt,
    note: 'Synthetic: one confusion-set error injected per held-back corpus sentence; false alarms are on the unchanged sentences. LanguageTool: confusion-set findings alone, halves by SHA-1 of the sentence.',
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => console.log(JSON.stringify(r, null, 2)));
}
