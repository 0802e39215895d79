import path from 'node:path';
import type { LoginLimits } from '../dashboard/login-limit';
import type { LlmConfig } from '../engines/llm/client';
import type { TranslateConfig } from '../engines/translate/config';
import { TrustedProxies } from '../http/client-address';
import { ConfigError, EnvReader } from './env';
import { type EmbeddingsConfig, readEmbeddings, readLlm, readTranslate } from './providers';

export { ConfigError } from './env';
export type { EmbeddingsConfig } from './providers';

/** Log levels in increasing severity. */
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** Quota for one plan: characters per day and per month; 0 means unlimited. */
export interface PlanQuota {
  daily: number;
  monthly: number;
}

/** Mail settings (SMTP_URL, MAIL_FROM). */
export interface MailConfig {
  /** SMTP server URL; unset keeps mail in the outbox table. */
  smtpUrl?: string;
  /** Sender address. @default "Margin <margin@localhost>" */
  from: string;
}

/**
 * Server configuration, read once from the environment at start-up and passed to the app
 * (`createApp({config, …})`); nothing else in the server reads the environment.
 */
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
  /** AI detection: characters allowed per sliding window, per account (the key's user). */
  aidetectWindowChars: number;
  aidetectWindowSeconds: number;
  /** Deadline of scoring one AI-detection text; past it the worker is replaced and 503 answered. @default 30000 */
  aidetectTimeoutMs: number;
  /** Allowed CORS origins; `*` allows every origin (keys, not cookies, authenticate). */
  corsOrigins: string[];
  /** How long shutdown waits for in-flight requests before closing anyway. */
  shutdownGraceMs: number;
  /**
   * How long after SIGTERM the server keeps answering while readiness says 503, so load balancers
   * take it out of rotation before it stops accepting connections. @default 0
   */
  shutdownDrainMs: number;
  /** Bearer token GET /metrics requires; unset answers loopback clients only. */
  metricsToken?: string;
  /** Harper worker threads (each ~500 MB once started). @default 1 */
  grammarWorkers: number;
  /** Spell worker threads (each holds its dictionaries: English, all varieties, +130 MB). @default 1 */
  spellWorkers: number;
  /**
   * Deadline of one spell-engine call (one paragraph): past it the call fails and a worker still
   * running it is replaced; the paragraph is reported as degraded. @default 10000
   */
  spellTimeoutMs: number;
  /** Time budget of one spellcheck request; unchecked sentences are reported as degraded. @default 30000 */
  spellcheckBudgetMs: number;
  /**
   * Time budget of one /edits request: no paragraph starts after it and a grammar call is abandoned
   * at it; unchecked sentences are reported as degraded. @default 20000
   */
  editsBudgetMs: number;
  /** The OpenAI-compatible chat provider for rephrase and translation; unset when not configured. */
  llm?: LlmConfig;
  /** The OpenAI-compatible embeddings provider for semantic search; unset uses the built-in vectors. */
  embeddings?: EmbeddingsConfig;
  translate: TranslateConfig;
  mail: MailConfig;
  /** Base URL for links in mail; unset derives it from host and port (see mail/links.ts). */
  publicUrl?: string;
  loginLimits: LoginLimits;
  /** Proxies whose X-Forwarded-For / Forwarded headers name the client (TRUSTED_PROXIES); none by default. */
  trustedProxies: TrustedProxies;
  /**
   * Redis for quota counters, rate windows and the result cache shared by several instances
   * (REDIS_URL, `redis://` or `rediss://`); unset keeps all of it in the database.
   */
  redisUrl?: string;
}

/** Reads the configuration from an environment; throws a ConfigError naming the bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const read = new EnvReader(env);
  const dataDir = path.resolve(cwd, read.string('MARGIN_DATA_DIR', 'data'));
  const logLevel = read.string('LOG_LEVEL', 'info').toLowerCase() as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  }
  const llm = readLlm(read);
  return {
    port: read.int('PORT', 8787, 0, 65_535),
    host: read.string('HOST', '127.0.0.1'),
    databaseUrl: read.string('DATABASE_URL', `sqlite:${path.join(dataDir, 'margin.sqlite')}`),
    logLevel,
    dataDir,
    bodyLimitBytes: read.int('BODY_LIMIT_BYTES', 4 * 1024 * 1024, 1024),
    fileLimitBytes: read.int('FILE_LIMIT_BYTES', 25 * 1024 * 1024, 1024),
    quotas: {
      free: { daily: read.int('QUOTA_FREE_DAILY', 50_000), monthly: read.int('QUOTA_FREE_MONTHLY', 250_000) },
      pro: {
        daily: read.int('QUOTA_PRO_DAILY', 1_000_000),
        monthly: read.int('QUOTA_PRO_MONTHLY', 20_000_000),
      },
      enterprise: {
        daily: read.int('QUOTA_ENTERPRISE_DAILY', 0),
        monthly: read.int('QUOTA_ENTERPRISE_MONTHLY', 0),
      },
    },
    aidetectWindowChars: read.int('AIDETECT_WINDOW_CHARS', 120_000),
    aidetectWindowSeconds: read.int('AIDETECT_WINDOW_SECONDS', 120, 1),
    aidetectTimeoutMs: read.int('AIDETECT_TIMEOUT_MS', 30_000, 100, 600_000),
    corsOrigins: read.list('CORS_ORIGINS', '*'),
    shutdownGraceMs: read.int('SHUTDOWN_GRACE_MS', 10_000),
    shutdownDrainMs: read.int('SHUTDOWN_DRAIN_MS', 0, 0, 600_000),
    metricsToken: read.string('METRICS_TOKEN'),
    grammarWorkers: read.int('GRAMMAR_WORKERS', 1, 1, 16),
    spellWorkers: read.int('SPELL_WORKERS', 1, 1, 16),
    spellTimeoutMs: read.int('SPELL_TIMEOUT_MS', 10_000, 100, 600_000),
    spellcheckBudgetMs: read.int('MARGIN_SPELLCHECK_BUDGET_MS', 30_000),
    editsBudgetMs: read.int('EDITS_BUDGET_MS', 20_000, 1),
    llm,
    embeddings: readEmbeddings(read),
    translate: readTranslate(read, llm),
    mail: {
      smtpUrl: read.url('SMTP_URL', ['smtp', 'smtps']),
      from: read.string('MAIL_FROM', 'Margin <margin@localhost>'),
    },
    publicUrl: read.url('PUBLIC_URL'),
    loginLimits: {
      perEmail: read.int('LOGIN_MAX_FAILURES', 5, 1),
      perIp: read.int('LOGIN_MAX_FAILURES_PER_IP', 20, 1),
      windowSeconds: read.int('LOGIN_WINDOW_SECONDS', 900, 1),
    },
    trustedProxies: TrustedProxies.parse(read.string('TRUSTED_PROXIES')),
    redisUrl: read.url('REDIS_URL', ['redis', 'rediss']),
  };
}

/** True when the server only listens on the loopback interface (the playground may then embed the operator key). */
export function isLoopback(host: string): boolean {
  return host === 'localhost' || host === '::1' || host.startsWith('127.');
}
