/**
 * Tunes the language-model evidence gate of the grammar engine (server/src/engines/grammar/evidence.ts)
 * on synthetic errors injected into held-back corpus text (documents the language model was not trained
 * on; never the evaluation sets):
 * 1. each held-back sentence is checked as written (gate off): every Harper or project-rule finding on
 *    it is counted as a false alarm (the text has a few real errors, so this is pessimistic);
 * 2. one error of a class from grammar references (agreement, verb form after a modal, past participle
 *    as past tense, pronoun case, determiner number, noun number after a determiner or a partitive
 *    ("one of the books"), more /
 *    most with a short adjective, confused prepositions, article choice and omission, common confusions) is
 *    injected into the same sentence and it is checked again: a finding over the injected word whose
 *    first replacement gives the sentence back restores it.
 * For every margin, per family (Harper / project rules): restored errors and false alarms. The
 * committed margin of a family is the one with the best F0.5 at one injected error per ten sentences
 * (restored ÷ 10 against the alarms of the same sentences), i.e. precision weighted at a realistic
 * error density rather than one error in every sentence. Margins run from 0 (the model must at least
 * prefer the edit) in steps of 0.5, and on a flat curve precision wins: the highest margin whose F0.5 is
 * within 2% of the best.
 * Writes reports/eval-grammar-gate.json (through `npm run eval -- grammar-gate`).
 */
import { splitSentences } from '@margin/shared/ml/sentences';
import { tokenize } from '@margin/shared/ml/tokens';
import type { Finding } from '../../server/src/engines/edits/finding';
import { checkEnglish, type EnglishCheckOptions } from '../../server/src/engines/grammar/analyse';
import {
  EVIDENCE_MARGINS,
  type EvidenceFamily,
  evidenceFamily,
  evidenceGain,
} from '../../server/src/engines/grammar/evidence';
import {
  followsPartitive,
  otherNumber,
  QUANTIFIER_NUMBER_RULE_ID,
} from '../../server/src/engines/grammar/noun-number';
import { prepositionTable } from '../../server/src/engines/grammar/prepositions';
import { tagText } from '../../server/src/engines/grammar/tagger';
import { languageModel } from '../../server/src/engines/lm';
import { DATA_DIR } from '../train/lib/datasets';
import { CORPUS_SOURCES, sourceLines } from '../train/lib/lm-corpus';

const SENTENCES_PER_SOURCE = Number(process.env.GATE_EVAL_SENTENCES ?? 400);
/** Margins tried: an evidence gate never keeps an edit the model disfavours, so none is negative. */
const MARGINS = Array.from({ length: 29 }, (_, i) => i / 2);
/**
 * Precision first on a flat curve: the committed margin is the highest whose F0.5 is within this share
 * of the best one (the curves of the families with few restored errors are flat and noisy).
 */
const F05_TOLERANCE = 0.02;
/** Injected errors per sentence assumed when weighing restored errors against false alarms. */
const ERROR_DENSITY = 0.1;

/** Swaps within one closed class: each word may be written as any other of its group. */
const SWAP_GROUPS: string[][] = [
  // agreement of be / have / do
  ['is', 'are'],
  ['was', 'were'],
  ['has', 'have'],
  ['does', 'do'],
  ["doesn't", "don't"],
  ["isn't", "aren't"],
  ["wasn't", "weren't"],
  // pronoun case
  ['i', 'me'],
  ['he', 'him'],
  ['she', 'her'],
  ['we', 'us'],
  ['they', 'them'],
  // determiner number
  ['this', 'these'],
  ['that', 'those'],
  ['much', 'many'],
  ['less', 'fewer'],
  // articles
  ['a', 'an'],
  // common confusions
  ['its', "it's"],
  ['your', "you're"],
  ['their', 'there', "they're"],
  ['then', 'than'],
  ['to', 'too'],
  ['whose', "who's"],
  ['lose', 'loose'],
  ['affect', 'effect'],
];

/** Irregular past tense and past participle (a participle written for the past, and the other way). */
const PAST_PARTICIPLE: [string, string][] = [
  ['saw', 'seen'],
  ['went', 'gone'],
  ['did', 'done'],
  ['took', 'taken'],
  ['wrote', 'written'],
  ['gave', 'given'],
  ['ate', 'eaten'],
  ['began', 'begun'],
  ['knew', 'known'],
  ['drank', 'drunk'],
  ['spoke', 'spoken'],
  ['broke', 'broken'],
  ['chose', 'chosen'],
  ['drove', 'driven'],
  ['flew', 'flown'],
  ['grew', 'grown'],
  ['rang', 'rung'],
  ['sang', 'sung'],
  ['swam', 'swum'],
  ['threw', 'thrown'],
  ['wore', 'worn'],
  ['forgot', 'forgotten'],
  ['stole', 'stolen'],
  ['fell', 'fallen'],
];

const MODALS = new Set(['can', 'could', 'will', 'would', 'shall', 'should', 'may', 'might', 'must']);

const swapOf = new Map<string, string[]>();
for (const group of SWAP_GROUPS)
  for (const w of group)
    swapOf.set(
      w,
      group.filter((o) => o !== w),
    );
for (const [past, participle] of PAST_PARTICIPLE) {
  swapOf.set(past, [...(swapOf.get(past) ?? []), participle]);
  swapOf.set(participle, [...(swapOf.get(participle) ?? []), past]);
}

/** Per preposition, the prepositions that may be written in its place (the inverse of the table). */
const prepositionFor = new Map<string, string[]>();
for (const [written, meant] of prepositionTable())
  for (const m of meant) prepositionFor.set(m, [...(prepositionFor.get(m) ?? []), written]);

/** A small deterministic hash, to pick which error to inject without a random seed. */
function pick(s: string, n: number): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0) % n;
}

const withCase = (word: string, like: string) =>
  /^\p{Lu}/u.test(like) ? word.charAt(0).toUpperCase() + word.slice(1) : word;

/**
 * One injection for a sentence: first a class (the part of its kind before ":"), then one of that
 * class's places, so that a class with many places per sentence (prepositions) does not crowd out the
 * others and every family's margin is tuned on a similar mix whatever classes are added.
 */
function pickInjection(text: string, candidates: Injection[]): Injection {
  const classes = [...new Set(candidates.map((c) => c.kind.split(':')[0]))];
  const chosen = classes[pick(text, classes.length)];
  const within = candidates.filter((c) => c.kind.split(':')[0] === chosen);
  return within[pick(`${text}\u0000`, within.length)];
}

/** One way to corrupt a sentence: the UTF-16 range replaced and what is written there instead. */
interface Injection {
  start: number;
  end: number;
  wrong: string;
  kind: string;
}

/** Every error of the classes above that could be injected into `text`. */
function injections(text: string): Injection[] {
  const out: Injection[] = [];
  for (const s of tagText(text)) {
    const t = s.tokens;
    for (let i = 0; i < t.length; i++) {
      const tok = t[i];
      const lower = tok.lower.replace(/’/g, "'");
      for (const alt of swapOf.get(lower) ?? [])
        out.push({ start: tok.start, end: tok.end, wrong: withCase(alt, tok.text), kind: `swap:${lower}` });
      // Third-person -s dropped or added ("she goes" ↔ "she go"), and a modal's base verb inflected.
      if (tok.pos === 'VERB' && /^\p{Ll}+$/u.test(tok.text)) {
        const lemma = tok.lemma.toLowerCase();
        if (lower === `${lemma}s` || lower === `${lemma}es`)
          out.push({ start: tok.start, end: tok.end, wrong: lemma, kind: 'verb:-s' });
        else if (lower === lemma && i > 0) {
          const prev = t[i - 1].lower;
          const s3 = /(s|sh|ch|x|z|o)$/.test(lemma) ? `${lemma}es` : `${lemma}s`;
          if (MODALS.has(prev) || prev === 'to')
            out.push({ start: tok.start, end: tok.end, wrong: s3, kind: 'verb:base→-s' });
          else if (['they', 'we', 'you', 'i'].includes(prev))
            out.push({ start: tok.start, end: tok.end, wrong: s3, kind: 'verb:+s' });
        }
      }
      // A noun in the wrong number after a determiner, quantifier or number ("two apple", "a books").
      const before = t[i - 1];
      const other = otherNumber(tok);
      if (
        other &&
        before &&
        (before.pos === 'DET' || before.pos === 'NUM') &&
        before.lower !== 'the' &&
        t[i + 1]?.pos !== 'NOUN'
      )
        out.push({ start: tok.start, end: tok.end, wrong: other, kind: 'noun:number' });
      // A plural noun made singular after a partitive ("one of the books" → "one of the book", "a number of cases").
      if (other && tok.lower !== tok.lemma && before && followsPartitive(t, i) && t[i + 1]?.pos !== 'NOUN')
        out.push({ start: tok.start, end: tok.end, wrong: other, kind: 'noun:partitive' });
      // A short adjective's -er / -est form written with more / most ("taller" → "more tall").
      if (tok.pos === 'ADJ' && /^\p{Ll}+$/u.test(tok.text) && tok.lemma !== lower) {
        if (lower === `${tok.lemma}er` || /ier$/.test(lower) || new RegExp(`^${tok.lemma}.?er$`).test(lower))
          out.push({ start: tok.start, end: tok.end, wrong: `more ${tok.lemma}`, kind: 'comparative:more' });
        else if (/est$/.test(lower))
          out.push({ start: tok.start, end: tok.end, wrong: `most ${tok.lemma}`, kind: 'comparative:most' });
      }
      // A preposition swapped for one it is commonly confused with ("interested in" → "interested on").
      if (tok.pos === 'ADP' && tok.text === tok.lower)
        for (const wrong of prepositionFor.get(lower) ?? [])
          out.push({ start: tok.start, end: tok.end, wrong, kind: 'preposition:swap' });
      // An article left out ("I saw a dog" → "I saw dog").
      if ((lower === 'a' || lower === 'an' || lower === 'the') && i > 0 && t[i + 1]?.pos === 'NOUN')
        out.push({ start: tok.start, end: t[i + 1].start, wrong: '', kind: 'article:omitted' });
      // An article where none belongs ("to the school" for "to school"): before a noun right after a preposition.
      if (tok.pos === 'NOUN' && i > 0 && t[i - 1].pos === 'ADP' && /^\p{Ll}+$/u.test(tok.text))
        out.push({ start: tok.start, end: tok.start, wrong: 'the ', kind: 'article:inserted' });
    }
  }
  return out;
}

interface Observation {
  family: EvidenceFamily;
  ruleId: string;
  gain: number;
}

function gatedFindings(text: string, found: Finding[]) {
  const chars = Array.from(text);
  const lm = languageModel();
  const out: (Observation & { f: Finding })[] = [];
  for (const f of found) {
    const family = evidenceFamily(f);
    if (!family) continue;
    const gain = evidenceGain(chars, { start: 0, end: chars.length }, f, lm);
    // The model cannot judge it: the gate lets it through whatever the margin.
    out.push({ family, ruleId: f.ruleId, gain: gain ?? Number.POSITIVE_INFINITY, f });
  }
  return out;
}

function applyFirst(text: string, f: Finding): string {
  const chars = Array.from(text);
  return chars.slice(0, f.start).join('') + f.replacements[0] + chars.slice(f.end).join('');
}

const options: EnglishCheckOptions = {
  dialect: 'us',
  anyVariety: false,
  harperSpelling: false,
  advanced: [],
  evidence: false,
};

/**
 * Restored errors and false alarms at every margin, and the tuned margin: the highest whose F0.5 (at
 * ERROR_DENSITY) is within F05_TOLERANCE of the best.
 */
function marginCurve(a: readonly Observation[], r: readonly Observation[], injected: number) {
  const rows = MARGINS.map((margin) => {
    const hits = r.filter((o) => o.gain >= margin).length;
    const fa = a.filter((o) => o.gain >= margin).length;
    const tp = hits * ERROR_DENSITY;
    const precision = tp / Math.max(1e-9, tp + fa);
    const recall = hits / Math.max(1, injected);
    const f05 = precision + recall > 0 ? (1.25 * precision * recall) / (0.25 * precision + recall) : 0;
    return { margin, restored: hits, falseAlarms: fa, precisionAtDensity: precision, f05 };
  });
  const top = Math.max(...rows.map((x) => x.f05));
  const best = rows.filter((x) => x.f05 >= top * (1 - F05_TOLERANCE)).at(-1) ?? rows[0];
  return { tunedMargin: best.margin, rows };
}

export async function run(): Promise<Record<string, unknown>> {
  languageModel();
  const alarms: Observation[] = [];
  const restored: Observation[] = [];
  const restoredKinds: Record<string, number> = {};
  const injectedKinds: Record<string, number> = {};
  const alarmExamples: string[] = [];
  let sentences = 0;
  let injected = 0;
  for (const source of CORPUS_SOURCES) {
    let here = 0;
    for await (const line of sourceLines(DATA_DIR, source, () => here >= SENTENCES_PER_SOURCE)) {
      if (!line.heldOut) continue;
      for (const s of splitSentences(line.text)) {
        const text = s.text;
        const words = tokenize(text).length;
        if (words < 5 || words > 60) continue;
        here++;
        sentences++;
        for (const o of gatedFindings(text, await checkEnglish(text, options))) {
          alarms.push(o);
          if (alarmExamples.length < 200)
            alarmExamples.push(`${o.ruleId}\t${o.gain.toFixed(2)}\t${text}\t→ ${o.f.replacements[0]}`);
        }
        const candidates = injections(text);
        if (candidates.length === 0) continue;
        const inj = pickInjection(text, candidates);
        injected++;
        injectedKinds[inj.kind] = (injectedKinds[inj.kind] ?? 0) + 1;
        const wrongText = text.slice(0, inj.start) + inj.wrong + text.slice(inj.end);
        const found = gatedFindings(wrongText, await checkEnglish(wrongText, options));
        const hit = found.find((o) => applyFirst(wrongText, o.f) === text);
        if (hit) {
          restored.push(hit);
          restoredKinds[inj.kind] = (restoredKinds[inj.kind] ?? 0) + 1;
        }
      }
    }
  }
  const families: EvidenceFamily[] = [
    'harper',
    'margin',
    'morphology',
    'noun-number',
    'comparatives',
    'prepositions',
    'articles',
  ];
  const byFamily = Object.fromEntries(
    families.map((family) => {
      const a = alarms.filter((o) => o.family === family);
      const r = restored.filter((o) => o.family === family);
      const alarmsByRule: Record<string, { all: number; atMargin: number }> = {};
      for (const o of a) {
        alarmsByRule[o.ruleId] ??= { all: 0, atMargin: 0 };
        alarmsByRule[o.ruleId].all++;
        if (o.gain >= EVIDENCE_MARGINS[family]) alarmsByRule[o.ruleId].atMargin++;
      }
      return [
        family,
        { ...marginCurve(a, r, injected), committedMargin: EVIDENCE_MARGINS[family], alarmsByRule },
      ];
    }),
  );
  // The plural after a number or plural quantifier is gated as a project rule (family `margin`); its own
  // curve shows whether that family's margin suits it.
  const quantifier = (o: Observation) => o.ruleId === QUANTIFIER_NUMBER_RULE_ID;
  const quantifierNumber = {
    ...marginCurve(alarms.filter(quantifier), restored.filter(quantifier), injected),
    committedMargin: EVIDENCE_MARGINS.margin,
  };
  return {
    sentences,
    injected,
    restoredBeforeGate: restored.length,
    falseAlarmsBeforeGate: alarms.length,
    tunedHarperMargin: byFamily.harper.tunedMargin,
    tunedMarginRulesMargin: byFamily.margin.tunedMargin,
    tunedMorphologyMargin: byFamily.morphology.tunedMargin,
    tunedNounNumberMargin: byFamily['noun-number'].tunedMargin,
    tunedComparativesMargin: byFamily.comparatives.tunedMargin,
    tunedPrepositionsMargin: byFamily.prepositions.tunedMargin,
    tunedArticlesMargin: byFamily.articles.tunedMargin,
    committedHarperMargin: EVIDENCE_MARGINS.harper,
    committedMarginRulesMargin: EVIDENCE_MARGINS.margin,
    committedMorphologyMargin: EVIDENCE_MARGINS.morphology,
    committedNounNumberMargin: EVIDENCE_MARGINS['noun-number'],
    committedComparativesMargin: EVIDENCE_MARGINS.comparatives,
    committedPrepositionsMargin: EVIDENCE_MARGINS.prepositions,
    committedArticlesMargin: EVIDENCE_MARGINS.articles,
    tunedQuantifierNumberMargin: quantifierNumber.tunedMargin,
    injectedKinds,
    restoredKinds,
    byFamily,
    quantifierNumber,
    alarmExamples,
    note: `Held-back corpus sentences (${SENTENCES_PER_SOURCE} per source); one injected error per sentence; F0.5 weighs restored errors at ${ERROR_DENSITY} per sentence against false alarms on the unchanged sentences.`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  run().then((r) => console.log(JSON.stringify(r, null, 2)));
}
