import { describe, expect, it } from 'vitest';
import { Counter, Gauge, Histogram, Registry } from './registry';

describe('Registry', () => {
  it('renders counters per label set, with HELP and TYPE lines', () => {
    const registry = new Registry();
    const c = registry.register(new Counter('t_requests_total', 'Requests.'));
    c.inc({ route: '/a', status: '200' });
    c.inc({ status: '200', route: '/a' }, 2);
    c.inc({ route: '/b', status: '500' });
    expect(c.get({ route: '/a', status: '200' })).toBe(3);
    expect(c.total()).toBe(4);
    expect(registry.render()).toBe(
      [
        '# HELP t_requests_total Requests.',
        '# TYPE t_requests_total counter',
        't_requests_total{route="/a",status="200"} 3',
        't_requests_total{route="/b",status="500"} 1',
        '',
      ].join('\n'),
    );
  });

  it('escapes label values', () => {
    const registry = new Registry();
    registry.register(new Counter('t_total', 'x')).inc({ path: 'a"b\\c\nd' });
    expect(registry.render()).toContain('t_total{path="a\\"b\\\\c\\nd"} 1');
  });

  it('renders cumulative histogram buckets with +Inf, sum and count', () => {
    const registry = new Registry();
    const h = registry.register(new Histogram('t_seconds', 'Latency.', [0.1, 1]));
    h.observe({ route: '/a' }, 0.05);
    h.observe({ route: '/a' }, 0.5);
    h.observe({ route: '/a' }, 5);
    const text = registry.render();
    expect(text).toContain('t_seconds_bucket{route="/a",le="0.1"} 1');
    expect(text).toContain('t_seconds_bucket{route="/a",le="1"} 2');
    expect(text).toContain('t_seconds_bucket{route="/a",le="+Inf"} 3');
    expect(text).toContain('t_seconds_sum{route="/a"} 5.55');
    expect(text).toContain('t_seconds_count{route="/a"} 3');
  });

  it('reads gauges when rendering', () => {
    const registry = new Registry();
    let depth = 1;
    registry.register(new Gauge('t_depth', 'Depth.', () => [{ labels: { queue: 'q' }, value: depth }]));
    expect(registry.render()).toContain('t_depth{queue="q"} 1');
    depth = 7;
    expect(registry.render()).toContain('t_depth{queue="q"} 7');
  });

  it('refuses bad names, duplicate families, decreasing counters and unordered buckets', () => {
    const registry = new Registry();
    expect(() => new Counter('bad-name', 'x')).toThrow(/invalid metric name/);
    registry.register(new Counter('t_dup', 'x'));
    expect(() => registry.register(new Counter('t_dup', 'x'))).toThrow(/registered twice/);
    expect(() => new Counter('t_c', 'x').inc({}, -1)).toThrow(/cannot go down/);
    expect(() => new Histogram('t_h', 'x', [1, 0.5])).toThrow(/must increase/);
  });
});
