import { z } from 'zod';
import { EmptyRequest, NoParams } from './common';
import { endpoint } from './endpoint';
import { routes } from './routes';

/** GET /api/v1/liveness: answers without a key. */
export const liveness = endpoint({
  name: 'liveness',
  ...routes.liveness,
  summary: 'Liveness probe',
  tag: 'System',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.object({ msg: z.literal('alive') }).meta({ id: 'Liveness' }),
});

/** GET /api/v1/openapi.json: this API's OpenAPI 3.1 document, generated from the contract. */
export const openapi = endpoint({
  name: 'openapi',
  ...routes.openapi,
  summary: 'The OpenAPI 3.1 document of this API',
  tag: 'System',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.looseObject({}).meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1.0 document' }),
});
