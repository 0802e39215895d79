import { languageModel } from '../lm';
import { LmCompletionModel } from './lm-model';

let lmModel: LmCompletionModel | undefined;

/** Autocomplete's model: the server's language model; throws when its artefact is unavailable. */
export function loadModel(): LmCompletionModel {
  lmModel ??= new LmCompletionModel(languageModel());
  return lmModel;
}
