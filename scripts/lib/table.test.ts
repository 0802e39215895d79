import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

describe('formatTable', () => {
  it('aligns text left and numbers right under a header rule', () => {
    const table = formatTable([
      { metric: 'liveness', value: 12345 },
      { metric: 'ready time', value: '1,204.5' },
      { metric: 'memory', value: 'n/a' },
    ]);
    expect(table.split('\n')).toEqual([
      'metric      value',
      '----------  -------',
      'liveness      12345',
      'ready time  1,204.5',
      'memory      n/a',
    ]);
  });

  it('says so when there is nothing to show', () => {
    expect(formatTable([])).toBe('(no rows)');
  });
});
