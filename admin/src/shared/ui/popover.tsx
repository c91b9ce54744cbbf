/**
 * Popover: Radix Popover (focus moves in, Escape and outside click close it, focus returns) with
 * the app's look. Stable API:
 *
 *   <Popover open={open} onOpenChange={setOpen}>
 *     <PopoverTrigger asChild><button aria-label="Notifications">...</button></PopoverTrigger>
 *     <PopoverContent aria-label="Notifications" className="w-96">...</PopoverContent>
 *   </Popover>
 */
import * as RadixPopover from '@radix-ui/react-popover';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn.ts';

export const Popover = RadixPopover.Root;
export const PopoverTrigger = RadixPopover.Trigger;
export const PopoverClose = RadixPopover.Close;

export function PopoverContent({ className, sideOffset = 8, align = 'end', ...rest }: ComponentProps<typeof RadixPopover.Content>) {
  return (
    <RadixPopover.Portal>
      <RadixPopover.Content
        sideOffset={sideOffset}
        align={align}
        collisionPadding={12}
        className={cn(
          'z-50 max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white shadow-lg ring-1 ring-slate-900/5 focus:outline-none data-[state=open]:animate-[ls-pop-in_120ms_ease-out]',
          className,
        )}
        {...rest}
      />
    </RadixPopover.Portal>
  );
}
