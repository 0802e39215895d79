/**
 * Preposition candidates scored by the language model: a preposition is tried as each preposition it
 * is commonly confused with (prepositions.tsv: in / on / at, to / for, of / about, by / with, …), and
 * the one the model prefers becomes a candidate ("interested on" → in, "arrive to the station" → at).
 * What is proposed here is only a candidate: the evidence gate (evidence.ts, family `prepositions`)
 * keeps it when the model's preference clears the margin tuned on synthetic errors.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { LanguageModel } from '@margin/shared/lm/model';
import type { Finding } from '../edits/finding';
import { findingsByEvidence } from './candidates';
import { matchCase } from './rule';
import { takesPreposition } from './rules/dependent-prepositions';
import type { TaggedSentence } from './tagger';

/** Rule id of its findings. */
export const PREPOSITION_RULE_ID = 'margin:preposition-choice';

/** The data file: written preposition, what it may have been meant as, and the source. */
export const PREPOSITIONS_FILE = fileURLToPath(new URL('./prepositions.tsv', import.meta.url));

/** Parses prepositions.tsv text: per written preposition (lower case), its alternatives. */
export function parsePrepositions(tsv: string): ReadonlyMap<string, readonly string[]> {
  const table = new Map<string, string[]>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [written, alternatives] = line.split('\t');
    if (!written || !alternatives)
      throw new Error(`${PREPOSITIONS_FILE}: malformed row ${JSON.stringify(line)}`);
    table.set(
      written.trim().toLowerCase(),
      alternatives.split(',').map((a) => a.trim().toLowerCase()),
    );
  }
  return table;
}

let table: ReadonlyMap<string, readonly string[]> | undefined;

/** The committed preposition table, read once. */
export function prepositionTable(): ReadonlyMap<string, readonly string[]> {
  table ??= parsePrepositions(fs.readFileSync(PREPOSITIONS_FILE, 'utf8'));
  return table;
}

/**
 * Preposition findings on one paragraph (code points): for each preposition of the table, the
 * alternative the model prefers most over what was written (the evidence gate applies the margin).
 * A capitalised preposition inside a sentence (a title or a name) is left alone.
 */
export function prepositionFindings(
  text: string,
  sentences: readonly TaggedSentence[],
  lm: LanguageModel,
): Finding[] {
  const prepositions = prepositionTable();
  return findingsByEvidence(text, sentences, lm, (tokens, i, cp) => {
    const t = tokens[i];
    const alternatives = prepositions.get(t.lower);
    if (!alternatives || t.pos !== 'ADP') return [];
    if (i > 0 && t.text !== t.lower) return [];
    // "good at math", "interested in": the preposition a word takes is never swapped for another.
    if (i > 0 && takesPreposition(tokens[i - 1].lower, t.lower)) return [];
    const start = cp(t.start);
    const end = cp(t.end);
    return alternatives.map((alt): Finding => {
      const written = matchCase(alt, t.text);
      return {
        start,
        end,
        ruleId: PREPOSITION_RULE_ID,
        category: 'grammar',
        errorType: 'R:PREP',
        message: `Did you mean "${written}"? This preposition fits the sentence better than "${t.text}".`,
        replacements: [written],
      };
    });
  });
}
