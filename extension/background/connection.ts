import { createClient, MarginApiError } from '@margin/shared/client';
import { describeFailure } from '@margin/shared/ui/failure';
import { normaliseServerUrl } from '../lib/settings';

/**
 * The options page's "Test connection": liveness (is it a Margin server?) and then a free call with
 * the key (Statistics costs no quota) to see that the key is accepted.
 */
export async function testConnection(
  serverUrl: string,
  key: string,
): Promise<{ ok: boolean; message: string }> {
  let base: string;
  try {
    base = normaliseServerUrl(serverUrl);
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
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
        message: `${base} answered HTTP ${error.status}: is this a Margin server? (${error.msg})`,
      };
    }
    return {
      ok: false,
      message: `${base} cannot be reached: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
  const ms = Math.round(performance.now() - started);
  if (!key) return { ok: false, message: `The server answers (${ms} ms), but no API key is set.` };
  try {
    await client.statistics({ text: 'Margin connection test.' }, { signal });
    return { ok: true, message: `Connected: the server answers (${ms} ms) and accepts the key.` };
  } catch (error) {
    return { ok: false, message: describeFailure(error, 'This server').message };
  }
}
