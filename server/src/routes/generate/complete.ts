import { randomUUID } from 'node:crypto';
import type { Endpoints } from '@margin/shared/contract';
import { HttpError } from '../../http/errors';
import type { Handler } from '../../http/mount';

/** An accepted completion from the same session counts this many times more than one from another. */
const SESSION_WEIGHT = 3;

/** Today as YYYYMMDD (UTC): the default session, as API.md says. */
export function todaySession(now = new Date()): string {
  return now.toISOString().slice(0, 10).replace(/-/g, '');
}

/** POST /complete: the next characters or words, personalised by what this account accepted before. */
export const completeHandler: Handler<Endpoints['complete']> = async ({ input, caller, deps }) => {
  const { loadModel } = await import('../../engines/complete/model');
  const { completeQuery } = await import('../../engines/complete/complete');
  const { PersonalModel } = await import('../../engines/complete/personal');
  if (!caller) throw new HttpError(401, 'key: required');
  let model: ReturnType<typeof loadModel>;
  try {
    model = loadModel();
  } catch (err) {
    deps.logger.error('autocomplete model unavailable', { error: (err as Error).message });
    throw new HttpError(501, 'Autocomplete is not available: its model file is missing on this server');
  }
  const session = input.session_id ?? todaySession();
  const accepted = await deps.store.completions.accepted(caller.user_id);
  const personal = new PersonalModel(
    accepted.map((a) => ({
      text: a.query + a.completion,
      weight: a.session_id === session ? SESSION_WEIGHT : 1,
    })),
  );
  const { output, query } = completeQuery(model, input.query, personal);
  const hash = randomUUID();
  // Only a real completion can be accepted later; an empty one is answered but not recorded.
  if (output) {
    await deps.store.completions.issue({
      id: hash,
      key_id: caller.key_id,
      user_id: caller.user_id,
      session_id: session,
      query,
      completion: output,
    });
  }
  return { output, query, hash };
};

/**
 * POST /complete/:id/accept: once per completion id. The context must be what was issued: its
 * query ends with the query used (a client may send its whole text) and its completion is the issued
 * completion or the start of it (the user took only part of it).
 */
export const acceptCompletionHandler: Handler<Endpoints['acceptCompletion']> = async ({
  input,
  params,
  caller,
  deps,
}) => {
  if (!caller) throw new HttpError(401, 'key: required');
  const issued = await deps.store.completions.find(params.completion_id, caller.user_id);
  if (!issued)
    throw new HttpError(
      404,
      `completion_id: no completion ${params.completion_id} was issued to this account`,
    );
  const { query, completion } = input.context;
  if (!query.endsWith(issued.query)) {
    throw new HttpError(400, 'context.query: does not match the query this completion was issued for');
  }
  if (!completion || !issued.completion.startsWith(completion)) {
    throw new HttpError(400, 'context.completion: does not match the completion issued with this id');
  }
  if (
    issued.accepted_at !== null ||
    !(await deps.store.completions.accept(issued.id, input.session_id, completion))
  ) {
    throw new HttpError(409, 'this completion was already accepted');
  }
  return { result: 'success' };
};
