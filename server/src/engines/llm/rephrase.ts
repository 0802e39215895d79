import { chatComplete, type LlmConfig, parseResults } from './client';

/** What each mapping asks the model to do. */
const INSTRUCTIONS: Record<string, string> = {
  paraphrase: 'Paraphrase the text: same meaning, different wording.',
  informal_to_formal: 'Rewrite the text in a formal, professional register.',
  formal_to_informal: 'Rewrite the text in a casual, informal register.',
  passive_to_active: 'Rewrite every passive-voice clause in the active voice; keep tense and meaning.',
  active_to_passive: 'Rewrite the main clauses in the passive voice; keep tense and meaning.',
  sentence_split: 'Split the long sentence into two grammatical sentences with the same meaning.',
  expand: 'Rewrite the text so it is longer, with the same meaning.',
  shorten: 'Rewrite the text at about half the length, with the same meaning and tone.',
  switch_tone: 'Rewrite the text in a {tone} tone, keeping its meaning.',
  switch_tense: 'Rewrite the text in the {tense} tense, changing only the verbs.',
};

/** Rephrasing by an OpenAI-compatible model; throws LlmError when its answer cannot be used. */
export async function llmRephrase(
  cfg: LlmConfig,
  text: string,
  mapping: string,
  options: { tone?: string; tense?: string; count: number },
): Promise<string[]> {
  const instruction = (INSTRUCTIONS[mapping] ?? INSTRUCTIONS.paraphrase)
    .replace('{tone}', options.tone ?? '')
    .replace('{tense}', options.tense ?? '');
  const content = await chatComplete(
    cfg,
    [
      {
        role: 'system',
        content: `You rewrite text. ${instruction} Answer with JSON only: {"results": [${options.count} distinct rewritten texts]}. If the text cannot be rewritten this way, answer {"results": []}.`,
      },
      { role: 'user', content: text },
    ],
    { temperature: options.count > 1 ? 0.9 : 0.3 },
  );
  if (/^\s*(?:```json\s*)?\{\s*"results"\s*:\s*\[\s*\]\s*\}/.test(content)) return [];
  return parseResults(content, options.count);
}
