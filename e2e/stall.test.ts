import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './support/server';

// Issue #17, finding 1: one large request must not stall the server. Each request is sent to a real
// server process while another client keeps asking /liveness (5 s abort each): every probe must be
// answered, and the answer must stay linear in the request's size.
let server: RunningServer;
beforeAll(async () => {
  server = await startServer({}, 60_000);
  // Load the engines first, so that loading them is not what the probes measure.
  for (const path of ['/api/v1/edits', '/api/v1/spellcheck']) await post(path, 'She go to scool.');
}, 180_000);
afterAll(async () => {
  await server?.stop();
});

function post(path: string, text: string) {
  const body = JSON.stringify({ key: server.operatorKey, text, session_id: 'stall' });
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    signal: AbortSignal.timeout(170_000),
  }).then(async (res) => ({
    status: res.status,
    bytes: (await res.arrayBuffer()).byteLength,
    sent: body.length,
  }));
}

/** Sends the request while probing liveness; the probes answered and lost while it was in flight. */
async function whileProbing(path: string, text: string) {
  let inFlight = true;
  let answered = 0;
  let lost = 0;
  const probing = (async () => {
    while (inFlight) {
      try {
        const res = await fetch(`${server.url}/api/v1/liveness`, { signal: AbortSignal.timeout(5_000) });
        if (res.ok) answered++;
        else lost++;
      } catch {
        lost++;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  })();
  const response = await post(path, text).finally(() => {
    inFlight = false;
  });
  await probing;
  const ratio = response.bytes / response.sent;
  console.log(
    `${path} ${text.slice(0, 4)}… (${response.sent} B): ${response.status}, ${response.bytes} B (×${ratio.toFixed(1)}), probes ${answered} answered, ${lost} lost`,
  );
  return { ...response, ratio, answered, lost };
}

describe('no request stalls the server (#17 finding 1)', () => {
  it.each([
    ["'w ' × 200,000", '/api/v1/edits', 'w '.repeat(200_000)],
    ["'teh ' × 25,000", '/api/v1/spellcheck', 'teh '.repeat(25_000)],
    ["'c' × 60,000", '/api/v1/edits', 'c'.repeat(60_000)],
    ["'c' × 60,000", '/api/v1/spellcheck', 'c'.repeat(60_000)],
    ["'teh ' × 25,000", '/api/v1/edits', 'teh '.repeat(25_000)],
  ])(
    '%s to %s: liveness keeps answering and the answer stays bounded',
    async (_label, path, text) => {
      const r = await whileProbing(path, text);
      expect(r.status).toBe(200);
      expect(r.lost).toBe(0);
      expect(r.answered).toBeGreaterThanOrEqual(1);
      expect(r.ratio).toBeLessThan(50);
    },
    180_000,
  );
});
