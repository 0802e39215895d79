/**
 * The client checking core shared by the editor plugin and the browser extension: block batching,
 * splitting a response's edits over the blocks of its request, a cache of block results, a request
 * queue with an in-flight limit, supersede and abort, and the pause after failures (backoff, 429
 * Retry-After, refused key). No DOM and no zod.
 */
export * from './backoff';
export * from './batches';
export * from './request-queue';
export * from './result-cache';
export * from './server-pause';
export * from './split-edits';
