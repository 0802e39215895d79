import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkDockerfile,
  copyParts,
  ignoredBy,
  parseDockerfile,
  readDockerignore,
  stagesOf,
} from './dockerfile';
import { REPO_ROOT } from './paths';

const DOCKERFILE = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
const IGNORE = readDockerignore(path.join(REPO_ROOT, '.dockerignore'));
const stages = stagesOf(parseDockerfile(DOCKERFILE));
const stage = (name: string) => stages.find((s) => s.name === name)!;
const runs = (name: string) =>
  stage(name)
    .instructions.filter((i) => i.keyword === 'RUN')
    .map((i) => i.args);

describe('Dockerfile', () => {
  it('holds together: every COPY source exists and is not ignored, runtime is non-root with a health check', () => {
    expect(checkDockerfile(DOCKERFILE, REPO_ROOT, IGNORE)).toEqual([]);
  });

  it('builds on Node 20 Debian in three stages and runs the last one', () => {
    expect(stages.map((s) => s.name)).toEqual(['build', 'prod-deps', 'runtime']);
    for (const s of stages) expect(s.base).toMatch(/^node:20-bookworm(-slim)?$/);
  });

  it('installs from the lock file, builds, and ships only production dependencies', () => {
    expect(runs('build').join('\n')).toMatch(/npm ci\b/);
    expect(runs('build').join('\n')).toContain('npm run build:server');
    expect(runs('prod-deps').join('\n')).toMatch(/npm ci --omit=dev/);
    const copies = stage('runtime')
      .instructions.filter((i) => i.keyword === 'COPY')
      .map((i) => copyParts(i.args));
    expect(copies).toContainEqual({
      from: 'prod-deps',
      sources: ['/app/node_modules'],
      dest: 'node_modules',
    });
    expect(copies).toContainEqual({ from: 'build', sources: ['/app/server/dist'], dest: 'server/dist' });
  });

  it('runs the compiled server with node and installs the Apertium packages .ci/run installs', () => {
    const cmd = stage('runtime').instructions.find((i) => i.keyword === 'CMD')!;
    expect(JSON.parse(cmd.args)).toEqual(['node', 'server/dist/main.js']);
    const ci = fs.readFileSync(path.join(REPO_ROOT, '.ci/run'), 'utf8');
    const packages = /APERTIUM_PACKAGES="([^"]+)"/.exec(ci)![1].split(' ');
    const apt = runs('runtime').find((r) => r.includes('apt-get install'))!;
    for (const pkg of packages) expect(apt.split(/\s+/)).toContain(pkg);
  });

  it('keeps dependencies, builds and local data out of the build context', () => {
    for (const p of [
      'node_modules/x',
      'server/node_modules/y',
      'server/dist/main.js',
      'data/margin.sqlite',
      '.git/HEAD',
    ]) {
      expect(ignoredBy(IGNORE, p), p).toBe(true);
    }
    for (const p of ['server/src/main.ts', 'package-lock.json', 'editor-plugin/src/index.ts']) {
      expect(ignoredBy(IGNORE, p), p).toBe(false);
    }
  });
});

describe('checkDockerfile on broken recipes', () => {
  const base = 'FROM node:20-bookworm AS build\nWORKDIR /app\n';
  const runtime =
    'FROM node:20-bookworm-slim AS runtime\nUSER margin\nHEALTHCHECK CMD curl -f http://127.0.0.1:8787/api/v1/liveness\nCMD ["node", "x.js"]\n';

  it.each([
    ['a COPY of a missing file', `${base}COPY no-such-file ./\n${runtime}`, /no-such-file does not exist/],
    ['a COPY of an ignored folder', `${base}COPY node_modules ./\n${runtime}`, /excluded by .dockerignore/],
    ['COPY --from a later stage', `${base}COPY --from=runtime /a b\n${runtime}`, /names no earlier stage/],
    ['a root runtime', `${base}${runtime.replace('USER margin', 'USER root')}`, /non-root USER/],
    ['no health check', `${base}${runtime.replace(/HEALTHCHECK.*\n/, '')}`, /HEALTHCHECK/],
    ['an unknown instruction', `${base}RUNN echo\n${runtime}`, /unknown instruction RUNN/],
    ['a dangling continuation', `${base}${runtime}RUN echo \\`, /continuation/],
  ])('reports %s', (_, text, problem) => {
    const problems = checkDockerfile(text, REPO_ROOT, IGNORE);
    expect(
      problems.some((p) => problem.test(p)),
      problems.join('; '),
    ).toBe(true);
  });
});
