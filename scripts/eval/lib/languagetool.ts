import fs from 'node:fs';
import path from 'node:path';
import { codePointLength } from '../../../shared/src/text/offsets';

/** One LanguageTool rule example: the sentence, and for an incorrect one the marked span and the fix. */
export interface LtExample {
  variant: string;
  category: string;
  ruleId: string;
  sentence: string;
  /** The marked span, in code points (incorrect examples). */
  marker?: { start: number; end: number };
  corrected?: string;
}

function rows(file: string): Record<string, string>[] {
  const [header, ...lines] = fs.readFileSync(file, 'utf8').split('\n').filter(Boolean);
  const names = header.split('\t');
  return lines.map((l) => Object.fromEntries(l.split('\t').map((v, i) => [names[i], v])));
}

/** The LanguageTool 4.6 English examples in `dir` (lt_en_incorrect_examples.tsv, lt_en_correct_examples.tsv). */
export function readLanguageTool(dir: string): { incorrect: LtExample[]; correct: LtExample[] } {
  const incorrect = rows(path.join(dir, 'lt_en_incorrect_examples.tsv'))
    .filter((r) => r.sentence_with_marker?.includes('<marker>'))
    .map((r) => {
      const marked = r.sentence_with_marker;
      const open = marked.indexOf('<marker>');
      const close = marked.indexOf('</marker>');
      const start = codePointLength(marked.slice(0, open));
      const end = start + codePointLength(marked.slice(open + 8, close));
      return {
        variant: r.variant,
        category: r.category_id,
        ruleId: r.rule_id,
        sentence: marked.replace('<marker>', '').replace('</marker>', ''),
        marker: { start, end },
        corrected: r.corrected_sentence_first || undefined,
      };
    });
  const correct = rows(path.join(dir, 'lt_en_correct_examples.tsv')).map((r) => ({
    variant: r.variant,
    category: r.category_id,
    ruleId: r.rule_id,
    sentence: r.sentence.replace(/<\/?marker>/g, ''),
  }));
  return { incorrect, correct };
}
