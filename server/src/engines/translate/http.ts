import { type JsonRequest, ProviderError, requestJson } from '../providers/http';
import { EngineFailure, type EngineName } from './types';

/** {@link requestJson} for a translation engine: a provider failure becomes an EngineFailure naming it. */
export async function engineJson(engine: EngineName, url: string, req: JsonRequest): Promise<unknown> {
  try {
    return await requestJson(url, req);
  } catch (err) {
    if (err instanceof ProviderError) throw new EngineFailure(engine, err.message, { cause: err });
    throw err;
  }
}
