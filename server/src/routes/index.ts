import { type EndpointName, endpoints } from '@margin/shared/contract';
import type { Hono } from 'hono';
import type { AppDeps } from '../deps';
import { type Handler, mountEndpoint } from '../http/mount';
import { analysisHandlers } from './analysis';
import { CAPABILITIES } from './capabilities';
import { clientEventHandlers } from './client-events';
import { editsHandlers } from './edits';
import { generateHandlers } from './generate';
import { ingestHandlers } from './ingest';
import { semsearchHandlers } from './semsearch';
import { spellcheckHandlers } from './spellcheck';
import { statisticsHandlers } from './statistics';
import { systemHandlers } from './system';
import { teamHandlers } from './teams';
import { translateHandlers } from './translate';
import type { RouteHandlers } from './types';

/** Every route group's handlers; an endpoint without one answers 501 after auth and validation. */
const GROUPS: RouteHandlers[] = [
  systemHandlers,
  statisticsHandlers,
  ingestHandlers,
  teamHandlers,
  semsearchHandlers,
  analysisHandlers,
  generateHandlers,
  editsHandlers,
  spellcheckHandlers,
  translateHandlers,
  clientEventHandlers,
];

/** Mounts every endpoint of the contract. */
export function mountRoutes(app: Hono, deps: AppDeps): void {
  const handlers: RouteHandlers = Object.assign({}, ...GROUPS);
  for (const name of Object.keys(endpoints) as EndpointName[]) {
    // Liveness and readiness have their own fast routes in app.ts, ahead of every middleware.
    if (name === 'liveness' || name === 'readiness') continue;
    const def = endpoints[name];
    mountEndpoint(app, deps, def, handlers[name] as Handler<typeof def> | undefined, {
      capability: CAPABILITIES[name] ?? name,
    });
  }
}
