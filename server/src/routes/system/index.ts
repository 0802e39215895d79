import { buildOpenApiDocument } from '@margin/shared/openapi';
import type { RouteHandlers } from '../types';

let openapi: object | undefined;

/** Liveness and the OpenAPI document: public, no key. */
export const systemHandlers: RouteHandlers = {
  liveness: () => ({ msg: 'alive' as const }),
  openapi: () => {
    // Built once on first use: generating it walks every schema.
    openapi ??= buildOpenApiDocument();
    return openapi as Record<string, unknown>;
  },
};
