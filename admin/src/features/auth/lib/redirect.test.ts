import { describe, expect, it } from 'vitest';
import { DEFAULT_LOGIN_REDIRECT, loginMessage, loginRedirectTarget, pathOf } from './redirect.ts';

describe('loginRedirectTarget', () => {
  it('defaults to /admin', () => {
    expect(DEFAULT_LOGIN_REDIRECT).toBe('/admin');
    expect(loginRedirectTarget(undefined)).toBe('/admin');
    expect(loginRedirectTarget(null)).toBe('/admin');
    expect(loginRedirectTarget({})).toBe('/admin');
    expect(loginRedirectTarget({ message: 'Password set successfully! Please log in.' })).toBe('/admin');
  });

  it('returns to where the user came from, as a string or a location', () => {
    expect(loginRedirectTarget({ from: '/prestige-mobile-detailing/dashboard' })).toBe('/prestige-mobile-detailing/dashboard');
    expect(loginRedirectTarget({ from: { pathname: '/dashboard', search: '?tab=profile', hash: '#top' } })).toBe(
      '/dashboard?tab=profile#top',
    );
    expect(loginRedirectTarget({ from: '/' })).toBe('/');
  });

  it('never leaves the site', () => {
    for (const from of ['https://evil.example/admin', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 'admin', '/\tevil', '']) {
      expect(loginRedirectTarget({ from })).toBe('/admin');
    }
    expect(loginRedirectTarget({ from: { pathname: '//evil.example' } })).toBe('/admin');
    expect(loginRedirectTarget({ from: 42 })).toBe('/admin');
  });

  it('does not go back to a sign-in page', () => {
    expect(loginRedirectTarget({ from: '/login' })).toBe('/admin');
    expect(loginRedirectTarget({ from: '/login/?x=1' })).toBe('/admin');
    expect(loginRedirectTarget({ from: '/set-password?token=abc' })).toBe('/admin');
    expect(loginRedirectTarget({ from: '/reset-password' })).toBe('/admin');
  });
});

describe('pathOf and loginMessage', () => {
  it('keeps the query and hash of the protected page', () => {
    expect(pathOf({ pathname: '/admin', search: '?a=1', hash: '#b' })).toBe('/admin?a=1#b');
    expect(pathOf({ pathname: '/admin' })).toBe('/admin');
  });

  it('reads the success message handed to /login', () => {
    expect(loginMessage({ message: 'Password reset successfully! Please log in.' })).toBe('Password reset successfully! Please log in.');
    expect(loginMessage({ message: 3 })).toBeUndefined();
    expect(loginMessage(null)).toBeUndefined();
  });
});
