import { newPasswordProblem, PASSWORD_LINK_MESSAGES } from '#core/validation/password.ts';
import { isApiError } from '../../../shared/api/client.ts';

/**
 * The set-password page and the reset-password page are one flow with two configurations
 * (spec 1 §2, §4, §8): validating, then invalid or form; submitting, then success or the form again.
 */
export interface PasswordFlowConfig {
  kind: 'setup' | 'reset';
  validatePath: string;
  submitPath: string;
  pageTitle: string;
  heading: string;
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  validating: string;
  /** No token in the address. */
  missingLink: string;
  /** The server refused the token. */
  invalidLink: string;
  /** No answer while validating. */
  unreachable: string;
  /** The server refused the new password without saying why. */
  submitFailed: string;
  /** No answer while submitting. */
  submitNetwork: string;
  successTitle: string;
  /** Shown on /login after the redirect. */
  loginMessage: string;
  /** Extra way out of the invalid screen besides "Go to Login". */
  invalidAction?: { label: string; to: string };
}

export const SUCCESS_REDIRECT_MS = 2000;

export const SET_PASSWORD_FLOW: PasswordFlowConfig = {
  kind: 'setup',
  validatePath: '/api/auth/validate-setup-token',
  submitPath: '/api/auth/setup-password',
  pageTitle: 'Set your password',
  heading: 'Set your password',
  intro: 'Choose a password to finish setting up your account.',
  submitLabel: 'Set Password',
  submittingLabel: 'Setting Password...',
  validating: 'Validating your setup link...',
  missingLink: PASSWORD_LINK_MESSAGES.setup.missing,
  invalidLink: PASSWORD_LINK_MESSAGES.setup.invalid,
  unreachable: 'Unable to validate setup link. Please try again.',
  submitFailed: 'Failed to set password. Please try again.',
  submitNetwork: 'An error occurred. Please try again.',
  successTitle: 'Password Set Successfully!',
  loginMessage: PASSWORD_LINK_MESSAGES.setup.done,
};

export const RESET_PASSWORD_FLOW: PasswordFlowConfig = {
  kind: 'reset',
  validatePath: '/api/auth/validate-reset-token',
  submitPath: '/api/auth/reset-password',
  pageTitle: 'Reset your password',
  heading: 'Choose a new password',
  intro: 'Enter a new password for your account.',
  submitLabel: 'Reset Password',
  submittingLabel: 'Resetting Password...',
  validating: 'Validating your reset link...',
  missingLink: PASSWORD_LINK_MESSAGES.reset.missing,
  invalidLink: PASSWORD_LINK_MESSAGES.reset.invalid,
  unreachable: 'Unable to validate reset link. Please try again.',
  submitFailed: 'Failed to reset password. Please try again.',
  submitNetwork: 'An error occurred. Please try again.',
  successTitle: 'Password Reset Successfully!',
  loginMessage: PASSWORD_LINK_MESSAGES.reset.done,
  invalidAction: { label: 'Request a New Link', to: '/reset-password' },
};

export interface PasswordFormValues {
  password: string;
  confirmation: string;
}

/** The button is disabled while either field is empty or a request runs. */
export function canSubmitPasswordForm(values: PasswordFormValues, submitting: boolean): boolean {
  return !submitting && values.password.length > 0 && values.confirmation.length > 0;
}

/** On submit: the first broken rule, in the order of spec 1 §5, then "Passwords do not match". */
export function passwordFormProblem(values: PasswordFormValues): string | undefined {
  return newPasswordProblem(values.password, values.confirmation);
}

/** Why the link cannot be used: the server said no, or it could not be asked. */
export function linkValidationError(error: unknown, config: PasswordFlowConfig): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.code !== 'RATE_LIMITED') return config.invalidLink;
  return config.unreachable;
}

/** The banner after a failed submit: the server's reason, else the flow's default; no answer: network text. */
export function passwordSubmitError(error: unknown, config: PasswordFlowConfig): string {
  if (!isApiError(error)) return config.submitNetwork;
  if (error.code === 'NETWORK_ERROR') return config.submitNetwork;
  return error.fields?.newPassword ?? error.serverMessage ?? config.submitFailed;
}
