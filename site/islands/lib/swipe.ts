import { TIMINGS } from '#core/site/constants.ts';

export type SwipeResult = 'next' | 'prev' | null;

/**
 * A horizontal swipe of more than the threshold (50 px, spec 1 §9) moves to the next card (finger
 * moved left) or the previous one (finger moved right). Mostly vertical gestures are page scrolls.
 */
export function swipeDirection(dx: number, dy = 0, threshold: number = TIMINGS.swipeThresholdPx): SwipeResult {
  if (!Number.isFinite(dx) || Math.abs(dx) <= threshold) return null;
  if (Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'prev';
}
