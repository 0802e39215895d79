import { decodeVector } from '../../engines/semsearch/vector-codec';
import type { SemsearchRepo } from '../../storage/repos/semsearch';

/** One team's entry vectors for one embedding model, as rows of two matrices. */
export class TeamVectors {
  ids: string[] = [];
  private readonly rowOf = new Map<string, number>();
  prompt: Float32Array;
  all: Float32Array;
  /** Entries embedded by another model (they need `reembed`); they get no dense score. */
  otherModel = 0;

  constructor(
    public revision: number,
    readonly model: string,
    readonly dimensions: number,
    capacity = 64,
  ) {
    this.prompt = new Float32Array(capacity * dimensions);
    this.all = new Float32Array(capacity * dimensions);
  }

  get size(): number {
    return this.ids.length;
  }

  has(id: string): boolean {
    return this.rowOf.has(id);
  }

  /** Appends an entry's vectors (ignored when the id is already present or the length differs). */
  add(id: string, prompt: Float32Array, all: Float32Array): void {
    if (this.rowOf.has(id) || prompt.length !== this.dimensions || all.length !== this.dimensions) return;
    const row = this.ids.length;
    if ((row + 1) * this.dimensions > this.prompt.length) {
      const grow = (a: Float32Array) => {
        const next = new Float32Array(a.length * 2);
        next.set(a);
        return next;
      };
      this.prompt = grow(this.prompt);
      this.all = grow(this.all);
    }
    this.prompt.set(prompt, row * this.dimensions);
    this.all.set(all, row * this.dimensions);
    this.ids.push(id);
    this.rowOf.set(id, row);
  }

  /** Removes an entry by moving the last row into its place. */
  remove(id: string): void {
    const row = this.rowOf.get(id);
    if (row === undefined) return;
    const last = this.ids.length - 1;
    const d = this.dimensions;
    if (row !== last) {
      const moved = this.ids[last];
      this.ids[row] = moved;
      this.rowOf.set(moved, row);
      this.prompt.copyWithin(row * d, last * d, (last + 1) * d);
      this.all.copyWithin(row * d, last * d, (last + 1) * d);
    }
    this.ids.pop();
    this.rowOf.delete(id);
  }

  /** Cosine similarity of a unit query vector with every entry (rows are unit length). */
  similarities(query: Float32Array, part: 'prompt' | 'all'): Float32Array {
    const m = part === 'prompt' ? this.prompt : this.all;
    const d = this.dimensions;
    const out = new Float32Array(this.ids.length);
    if (query.length !== d) return out;
    for (let r = 0; r < out.length; r++) {
      let s = 0;
      const base = r * d;
      for (let k = 0; k < d; k++) s += m[base + k] * query[k];
      out[r] = s;
    }
    return out;
  }
}

/**
 * Keeps each team's vectors in memory, valid while the team's revision in the database is the one
 * they were loaded at. Writes made by this server update the cache in place; a write by another
 * server (a newer revision) makes the next query reload the team. Least recently used teams are
 * dropped beyond `maxFloats` cached values.
 */
export class VectorCache {
  private readonly teams = new Map<string, TeamVectors>();

  constructor(
    private readonly repo: SemsearchRepo,
    private readonly maxFloats = 32_000_000,
  ) {}

  /** The team's vectors for `model` at `revision`, loading them when the cached ones are older. */
  async get(teamId: string, revision: number, model: string, dimensions: number): Promise<TeamVectors> {
    const cached = this.teams.get(teamId);
    if (cached && cached.revision === revision && cached.model === model) {
      // Map order is recency order.
      this.teams.delete(teamId);
      this.teams.set(teamId, cached);
      return cached;
    }
    const rows = await this.repo.vectors(teamId);
    const team = new TeamVectors(revision, model, dimensions, Math.max(64, rows.length));
    for (const row of rows) {
      if (row.model !== model) {
        team.otherModel++;
        continue;
      }
      team.add(row.id, decodeVector(row.vec_prompt), decodeVector(row.vec_all));
    }
    this.teams.delete(teamId);
    this.teams.set(teamId, team);
    this.evict();
    return team;
  }

  /** Records entries this server added in one write; `revision` is the team's revision after it. */
  added(
    teamId: string,
    revision: number,
    entries: { id: string; prompt: Float32Array; all: Float32Array }[],
  ): void {
    const team = this.teams.get(teamId);
    if (!team) return;
    if (team.revision !== revision - 1) {
      this.teams.delete(teamId);
      return;
    }
    for (const e of entries) team.add(e.id, e.prompt, e.all);
    team.revision = revision;
  }

  /** Records an entry this server deleted. */
  removed(teamId: string, revision: number, id: string): void {
    const team = this.teams.get(teamId);
    if (!team) return;
    if (team.revision !== revision - 1) {
      this.teams.delete(teamId);
      return;
    }
    team.remove(id);
    team.revision = revision;
  }

  /** Forgets every team (after re-embedding). */
  clear(): void {
    this.teams.clear();
  }

  private evict(): void {
    let total = 0;
    for (const t of this.teams.values()) total += t.size * t.dimensions * 2;
    for (const [id, t] of this.teams) {
      if (total <= this.maxFloats || this.teams.size === 1) break;
      total -= t.size * t.dimensions * 2;
      this.teams.delete(id);
    }
  }
}
