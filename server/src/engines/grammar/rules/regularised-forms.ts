import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { corpusLogProb } from '../corpus';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';
import type { Token } from '../tagger';

/** The data file: irregular verbs and nouns written with a regular ending, and their right forms. */
export const REGULARISED_FORMS_FILE = fileURLToPath(new URL('./regularised-forms.tsv', import.meta.url));

/** A row of regularised-forms.tsv. */
export interface RegularisedForm {
  kind: 'verb' | 'noun';
  lemma: string;
  /** A verb's past tense, or a noun's plural. */
  past: string;
  /** A verb's past participle, or a noun's plural again. */
  participle: string;
}

/** Parses regularised-forms.tsv: written form → its lemma and right forms. */
export function parseRegularisedForms(tsv: string): ReadonlyMap<string, RegularisedForm> {
  const table = new Map<string, RegularisedForm>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [written, kind, lemma, past, participle] = line.split('\t').map((c) => c?.trim());
    if (
      !written ||
      !lemma ||
      !past ||
      !participle ||
      !/^[a-z]+$/.test(written) ||
      !/^(?:verb|noun)$/.test(kind ?? '')
    )
      throw new Error(`${REGULARISED_FORMS_FILE}: malformed row ${JSON.stringify(line)}`);
    table.set(written, { kind: kind as RegularisedForm['kind'], lemma, past, participle });
  }
  return table;
}

let table: ReadonlyMap<string, RegularisedForm> | undefined;

/** The committed table, read once. */
function formsTable(): ReadonlyMap<string, RegularisedForm> {
  table ??= parseRegularisedForms(fs.readFileSync(REGULARISED_FORMS_FILE, 'utf8'));
  return table;
}

/** After these the verb is a past participle: the perfect ("has choosed") or the passive ("was teached"). */
const PARTICIPLE_AFTER =
  /^(?:have|has|had|having|'ve|’ve|'s|’s|'d|’d|am|is|are|was|were|be|been|being|'m|’m|'re|’re|get|gets|got|gotten|getting)$/;
/** After these it is the base form: do-support, modals, "to" ("didn't buyed" → buy). */
const BASE_AFTER = /^(?:do|does|did|to|can|ca|could|will|wo|would|shall|should|may|might|must|'ll|’ll)$/;
/** Words that may stand between the auxiliary and the verb. */
const BETWEEN = /^(?:not|n't|n’t|never|also|just|already|ever|really|only|always|even|still)$/;

/** The form the verb at `i` takes after what comes before it. */
function verbForm(tokens: readonly Token[], i: number, row: RegularisedForm): string {
  let j = i - 1;
  while (j >= 0 && (BETWEEN.test(tokens[j].lower) || tokens[j].pos === 'ADV')) j--;
  const before = tokens[j]?.lower ?? '';
  if (BASE_AFTER.test(before)) return row.lemma;
  return PARTICIPLE_AFTER.test(before) ? row.participle : row.past;
}

/**
 * How much rarer (natural log) a -ys spelling must be than the -ies one for the -ies one to be meant:
 * ln 100. "standbys", "laybys" are the usual spellings and stay.
 */
const IES_MARGIN = Math.log(100);

/**
 * The -ies form of a word ending in a consonant + "ys" ("familys" → families, "trys" → tries), when
 * the corpus uses it and the written form is unseen or far rarer; undefined otherwise.
 */
function iesForm(lower: string): string | undefined {
  if (!/^[a-z]+[^aeiouy]ys$/.test(lower)) return undefined;
  const ies = `${lower.slice(0, -2)}ies`;
  const right = corpusLogProb([], ies);
  if (right === undefined) return undefined;
  const written = corpusLogProb([], lower);
  return written === undefined || written < right - IES_MARGIN ? ies : undefined;
}

/**
 * "He buyed a car" → bought, "She has choosed" → chosen, "I didn't knowed" → know, "two childs" →
 * children, "our familys" → families, "He trys" → tries: irregular verbs and nouns given English's
 * regular ending, and -y words given a bare -s, as learners and children write them (Swan, Practical
 * English Usage, "Irregular verbs" and "Plurals"). The written forms are no words of any English
 * dictionary (regularised-forms.tsv), or a -ys form the corpus does not use beside its -ies form, so
 * the fix is certain; the spell engine would otherwise guess a neighbour ("buyed" → "buoyed",
 * "teached" → "touched", "familys" → "family's"). A verb takes its participle after have / be and its
 * base form after do-support, a modal or "to"; a capitalised word opening no sentence is a name.
 */
export const regularisedForms: SentenceRule = {
  kind: 'sentence',
  id: 'regularised-forms',
  category: 'grammar',
  description: '"buyed", "childs", "familys": irregular forms given a regular ending',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    tokens.forEach((t, i) => {
      if (t.text !== t.lower && (i > 0 || t.text !== matchCase(t.lower, t.text))) return;
      const row = formsTable().get(t.lower);
      const right = row ? (row.kind === 'noun' ? row.past : verbForm(tokens, i, row)) : iesForm(t.lower);
      if (!right) return;
      out.push({
        start: t.start,
        end: t.end,
        replacements: [matchCase(right, t.text)],
        message: `"${t.text}" is not an English word: "${right}".`,
        errorType: (row ? row.kind === 'verb' : t.pos === 'VERB') ? 'R:VERB:FORM' : 'R:NOUN:INFL',
        certain: true,
      });
    });
    return out;
  },
};

/** The past tense of an irregular verb listed in regularised-forms.tsv ("give" → "gave"), else undefined. */
export function irregularPastOf(lemma: string): string | undefined {
  for (const row of formsTable().values()) if (row.kind === 'verb' && row.lemma === lemma) return row.past;
  return undefined;
}
