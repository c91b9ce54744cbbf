import type { ComponentProps } from 'react';
import { cn } from '../../../shared/lib/cn.ts';
import { TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';

/**
 * The sub-tabs inside a content card (Hero: Content / Images, Reviews: Content / Add Review /
 * Remove Review, ...): pills that share the width of a phone screen instead of scrolling, and their
 * natural width from `sm` up. `relative` keeps anything absolutely positioned inside (screen-reader
 * text) within the list, so it cannot widen the page.
 */
export function SubTabsList({ className, ...rest }: Omit<ComponentProps<typeof TabsList>, 'variant'>) {
  return <TabsList variant="pills" className={cn('relative w-full sm:w-auto', className)} {...rest} />;
}

export function SubTabsTrigger({ className, ...rest }: ComponentProps<typeof TabsTrigger>) {
  // `max-sm:` utilities come after the trigger's own in the CSS, so they win on a phone.
  return <TabsTrigger className={cn('justify-center max-sm:flex-1 max-sm:px-1.5 max-sm:text-[0.8125rem]', className)} {...rest} />;
}
