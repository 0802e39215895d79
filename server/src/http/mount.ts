import type { EndpointDef } from '@margin/shared/contract/endpoint';
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { z } from 'zod';
import { authenticate } from '../auth/authenticate';
import type { AppDeps } from '../deps';
import {
  billableCharacters,
  bucketsFor,
  quotaAccount,
  rateLimitHeaders,
  requireFitsWindows,
} from '../limits/meter';
import { metrics } from '../metrics';
import type { KeyOwner } from '../storage/repos/keys';
import { withAccountLanguage } from './account-language';
import { type ParsedRequest, parseRequest, type UploadedFile } from './body';
import { HttpError, notAvailable } from './errors';
import { validate } from './validation';

/** What a handler receives: validated input and path parameters, the caller, any uploaded file. */
export interface HandlerContext<E extends EndpointDef> {
  input: z.output<E['request']>;
  params: z.output<E['params']>;
  /** The authenticated caller; null only on public endpoints. */
  caller: KeyOwner | null;
  file?: UploadedFile;
  deps: AppDeps;
  c: Context;
}

type ResponseOf<E extends EndpointDef> = E['response'] extends z.ZodType ? z.input<E['response']> : undefined;

/**
 * Implements one endpoint; returns the success body (validated shape) or undefined for 204. A
 * handler may carry `mount` options of its own (e.g. a cache lookup) that its route group needs.
 */
export type Handler<E extends EndpointDef> = ((
  ctx: HandlerContext<E>,
) => Promise<ResponseOf<E>> | ResponseOf<E>) & {
  mount?: Pick<MountOptions<E>, 'cached' | 'usage'>;
};

/** What a cache lookup found: the whole answer, or how many characters are still to bill for the rest. */
export interface CacheLookup<E extends EndpointDef> {
  body?: ResponseOf<E>;
  characters?: number;
}

/** Options beyond the contract. */
export interface MountOptions<E extends EndpointDef> {
  /** Characters billed for the request; defaults to the code points of text/texts/html/query. */
  characters?: (input: z.output<E['request']>) => number;
  /**
   * Characters recorded in the usage ledger, from the answer, for free endpoints whose input is not
   * text (file extraction records the characters it extracted). Billing is unaffected.
   */
  usage?: (body: ResponseOf<E>) => number;
  /** Name used in the 501 message while there is no handler, e.g. "Translation". */
  capability: string;
  /**
   * Looks up a cached answer before the quota is reserved. A `body` answers at once, unbilled and
   * without counting against the limits (API.md "Caching": identical re-sent text incurs no
   * additional usage); `characters` bills only the part that is not cached (e.g. new batch items).
   */
  cached?: (ctx: HandlerContext<E>) => Promise<CacheLookup<E> | undefined>;
}

/** Hono path syntax is the contract's syntax (`:param`). */
const honoPath = (p: string) => p;

/**
 * Mounts one endpoint: body limit → parse → key → validation → quota → handler → usage record.
 * Without a handler the route still authenticates and validates, then answers 501.
 */
export function mountEndpoint<E extends EndpointDef>(
  app: Hono,
  deps: AppDeps,
  def: E,
  handler: Handler<E> | undefined,
  options: MountOptions<E>,
): void {
  const opts: MountOptions<E> = { ...options, ...handler?.mount };
  // Handler time (service and engines) apart from key, quota and usage bookkeeping, for /metrics.
  const run = async (ctx: HandlerContext<E>) => {
    const started = performance.now();
    try {
      return await (handler as Handler<E>)(ctx);
    } finally {
      metrics.engineSeconds.observe({ endpoint: def.name }, (performance.now() - started) / 1000);
    }
  };
  const limit = def.transport === 'multipart' ? deps.config.fileLimitBytes : deps.config.bodyLimitBytes;
  const limiter = bodyLimit({
    maxSize: limit,
    onError: () => {
      throw new HttpError(413, `request body is larger than ${Math.round(limit / 1024 / 1024)} MB`);
    },
  });

  // GET requests carry no body; skipping the limiter there keeps the hot read paths (liveness) cheap.
  const route = async (c: Context) => {
    const req: ParsedRequest = await parseRequest(c, def.transport);
    const caller = def.auth === 'none' ? null : await authenticate(deps.store, req.key, def.auth);
    const params = validate(def.params, c.req.param()) as z.output<E['params']>;
    const fields = withAccountLanguage(def, caller, req.fields);
    const input = validate(def.request, fields) as z.output<E['request']>;
    if (!handler) throw notAvailable(opts.capability);

    const ctx: HandlerContext<E> = { input, params, caller, file: req.file, deps, c };
    const hit = opts.cached ? await opts.cached(ctx) : undefined;
    if (hit?.body !== undefined) {
      await recordCacheHit(deps, def, ctx, opts);
      return c.json(hit.body as object, def.status === 204 ? 200 : def.status);
    }
    const characters = caller ? (hit?.characters ?? (opts.characters ?? billableCharacters)(input)) : 0;
    const billable = def.metering === 'billable' && caller !== null;
    let headers: Record<string, string> = {};
    let body: unknown;

    if (billable && caller) {
      const now = Date.now();
      const tier = await deps.store.users.tier(caller.user_id, now);
      const buckets = bucketsFor(deps.config, tier, def.name, now);
      requireFitsWindows(characters, buckets);
      const account = quotaAccount(caller);
      const reservation = await deps.store.quota.reserve(account, characters, buckets, now);
      if (!reservation.ok) {
        const retry = Math.max(1, Math.ceil((reservation.exceeded.resetsAt - now) / 1000));
        throw new HttpError(
          429,
          `quota exceeded: ${reservation.exceeded.used.toLocaleString('en-US')} of ${reservation.exceeded.limit.toLocaleString('en-US')} characters used in this window; retry in ${retry} s`,
          { retry_after: retry },
          { 'Retry-After': String(retry), ...rateLimitHeaders([reservation.exceeded], now) },
        );
      }
      headers = rateLimitHeaders(reservation.buckets, now);
      try {
        body = await run(ctx);
      } catch (err) {
        // Failed work is not billed (API.md "Billing").
        await deps.store.quota.release(account, characters, buckets, reservation.events);
        throw err;
      }
    } else {
      body = await run(ctx);
    }

    if (caller) {
      await deps.store.quota.record({
        keyId: caller.key_id,
        userId: caller.user_id,
        endpoint: def.name,
        characters: opts.usage && !billable ? opts.usage(body as ResponseOf<E>) : characters,
        billable,
      });
    }
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    if (def.status === 204 || def.response === null) return c.body(null, 204);
    return c.json(body as object, def.status);
  };
  if (def.method === 'GET') app.on('GET', honoPath(def.path), route);
  else app.on(def.method, honoPath(def.path), limiter, route);
}

/** Records an answer served from the cache as free usage; the limits stay untouched and the headers show where they stand. */
async function recordCacheHit<E extends EndpointDef>(
  deps: AppDeps,
  def: E,
  { caller, c, input }: HandlerContext<E>,
  opts: MountOptions<E>,
): Promise<void> {
  if (!caller) return;
  const now = Date.now();
  if (def.metering === 'billable') {
    const tier = await deps.store.users.tier(caller.user_id, now);
    const states = await deps.store.quota.peek(
      quotaAccount(caller),
      bucketsFor(deps.config, tier, def.name, now),
      now,
    );
    for (const [k, v] of Object.entries(rateLimitHeaders(states, now))) c.header(k, v);
  }
  await deps.store.quota.record({
    keyId: caller.key_id,
    userId: caller.user_id,
    endpoint: def.name,
    characters: (opts.characters ?? billableCharacters)(input),
    billable: false,
  });
}
