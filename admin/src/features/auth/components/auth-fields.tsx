/** Pieces the sign-in and reset-request forms share. */
import type { ComponentProps } from 'react';
import { Alert } from '../../../shared/ui/alert.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import type { BannerError } from '../lib/errors.ts';

/** The e-mail an account signs in with. */
export function EmailField(props: Omit<ComponentProps<typeof TextField>, 'label' | 'type'>) {
  return (
    <TextField
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder="you@business.com"
      {...props}
    />
  );
}

/** What went wrong, and when to try again after a rate limit. */
export function ErrorBanner({ error, title }: { error: BannerError; title?: string }) {
  return (
    <Alert tone="error" title={title}>
      <p>{error.message}</p>
      {error.retry && <p className="mt-1">{error.retry}</p>}
    </Alert>
  );
}
