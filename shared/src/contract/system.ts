import { z } from 'zod';
import { EmptyRequest, NoParams } from './common';
import { endpoint } from './endpoint';

/** GET /api/v1/liveness: answers without a key. */
export const liveness = endpoint('liveness', {
  summary: 'Liveness probe',
  tag: 'System',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.object({ msg: z.literal('alive') }).meta({ id: 'Liveness' }),
});

const ReadinessCheck = z
  .object({
    ok: z.boolean(),
    detail: z.string().describe('What the check found, or what to fix'),
  })
  .meta({ id: 'ReadinessCheck' });

/**
 * GET /api/v1/readiness: whether this instance should get traffic (database reachable, migrations
 * applied, engine artefacts present). Answers 503 with the same body while draining after SIGTERM or
 * when a check fails.
 */
export const readiness = endpoint('readiness', {
  summary: 'Readiness probe',
  tag: 'System',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z
    .object({
      msg: z.string().describe('"ready", or why not'),
      checks: z
        .record(z.string(), ReadinessCheck)
        .describe('Each check by name: database, migrations, engines'),
    })
    .meta({ id: 'Readiness' }),
  errors: { 503: 'Draining after SIGTERM, or a check failing; the body is `{msg, checks}` as on 200' },
});

/** GET /api/v1/openapi.json: this API's OpenAPI 3.1 document, generated from the contract. */
export const openapi = endpoint('openapi', {
  summary: 'The OpenAPI 3.1 document of this API',
  tag: 'System',
  metering: 'free',
  params: NoParams,
  request: EmptyRequest,
  response: z.looseObject({}).meta({ id: 'OpenApiDocument', description: 'An OpenAPI 3.1.0 document' }),
});
