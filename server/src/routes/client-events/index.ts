import { HttpError } from '../../http/errors';
import type { KeyOwner } from '../../storage/repos/keys';
import type { RouteHandlers } from '../types';

function sourceOf(caller: KeyOwner | null, userId?: string, sessionId?: string) {
  if (!caller) throw new HttpError(401, 'key: required');
  return { keyId: caller.key_id, accountId: caller.user_id, userId, sessionId };
}

/**
 * What Sapling's SDKs report besides edit feedback: client events and tone ratings, kept per
 * account as usage data without any text (the SDK's `html` and `event_properties` are dropped).
 */
export const clientEventHandlers: RouteHandlers = {
  recordClientEvent: async ({ input, caller, deps }) => {
    await deps.store.clientEvents.recordEvent(sourceOf(caller, input.user_id), input.name.trim());
    return { result: 'success' as const };
  },
  toneFeedback: async ({ input, caller, deps }) => {
    await deps.store.clientEvents.recordToneFeedback(sourceOf(caller, input.user_id, input.session_id), {
      tone: input.tone_name,
      score: input.score,
      tonePercentage: input.tone_percentage,
      textType: input.text_type,
    });
    return { result: 'success' as const };
  },
};
