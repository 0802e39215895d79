import { z } from 'zod';
import { EmptyRequest, NoParams } from './common';
import { endpoint } from './endpoint';

/** GET /api/v1/liveness: answers without a key. */
export const liveness = endpoint({
  name: 'liveness',
  method: 'GET',
  path: '/api/v1/liveness',
  summary: 'Liveness probe',
  tag: 'System',
  transport: 'query',
  auth: 'none',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.object({ msg: z.literal('alive') }).meta({ id: 'Liveness' }),
  status: 200,
});

/** GET /api/v1/openapi.json: this API's OpenAPI 3.1 document, generated from the contract. */
export const openapi = endpoint({
  name: 'openapi',
  method: 'GET',
  path: '/api/v1/openapi.json',
  summary: 'The OpenAPI 3.1 document of this API',
  tag: 'System',
  transport: 'query',
  auth: 'none',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.looseObject({}).meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1.0 document' }),
  status: 200,
});
