/**
 * Every answer the spell workers give for a file of sentences, as JSON, so two versions of the spell
 * engine can be compared answer for answer (a memory change must change none):
 *
 *   npx tsx scripts/bench/spell-answers.ts sentences.txt before.json   # one sentence a line
 *   … change the engine …
 *   npx tsx scripts/bench/spell-answers.ts sentences.txt after.json && cmp before.json after.json
 *
 * For each sentence and variety (us, gb, au, ca, any) it records /spellcheck's findings with and
 * without the context reranker, and the real-word check /edits runs on the spelling findings (every
 * candidate offered as a replacement, plus each candidate capitalised and upper-cased).
 */
import fs from 'node:fs';
import type { Finding } from '../../server/src/engines/edits/finding';
import { realWordReplacementsOnly } from '../../server/src/engines/edits/real-words';
import { checkSpelling, realWordChecker } from '../../server/src/engines/spell/checkers';

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: spell-answers.ts <sentences.txt> <answers.json>');
const sentences = fs.readFileSync(input, 'utf8').split('\n').filter(Boolean);
const varieties = ['us', 'gb', 'au', 'ca', 'any'] as const;

const answers: unknown[] = [];
for (const variety of varieties) {
  for (const neural of [false, true]) {
    for (const text of sentences) {
      const found = await checkSpelling(text, { lang: 'en', variety, neural });
      answers.push({ variety, neural, text, found });
      if (!neural) continue;
      const findings: Finding[] = found.map((f) => ({
        start: f.start,
        end: f.end,
        ruleId: 'spelling',
        category: 'spelling',
        message: '',
        replacements: f.candidates.flatMap((c) => [c, c[0].toUpperCase() + c.slice(1), c.toUpperCase()]),
      }));
      // The spell worker's real-word check, whatever the request's variety.
      const words = await realWordChecker('en');
      answers.push({ realWords: realWordReplacementsOnly(text, findings, (w) => words.check(w)) });
    }
  }
}
fs.writeFileSync(output, `${JSON.stringify(answers, null, 1)}\n`);
console.log(`${answers.length} answers for ${sentences.length} sentences written to ${output}`);
