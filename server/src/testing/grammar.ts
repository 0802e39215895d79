import { checkEnglish } from '../engines/grammar/analyse';

/**
 * The text with the first replacement of every English grammar finding applied (Harper, the project
 * rules, the model-scored candidate families and the evidence gate), as a writer accepting all of
 * them would get it. For the candidate families' tests.
 */
export async function applyGrammarFixes(text: string): Promise<string> {
  const found = await checkEnglish(text, {
    dialect: 'us',
    anyVariety: false,
    harperSpelling: false,
    advanced: [],
  });
  const chars = Array.from(text);
  for (const f of [...found].sort((a, b) => b.start - a.start))
    chars.splice(f.start, f.end - f.start, f.replacements[0]);
  return chars.join('');
}
