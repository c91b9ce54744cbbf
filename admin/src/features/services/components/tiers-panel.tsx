import { useId } from 'react';
import { formatDuration, formatPriceCents } from '#core/format/money.ts';
import { NO_TIERS_MESSAGE } from '#core/validation/services.ts';
import type { Service } from '../api/services.ts';

/** The selected service's tiers (spec 3 §2), in their order, or the spec's empty state. */
export function TiersPanel({ service }: { service: Service }) {
  const titleId = useId();
  const tiers = [...service.tiers].sort((a, b) => a.sortOrder - b.sortOrder);
  return (
    <section aria-labelledby={titleId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 id={titleId} className="text-base font-semibold break-words text-slate-900">
          {service.name}
          <span className="font-normal text-slate-600">: pricing tiers</span>
        </h3>
        {!service.active && (
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-700">Hidden from your site</span>
        )}
      </div>
      {tiers.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-600">
          {NO_TIERS_MESSAGE}
        </p>
      ) : (
        <ol className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {tiers.map((tier) => (
            <li
              key={tier.id}
              className={
                tier.popular
                  ? 'rounded-xl border-2 border-brand/60 bg-white p-4'
                  : tier.enabled
                    ? 'rounded-xl border border-slate-200 bg-white p-4'
                    : 'rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4'
              }
            >
              <div className="flex flex-wrap items-center gap-2">
                <h4 className="font-semibold break-words text-slate-900">{tier.name}</h4>
                {tier.popular && <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-white">Popular</span>}
                {!tier.enabled && (
                  <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">Disabled</span>
                )}
              </div>
              <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900">{formatPriceCents(tier.priceCents)}</p>
              <p className="text-sm text-slate-600">{formatDuration(tier.durationMinutes)}</p>
              {tier.description && <p className="mt-2 text-sm text-slate-700 text-pretty">{tier.description}</p>}
              {tier.features.length > 0 && (
                <ul className="mt-3 space-y-1.5 text-sm text-slate-700">
                  {tier.features.map((feature, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: a feature is plain text and may repeat.
                    <li key={i} className="flex gap-2">
                      <svg
                        className="mt-0.5 size-4 shrink-0 text-emerald-700"
                        viewBox="0 0 20 20"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="2"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                        aria-hidden="true"
                      >
                        <path d="m5 10.5 3 3 7-7" />
                      </svg>
                      <span className="min-w-0 break-words">{feature}</span>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
