/** Past scans: the overall score over time (a sparkline from two scans on) and each scan's performance scores. */
import type { HistoryEntry } from '#core/health/types.ts';
import { BAND_CLASSES } from './health-score.tsx';
import { ScoreChip } from './health-score.tsx';
import { scoreBand } from '#core/health/score.ts';

export const formatScanTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function HistoryCard({ history }: { history: HistoryEntry[] }) {
  return (
    <section aria-labelledby="health-history-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h4 id="health-history-title" className="text-base font-semibold text-slate-900">
        Scan history
      </h4>
      {history.length >= 2 ? <Sparkline scores={history.map((h) => h.overallScore).reverse()} /> : null}
      <table className="mt-3 w-full text-sm">
        <caption className="sr-only">Past health scans, newest first</caption>
        <thead>
          <tr className="text-left text-xs text-slate-600">
            <th scope="col" className="pb-1 font-medium">
              Scanned
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              Overall
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              <span className="sm:hidden">Mob.</span>
              <span className="max-sm:hidden">Mobile perf.</span>
            </th>
            <th scope="col" className="pb-1 text-right font-medium">
              <span className="sm:hidden">Desk.</span>
              <span className="max-sm:hidden">Desktop perf.</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {history.map((h) => (
            <tr key={h.id}>
              <td className="py-1.5 text-slate-700">{formatScanTime(h.createdAt)}</td>
              <td className="py-1.5 text-right">
                <ScoreChip score={h.overallScore} />
              </td>
              <td className="py-1.5 text-right">
                <ScoreChip score={h.mobile.performance} />
              </td>
              <td className="py-1.5 text-right">
                <ScoreChip score={h.desktop.performance} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Oldest to newest, 0 to 100 on the vertical; the newest point in its band's colour. */
function Sparkline({ scores }: { scores: number[] }) {
  const width = 240;
  const height = 48;
  const x = (i: number) => (i / (scores.length - 1)) * (width - 8) + 4;
  const y = (score: number) => height - 4 - (score / 100) * (height - 8);
  const points = scores.map((s, i) => `${x(i).toFixed(1)},${y(s).toFixed(1)}`).join(' ');
  const last = scores[scores.length - 1]!;
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="mt-2 h-12 w-full max-w-72"
      role="img"
      aria-label={`Overall score of the last ${scores.length} scans, oldest first: ${scores.join(', ')}`}
    >
      <polyline points={points} fill="none" strokeWidth="2" strokeLinejoin="round" className="stroke-slate-400" />
      <circle cx={x(scores.length - 1)} cy={y(last)} r="4" className={BAND_CLASSES[scoreBand(last)].stroke} strokeWidth="3" fill="white" />
    </svg>
  );
}
