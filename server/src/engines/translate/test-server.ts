import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request a provider test server received. */
export interface ReceivedRequest {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  body: unknown;
}

/** What a test route answers: a status and a JSON (or raw string) body. */
export type TestRoute = (
  req: ReceivedRequest,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** A local HTTP server on 127.0.0.1 that records requests, for provider contract tests. */
export interface TestServer {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

/** Starts a server answering `routes` (keyed `METHOD /path`); unknown routes answer 404. */
export async function startTestServer(routes: Record<string, TestRoute>): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => {
      raw += c;
    });
    req.on('end', async () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        // keep the raw text
      }
      const path = (req.url ?? '/').split('?')[0];
      const r: ReceivedRequest = { method: req.method ?? 'GET', path, headers: req.headers, body };
      received.push(r);
      const route = routes[`${r.method} ${path}`];
      const answer = route ? await route(r) : { status: 404, body: { error: 'not found' } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
