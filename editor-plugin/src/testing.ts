import { codePointLength } from '@margin/shared/text/offsets';

/** A request the fake server received. */
export interface ReceivedRequest {
  path: string;
  body: Record<string, unknown>;
}

/** How the fake server answers the next requests to a path. */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network-error';

/** Words the fake server flags, with their replacement (a stand-in for the real engine in unit tests). */
export const MISSPELLINGS: Record<string, string> = {
  teh: 'the',
  recieve: 'receive',
  wierd: 'weird',
  Thsi: 'This',
};

/**
 * An in-memory HTTP double of the Margin API for unit tests: `/edits` flags the words in
 * MISSPELLINGS (code-point offsets, one sentence per line, as the server counts them), feedback and
 * dictionary calls are recorded. Tests can hold answers back (`hold`) or script failures (`replies`).
 */
export class FakeServer {
  readonly requests: ReceivedRequest[] = [];
  readonly replies = new Map<string, Reply[]>();
  readonly dictionary = new Set<string>();
  private held: (() => void)[] | null = null;
  private nextId = 0;
  private readonly ids = new Map<string, string>();

  /** Holds every answer until `release()`. */
  hold(): void {
    this.held ??= [];
  }

  /** Sends the held answers. */
  release(): void {
    const held = this.held ?? [];
    this.held = null;
    for (const go of held) go();
  }

  /** Requests to `path` (e.g. `/api/v1/edits`). */
  sent(path: string): Record<string, unknown>[] {
    return this.requests.filter((r) => r.path === path).map((r) => r.body);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://margin.test');
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    this.requests.push({ path: url.pathname, body });
    const signal = init?.signal;
    if (this.held) {
      await new Promise<void>((resolve, reject) => {
        this.held!.push(resolve);
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    if (signal?.aborted) throw new DOMException('aborted', 'AbortError');
    const scripted = this.replies.get(url.pathname)?.shift();
    if (scripted === 'network-error') throw new TypeError('Failed to fetch');
    if (scripted)
      return json(scripted.status, scripted.body ?? { msg: `HTTP ${scripted.status}` }, scripted.headers);
    return this.answer(url.pathname, body);
  };

  private answer(path: string, body: Record<string, unknown>): Response {
    if (path === '/api/v1/edits') return json(200, { edits: this.edits(String(body.text)) });
    if (/\/api\/v1\/edits\/[^/]+\/(accept|reject)$/.test(path)) return json(201, { result: 'success' });
    if (path === '/api/v1/dictionary') {
      this.dictionary.add(String(body.word));
      return json(201, {
        id: '00000000-0000-4000-8000-000000000001',
        word: body.word,
        team_id: null,
        created_at: '',
      });
    }
    if (path === '/api/v1/rephrase') {
      return json(200, {
        results: [
          {
            hash: '00000000-0000-4000-8000-000000000002',
            model_version: 'v1',
            original: body.text,
            rephrase_type: body.mapping,
            replacement: `${String(body.text).toUpperCase()}`,
          },
        ],
      });
    }
    return json(404, { msg: `no such endpoint: ${path}` });
  }

  private edits(text: string) {
    const edits: unknown[] = [];
    let lineStart = 0;
    for (const line of text.split('\n')) {
      for (const m of line.matchAll(/[\p{L}]+/gu)) {
        const replacement = MISSPELLINGS[m[0]];
        if (!replacement || this.dictionary.has(m[0])) continue;
        const start = codePointLength(line.slice(0, m.index));
        const key = `${line}|${start}`;
        if (!this.ids.has(key))
          this.ids.set(key, `00000000-0000-4000-8000-${String(++this.nextId).padStart(12, '0')}`);
        edits.push({
          id: this.ids.get(key),
          sentence: line,
          sentence_start: lineStart,
          start,
          end: start + codePointLength(m[0]),
          replacement,
          error_type: 'R:SPELL',
          general_error_type: 'Spelling',
        });
      }
      lineStart += codePointLength(line) + 1;
    }
    return edits;
  }
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** Polls `condition` until it holds (or fails after `timeoutMs`), for asynchronous checks. */
export async function until(condition: () => boolean, timeoutMs = 2000, what = 'condition'): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** Lets pending timers and promise callbacks run for `ms`. */
export const settle = (ms = 30) => new Promise((r) => setTimeout(r, ms));
