import { describe, expect, it } from 'vitest';
import { counted } from './words.ts';

describe('counted', () => {
  it('says one thing in the singular and any other number in the plural', () => {
    expect(counted(1, 'request')).toBe('1 request');
    expect(counted(0, 'appointment')).toBe('0 appointments');
    expect(counted(1204, 'request')).toBe('1,204 requests');
  });
});
