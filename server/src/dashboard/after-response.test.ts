import { describe, expect, it } from 'vitest';
import { createLogger } from '../log/logger';
import { AfterResponseQueue } from './after-response';

describe('AfterResponseQueue', () => {
  it('runs tasks after the caller returns, in order, and logs a failure without stopping the queue', async () => {
    const lines: string[] = [];
    const queue = new AfterResponseQueue(createLogger('info', (l) => lines.push(l)));
    const ran: number[] = [];
    queue.enqueue('first', async () => ran.push(1));
    queue.enqueue('broken', async () => {
      throw new Error('smtp refused');
    });
    queue.enqueue('third', async () => ran.push(3));
    expect(ran).toEqual([]);
    await queue.idle();
    expect(ran).toEqual([1, 3]);
    const logged = lines.map((l) => JSON.parse(l));
    expect(logged).toEqual([
      expect.objectContaining({ level: 'error', task: 'broken', error: 'smtp refused' }),
    ]);
  });

  it('drops tasks beyond its capacity with a warning', async () => {
    const lines: string[] = [];
    const queue = new AfterResponseQueue(
      createLogger('info', (l) => lines.push(l)),
      2,
    );
    const ran: string[] = [];
    expect(queue.enqueue('a', async () => ran.push('a'))).toBe(true);
    expect(queue.enqueue('b', async () => ran.push('b'))).toBe(true);
    expect(queue.enqueue('c', async () => ran.push('c'))).toBe(false);
    await queue.idle();
    expect(ran).toEqual(['a', 'b']);
    expect(queue.enqueue('d', async () => ran.push('d'))).toBe(true);
    await queue.idle();
    expect(ran).toEqual(['a', 'b', 'd']);
    expect(lines.some((l) => /queue full/.test(l))).toBe(true);
  });
});
