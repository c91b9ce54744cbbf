import { describe, expect, it } from 'vitest';
import { cancelBlocked, statusActions } from './status.ts';

describe('the status buttons', () => {
  it('offers work, completion and cancelling on a pending request', () => {
    expect(statusActions('pending')).toEqual([
      { to: 'in_progress', label: 'Start work', blocked: undefined },
      { to: 'completed', label: 'Mark completed', blocked: undefined },
    ]);
    expect(cancelBlocked('pending')).toBeUndefined();
  });

  it('reopens a completed request into work, and says why it cannot go back to pending', () => {
    expect(statusActions('completed')).toEqual([
      { to: 'pending', label: 'Back to pending', blocked: 'A completed request can only go to In progress.' },
      { to: 'in_progress', label: 'Reopen', blocked: undefined },
    ]);
    expect(cancelBlocked('completed')).toBe('A completed request can only go to In progress.');
  });

  it('reopens a cancelled request as pending only, and cannot cancel it again', () => {
    const actions = statusActions('cancelled');
    expect(actions.find((a) => a.to === 'pending')).toEqual({ to: 'pending', label: 'Reopen', blocked: undefined });
    expect(actions.filter((a) => a.blocked).map((a) => [a.to, a.blocked])).toEqual([
      ['in_progress', 'A cancelled request can only go to Pending.'],
      ['completed', 'A cancelled request can only go to Pending.'],
    ]);
    expect(cancelBlocked('cancelled')).toBe('The request is already cancelled.');
  });
});
