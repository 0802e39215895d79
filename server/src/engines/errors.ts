/**
 * The errors engines raise. Engines know nothing of HTTP: the app's one error handler
 * (http/errors.ts `engineErrorToHttp`) maps each kind to a status.
 */
export abstract class EngineError extends Error {}

/** The input cannot be processed as sent (a corrupt file, text an engine refuses): 400. */
export class EngineInputError extends EngineError {
  override readonly name = 'EngineInputError';
}

/** The configured engine does not support what was asked (a language, a variety, a mapping): 400. */
export class EngineUnsupportedError extends EngineError {
  override readonly name = 'EngineUnsupportedError';
}

/** The engine cannot answer now (a worker restarted, a model failed to load): 503, retry later. */
export class EngineUnavailableError extends EngineError {
  override readonly name: string = 'EngineUnavailableError';
  /** @param retryAfterSeconds Sent as Retry-After when set: the failure is expected to pass. */
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/** The engine took longer than its limit: 503 with Retry-After. */
export class EngineTimeoutError extends EngineUnavailableError {
  override readonly name = 'EngineTimeoutError';
  constructor(message: string, retryAfterSeconds = 5) {
    super(message, retryAfterSeconds);
  }
}
