import type { Config } from '../config';

/**
 * The address users reach the server at, for links in mail: `PUBLIC_URL` when set (do set it
 * behind a proxy or when binding every interface), else the bound host and port. Never taken
 * from the request's Host header, which a caller controls.
 */
export function publicBaseUrl(config: Pick<Config, 'host' | 'port' | 'publicUrl'>): string {
  if (config.publicUrl) return config.publicUrl;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
