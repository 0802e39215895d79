import type { z } from 'zod';
import {
  type AuthFailureStatus,
  type EndpointRoute,
  type HttpMethod,
  type RequestTransport,
  type RouteName,
  routes,
} from './routes';

export type { AuthFailureStatus, HttpMethod, RequestTransport } from './routes';

/** Whether characters sent to the endpoint count against the quota. */
export type Metering = 'billable' | 'free';

/** Error statuses an endpoint documents beyond the ones every endpoint shares. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 500 | 501 | 502 | 503;

/**
 * One endpoint of the API, described once. The server mounts routes and validators from it, the
 * client derives its methods and types from it, and the OpenAPI document is generated from it.
 */
export interface EndpointDef<
  Params extends z.ZodObject = z.ZodObject,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType | null = z.ZodType | null,
  Transport extends RequestTransport = RequestTransport,
> {
  /** Stable name, also the client method name (camelCase). */
  name: string;
  method: HttpMethod;
  /** Path with `:param` segments, e.g. `/api/v1/team/:team_id`. */
  path: string;
  /** One line for the OpenAPI summary. */
  summary: string;
  /** OpenAPI tag (the API.md section group). */
  tag: string;
  transport: Transport;
  auth: AuthFailureStatus;
  metering: Metering;
  /** Path parameters. */
  params: Params;
  /** Body (json/multipart jsonParams) or query fields, without `key`; unknown fields are stripped. */
  request: Req;
  /** Success body schema; null for an empty body (204). */
  response: Res;
  /** Success status. */
  status: 200 | 201 | 204;
  /** Deprecated in API.md (Paraphrase). */
  deprecated?: boolean;
  /**
   * Endpoint-specific error answers (status → when), for the OpenAPI document. Validation (400),
   * key (400/401), body size and type (413, 415), rate limit (429) and 500 are derived from the other fields.
   */
  errors?: Partial<Record<ErrorStatus, string>>;
}

/** What an endpoint's file describes: everything but its name and its route, which come from routes.ts. */
export type EndpointDetails<
  Params extends z.ZodObject = z.ZodObject,
  Req extends z.ZodType = z.ZodType,
  Res extends z.ZodType | null = z.ZodType | null,
> = Omit<EndpointDef<Params, Req, Res>, 'name' | keyof EndpointRoute>;

/**
 * The endpoint `name` of the route table, with its schemas and documentation: the name and the
 * route (method, path, transport, key failure, success status) are written once, in routes.ts,
 * and the definition is derived from them (literal types kept).
 */
export function endpoint<
  N extends RouteName,
  P extends z.ZodObject,
  Req extends z.ZodType,
  Res extends z.ZodType | null,
>(name: N, details: EndpointDetails<P, Req, Res>): EndpointDef<P, Req, Res, (typeof routes)[N]['transport']> {
  return { name, ...routes[name], ...details };
}

/** Keeps the literal types of an endpoint that is not in the route table (tests, extensions). */
export function defineEndpoint<
  P extends z.ZodObject,
  Req extends z.ZodType,
  Res extends z.ZodType | null,
  T extends RequestTransport,
>(def: EndpointDef<P, Req, Res, T>): EndpointDef<P, Req, Res, T> {
  return def;
}
