import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';

/**
 * The deployment examples in deploy/ cannot run here (no container runtime): this checks their
 * syntax, that they hang together, and that they stay in step with the configuration module.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DEPLOY = path.join(ROOT, 'deploy');

// Parsed YAML is walked by field name, as the files are read by people: a loose type keeps that readable.
// biome-ignore lint/suspicious/noExplicitAny: parsed YAML of several shapes
type Doc = Record<string, any>;

/** Every YAML document in a file, through PyYAML (python3-yaml; the repo has no YAML package). */
function parseYaml(file: string): Doc[] {
  const run = spawnSync(
    'python3',
    ['-c', 'import json, sys, yaml; json.dump(list(yaml.safe_load_all(sys.stdin)), sys.stdout)'],
    { input: fs.readFileSync(file, 'utf8'), encoding: 'utf8' },
  );
  if (run.error || run.status !== 0) {
    throw new Error(
      `cannot parse ${file} (needs python3 with PyYAML: apt-get install python3-yaml): ${run.stderr || run.error}`,
    );
  }
  return (JSON.parse(run.stdout) as (Doc | null)[]).filter((d): d is Doc => d !== null);
}

/** The names loadConfig reads, recorded through a proxy. */
function configVariables(): Set<string> {
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

/** `KEY=value` lines of an env file. */
function readEnvFile(file: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const m = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out[m[1] as string] = m[2] as string;
  }
  return out;
}

/** Compose's `${NAME}`, `${NAME:-default}` and `${NAME:?message}` substituted from `vars`. */
function substitute(value: string, vars: Record<string, string>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g,
    (_m, name: string, op?: string, arg?: string) => {
      if (vars[name] !== undefined) return vars[name] as string;
      if (op === '-') return arg ?? '';
      throw new Error(`compose needs ${name}${arg ? `: ${arg}` : ''}`);
    },
  );
}

/** Settings a scaled-out instance cannot do without. */
const REQUIRED = ['DATABASE_URL', 'HOST', 'SHUTDOWN_DRAIN_MS', 'METRICS_TOKEN'];

const variables = configVariables();

describe('deploy/compose.yaml', () => {
  const [compose] = parseYaml(path.join(DEPLOY, 'compose.yaml')) as [Doc];
  const margin = compose.services.margin as Doc;
  const envExample = readEnvFile(path.join(ROOT, '.env.example'));

  it('runs two Margin replicas from the repository Dockerfile beside PostgreSQL, Redis and haproxy, each with a health check', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['haproxy', 'margin', 'postgres', 'redis']);
    expect(margin.deploy.replicas).toBe(2);
    expect(path.resolve(DEPLOY, margin.build.context)).toBe(ROOT);
    expect(margin.build.dockerfile).toBe('Dockerfile');
    for (const [name, service] of Object.entries(compose.services as Record<string, Doc>)) {
      expect(service.healthcheck?.test, `${name} has a health check`).toBeDefined();
    }
    expect(margin.healthcheck.test.join(' ')).toContain('/api/v1/readiness');
    expect(margin.depends_on.postgres.condition).toBe('service_healthy');
    expect(margin.depends_on.redis.condition).toBe('service_healthy');
  });

  it('declares every named volume it mounts, and mounts the haproxy.cfg beside it', () => {
    for (const service of Object.values(compose.services as Record<string, Doc>)) {
      for (const mount of (service.volumes ?? []) as string[]) {
        const source = mount.split(':')[0] as string;
        if (source.startsWith('.')) expect(fs.existsSync(path.resolve(DEPLOY, source)), source).toBe(true);
        else expect(Object.keys(compose.volumes)).toContain(source);
      }
    }
  });

  it('sets only variables the configuration module reads, including the required ones', () => {
    const names = Object.keys(margin.environment);
    expect(names.filter((n) => !variables.has(n))).toEqual([]);
    for (const name of REQUIRED) expect(names).toContain(name);
  });

  it('gives a configuration the server accepts once .env.example fills it in', () => {
    const env = Object.fromEntries(
      Object.entries(margin.environment as Record<string, string>).map(([k, v]) => [
        k,
        substitute(String(v), envExample),
      ]),
    );
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/^postgres:\/\/margin:.+@postgres:5432\/margin$/);
    expect(config.redisUrl).toBe('redis://redis:6379/0');
    expect(config.host).toBe('0.0.0.0');
    expect(config.shutdownDrainMs).toBeGreaterThan(2_000);
    // The runtime's stop timeout must cover drain and grace, or a draining instance is killed.
    const stopSeconds = Number(/^(\d+)s$/.exec(margin.stop_grace_period)?.[1]);
    expect(stopSeconds * 1000).toBeGreaterThan(config.shutdownDrainMs + config.shutdownGraceMs);
  });

  it('lists in .env.example only server settings or variables compose substitutes', () => {
    const text = fs.readFileSync(path.join(DEPLOY, 'compose.yaml'), 'utf8');
    for (const name of Object.keys(envExample)) {
      expect(variables.has(name) || text.includes(`\${${name}`), `${name} is used`).toBe(true);
    }
    // Every ${VAR:?…} compose insists on is in the example.
    for (const m of text.matchAll(/\$\{([A-Z0-9_]+):\?/g)) expect(Object.keys(envExample)).toContain(m[1]);
  });

  it('refuses a value compose would refuse (a required variable missing)', () => {
    expect(() => substitute(['$', '{POSTGRES_PASSWORD:?set it}'].join(''), {})).toThrow(
      /POSTGRES_PASSWORD: set it/,
    );
  });
});

describe('deploy/kubernetes', () => {
  const dir = path.join(DEPLOY, 'kubernetes');
  const kustomization = parseYaml(path.join(dir, 'kustomization.yaml'))[0] as Doc;
  const docs = [...(kustomization.resources as string[]), 'secret.example.yaml'].flatMap((f) =>
    parseYaml(path.join(dir, f)),
  );
  const byKind = (kind: string) => docs.filter((d) => d.kind === kind);
  const one = (kind: string) => {
    const found = byKind(kind);
    expect(found, kind).toHaveLength(1);
    return found[0] as Doc;
  };

  it('has a Deployment, Service, HorizontalPodAutoscaler, PodDisruptionBudget, ConfigMap and Secret', () => {
    expect(docs.map((d) => d.kind).sort()).toEqual(
      [
        'ConfigMap',
        'Deployment',
        'HorizontalPodAutoscaler',
        'PodDisruptionBudget',
        'Secret',
        'Service',
      ].sort(),
    );
    for (const d of docs) expect(d.apiVersion, d.kind).toMatch(/^(v1|apps\/v1|autoscaling\/v2|policy\/v1)$/);
  });

  it('probes readiness and liveness on the container port, and selects its pods everywhere by one label', () => {
    const deployment = one('Deployment');
    const pod = deployment.spec.template;
    const container = pod.spec.containers[0];
    expect(container.readinessProbe.httpGet.path).toBe('/api/v1/readiness');
    expect(container.livenessProbe.httpGet.path).toBe('/api/v1/liveness');
    expect(container.ports.map((p: Doc) => p.name)).toContain(container.readinessProbe.httpGet.port);
    const labels = pod.metadata.labels;
    expect(deployment.spec.selector.matchLabels).toEqual(labels);
    expect(one('Service').spec.selector).toEqual(labels);
    expect(one('PodDisruptionBudget').spec.selector.matchLabels).toEqual(labels);
    expect(one('HorizontalPodAutoscaler').spec.scaleTargetRef).toMatchObject({
      kind: 'Deployment',
      name: deployment.metadata.name,
    });
    expect(one('HorizontalPodAutoscaler').spec.minReplicas).toBeGreaterThan(
      one('PodDisruptionBudget').spec.minAvailable,
    );
  });

  it('takes its environment from the ConfigMap and Secret, with only variables the server reads', () => {
    const container = one('Deployment').spec.template.spec.containers[0];
    const refs = (container.envFrom as Doc[]).map((e) => e.configMapRef?.name ?? e.secretRef?.name);
    expect(refs.sort()).toEqual([one('ConfigMap').metadata.name, one('Secret').metadata.name].sort());
    const env = { ...one('ConfigMap').data, ...one('Secret').stringData } as Record<string, string>;
    expect(Object.keys(env).filter((n) => !variables.has(n))).toEqual([]);
    for (const name of REQUIRED) expect(Object.keys(env)).toContain(name);
    const config = loadConfig(env);
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
    expect(config.redisUrl).toMatch(/^redis:\/\//);
    const graceSeconds = one('Deployment').spec.template.spec.terminationGracePeriodSeconds;
    expect(graceSeconds * 1000).toBeGreaterThan(config.shutdownDrainMs + config.shutdownGraceMs);
  });
});

describe('the examples and the Dockerfile', () => {
  const dockerfile = fs.readFileSync(path.join(ROOT, 'Dockerfile'), 'utf8');
  const uid = Number(/--uid (\d+)/.exec(dockerfile)?.[1]);
  const volume = /^VOLUME (\S+)$/m.exec(dockerfile)?.[1];
  const port = /^EXPOSE (\d+)$/m.exec(dockerfile)?.[1];

  it('agree on the data folder, the port and the image user', () => {
    const [compose] = parseYaml(path.join(DEPLOY, 'compose.yaml')) as [Doc];
    expect(compose.services.margin.environment.MARGIN_DATA_DIR).toBe(volume);
    expect(compose.services.margin.environment.PORT).toBe(port);
    const docs = parseYaml(path.join(DEPLOY, 'kubernetes', 'deployment.yaml'));
    const pod = (docs[0] as Doc).spec.template.spec;
    expect(pod.securityContext.runAsUser).toBe(uid);
    expect(String(pod.containers[0].ports[0].containerPort)).toBe(port);
    expect(pod.containers[0].volumeMounts[0].mountPath).toBe(volume);
    const configMap = parseYaml(path.join(DEPLOY, 'kubernetes', 'configmap.yaml'))[0] as Doc;
    expect(configMap.data.MARGIN_DATA_DIR).toBe(volume);
    expect(configMap.data.PORT).toBe(port);
  });
});

describe('deploy/haproxy.cfg', () => {
  const haproxy = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  const check = (file: string) => spawnSync('haproxy', ['-c', '-f', file], { encoding: 'utf8' });

  it('is a valid haproxy configuration (haproxy -c)', () => {
    expect(haproxy.error, 'haproxy is installed (apt-get install haproxy)').toBeUndefined();
    const result = check(path.join(DEPLOY, 'haproxy.cfg'));
    expect(result.stdout + result.stderr).toContain('Configuration file is valid');
    expect(result.status).toBe(0);
  });

  it('checks health on readiness, retries and redispatches, and keeps /metrics private', () => {
    const text = fs.readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8');
    expect(text).toMatch(/option httpchk GET \/api\/v1\/readiness/);
    expect(text).toMatch(/option redispatch/);
    expect(text).toMatch(/retry-on conn-failure empty-response/);
    expect(text).toMatch(/http-request deny .* \/metrics/);
  });

  it('fails the check on a broken copy (the check can fail)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'margin-haproxy-'));
    try {
      const broken = path.join(dir, 'haproxy.cfg');
      const text = fs.readFileSync(path.join(DEPLOY, 'haproxy.cfg'), 'utf8');
      fs.writeFileSync(broken, text.replace('balance leastconn', 'balance no-such-algorithm'));
      expect(check(broken).status).not.toBe(0);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('docs/deploy.md', () => {
  it('names every file in deploy/', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/deploy.md'), 'utf8');
    const files = execFileSync('find', [DEPLOY, '-type', 'f'], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .map((f) => path.relative(ROOT, f));
    for (const f of files) expect(doc, f).toContain(f);
  });
});
