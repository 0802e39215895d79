import type { EventEmitter } from 'node:events';
import autocannon from 'autocannon';

/** One HTTP request repeated under load. */
export interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON. */
  body?: unknown;
}

/** How hard and how long to drive the server. */
export interface LoadShape {
  connections: number;
  pipelining: number;
  durationSeconds: number;
}

/** What a load run measured. Latencies are exact (from each response), not autocannon's whole-ms histogram. */
export interface LoadResult {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Responses outside 2xx. */
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  statusCodes: Record<string, number>;
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))];
}

/** Drives `baseUrl` with autocannon and resolves when the run is over. */
export function runLoad(baseUrl: string, request: LoadRequest, shape: LoadShape): Promise<LoadResult> {
  const latencies: number[] = [];
  const statusCodes: Record<string, number> = {};
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: new URL(request.path, baseUrl).href,
        method: request.method,
        headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        connections: shape.connections,
        pipelining: shape.pipelining,
        duration: shape.durationSeconds,
        timeout: 10,
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          requestsPerSecond: result.requests.total / result.duration,
          p50Ms: percentile(latencies, 0.5),
          p99Ms: percentile(latencies, 0.99),
          non2xx: result.non2xx,
          errors: result.errors,
          statusCodes,
        });
      },
    );
    // autocannon 8 passes the client first; @types/autocannon (written for 7) leaves it out.
    const events = instance as unknown as EventEmitter;
    events.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
      statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
}

/** One request outside the load run, so a failing endpoint is reported with its status and message. */
export async function probe(
  baseUrl: string,
  request: LoadRequest,
): Promise<{ status: number; body: string }> {
  const res = await fetch(new URL(request.path, baseUrl), {
    method: request.method,
    headers: request.body === undefined ? {} : { 'content-type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: res.status, body: await res.text() };
}
