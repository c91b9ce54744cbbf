import { SUPPORT_EMAIL } from '../../../shared/config.ts';
import { buttonClass } from '../../../shared/ui/button.tsx';
import { LOCKED_HINT, LOCKED_TEXT, LOCKED_TITLE } from '../lib/gating.ts';
import { LockIcon } from './icons.tsx';

/** Spec 3 §2/§6: what a tab whose feature is off shows instead of its content. */
export function LockedPanel({ tabLabel }: { tabLabel: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-16">
      <div className="mx-auto mb-5 flex size-14 items-center justify-center rounded-full bg-slate-100 text-slate-700">
        <LockIcon className="size-7" />
      </div>
      <h2 className="text-xl font-bold tracking-tight text-slate-900">{LOCKED_TITLE}</h2>
      <p className="mx-auto mt-3 max-w-md text-base text-slate-700 text-pretty">{LOCKED_TEXT}</p>
      <p className="mx-auto mt-1 max-w-md text-base text-slate-600 text-pretty">{LOCKED_HINT}</p>
      <a href={`mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(`Unlock ${tabLabel}`)}`} className={buttonClass('secondary', 'mt-8')}>
        Contact support
      </a>
    </div>
  );
}

/** An enabled tab whose screen is not part of this app yet. */
export function ComingSoonPanel({ tabLabel }: { tabLabel: string }) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-16">
      <h2 className="text-xl font-bold tracking-tight text-slate-900">{tabLabel}</h2>
      <p className="mx-auto mt-3 max-w-md text-base text-slate-600 text-pretty">
        This section is on its way. It will appear here as soon as it is ready.
      </p>
    </div>
  );
}
