import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage } from './messages.ts';

describe('errorMessage', () => {
  it('shows the server’s message when it sent one', () => {
    const error = new ApiError('Invalid vehicle or category ID', {
      status: 400,
      code: 'HTTP_ERROR',
      serverMessage: 'Invalid vehicle or category ID',
    });
    expect(errorMessage(error, 'Failed to fetch services')).toBe('Invalid vehicle or category ID');
  });

  it('falls back to the call’s message for an answer without one, or a thrown error of another kind', () => {
    expect(errorMessage(new ApiError('Request failed: 502', { status: 502, code: 'HTTP_ERROR' }), 'Failed to fetch services')).toBe(
      'Failed to fetch services',
    );
    expect(errorMessage(new TypeError('x is undefined'), 'Failed to fetch services')).toBe('Failed to fetch services');
  });

  it('says the network failed when no answer arrived', () => {
    const error = new ApiError('Network error. Please try again.', { status: 0, code: 'NETWORK_ERROR' });
    expect(errorMessage(error, 'Failed to fetch services')).toBe('Network error. Please try again.');
  });
});
