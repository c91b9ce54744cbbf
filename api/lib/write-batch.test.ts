import { describe, expect, it } from 'vitest';
import { writeSoon } from './write-batch.ts';

describe('writeSoon', () => {
  it('runs the writes of one turn together, in order, after the turn', async () => {
    const order: string[] = [];
    writeSoon(() => order.push('first'));
    writeSoon(() => order.push('second'));
    order.push('rest of the turn');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['rest of the turn', 'first', 'second']);
  });

  it('starts a new batch for writes asked for by a batch or a later turn', async () => {
    const order: string[] = [];
    writeSoon(() => {
      order.push('a');
      writeSoon(() => order.push('asked by a'));
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['a', 'asked by a']);
  });
});
