import { useState } from 'react';
import type { AuthUser } from '#core/api/types.ts';
import { displayName, initials } from '../../../shared/lib/user.ts';
import { Menu, MenuContent, MenuItem, MenuLabel, MenuSeparator, MenuTrigger } from '../../../shared/ui/menu.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { ChevronDownIcon, LogoutIcon, UserIcon } from './icons.tsx';

/**
 * The user menu of spec 2 §2: name and e-mail, Profile, Logout. Logout shows "Signing out..." and
 * then always goes to /login (the caller's `onLogout` does both, whatever the server answers).
 * Profile is left out where there is no business (the admin's landing).
 */
export function UserMenu({ user, onLogout, onProfile }: { user: AuthUser; onLogout: () => Promise<void>; onProfile?: () => void }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const name = displayName(user);

  const logout = async () => {
    if (signingOut) return;
    setSigningOut(true);
    try {
      await onLogout();
    } catch (error) {
      // Spec 2 §8: a failed logout is only logged; onLogout has already left for /login.
      console.error('[admin] Logout failed', error);
    }
  };

  return (
    <Menu open={open || signingOut} onOpenChange={(next) => !signingOut && setOpen(next)} modal={false}>
      <MenuTrigger className="flex min-h-11 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand data-[state=open]:bg-slate-100 sm:rounded-lg sm:pr-3">
        <span
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white"
          aria-hidden="true"
        >
          {initials(user)}
        </span>
        <span className="hidden max-w-40 min-w-0 truncate text-sm font-semibold text-slate-900 xl:block">{name}</span>
        <span className="sr-only">Account menu for {name}</span>
        <ChevronDownIcon className="size-4 text-slate-500" />
      </MenuTrigger>
      <MenuContent className="w-72">
        <MenuLabel className="border-b border-slate-100 pb-3">
          <span className="block truncate font-semibold text-slate-900">{name}</span>
          <span className="block truncate text-slate-600">{user.email}</span>
        </MenuLabel>
        {onProfile && (
          <>
            <div className="h-1.5" />
            <MenuItem icon={<UserIcon />} onSelect={onProfile} disabled={signingOut}>
              Profile
            </MenuItem>
            <MenuSeparator />
          </>
        )}
        {!onProfile && <div className="h-1.5" />}
        <MenuItem
          icon={signingOut ? <Spinner className="size-5" /> : <LogoutIcon />}
          aria-disabled={signingOut || undefined}
          onSelect={(event) => {
            // Keep the menu open so "Signing out..." stays visible until the page changes.
            event.preventDefault();
            void logout();
          }}
        >
          {signingOut ? 'Signing out...' : 'Logout'}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
