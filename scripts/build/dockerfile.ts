/**
 * A small Dockerfile reader and checker, so the image's recipe is validated here, where no container
 * runtime runs: instructions (continuations and comments handled), stages, COPY sources against the
 * build context and `.dockerignore`, and the runtime stage's user, health check and command.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Instruction {
  /** Upper-case keyword, e.g. `COPY`. */
  keyword: string;
  /** Everything after the keyword, continuations joined. */
  args: string;
  line: number;
}

export interface Stage {
  name: string;
  base: string;
  instructions: Instruction[];
}

const KEYWORDS = new Set([
  'ADD',
  'ARG',
  'CMD',
  'COPY',
  'ENTRYPOINT',
  'ENV',
  'EXPOSE',
  'FROM',
  'HEALTHCHECK',
  'LABEL',
  'ONBUILD',
  'RUN',
  'SHELL',
  'STOPSIGNAL',
  'USER',
  'VOLUME',
  'WORKDIR',
]);

/** Splits a Dockerfile into instructions; throws on an unknown keyword or a dangling continuation. */
export function parseDockerfile(text: string): Instruction[] {
  const out: Instruction[] = [];
  let pending: { text: string; line: number } | undefined;
  text.split('\n').forEach((raw, i) => {
    const line = raw.trimEnd();
    if (/^\s*#/.test(line) || (!pending && line.trim() === '')) return;
    const continued = line.endsWith('\\');
    const body = continued ? line.slice(0, -1) : line;
    pending = pending
      ? { text: `${pending.text} ${body.trim()}`, line: pending.line }
      : { text: body.trim(), line: i + 1 };
    if (continued) return;
    const [keyword, ...rest] = pending.text.split(/\s+/);
    const upper = keyword.toUpperCase();
    if (!KEYWORDS.has(upper)) throw new Error(`line ${pending.line}: unknown instruction ${keyword}`);
    out.push({ keyword: upper, args: rest.join(' '), line: pending.line });
    pending = undefined;
  });
  if (pending) throw new Error(`line ${pending.line}: the last instruction ends with a continuation`);
  return out;
}

/** Groups instructions into stages (`FROM base AS name`). */
export function stagesOf(instructions: Instruction[]): Stage[] {
  const stages: Stage[] = [];
  for (const ins of instructions) {
    if (ins.keyword === 'FROM') {
      const m = /^(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?$/i.exec(ins.args);
      if (!m) throw new Error(`line ${ins.line}: cannot read FROM ${ins.args}`);
      stages.push({ base: m[1], name: m[2] ?? String(stages.length), instructions: [] });
    } else if (stages.length === 0) {
      if (ins.keyword !== 'ARG') throw new Error(`line ${ins.line}: ${ins.keyword} before the first FROM`);
    } else stages[stages.length - 1].instructions.push(ins);
  }
  return stages;
}

/** `COPY [--from=x] [--chown=…] src… dest` → its flags, sources and destination. */
export function copyParts(args: string): { from?: string; sources: string[]; dest: string } {
  const words = args.split(/\s+/);
  const flags = words.filter((w) => w.startsWith('--'));
  const paths = words.filter((w) => !w.startsWith('--'));
  const from = flags.find((f) => f.startsWith('--from='))?.slice('--from='.length);
  return { from, sources: paths.slice(0, -1), dest: paths[paths.length - 1] ?? '' };
}

/** Whether a `.dockerignore` pattern list excludes a context-relative path (or one of its parents). */
export function ignoredBy(patterns: string[], rel: string): boolean {
  const parts = rel.split('/');
  return patterns.some((pattern) => {
    const re = new RegExp(
      `^${pattern
        .replace(/[.+^${}()|[\]]/g, '\\$&')
        .replace(/\*\*\//g, '(?:.*/)?')
        .replace(/\*/g, '[^/]*')}$`,
    );
    return parts.some((_, i) => re.test(parts.slice(0, i + 1).join('/')));
  });
}

/** Every problem found in the Dockerfile at `context`; empty when the recipe holds together. */
export function checkDockerfile(text: string, context: string, ignore: string[]): string[] {
  const problems: string[] = [];
  let stages: Stage[];
  try {
    stages = stagesOf(parseDockerfile(text));
  } catch (error) {
    return [(error as Error).message];
  }
  const seen = new Set<string>();
  for (const stage of stages) {
    for (const ins of stage.instructions.filter((i) => i.keyword === 'COPY' || i.keyword === 'ADD')) {
      const { from, sources, dest } = copyParts(ins.args);
      if (sources.length === 0 || !dest)
        problems.push(`line ${ins.line}: COPY needs a source and a destination`);
      if (from !== undefined) {
        if (!seen.has(from)) problems.push(`line ${ins.line}: COPY --from=${from} names no earlier stage`);
        continue;
      }
      for (const source of sources) {
        const rel = path.posix.normalize(source).replace(/\/$/, '');
        if (!fs.existsSync(path.join(context, rel)))
          problems.push(`line ${ins.line}: COPY source ${source} does not exist`);
        else if (ignoredBy(ignore, rel))
          problems.push(`line ${ins.line}: COPY source ${source} is excluded by .dockerignore`);
      }
    }
    seen.add(stage.name);
  }
  const runtime = stages[stages.length - 1];
  if (!runtime) return [...problems, 'no FROM instruction'];
  const last = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword).at(-1);
  const user = last('USER');
  if (!user || /^(root|0)(:|$)/.test(user.args))
    problems.push('the runtime stage must switch to a non-root USER');
  if (!last('HEALTHCHECK')?.args.includes('/api/v1/liveness'))
    problems.push('the runtime stage needs a HEALTHCHECK on /api/v1/liveness');
  if (!last('CMD')) problems.push('the runtime stage has no CMD');
  return problems;
}

/** Reads `.dockerignore` into patterns (comments and blank lines dropped, no negations expected). */
export function readDockerignore(file: string): string[] {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
}
