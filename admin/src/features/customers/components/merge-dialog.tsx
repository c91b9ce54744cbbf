import { useId, useState } from 'react';
import { formatPhone } from '#core/format/phone.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../shared/ui/dialog.tsx';
import { inputClass } from '../../../shared/ui/field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCustomerSearch, useMergeCustomers } from '../api/customers.ts';
import { mergedRecord } from '../lib/edit-form.ts';
import { errorText } from '../lib/errors.ts';
import type { Customer, CustomerDetail, CustomerSummary } from '../lib/types.ts';
import { counted } from '../lib/words.ts';

/** The counts a record brings, whichever answer it came from. */
interface Counts {
  requests: number;
  appointments: number;
}

const countsOf = (c: CustomerDetail | CustomerSummary): Counts =>
  'totals' in c ? { requests: c.totals.requests, appointments: c.totals.appointments } : c;

/**
 * "Merge with..." (issue 16 §4): find the other record of the same person, see both and what the
 * kept one will hold, then merge: the other's requests, estimates and appointments move to the kept
 * record, its empty fields are filled, and the other record goes. Mounted for each opening, so it
 * starts afresh.
 */
export function MergeDialog({
  slug,
  customer,
  thingsLabel,
  open,
  onOpenChange,
  onMerged,
}: {
  slug: string;
  customer: CustomerDetail;
  /** What the industry calls the customer's things ('Vehicles', 'Pets'). */
  thingsLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onMerged: (kept: CustomerDetail) => void;
}) {
  const [search, setSearch] = useState('');
  const [other, setOther] = useState<CustomerSummary | null>(null);
  const [keepOther, setKeepOther] = useState(false);
  const merge = useMergeCustomers(slug);
  const found = useCustomerSearch(slug, search);
  const searchId = useId();

  const candidates = (found.data?.data ?? []).filter((c) => c.id !== customer.id);
  const [keep, gone] = other && keepOther ? [other, customer] : [customer, other];

  const confirm = async () => {
    if (!other || !gone) return;
    const kept = await merge.mutateAsync({ keepId: keep.id, mergeId: gone.id });
    onOpenChange(false);
    onMerged(kept);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !merge.isPending && onOpenChange(next)}>
      <DialogContent
        title={`Merge ${customer.name} with another customer`}
        description="For the same person recorded twice, e.g. with a new e-mail or phone."
        size="xl"
      >
        {other === null ? (
          <div className="space-y-3">
            <label htmlFor={searchId} className="block text-sm font-medium text-slate-800">
              Find the other customer
            </label>
            <input
              id={searchId}
              type="search"
              className={inputClass}
              value={search}
              maxLength={200}
              placeholder="Name, e-mail, phone or city"
              onChange={(e) => setSearch(e.target.value)}
            />
            {found.isFetching && (
              <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
                <Spinner className="size-4 text-brand" /> Searching...
              </p>
            )}
            {found.isError && <Alert tone="error">{errorText(found.error)}</Alert>}
            {search.trim() !== '' && found.isSuccess && candidates.length === 0 && (
              <p className="text-sm text-slate-600">No other customer matches “{search.trim()}”.</p>
            )}
            {candidates.length > 0 && (
              <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label="Matching customers">
                {candidates.map((c) => (
                  <li key={c.id}>
                    <button
                      type="button"
                      className="flex min-h-11 w-full flex-col items-start px-3 py-2 text-left hover:bg-slate-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand"
                      onClick={() => setOther(c)}
                    >
                      <span className="text-sm font-semibold text-slate-900">{c.name}</span>
                      <span className="text-sm text-slate-600">
                        {[c.email, c.phone && formatPhone(c.phone), c.address.city].filter(Boolean).join(' · ') || 'No contact details'}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : (
          <div className="space-y-4">
            <div className="grid gap-3 sm:grid-cols-2">
              <RecordCard heading="Kept" things={thingsLabel} customer={keep} counts={countsOf(keep)} tone="keep" />
              <RecordCard heading="Merged in, then removed" things={thingsLabel} customer={gone!} counts={countsOf(gone!)} tone="gone" />
            </div>
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" onClick={() => setKeepOther((v) => !v)} disabled={merge.isPending}>
                Keep {gone!.name} instead
              </Button>
              <Button variant="ghost" onClick={() => setOther(null)} disabled={merge.isPending}>
                Choose another customer
              </Button>
            </div>
            <RecordCard
              heading="After merging"
              things={thingsLabel}
              customer={mergedRecord(keep, gone!)}
              counts={{
                requests: countsOf(keep).requests + countsOf(gone!).requests,
                appointments: countsOf(keep).appointments + countsOf(gone!).appointments,
              }}
              tone="result"
            />
            {merge.isError && <Alert tone="error">{`Failed to merge: ${errorText(merge.error)}`}</Alert>}
          </div>
        )}
        <DialogFooter>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={merge.isPending}>
            Cancel
          </Button>
          {other && (
            <Button onClick={() => void confirm().catch(() => {})} loading={merge.isPending} loadingText="Merging...">
              Merge
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function RecordCard({
  heading,
  things,
  customer,
  counts,
  tone,
}: {
  heading: string;
  things: string;
  customer: Customer;
  counts: Counts;
  tone: 'keep' | 'gone' | 'result';
}) {
  const id = useId();
  const a = customer.address;
  const place = [a.street, [a.city, a.state].filter(Boolean).join(', '), a.zip].filter(Boolean).join(', ');
  const rows: [string, string][] = [
    ['Name', customer.name],
    ['E-mail', customer.email ?? ''],
    ['Phone', customer.phone ? formatPhone(customer.phone) : ''],
    ['Address', place],
    [things, customer.things.map((t) => t.label).join('; ')],
    ['Notes', customer.notes ?? ''],
    ['History', `${counted(counts.requests, 'request')}, ${counted(counts.appointments, 'appointment')}`],
  ];
  return (
    <section
      aria-labelledby={id}
      className={cn(
        'rounded-xl border p-4',
        tone === 'keep' && 'border-brand/40 bg-white',
        tone === 'gone' && 'border-slate-200 bg-slate-50',
        tone === 'result' && 'border-emerald-300 bg-emerald-50/60',
      )}
    >
      <h4 id={id} className="text-sm font-semibold tracking-wide text-slate-700 uppercase">
        {heading}
      </h4>
      <dl className="mt-2 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-slate-600">{term}</dt>
            <dd className="break-words whitespace-pre-line text-slate-900">{value || <span className="text-slate-500">None</span>}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
