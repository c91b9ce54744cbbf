import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../shared/api/client.ts';
import {
  canSubmitPasswordForm,
  linkValidationError,
  passwordFormProblem,
  passwordSubmitError,
  RESET_PASSWORD_FLOW,
  SET_PASSWORD_FLOW,
} from './password-flow.ts';

describe('the set-password texts (spec 1 §2, §5, §8)', () => {
  it('are exact', () => {
    expect(SET_PASSWORD_FLOW).toMatchObject({
      validating: 'Validating your setup link...',
      missingLink: 'Invalid or missing password setup link',
      invalidLink: 'This password setup link has expired or is invalid. Please contact support.',
      unreachable: 'Unable to validate setup link. Please try again.',
      submitFailed: 'Failed to set password. Please try again.',
      submitNetwork: 'An error occurred. Please try again.',
      successTitle: 'Password Set Successfully!',
      loginMessage: 'Password set successfully! Please log in.',
    });
    expect(RESET_PASSWORD_FLOW.loginMessage).toBe('Password reset successfully! Please log in.');
    expect(RESET_PASSWORD_FLOW.validatePath).toBe('/api/auth/validate-reset-token');
    expect(RESET_PASSWORD_FLOW.submitPath).toBe('/api/auth/reset-password');
  });
});

describe('canSubmitPasswordForm', () => {
  it('is disabled while either field is empty or a request runs', () => {
    expect(canSubmitPasswordForm({ password: '', confirmation: '' }, false)).toBe(false);
    expect(canSubmitPasswordForm({ password: 'a', confirmation: '' }, false)).toBe(false);
    expect(canSubmitPasswordForm({ password: '', confirmation: 'a' }, false)).toBe(false);
    expect(canSubmitPasswordForm({ password: 'a', confirmation: 'b' }, true)).toBe(false);
    // Enabled even when the rules are not met: pressing it shows which rule fails.
    expect(canSubmitPasswordForm({ password: 'a', confirmation: 'b' }, false)).toBe(true);
  });
});

describe('passwordFormProblem', () => {
  it('reports the first failing rule in order, then the confirmation', () => {
    expect(passwordFormProblem({ password: 'short', confirmation: 'other' })).toBe('Password must be at least 8 characters');
    expect(passwordFormProblem({ password: 'lowercase1', confirmation: 'lowercase1' })).toBe(
      'Password must contain at least one uppercase letter',
    );
    expect(passwordFormProblem({ password: 'UPPERCASE1', confirmation: 'UPPERCASE1' })).toBe(
      'Password must contain at least one lowercase letter',
    );
    expect(passwordFormProblem({ password: 'NoNumbers', confirmation: 'NoNumbers' })).toBe('Password must contain at least one number');
    expect(passwordFormProblem({ password: 'Harbor9lights', confirmation: 'Harbor9light' })).toBe('Passwords do not match');
    expect(passwordFormProblem({ password: 'Harbor9lights', confirmation: 'Harbor9lights' })).toBeUndefined();
  });
});

describe('linkValidationError', () => {
  it('says expired for a refused token and unable-to-validate without an answer', () => {
    const refused = new ApiError('This password setup link has expired or is invalid. Please contact support.', {
      status: 400,
      code: 'HTTP_ERROR',
    });
    expect(linkValidationError(refused, SET_PASSWORD_FLOW)).toBe(
      'This password setup link has expired or is invalid. Please contact support.',
    );
    expect(linkValidationError(new ApiError('x', { status: 0, code: 'NETWORK_ERROR' }), SET_PASSWORD_FLOW)).toBe(
      'Unable to validate setup link. Please try again.',
    );
    expect(linkValidationError(new ApiError('x', { status: 502, code: 'HTTP_ERROR' }), SET_PASSWORD_FLOW)).toBe(
      'Unable to validate setup link. Please try again.',
    );
    expect(linkValidationError(refused, RESET_PASSWORD_FLOW)).toBe(
      'This password reset link has expired or is invalid. Please request a new one.',
    );
  });
});

describe('passwordSubmitError', () => {
  it('shows the server reason, else the default, and the network text without an answer', () => {
    const common = new ApiError('This password is too common. Please choose another.', {
      status: 400,
      code: 'HTTP_ERROR',
      serverMessage: 'This password is too common. Please choose another.',
    });
    expect(passwordSubmitError(common, SET_PASSWORD_FLOW)).toBe('This password is too common. Please choose another.');
    const field = new ApiError('Validation failed', {
      status: 400,
      code: 'HTTP_ERROR',
      serverMessage: 'Validation failed',
      fields: { newPassword: 'Password must contain at least one number' },
    });
    expect(passwordSubmitError(field, SET_PASSWORD_FLOW)).toBe('Password must contain at least one number');
    expect(passwordSubmitError(new ApiError('Request failed: 500', { status: 500, code: 'HTTP_ERROR' }), SET_PASSWORD_FLOW)).toBe(
      'Failed to set password. Please try again.',
    );
    expect(passwordSubmitError(new ApiError('x', { status: 0, code: 'NETWORK_ERROR' }), SET_PASSWORD_FLOW)).toBe(
      'An error occurred. Please try again.',
    );
  });
});
