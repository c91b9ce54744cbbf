/**
 * Dropdown menu: Radix DropdownMenu (menu button pattern: arrows, typeahead, Escape, focus return)
 * with the app's look. Stable API:
 *
 *   <Menu>
 *     <MenuTrigger asChild><button ...>Actions</button></MenuTrigger>
 *     <MenuContent align="end">
 *       <MenuLabel>Jane Doe</MenuLabel>
 *       <MenuItem onSelect={...} icon={<svg .../>}>Profile</MenuItem>
 *       <MenuSeparator />
 *       <MenuItem tone="danger" onSelect={...}>Delete</MenuItem>
 *     </MenuContent>
 *   </Menu>
 *
 * `onSelect` closes the menu; call `event.preventDefault()` in it to keep the menu open.
 */
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn.ts';

export const Menu = RadixMenu.Root;
export const MenuTrigger = RadixMenu.Trigger;
export const MenuGroup = RadixMenu.Group;

export function MenuContent({ className, sideOffset = 8, align = 'end', ...rest }: ComponentProps<typeof RadixMenu.Content>) {
  return (
    <RadixMenu.Portal>
      <RadixMenu.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          'z-50 max-h-[var(--radix-dropdown-menu-content-available-height)] min-w-56 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-[ls-pop-in_120ms_ease-out]',
          className,
        )}
        {...rest}
      />
    </RadixMenu.Portal>
  );
}

export const menuItemClass =
  'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-md px-3 text-left text-sm font-medium text-slate-700 outline-none select-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

export function MenuItem({
  icon,
  tone = 'default',
  className,
  children,
  ...rest
}: ComponentProps<typeof RadixMenu.Item> & { icon?: ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <RadixMenu.Item
      className={cn(
        menuItemClass,
        tone === 'danger' && 'text-red-700 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-800',
        className,
      )}
      {...rest}
    >
      {icon && (
        <span className="flex size-5 shrink-0 items-center justify-center text-slate-500" aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </RadixMenu.Item>
  );
}

export function MenuLabel({ className, ...rest }: ComponentProps<typeof RadixMenu.Label>) {
  return <RadixMenu.Label className={cn('px-3 pt-2 pb-2 text-sm', className)} {...rest} />;
}

export function MenuSeparator({ className }: { className?: string }) {
  return <RadixMenu.Separator className={cn('-mx-1.5 my-1.5 h-px bg-slate-100', className)} />;
}
