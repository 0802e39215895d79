import { buildOpenApiDocument } from '@margin/shared/openapi';
import type { RouteHandlers } from '../types';

let openapi: object | undefined;

/** The OpenAPI document: public, no key. (Liveness is answered by a fast route in app.ts.) */
export const systemHandlers: RouteHandlers = {
  openapi: () => {
    // Built once on first use: generating it walks every schema.
    openapi ??= buildOpenApiDocument();
    return openapi as Record<string, unknown>;
  },
};
