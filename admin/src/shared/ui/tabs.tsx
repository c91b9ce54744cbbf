/**
 * Tabs: Radix Tabs (roving focus, arrow keys, aria-selected/controls) with the app's look. Stable API:
 *
 *   <Tabs value={tab} onValueChange={setTab}>            // or defaultValue="content"
 *     <TabsList aria-label="Hero" variant="pills">        // 'underline' (default) | 'pills'
 *       <TabsTrigger value="content">Content</TabsTrigger>
 *       <TabsTrigger value="images">Images</TabsTrigger>
 *     </TabsList>
 *     <TabsContent value="content">...</TabsContent>
 *     <TabsContent value="images">...</TabsContent>
 *   </Tabs>
 *
 * Give TabsList an aria-label. The list scrolls sideways on a narrow screen instead of wrapping.
 */
import * as RadixTabs from '@radix-ui/react-tabs';
import { type ComponentProps, createContext, useContext } from 'react';
import { cn } from '../lib/cn.ts';

type Variant = 'underline' | 'pills';
const VariantContext = createContext<Variant>('underline');

export const Tabs = RadixTabs.Root;

const listClasses: Record<Variant, string> = {
  underline: 'flex gap-1 overflow-x-auto border-b border-slate-200 [scrollbar-width:none]',
  pills: 'inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1 [scrollbar-width:none]',
};

const triggerClasses: Record<Variant, string> = {
  underline:
    '-mb-px inline-flex min-h-11 shrink-0 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:border-slate-300 hover:text-slate-900 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand data-[state=active]:border-brand data-[state=active]:text-brand disabled:cursor-not-allowed disabled:opacity-60',
  pills:
    'inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg px-3.5 text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm disabled:cursor-not-allowed disabled:opacity-60',
};

export function TabsList({ variant = 'underline', className, ...rest }: ComponentProps<typeof RadixTabs.List> & { variant?: Variant }) {
  return (
    <VariantContext value={variant}>
      <RadixTabs.List className={cn(listClasses[variant], className)} {...rest} />
    </VariantContext>
  );
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  const variant = useContext(VariantContext);
  return <RadixTabs.Trigger className={cn(triggerClasses[variant], className)} {...rest} />;
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      className={cn('pt-5 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand/40 rounded-sm', className)}
      {...rest}
    />
  );
}
