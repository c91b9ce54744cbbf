import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordProblem } from './password.ts';

describe('password rules (spec 1 §5), in order', () => {
  it('reports the first broken rule with its exact message', () => {
    expect(passwordProblem('Ab1')).toBe('Password must be at least 8 characters');
    expect(passwordProblem('abcdefg1')).toBe('Password must contain at least one uppercase letter');
    expect(passwordProblem('ABCDEFG1')).toBe('Password must contain at least one lowercase letter');
    expect(passwordProblem('Abcdefgh')).toBe('Password must contain at least one number');
    expect(passwordProblem('short')).toBe('Password must be at least 8 characters');
    expect(passwordProblem(`Aa1${'x'.repeat(300)}`)).toBe('Password must be at most 256 characters');
  });

  it('accepts a password that meets every rule', () => {
    expect(passwordProblem('Harbor9lights')).toBeUndefined();
  });

  it('checks the confirmation last', () => {
    expect(newPasswordProblem('Harbor9lights', 'Harbor9light')).toBe('Passwords do not match');
    expect(newPasswordProblem('abc', 'xyz')).toBe('Password must be at least 8 characters');
    expect(newPasswordProblem('Harbor9lights', 'Harbor9lights')).toBeUndefined();
  });
});
