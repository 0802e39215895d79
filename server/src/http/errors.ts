import { EngineInputError, EngineUnavailableError, EngineUnsupportedError } from '../engines/errors';

/**
 * A failure with an HTTP status and a message the caller can act on. Thrown anywhere in the server
 * and turned into `{msg}` in one place (the app's error handler).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Extra fields merged into the JSON body (e.g. `retry_after`). */
    readonly extra: Record<string, unknown> = {},
    /** Extra response headers (e.g. `Retry-After`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** 400: the request cannot be processed as sent. */
export const badRequest = (msg: string) => new HttpError(400, msg);
/** 413: the body or file is larger than allowed. */
export const tooLarge = (msg: string) => new HttpError(413, msg);
/** 501: the capability exists in the API but this server has no engine for it yet. */
export const notAvailable = (capability: string) => new HttpError(501, `${capability} is not available yet`);

/**
 * The HTTP answer for an engine's typed error (engines/errors.ts): input and unsupported → 400,
 * unavailable and timeout → 503 (with Retry-After when the engine gave one); undefined for any
 * other error.
 */
export function engineErrorToHttp(err: unknown): HttpError | undefined {
  if (err instanceof EngineInputError || err instanceof EngineUnsupportedError)
    return badRequest(err.message);
  if (err instanceof EngineUnavailableError) {
    const headers: Record<string, string> =
      err.retryAfterSeconds === undefined ? {} : { 'Retry-After': String(err.retryAfterSeconds) };
    return new HttpError(503, err.message, {}, headers);
  }
  return undefined;
}
