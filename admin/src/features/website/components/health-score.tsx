/** Scores in the spec's band colours (spec 3 §4: 90+ green, 70+ yellow, 50+ orange, below 50 red). */
import type { VitalScore } from '#core/analytics/types.ts';
import { type ScoreBand, scoreBand } from '#core/health/score.ts';
import type { OverallStatus } from '#core/health/types.ts';
import { cn } from '../../../shared/lib/cn.ts';

/** Text on the tint passes 4.5:1 in every band; the ring's stroke is the band's strong colour. */
export const BAND_CLASSES: Record<ScoreBand, { text: string; tint: string; stroke: string; label: string }> = {
  good: { text: 'text-emerald-800', tint: 'bg-emerald-50 ring-emerald-600/30', stroke: 'stroke-emerald-600', label: 'Good' },
  fair: { text: 'text-yellow-800', tint: 'bg-yellow-50 ring-yellow-500/40', stroke: 'stroke-yellow-500', label: 'Fair' },
  weak: { text: 'text-orange-800', tint: 'bg-orange-50 ring-orange-500/40', stroke: 'stroke-orange-500', label: 'Needs work' },
  poor: { text: 'text-red-800', tint: 'bg-red-50 ring-red-600/30', stroke: 'stroke-red-600', label: 'Poor' },
};

/** Real visitors' bands (web.dev): good green, needs improvement orange, poor red. */
export const VITAL_CLASSES: Record<VitalScore, { band: ScoreBand; label: string }> = {
  good: { band: 'good', label: 'Good' },
  'needs-improvement': { band: 'weak', label: 'Needs improvement' },
  poor: { band: 'poor', label: 'Poor' },
};

export function ScoreChip({ score, className }: { score: number; className?: string }) {
  const band = BAND_CLASSES[scoreBand(score)];
  return (
    <span
      className={cn(
        'inline-flex min-w-10 justify-center rounded-full px-2 py-0.5 text-sm font-bold tabular-nums ring-1',
        band.tint,
        band.text,
        className,
      )}
      data-band={scoreBand(score)}
    >
      {score}
    </span>
  );
}

/** The overall score in a ring that fills to the score, in its score band's colour, with the overall band's name under it. */
export function ScoreRing({ score, status, size = 112 }: { score: number; status: OverallStatus; size?: number }) {
  const radius = 42;
  const circumference = 2 * Math.PI * radius;
  const band = BAND_CLASSES[scoreBand(score)];
  return (
    <div className="flex flex-col items-center gap-1.5">
      <div className="relative" style={{ width: size, height: size }}>
        <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
          <circle cx="50" cy="50" r={radius} fill="none" strokeWidth="9" className="stroke-slate-200" />
          <circle
            cx="50"
            cy="50"
            r={radius}
            fill="none"
            strokeWidth="9"
            strokeLinecap="round"
            strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
            className={band.stroke}
          />
        </svg>
        <span className={cn('absolute inset-0 flex items-center justify-center text-3xl font-bold tabular-nums', band.text)}>{score}</span>
      </div>
      <span className={cn('rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1', band.tint, band.text)}>{status}</span>
    </div>
  );
}
