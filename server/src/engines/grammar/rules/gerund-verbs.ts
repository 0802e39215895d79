import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { presentParticiple } from '../inflect';
import { matchCase, type RuleMatch, type SentenceRule } from '../rule';

/** The data file: forms of verbs that take the -ing form, source. */
export const GERUND_VERBS_FILE = fileURLToPath(new URL('./gerund-verbs.tsv', import.meta.url));

/** Parses gerund-verbs.tsv into the set of verb forms. */
export function parseGerundVerbs(tsv: string): ReadonlySet<string> {
  const forms = new Set<string>();
  const lines = tsv.split('\n').filter((l) => l.trim() && !l.startsWith('#'));
  for (const line of lines.slice(1)) {
    const [cell] = line.split('\t');
    const words = (cell ?? '').split(',').map((w) => w.trim());
    if (words.some((w) => !/^[a-z]+$/.test(w)))
      throw new Error(`${GERUND_VERBS_FILE}: malformed row ${JSON.stringify(line)}`);
    for (const w of words) forms.add(w);
  }
  return forms;
}

let table: ReadonlySet<string> | undefined;

/** The committed table, read once. */
function gerundVerbs(): ReadonlySet<string> {
  table ??= parseGerundVerbs(fs.readFileSync(GERUND_VERBS_FILE, 'utf8'));
  return table;
}

/** "be" before a participle makes a passive, which may take "to" ("He is considered to be the best"). */
const BE = /^(?:am|is|are|was|were|be|been|being|'s|'re|’s|’re)$/;

/**
 * "I enjoy to swim" → "I enjoy swimming", "He avoided to answer" → "avoided answering": verbs that
 * grammar references list as taking the -ing form, never a to-infinitive (gerund-verbs.tsv). Only the
 * verb, "to" and a base-form verb in a row, not after "be" (a passive). Certain: no reading keeps the
 * infinitive, and the model, which has seen "to answer" and "to go" far more often than "answering"
 * after these verbs' neighbours, prefers the error ("avoided to answer").
 */
export const gerundAfterVerb: SentenceRule = {
  kind: 'sentence',
  id: 'gerund-verbs',
  category: 'grammar',
  description: 'A to-infinitive after a verb that takes the -ing form ("enjoy to swim")',
  check({ tokens }) {
    const out: RuleMatch[] = [];
    const verbs = gerundVerbs();
    for (let i = 0; i + 2 < tokens.length; i++) {
      const [verb, to, next] = [tokens[i], tokens[i + 1], tokens[i + 2]];
      if (!verbs.has(verb.lower) || to.lower !== 'to') continue;
      // The tagger may call an -s form a noun after a noun ("My father dislikes/NOUN to drive").
      const prev = tokens[i - 1];
      const verbAfterSubject =
        verb.pos === 'NOUN' &&
        prev !== undefined &&
        (/^(?:NOUN|PROPN)$/.test(prev.pos) || /^(?:i|you|he|she|it|we|they)$/.test(prev.lower));
      if (verb.pos !== 'VERB' && !verbAfterSubject) continue;
      if (next.pos !== 'VERB' || next.lower !== next.lemma || !/^\p{Ll}+$/u.test(next.text)) continue;
      // "is considered to be" is a passive; "are considering to move" a progressive, and wrong.
      if (BE.test(tokens[i - 1]?.lower ?? '') && !verb.lower.endsWith('ing')) continue;
      const form = presentParticiple(next.lower);
      out.push({
        start: to.start,
        end: next.end,
        replacements: [matchCase(form, to.text)],
        message: `"${verb.text}" takes the -ing form: "${verb.text} ${form}".`,
        errorType: 'R:VERB:FORM',
        certain: true,
      });
    }
    return out;
  },
};
