import { ask } from './messaging';

/**
 * Wraps a content-script handler (event listener, timer, observer callback) so that nothing it
 * throws reaches the page: editors that re-render their DOM under us (React, virtualised lists)
 * can make any DOM call fail, and the page must never see our exceptions. The error goes to the
 * extension's log (the service worker's console) and the handler simply does nothing this time;
 * the next input reads the field afresh.
 */
export function guarded<A extends unknown[]>(
  where: string,
  handler: (...args: A) => unknown,
): (...args: A) => void {
  return (...args: A) => {
    try {
      const result = handler(...args);
      if (result instanceof Promise) result.catch((error: unknown) => report(where, error));
    } catch (error) {
      report(where, error);
    }
  };
}

/** Sends a caught error to the extension's log. */
export function report(where: string, error: unknown): void {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  void ask({ type: 'content-error', where, message });
}
