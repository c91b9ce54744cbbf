/**
 * The booking page's island: the wizard, or its estimate mode when the address carries an accepted
 * estimate's link (`?estimate={token}`, where the estimate page sends the customer). The page is
 * static, so which one is known only in the browser; until then both render the same loading line.
 * The estimate mode is loaded only when asked for: most visitors book from the services.
 */
// Must stay the first import: it configures zod before the schemas below are built.
import '../lib/zod-jitless.ts';
import { type ComponentType, useEffect, useState } from 'react';
import { linkToken } from '../estimate/estimate-api.ts';
import BookingWizard, { type BookingWizardProps } from './BookingWizard.tsx';
import type { EstimateBookingProps } from './EstimateBooking.tsx';

export type BookingAppProps = BookingWizardProps & { estimateHref: string };

type Mode = { kind: 'unknown' } | { kind: 'wizard' } | { kind: 'estimate'; token: string; View: ComponentType<EstimateBookingProps> };

export default function BookingApp(props: BookingAppProps) {
  const [mode, setMode] = useState<Mode>({ kind: 'unknown' });
  useEffect(() => {
    const token = linkToken(window.location.search, 'estimate');
    if (!token) {
      setMode({ kind: 'wizard' });
      return;
    }
    void import('./EstimateBooking.tsx').then((m) => setMode({ kind: 'estimate', token, View: m.default }));
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
