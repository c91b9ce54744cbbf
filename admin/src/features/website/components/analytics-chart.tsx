import type { AnalyticsReport } from '#core/analytics/types.ts';
import { cn } from '../../../shared/lib/cn.ts';
import { formatCount, formatDay, visitsChart } from '../lib/analytics-view.ts';

// The drawing's own units: the SVG stretches to the card (preserveAspectRatio none) while the labels
// are HTML placed by percent, so they keep their size on a phone.
const WIDTH = 720;
const HEIGHT = 160;
const pct = (value: number, of: number) => `${(value / of) * 100}%`;

/**
 * Sessions per day as bars, inline SVG (no chart library). Screen readers get a summary as the
 * image's name and every day's figures in the table below it.
 */
export function VisitsChart({ visits }: { visits: AnalyticsReport['visits'] }) {
  const chart = visitsChart(visits, WIDTH, HEIGHT);
  const total = visits.reduce((sum, v) => sum + v.sessions, 0);
  const peak = visits.reduce<AnalyticsReport['visits'][number] | undefined>(
    (best, v) => (!best || v.sessions > best.sessions ? v : best),
    undefined,
  );
  const name =
    visits.length === 0
      ? 'Sessions per day: no days'
      : `Sessions per day, ${formatDay(visits[0]!.date)} to ${formatDay(visits.at(-1)!.date)}: ${formatCount(total)} in all` +
        (peak && peak.sessions > 0 ? `, most on ${formatDay(peak.date)} (${formatCount(peak.sessions)})` : '');

  return (
    <div>
      <div role="img" aria-label={name} data-chart="visits" className="relative pl-10">
        <div aria-hidden="true" className="absolute inset-y-0 left-0 h-40 w-8">
          {chart.ticks.map((tick) => (
            <span
              key={tick.value}
              style={{ top: pct(tick.y, HEIGHT) }}
              className="absolute right-0 -translate-y-1/2 text-xs text-slate-600 tabular-nums"
            >
              {formatCount(tick.value)}
            </span>
          ))}
        </div>
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className="block h-40 w-full overflow-visible"
        >
          {chart.ticks.map((tick) => (
            <line
              key={tick.value}
              x1={0}
              x2={WIDTH}
              y1={tick.y}
              y2={tick.y}
              className="stroke-slate-200"
              strokeWidth={1}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {chart.bars.map((bar) => (
            <rect key={bar.date} x={bar.x} y={bar.y} width={bar.width} height={bar.height} className="fill-brand">
              <title>{`${formatDay(bar.date)}: ${formatCount(bar.sessions)} sessions`}</title>
            </rect>
          ))}
        </svg>
        <div aria-hidden="true" className="relative mt-1 h-5 text-xs text-slate-600">
          {chart.labels.map((label, i) => {
            const first = i === 0;
            const last = i > 0 && i === chart.labels.length - 1;
            // The first and last labels sit flush with the chart's ends so neither leaves the card.
            const style = first ? { left: 0 } : last ? { right: 0 } : { left: pct(label.x, WIDTH) };
            // A phone has room for three: the ends and the middle one.
            const onPhone = first || last || i === Math.floor(chart.labels.length / 2);
            return (
              <span
                key={label.date}
                style={style}
                className={cn('absolute top-0 whitespace-nowrap', !first && !last && '-translate-x-1/2', !onPhone && 'max-sm:hidden')}
              >
                {formatDay(label.date)}
              </span>
            );
          })}
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand">Daily figures</summary>
        <div className="max-h-72 overflow-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Sessions, users and page views per day</caption>
            <thead className="text-slate-600">
              <tr>
                <th scope="col" className="py-1.5 pr-3 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Sessions
                </th>
                <th scope="col" className="py-1.5 pr-3 text-right font-medium">
                  Users
                </th>
                <th scope="col" className="py-1.5 text-right font-medium">
                  Page views
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-900">
              {[...visits].reverse().map((v) => (
                <tr key={v.date}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {formatDay(v.date)}
                  </th>
                  <td className="py-1.5 pr-3 text-right">{formatCount(v.sessions)}</td>
                  <td className="py-1.5 pr-3 text-right">{formatCount(v.users)}</td>
                  <td className="py-1.5 text-right">{formatCount(v.pageviews)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
