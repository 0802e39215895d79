/** Margin's shared contract: zod schemas of every endpoint, the OpenAPI document and the typed client. */
export * from './client';
export * from './contract';
export * from './openapi';
