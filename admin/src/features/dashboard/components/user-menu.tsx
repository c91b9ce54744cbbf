import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { displayName, initials } from '../../../shared/lib/user.ts';
import type { AuthUser } from '../../../shared/types/api.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';

const itemClass =
  'flex min-h-11 w-full items-center gap-3 rounded-md px-3 text-left text-sm font-medium text-slate-700 outline-none focus-visible:bg-slate-100 focus-visible:text-slate-900 hover:bg-slate-100 aria-disabled:cursor-not-allowed aria-disabled:hover:bg-transparent';

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/**
 * The user menu of spec 2 §2: name and e-mail, Profile, Logout. Logout shows "Signing out..." and
 * then always goes to /login (the caller's `onLogout` does both). A menu button (WAI-ARIA APG):
 * arrows move between items, Escape and Tab close it, focus returns to the button.
 */
export function UserMenu({ user, onLogout }: { user: AuthUser; onLogout: () => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  const items = () => menuItems(menuRef.current);
  const focusItem = (index: number) => {
    const all = items();
    if (all.length) all[(index + all.length) % all.length]?.focus();
  };

  useEffect(() => {
    if (!open) return;
    // The first item that can be used; Logout when Profile is not ready.
    const all = menuItems(menuRef.current);
    (all.find((item) => item.getAttribute('aria-disabled') !== 'true') ?? all[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const close = (returnFocus = true) => {
    if (signingOut) return;
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = items();
    const current = all.indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(all.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close(false);
        break;
    }
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };

  const logout = async () => {
    if (signingOut) return;
    setSigningOut(true);
    await onLogout();
  };

  const name = displayName(user);
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
        onKeyDown={onButtonKeyDown}
        className="flex min-h-11 items-center gap-2.5 rounded-full py-1 pr-2 pl-1 text-left hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand sm:rounded-lg sm:pr-3"
      >
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-sm font-semibold text-white" aria-hidden="true">
          {initials(user)}
        </span>
        <span className="hidden max-w-48 min-w-0 sm:block">
          <span className="block truncate text-sm font-semibold text-slate-900">{name}</span>
        </span>
        <span className="sr-only sm:hidden">{name}</span>
        <span className="sr-only">, account menu</span>
        <svg className={cn('size-4 text-slate-500 transition-transform', open && 'rotate-180')} viewBox="0 0 20 20" fill="currentColor" aria-hidden="true">
          <path fillRule="evenodd" d="M5.2 7.2a.75.75 0 0 1 1.06.02L10 11.17l3.74-3.95a.75.75 0 1 1 1.08 1.04l-4.28 4.5a.75.75 0 0 1-1.08 0l-4.28-4.5a.75.75 0 0 1 .02-1.06Z" clipRule="evenodd" />
        </svg>
      </button>

      {open && (
        <div className="absolute right-0 z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] origin-top-right rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ring-1 ring-slate-900/5">
          <div className="border-b border-slate-100 px-3 pt-2 pb-3">
            <p className="truncate text-sm font-semibold text-slate-900">{name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <div ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} onKeyDown={onMenuKeyDown} className="pt-1.5">
            <button type="button" role="menuitem" tabIndex={-1} aria-disabled="true" className={itemClass} onClick={(e) => e.preventDefault()}>
              <svg className="size-5 text-slate-500" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                <path d="M16 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0ZM4 21a8 8 0 0 1 16 0" />
              </svg>
              Profile
              <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-600">Soon</span>
            </button>
            <button type="button" role="menuitem" tabIndex={-1} aria-disabled={signingOut || undefined} className={itemClass} onClick={logout}>
              {signingOut ? (
                <Spinner className="size-5 text-slate-500" />
              ) : (
                <svg className="size-5 text-slate-500" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
                  <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3M10 17l5-5-5-5M15 12H4" />
                </svg>
              )}
              {signingOut ? 'Signing out...' : 'Logout'}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
