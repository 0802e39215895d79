import http from 'node:http';
import type net from 'node:net';

/** One request the extension sent towards the server, as the proxy saw it. */
export interface SeenRequest {
  method: string;
  path: string;
  /** The raw body (JSON text): what the extension sent, so tests can assert what never left the browser. */
  body: string;
  at: number;
  /** The status the extension got (0 when the connection was cut). */
  status: number;
}

/** How the proxy answers instead of forwarding. */
export type ProxyMode =
  | { kind: 'forward' }
  /** Connections are cut: the server looks stopped. */
  | { kind: 'down' }
  /** Forwarded after a delay. */
  | { kind: 'slow'; delayMs: number };

/**
 * A test-only HTTP proxy in front of the real Margin server: the extension is pointed at it, so a
 * test sees every request (path and body) the extension sends, and can make the server look down or
 * slow. The server itself logs only path and status; request text is observed here, in the test.
 */
export class RecordingProxy {
  readonly requests: SeenRequest[] = [];
  mode: ProxyMode = { kind: 'forward' };
  private server: http.Server | undefined;
  private readonly sockets = new Set<net.Socket>();
  url = '';

  constructor(private upstream: string) {}

  /** Points the proxy at another server (the real one was restarted). */
  setUpstream(url: string): void {
    this.upstream = url;
  }

  async start(): Promise<string> {
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.server.on('connection', (s) => {
      this.sockets.add(s);
      s.on('close', () => this.sockets.delete(s));
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as net.AddressInfo;
    this.url = `http://127.0.0.1:${port}`;
    return this.url;
  }

  /** Requests whose path starts with `prefix`. */
  seen(prefix: string): SeenRequest[] {
    return this.requests.filter((r) => r.path.startsWith(prefix));
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private handle(req: http.IncomingMessage, res: http.ServerResponse): void {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const path = req.url ?? '/';
      const seen: SeenRequest = {
        method: req.method ?? 'GET',
        path,
        body: body.toString('utf8'),
        at: Date.now(),
        status: 0,
      };
      if (req.method !== 'OPTIONS') this.requests.push(seen);
      const mode = this.mode;
      if (mode.kind === 'down') {
        req.socket.destroy();
        return;
      }
      if (mode.kind === 'slow') await new Promise((r) => setTimeout(r, mode.delayMs));
      try {
        const headers = new Headers();
        for (const [k, v] of Object.entries(req.headers)) {
          if (typeof v === 'string' && k !== 'host' && k !== 'content-length' && k !== 'connection')
            headers.set(k, v);
        }
        const answer = await fetch(this.upstream + path, {
          method: req.method,
          headers,
          body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
        });
        const out: Record<string, string> = {};
        answer.headers.forEach((v, k) => {
          if (k !== 'content-encoding' && k !== 'content-length' && k !== 'transfer-encoding') out[k] = v;
        });
        seen.status = answer.status;
        res.writeHead(answer.status, out);
        res.end(Buffer.from(await answer.arrayBuffer()));
      } catch {
        // The upstream server is stopped: the extension sees a dropped connection, as it would.
        req.socket.destroy();
      }
    });
  }
}
