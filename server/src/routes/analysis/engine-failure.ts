import { EngineError } from '../../engines/errors';
import { HttpError } from '../../http/errors';

/**
 * Runs an analysis engine; a failure of the engine itself (a model file missing or unreadable, the
 * runtime refusing it) answers 503 naming the capability instead of a bare 500.
 */
export async function runEngine<T>(capability: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof HttpError || err instanceof EngineError) throw err;
    const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
    throw new HttpError(503, `${capability} is unavailable: the model could not run (${reason})`);
  }
}
