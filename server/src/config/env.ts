/** A setting that cannot work; the message names the variable, and the server does not start. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Typed reads of environment variables. Every read names its variable, so a bad value stops the
 * server with a message saying which one to fix. An empty value counts as unset.
 */
export class EnvReader {
  constructor(private readonly env: NodeJS.ProcessEnv) {}

  /** The trimmed value, or `fallback` when unset. */
  string(name: string): string | undefined;
  string(name: string, fallback: string): string;
  string(name: string, fallback?: string): string | undefined {
    const raw = this.env[name]?.trim();
    return raw ? raw : fallback;
  }

  /** An integer in [min, max]; `fallback` when unset. */
  int(name: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
    const raw = this.string(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `>= ${min}` : `from ${min} to ${max}`;
      throw new ConfigError(`${name} must be an integer ${range}, got "${raw}"`);
    }
    return n;
  }

  /** A URL with one of `protocols`, without trailing slashes, or undefined when unset. */
  url(name: string, protocols: readonly string[] = ['http', 'https']): string | undefined {
    const raw = this.string(name);
    if (raw === undefined) return undefined;
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ConfigError(`${name} must be a URL, got "${raw}"`);
    }
    if (!protocols.includes(url.protocol.slice(0, -1)))
      throw new ConfigError(`${name} must be a ${protocols.join(' or ')} URL, got "${raw}"`);
    return raw.replace(/\/+$/, '');
  }

  /** A comma-separated list of lower-cased items, each one of `allowed` when given. */
  list(name: string, fallback: string, allowed?: readonly string[]): string[] {
    const items = this.string(name, fallback)
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (allowed) {
      for (const item of items) {
        if (!allowed.includes(item.toLowerCase()))
          throw new ConfigError(`${name}: unknown value "${item}"; known: ${allowed.join(', ')}`);
      }
      return [...new Set(items.map((i) => i.toLowerCase()))];
    }
    return items;
  }

  /** Both of a pair of variables, or neither; a half-configured provider is an error. */
  pair(a: string, b: string): [string, string] | undefined {
    const va = this.string(a);
    const vb = this.string(b);
    if (va && !vb) throw new ConfigError(`${a} is set but ${b} is not: set both, or neither`);
    if (vb && !va) throw new ConfigError(`${b} is set but ${a} is not: set both, or neither`);
    return va && vb ? [va, vb] : undefined;
  }
}
