import { describe, expect, it } from 'vitest';
import { statusLabel, statusTone } from './status.ts';

describe('appointment status colours', () => {
  it('follows spec 2 §4, with yellow for any other value', () => {
    expect(['confirmed', 'scheduled', 'in_progress', 'completed', 'cancelled', 'pending', ''].map(statusTone)).toEqual([
      'green',
      'blue',
      'orange',
      'grey',
      'red',
      'yellow',
      'yellow',
    ]);
    expect(statusLabel('in_progress')).toBe('In progress');
    expect(statusLabel('pending')).toBe('Pending');
    expect(statusLabel('on_hold')).toBe('On hold');
  });
});
