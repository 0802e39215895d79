import type { EndpointName, Endpoints } from '@margin/shared/contract';
import type { Handler } from '../http/mount';

/** Handlers of one route group, keyed by endpoint name. */
export type RouteHandlers = { [K in EndpointName]?: Handler<Endpoints[K]> };
