import { MarginApiError } from '../client';

/** What went wrong with a request, in terms a writer can act on. */
export interface Failure {
  /**
   * `unavailable`: the server has no engine for this (501). `unauthorized`: the key was refused.
   * `rate-limited`: over quota (429). `offline`: no answer (network, 5xx, time-out). `invalid`: the
   * server refused this text (4xx).
   */
  kind: 'unavailable' | 'unauthorized' | 'rate-limited' | 'offline' | 'invalid';
  message: string;
  /** Seconds the server asked us to wait (429 Retry-After). */
  retryAfter?: number;
}

/** Turns a thrown request error into a Failure; `what` names the capability ("Rephrasing"). */
export function describeFailure(error: unknown, what: string): Failure {
  if (error instanceof MarginApiError) {
    const { status } = error;
    if (status === 501) return { kind: 'unavailable', message: `${what} is not available on this server.` };
    if (status === 401 || status === 403 || (status === 400 && /^key\b/.test(error.msg))) {
      return { kind: 'unauthorized', message: `The API key was refused (${status}): ${error.msg}` };
    }
    if (status === 429) {
      const wait = error.retryAfter;
      return {
        kind: 'rate-limited',
        message: `Usage limit reached${wait === undefined ? '' : `; try again in ${formatWait(wait)}`}.`,
        retryAfter: wait,
      };
    }
    if (status >= 500) return { kind: 'offline', message: `The Margin server had a problem (${status}).` };
    return { kind: 'invalid', message: error.msg };
  }
  return { kind: 'offline', message: 'The Margin server cannot be reached.' };
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, Math.round(seconds))} s`;
  if (seconds < 5400) return `${Math.round(seconds / 60)} min`;
  return `${Math.round(seconds / 3600)} h`;
}
