/**
 * A small Prometheus registry: counters, gauges and histograms with labels, rendered in the text
 * exposition format 0.0.4. prom-client is not a dependency; this covers what the server exposes.
 */

type Labels = Record<string, string>;

/** Prometheus label values escape backslash, double quote and newline. */
function escapeLabel(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

function labelText(labels: Labels): string {
  const parts = Object.entries(labels).map(([k, v]) => `${k}="${escapeLabel(v)}"`);
  return parts.length ? `{${parts.join(',')}}` : '';
}

/** Label sets keyed in a stable order, so {a,b} and {b,a} are one series. */
function seriesKey(labels: Labels): string {
  return JSON.stringify(
    Object.keys(labels)
      .sort()
      .map((k) => [k, labels[k]]),
  );
}

function formatNumber(n: number): string {
  if (Number.isNaN(n)) return 'NaN';
  if (n === Number.POSITIVE_INFINITY) return '+Inf';
  if (n === Number.NEGATIVE_INFINITY) return '-Inf';
  return String(n);
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;

/** One metric family: its name, help line and type, and how it renders its samples. */
interface Family {
  readonly name: string;
  render(): string[];
}

abstract class Metric implements Family {
  constructor(
    readonly name: string,
    readonly help: string,
    private readonly type: 'counter' | 'gauge' | 'histogram',
  ) {
    if (!METRIC_NAME.test(name)) throw new Error(`invalid metric name "${name}"`);
  }

  render(): string[] {
    return [
      `# HELP ${this.name} ${this.help.replace(/\\/g, '\\\\').replace(/\n/g, '\\n')}`,
      `# TYPE ${this.name} ${this.type}`,
      ...this.samples(),
    ];
  }

  protected abstract samples(): string[];
}

/** A value that only goes up (requests served, refusals). */
export class Counter extends Metric {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(name: string, help: string) {
    super(name, help, 'counter');
  }

  /** Adds `by` (>= 0) to the series of `labels`. */
  inc(labels: Labels = {}, by = 1): void {
    if (!(by >= 0)) throw new Error(`${this.name}: a counter cannot go down (got ${by})`);
    const key = seriesKey(labels);
    const series = this.values.get(key);
    if (series) series.value += by;
    else this.values.set(key, { labels, value: by });
  }

  /** The current value of one series (0 when never incremented). */
  get(labels: Labels = {}): number {
    return this.values.get(seriesKey(labels))?.value ?? 0;
  }

  /** The sum over every series. */
  total(): number {
    let sum = 0;
    for (const s of this.values.values()) sum += s.value;
    return sum;
  }

  protected samples(): string[] {
    return [...this.values.values()].map(
      (s) => `${this.name}${labelText(s.labels)} ${formatNumber(s.value)}`,
    );
  }
}

/** A value read when the metrics are scraped (memory, queue depths). */
export class Gauge extends Metric {
  constructor(
    name: string,
    help: string,
    private readonly collect: () => { labels?: Labels; value: number }[],
    /** 'counter' for a total kept elsewhere (e.g. by an engine) and read at scrape time. */
    type: 'gauge' | 'counter' = 'gauge',
  ) {
    super(name, help, type);
  }

  protected samples(): string[] {
    return this.collect().map((s) => `${this.name}${labelText(s.labels ?? {})} ${formatNumber(s.value)}`);
  }
}

/** Observations counted into cumulative buckets (latencies, in seconds). */
export class Histogram extends Metric {
  private readonly series = new Map<
    string,
    { labels: Labels; counts: number[]; sum: number; count: number }
  >();

  constructor(
    name: string,
    help: string,
    private readonly bounds: readonly number[],
  ) {
    super(name, help, 'histogram');
    for (let i = 1; i < bounds.length; i++) {
      if (!((bounds[i] as number) > (bounds[i - 1] as number)))
        throw new Error(`${name}: bucket bounds must increase`);
    }
  }

  /** Records one observation in the series of `labels`. */
  observe(labels: Labels, value: number): void {
    const key = seriesKey(labels);
    let s = this.series.get(key);
    if (!s) {
      s = { labels, counts: new Array(this.bounds.length).fill(0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    for (let i = 0; i < this.bounds.length; i++) if (value <= (this.bounds[i] as number)) s.counts[i]++;
    s.sum += value;
    s.count++;
  }

  /** How many observations one series has. */
  count(labels: Labels = {}): number {
    return this.series.get(seriesKey(labels))?.count ?? 0;
  }

  protected samples(): string[] {
    const out: string[] = [];
    for (const s of this.series.values()) {
      this.bounds.forEach((le, i) => {
        out.push(`${this.name}_bucket${labelText({ ...s.labels, le: formatNumber(le) })} ${s.counts[i]}`);
      });
      out.push(`${this.name}_bucket${labelText({ ...s.labels, le: '+Inf' })} ${s.count}`);
      out.push(`${this.name}_sum${labelText(s.labels)} ${formatNumber(s.sum)}`);
      out.push(`${this.name}_count${labelText(s.labels)} ${s.count}`);
    }
    return out;
  }
}

/** A set of metric families rendered together. */
export class Registry {
  private readonly families = new Map<string, Family>();

  /** Adds a family; a second family with the same name is a programming error. */
  register<F extends Family>(family: F): F {
    if (this.families.has(family.name)) throw new Error(`metric "${family.name}" is registered twice`);
    this.families.set(family.name, family);
    return family;
  }

  /** The text exposition format (Content-Type `text/plain; version=0.0.4`). */
  render(): string {
    const lines: string[] = [];
    for (const f of this.families.values()) lines.push(...f.render());
    return `${lines.join('\n')}\n`;
  }
}

/** The Content-Type of `Registry.render()`. */
export const EXPOSITION_CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';
