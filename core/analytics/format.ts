/** Spec 3 §5 display formats of the analytics screens, written once for every screen that shows them. */
import type { ScreenClass } from './types.ts';

/** Seconds as minutes and seconds: 125 -> "2m 05s", 45 -> "0m 45s". */
export function formatSessionDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

/** A percentage with one decimal: 42.345 -> "42.3%". */
export function formatBounceRate(percent: number): string {
  return `${percent.toFixed(1)}%`;
}

/** CLS with three decimals: 0.1 -> "0.100". */
export function formatCls(value: number): string {
  return value.toFixed(3);
}

/** LCP and INP: under a second in ms ("180 ms"), else seconds with one decimal ("2.4 s"). */
export function formatMilliseconds(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(1)} s`;
}

/** Bounce rate in percent with one decimal, as the summary answers it; 0 without sessions. */
export function bounceRate(bounces: number, sessions: number): number {
  return sessions === 0 ? 0 : Math.round((bounces / sessions) * 1000) / 10;
}

let regions: Intl.DisplayNames | undefined;
/** 'US' -> 'United States'; the code itself when the runtime does not know it. */
export function countryName(code: string): string {
  regions ??= new Intl.DisplayNames(['en'], { type: 'region' });
  try {
    return regions.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The screen class of a viewport width (the beacon's `screen`): <640 phone, <1024 tablet. */
export function screenClass(width: number): ScreenClass {
  if (width < 640) return 'phone';
  return width < 1024 ? 'tablet' : 'desktop';
}
