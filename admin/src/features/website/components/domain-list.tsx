import { type FormEvent, useRef, useState } from 'react';
import { DOMAIN_LIMIT_MESSAGE } from '#core/domains/domains.ts';
import { isApiError } from '../../../shared/api/client.ts';
import { formatDateTime, formatRelativeTime } from '../../../shared/lib/relative-time.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { TextField } from '../../../shared/ui/field.tsx';
import { type CustomDomain, type DomainSettings, useAddDomain, useRemoveDomain, useVerifyDomain } from '../api/domains.ts';
import { domainAdvice } from '../lib/domain-status.ts';
import { errorMessage } from '../lib/errors.ts';
import { Breakable, StatusBadge } from './domain-parts.tsx';
import { DnsRecords } from './domain-records.tsx';
import { PanelCard } from './panel-card.tsx';

/** What a technician or viewer sees instead of the controls the API would refuse them. */
export const READ_ONLY_NOTE = 'Only the business owner or a manager can add, verify or remove domains.';

/** The Custom domains card: add one, and each domain with its records, Verify and Remove. */
export function CustomDomains({ slug, settings, now, canEdit }: { slug: string; settings: DomainSettings; now: Date; canEdit: boolean }) {
  const full = settings.domains.length >= settings.limit;
  return (
    <PanelCard
      id="domain-custom"
      title="Custom domains"
      className="lg:col-span-2"
      aside={
        <span className="text-sm text-slate-600 tabular-nums">
          {settings.domains.length} of {settings.limit}
        </span>
      }
    >
      {canEdit ? <AddDomainForm slug={slug} full={full} /> : <p className="text-sm text-slate-600">{READ_ONLY_NOTE}</p>}
      {settings.domains.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-4 text-sm text-slate-600 text-pretty">
          No custom domain yet. Your site is at <span className="font-medium break-all text-slate-900">{settings.subdomain}</span>; add a
          domain you own to use it instead.
        </p>
      ) : (
        <ul aria-label="Your custom domains" className="mt-4 space-y-4">
          {settings.domains.map((domain) => (
            <DomainItem key={domain.id} slug={slug} domain={domain} subdomain={settings.subdomain} now={now} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </PanelCard>
  );
}

function AddDomainForm({ slug, full }: { slug: string; full: boolean }) {
  const add = useAddDomain(slug);
  const [hostname, setHostname] = useState('');
  const [added, setAdded] = useState<string>();
  const error = add.error
    ? isApiError(add.error) && add.error.fields?.hostname
      ? add.error.fields.hostname
      : errorMessage(add.error, 'Failed to add the domain')
    : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAdded(undefined);
    add.mutate(hostname, {
      onSuccess: (domain) => {
        setHostname('');
        setAdded(`${domain.hostname} added. Create its DNS records below, then press Verify.`);
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label="Add a custom domain"
          className="min-w-0 flex-1"
          value={hostname}
          onChange={(e) => {
            setHostname(e.target.value);
            if (add.error) add.reset();
          }}
          placeholder="www.yourbusiness.com"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          disabled={full}
          error={error}
          hint={
            full
              ? DOMAIN_LIMIT_MESSAGE
              : 'A domain you own, e.g. www.yourbusiness.com. The www address is the easiest to connect: it needs one CNAME record.'
          }
        />
        <Button type="submit" className="sm:mt-7" loading={add.isPending} loadingText="Adding…" disabled={full || !hostname.trim()}>
          Add Domain
        </Button>
      </div>
      {added && <Alert tone="success">{added}</Alert>}
    </form>
  );
}

function DomainItem({
  slug,
  domain,
  subdomain,
  now,
  canEdit,
}: {
  slug: string;
  domain: CustomDomain;
  subdomain: string;
  now: Date;
  canEdit: boolean;
}) {
  const verify = useVerifyDomain(slug);
  const remove = useRemoveDomain(slug);
  const removed = useRef(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string }>();
  const titleId = `domain-${domain.id}-title`;

  const runVerify = () => {
    setResult(undefined);
    verify.mutate(domain.id, {
      onSuccess: (checked) =>
        setResult(
          checked.status === 'active'
            ? { tone: 'success', text: `Verified: ${checked.hostname} is active.` }
            : { tone: 'error', text: `Not verified yet: ${checked.lastError ?? 'the records were not found'}.` },
        ),
      onError: (error) => setResult({ tone: 'error', text: errorMessage(error, 'Failed to verify the domain') }),
    });
  };

  return (
    <li aria-labelledby={titleId} className="rounded-xl border border-slate-200 p-3 sm:p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h5 id={titleId} className="min-w-0 text-base font-semibold break-words text-slate-900">
          <Breakable text={domain.hostname} />
        </h5>
        <StatusBadge status={domain.status} />
        {domain.isPrimary && domain.status === 'active' && (
          <span className="rounded-full bg-brand/10 px-2.5 py-0.5 text-xs font-semibold text-brand">Primary</span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {domain.lastCheckedAt ? (
          <>
            Last checked{' '}
            <time dateTime={domain.lastCheckedAt} title={formatDateTime(domain.lastCheckedAt)}>
              {formatRelativeTime(domain.lastCheckedAt, now)}
            </time>
          </>
        ) : (
          'Not checked yet'
        )}
      </p>
      {domain.status === 'error' && domain.lastError && (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          <span className="font-semibold">What we found: </span>
          {domain.lastError}.
        </p>
      )}
      <p className="mt-2 text-sm text-slate-700 text-pretty">{domainAdvice(domain)}</p>

      {domain.status === 'active' ? (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-brand">DNS records</summary>
          <div className="mt-2">
            <DnsRecords hostname={domain.hostname} records={domain.records} />
          </div>
        </details>
      ) : (
        <div className="mt-3">
          <DnsRecords hostname={domain.hostname} records={domain.records} />
        </div>
      )}

      {result && (
        <Alert tone={result.tone} className="mt-3">
          {result.text}
        </Alert>
      )}
      {canEdit && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button
            variant={domain.status === 'active' ? 'secondary' : 'primary'}
            onClick={runVerify}
            loading={verify.isPending}
            loadingText="Checking DNS…"
          >
            Verify<span className="sr-only"> {domain.hostname}</span>
          </Button>
          <ConfirmDialog
            title={`Remove ${domain.hostname}?`}
            description={
              domain.isPrimary && domain.status === 'active'
                ? `Your site stops answering at ${domain.hostname}, and visitors go to ${subdomain} again. To use the domain again later, you add it again with new records.`
                : `Your site will not answer at ${domain.hostname}. To use it again later, you add it again with new records.`
            }
            confirmLabel="Remove"
            pendingLabel="Removing…"
            tone="danger"
            error={remove.error ? errorMessage(remove.error, 'Failed to remove the domain') : undefined}
            onConfirm={async () => {
              await remove.mutateAsync(domain.id);
              removed.current = true;
            }}
            // The domain's item, and the button that opened the dialog, are gone: the focus goes to the card's title.
            onCloseAutoFocus={(event) => {
              if (!removed.current) return;
              event.preventDefault();
              document.getElementById('domain-custom')?.focus();
            }}
            trigger={
              <Button variant="ghost" className="text-red-700 hover:bg-red-50">
                Remove<span className="sr-only"> {domain.hostname}</span>
              </Button>
            }
          />
        </div>
      )}
    </li>
  );
}
