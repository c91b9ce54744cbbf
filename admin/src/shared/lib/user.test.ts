import { describe, expect, it } from 'vitest';
import { displayName, initials } from './user.ts';

describe('displayName and initials', () => {
  it('use the name when there is one', () => {
    const user = { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' };
    expect(displayName(user)).toBe('Jane Doe');
    expect(initials(user)).toBe('JD');
  });

  it('fall back to the e-mail address', () => {
    const user = { firstName: null, lastName: '  ', email: 'admin@example.com' };
    expect(displayName(user)).toBe('admin@example.com');
    expect(initials(user)).toBe('A');
    expect(initials({ firstName: 'ada', lastName: null, email: 'x@y.z' })).toBe('A');
  });
});
