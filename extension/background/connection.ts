import { createClient, MarginApiError } from '@margin/shared/client';
import { describeFailure } from '@margin/shared/ui/failure';
import type { ConnectionResult } from '../lib/protocol';
import { normaliseServerUrl } from '../lib/settings';

/**
 * The options page's "Test connection": liveness (is it a Margin server?) and then a free call with
 * the key (Statistics costs no quota) to see that the key is accepted.
 */
export async function testConnection(serverUrl: string, key: string): Promise<ConnectionResult> {
  let base: string;
  try {
    base = normaliseServerUrl(serverUrl);
  } catch (error) {
    return { ok: false, kind: 'problem', message: error instanceof Error ? error.message : String(error) };
  }
  const client = createClient({ baseUrl: base, key });
  const signal = AbortSignal.timeout(10_000);
  const started = performance.now();
  try {
    await client.liveness(undefined, { signal });
  } catch (error) {
    if (error instanceof MarginApiError) {
      return {
        ok: false,
        kind: 'not-margin',
        message: `${base} answered HTTP ${error.status}: is this a Margin server? (${error.msg})`,
      };
    }
    return {
      ok: false,
      kind: 'unreachable',
      message: `${base} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const ms = Math.round(performance.now() - started);
  if (!key)
    return { ok: false, kind: 'no-key', message: `The server answers (${ms} ms), but no API key is set.` };
  try {
    await client.statistics({ text: 'Margin connection test.' }, { signal });
    return { ok: true, kind: 'ok', message: `The server answers (${ms} ms) and accepts the key.` };
  } catch (error) {
    const failure = describeFailure(error, 'This server');
    const kind =
      failure.kind === 'unauthorized' ? 'bad-key' : failure.kind === 'offline' ? 'unreachable' : 'problem';
    return { ok: false, kind, message: failure.message };
  }
}
