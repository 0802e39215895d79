import type { RouteHandlers } from '../types';
import { acceptCompletionHandler, completeHandler } from './complete';
import { paraphraseHandler, rephraseHandler } from './rephrase';
import { summarizeHandler } from './summarize';

/** Generation: rephrase and paraphrase, autocomplete and its accept call, summarize. Engines load on first use. */
export const generateHandlers: RouteHandlers = {
  rephrase: rephraseHandler,
  paraphrase: paraphraseHandler,
  complete: completeHandler,
  acceptCompletion: acceptCompletionHandler,
  summarize: summarizeHandler,
};
