import path from 'node:path';

/** Log levels in increasing severity. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Quota for one plan: characters per day and per month; 0 means unlimited. */
export interface PlanQuota {
  daily: number;
  monthly: number;
}

/** Server configuration, read once from the environment. */
export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: LogLevel;
  /** Folder for the SQLite file and the operator key. */
  dataDir: string;
  /** Largest JSON body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Largest multipart upload accepted, in bytes. */
  fileLimitBytes: number;
  quotas: Record<'free' | 'pro' | 'enterprise', PlanQuota>;
  /** AI detection: characters allowed per window, per key. */
  aidetectWindowChars: number;
  aidetectWindowSeconds: number;
  /** Allowed CORS origins; `*` allows every origin (keys, not cookies, authenticate). */
  corsOrigins: string[];
  /** How long shutdown waits for in-flight requests before closing anyway. */
  shutdownGraceMs: number;
}

class ConfigError extends Error {}

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return n;
}

/** Reads the configuration from an environment; throws a message naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const dataDir = path.resolve(cwd, env.MARGIN_DATA_DIR || 'data');
  const logLevel = (env.LOG_LEVEL || 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  return {
    port: int(env, 'PORT', 8787),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || `sqlite:${path.join(dataDir, 'margin.sqlite')}`,
    logLevel,
    dataDir,
    bodyLimitBytes: int(env, 'BODY_LIMIT_BYTES', 4 * 1024 * 1024, 1024),
    fileLimitBytes: int(env, 'FILE_LIMIT_BYTES', 25 * 1024 * 1024, 1024),
    quotas: {
      free: { daily: int(env, 'QUOTA_FREE_DAILY', 50_000), monthly: int(env, 'QUOTA_FREE_MONTHLY', 250_000) },
      pro: {
        daily: int(env, 'QUOTA_PRO_DAILY', 1_000_000),
        monthly: int(env, 'QUOTA_PRO_MONTHLY', 20_000_000),
      },
      enterprise: {
        daily: int(env, 'QUOTA_ENTERPRISE_DAILY', 0),
        monthly: int(env, 'QUOTA_ENTERPRISE_MONTHLY', 0),
      },
    },
    aidetectWindowChars: int(env, 'AIDETECT_WINDOW_CHARS', 120_000),
    aidetectWindowSeconds: int(env, 'AIDETECT_WINDOW_SECONDS', 120, 1),
    corsOrigins: (env.CORS_ORIGINS || '*')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    shutdownGraceMs: int(env, 'SHUTDOWN_GRACE_MS', 10_000),
  };
}

/** True when the server only listens on the loopback interface (the playground may then embed the operator key). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}

export { ConfigError };
