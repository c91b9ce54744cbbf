/**
 * The booking page's island: the wizard, or its estimate mode when the address carries an accepted
 * estimate's link (`?estimate={token}`, where the estimate page sends the customer). The page is
 * static, so which one is known only in the browser; until then both render the same loading line.
 * The estimate mode, and the estimate calls that check the link's shape, load only when the address
 * names an estimate: most visitors book from the services, and the page's JavaScript is budgeted.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import '../lib/zod-jitless.ts';
import { type ComponentType, useEffect, useState } from 'react';
import BookingWizard, { type BookingWizardProps } from './BookingWizard.tsx';
import type { EstimateBookingProps } from './EstimateBooking.tsx';

export type BookingAppProps = BookingWizardProps & { estimateHref: string };

type Mode = { kind: 'unknown' } | { kind: 'wizard' } | { kind: 'estimate'; token: string; View: ComponentType<EstimateBookingProps> };

export default function BookingApp(props: BookingAppProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'unknown' });
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('estimate')) {
      setMode({ kind: 'wizard' });
      return;
    }
    void Promise.all([import('../estimate/estimate-api.ts'), import('./EstimateBooking.tsx')]).then(([{ linkToken }, m]) => {
      const token = linkToken(window.location.search, 'estimate');
      setMode(token ? { kind: 'estimate', token, View: m.default } : { kind: 'wizard' });
    });
  }, []);
  const { estimateHref, ...wizard } = props;
  if (mode.kind === 'wizard') return <BookingWizard {...wizard} />;
  if (mode.kind === 'estimate') return <mode.View {...wizard} token={mode.token} estimateHref={estimateHref} />;
  return (
    <p role="status" className="py-16 text-center text-slate-700">
      Loading booking...
    </p>
  );
}
