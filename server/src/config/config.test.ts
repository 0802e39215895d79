import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index';

const README = path.resolve(import.meta.dirname, '../../../README.md');

/** The names loadConfig reads from an environment, recorded through a proxy. */
function variablesRead(): Set<string> {
  const read = new Set<string>();
  const env = new Proxy({} as NodeJS.ProcessEnv, {
    get(_target, name) {
      if (typeof name === 'string') read.add(name);
      return undefined;
    },
  });
  loadConfig(env, '/srv');
  return read;
}

/** The backticked variable names in the first column of the README's configuration table. */
function readmeVariables(): Set<string> {
  const text = fs.readFileSync(README, 'utf8');
  const section = text.slice(text.indexOf('## Configuration'));
  const table = section.slice(0, section.indexOf('\n## ', 1));
  const names = new Set<string>();
  for (const line of table.split('\n')) {
    const first = line.split('|')[1] ?? '';
    for (const m of first.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(m[1]);
  }
  return names;
}

describe('loadConfig', () => {
  it('has a default for every setting', () => {
    const config = loadConfig({}, '/srv');
    expect(config).toMatchObject({
      port: 8787,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:/srv/data/margin.sqlite',
      grammarWorkers: 1,
      spellWorkers: 1,
      spellTimeoutMs: 10_000,
      aidetectTimeoutMs: 30_000,
      spellcheckBudgetMs: 30_000,
      mail: { from: 'Margin <margin@localhost>' },
      loginLimits: { perEmail: 5, perIp: 20, windowSeconds: 900 },
      translate: { engines: ['apertium', 'libretranslate', 'llm'], apertium: { timeoutMs: 20_000 } },
    });
    expect(config.llm).toBeUndefined();
    expect(config.embeddings).toBeUndefined();
    expect(config.translate.llm).toBeUndefined();
  });

  it('parses the LLM settings once, for rephrase and translation alike', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://x/v1/', LLM_MODEL: 'm', LLM_API_KEY: 'k' });
    expect(config.llm).toEqual({ baseUrl: 'http://x/v1', model: 'm', apiKey: 'k', timeoutMs: 30_000 });
    expect(config.translate.llm).toBe(config.llm);
    expect(
      loadConfig({ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '500' }).llm?.timeoutMs,
    ).toBe(500);
  });

  it('reads the providers and account settings', () => {
    const config = loadConfig({
      EMBEDDINGS_BASE_URL: 'http://e:1/v1',
      EMBEDDINGS_MODEL: 'nomic',
      TRANSLATE_ENGINES: 'LLM, apertium',
      LIBRETRANSLATE_URL: 'https://lt.example/',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      PUBLIC_URL: 'https://margin.example/',
      LOGIN_MAX_FAILURES: '3',
      GRAMMAR_WORKERS: '2',
      SPELL_WORKERS: '3',
      SPELL_TIMEOUT_MS: '2500',
      MARGIN_SPELLCHECK_BUDGET_MS: '0',
    });
    expect(config.embeddings).toEqual({ baseUrl: 'http://e:1/v1', model: 'nomic', apiKey: undefined });
    expect(config.translate.engines).toEqual(['llm', 'apertium']);
    expect(config.translate.libretranslate?.url).toBe('https://lt.example');
    expect(config.mail.smtpUrl).toBe('smtps://u:p@mail.example:465');
    expect(config.publicUrl).toBe('https://margin.example');
    expect(config.loginLimits.perEmail).toBe(3);
    expect(config.grammarWorkers).toBe(2);
    expect(config.spellWorkers).toBe(3);
    expect(config.spellTimeoutMs).toBe(2500);
    expect(config.spellcheckBudgetMs).toBe(0);
  });

  it.each([
    [{ PORT: 'eighty' }, /^PORT must be an integer/],
    [{ PORT: '70000' }, /^PORT must be an integer from 0 to 65535/],
    [{ LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be one of/],
    [{ GRAMMAR_WORKERS: '0' }, /^GRAMMAR_WORKERS must be an integer from 1 to 16, got "0"/],
    [{ GRAMMAR_WORKERS: '1.5' }, /^GRAMMAR_WORKERS /],
    [{ SPELL_WORKERS: '0' }, /^SPELL_WORKERS must be an integer from 1 to 16, got "0"/],
    [{ SPELL_TIMEOUT_MS: '50' }, /^SPELL_TIMEOUT_MS /],
    [{ AIDETECT_TIMEOUT_MS: '0' }, /^AIDETECT_TIMEOUT_MS /],
    [{ MARGIN_SPELLCHECK_BUDGET_MS: '-1' }, /^MARGIN_SPELLCHECK_BUDGET_MS /],
    [{ LLM_BASE_URL: 'http://x/v1' }, /^LLM_BASE_URL is set but LLM_MODEL is not/],
    [{ LLM_MODEL: 'm' }, /^LLM_MODEL is set but LLM_BASE_URL is not/],
    [{ LLM_BASE_URL: 'localhost:11434', LLM_MODEL: 'm' }, /^LLM_BASE_URL must be a http or https URL/],
    [{ LLM_BASE_URL: 'http://x', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '0' }, /^LLM_TIMEOUT_MS /],
    [{ EMBEDDINGS_BASE_URL: 'http://e' }, /^EMBEDDINGS_BASE_URL is set but EMBEDDINGS_MODEL is not/],
    [{ TRANSLATE_ENGINES: 'apertium,google' }, /^TRANSLATE_ENGINES: unknown value "google"/],
    [{ APERTIUM_TIMEOUT_MS: 'soon' }, /^APERTIUM_TIMEOUT_MS /],
    [{ LIBRETRANSLATE_URL: 'ftp://lt' }, /^LIBRETRANSLATE_URL must be a http or https URL/],
    [{ LIBRETRANSLATE_API_KEY: 'k' }, /^LIBRETRANSLATE_API_KEY is set but LIBRETRANSLATE_URL is not/],
    [{ SMTP_URL: 'http://mail' }, /^SMTP_URL must be a smtp or smtps URL/],
    [{ PUBLIC_URL: 'margin.example' }, /^PUBLIC_URL must be a URL/],
    [{ LOGIN_MAX_FAILURES: '0' }, /^LOGIN_MAX_FAILURES /],
    [{ LOGIN_WINDOW_SECONDS: 'an hour' }, /^LOGIN_WINDOW_SECONDS /],
  ])('refuses %j, naming the variable', (env, msg) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(msg);
  });

  it('the README configuration table lists exactly the variables the server reads', () => {
    const read = variablesRead();
    // PATH is the system's: read so Apertium's executables are found, not a Margin setting.
    read.delete('PATH');
    expect([...readmeVariables()].sort()).toEqual([...read].sort());
  });
});
