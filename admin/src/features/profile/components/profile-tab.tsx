import { useSearchParams } from 'react-router';
import { BUSINESS_NOT_FOUND } from '#core/api/messages.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { useTenant } from '../../../shared/api/tenant.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../shared/ui/tabs.tsx';
import { PROFILE_LOAD_ERROR_TITLE, PROFILE_LOADING, type SectionId, SECTIONS } from '../lib/profile-form.ts';
import { SectionForm } from './section-form.tsx';

const isSection = (value: string | null): value is SectionId => SECTIONS.some((s) => s.id === value);

/** Spec 2 §2 'Business not found' and the fetch failures of §8, from the load error. */
function loadErrorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 404) return BUSINESS_NOT_FOUND;
    if (error.status === 0) return error.message;
    return `Failed to fetch business data: ${error.serverMessage ?? error.message}`;
  }
  return error instanceof Error ? error.message : 'No business data received';
}

/**
 * The profile tab (spec 2 §2): sub-tabs Personal, Business and Social Media, each a form with
 * Save and Cancel. The sub-tab is in the address (`?section=business`); the forms stay mounted
 * when switching, so unsaved edits in one survive a look at another.
 */
export function ProfileTab({ slug }: { slug: string }) {
  const tenant = useTenant(slug);
  const [params, setParams] = useSearchParams();
  const requested = params.get('section');
  const current: SectionId = isSection(requested) ? requested : 'personal';

  if (tenant.isPending)
    return (
      <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-base font-medium text-slate-700">
        <Spinner className="text-brand" />
        {PROFILE_LOADING}
      </div>
    );

  if (tenant.isError)
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-white px-6 py-10 text-center">
        <h3 className="text-lg font-semibold text-slate-900">{PROFILE_LOAD_ERROR_TITLE}</h3>
        <p className="mt-2 text-sm text-slate-600">{loadErrorText(tenant.error)}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => void tenant.refetch()}
          loading={tenant.isRefetching}
          loadingText="Trying again..."
        >
          Try Again
        </Button>
      </div>
    );

  return (
    <Tabs
      value={current}
      onValueChange={(value) =>
        setParams(
          (prev) => {
            const next = new URLSearchParams(prev);
            if (value === 'personal') next.delete('section');
            else next.set('section', value);
            return next;
          },
          { replace: true, preventScrollReset: true },
        )
      }
    >
      <TabsList aria-label="Profile sections" variant="pills">
        {SECTIONS.map((section) => (
          <TabsTrigger key={section.id} value={section.id}>
            {section.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {SECTIONS.map((section) => (
        <TabsContent key={section.id} value={section.id} forceMount className="data-[state=inactive]:hidden">
          <SectionForm slug={slug} section={section} record={tenant.data} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
