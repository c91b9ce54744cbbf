/**
 * Header section tracking (spec 1 §2): the current section is the one with the highest visibility
 * above the threshold (0.55). Visibility is the visible part of a section relative to the part that
 * can be visible at all (a section taller than the viewport counts as fully visible when it fills
 * the viewport below the header), so long sections can still become current.
 */

export interface SectionMeasure {
  id: string;
  /** Height of the section inside the viewport below the header, px. */
  visibleHeight: number;
  /** Full height of the section, px. */
  height: number;
  /** Height of the viewport below the header, px. */
  viewportHeight: number;
}

export function visibility(m: SectionMeasure): number {
  const possible = Math.min(m.height, m.viewportHeight);
  if (possible <= 0) return 0;
  return Math.min(1, Math.max(0, m.visibleHeight / possible));
}

/** The id of the most visible section at or above the threshold, or null (keep the current one). */
export function pickActiveSection(measures: readonly SectionMeasure[], threshold: number): string | null {
  let best: string | null = null;
  let bestScore = -1;
  for (const m of measures) {
    const v = visibility(m);
    if (v >= threshold && v > bestScore) {
      best = m.id;
      bestScore = v;
    }
  }
  return best;
}

/** Mobile and desktop variants of a section share one nav item: "services-desktop" -> "services". */
export function navKeyOf(sectionId: string): string {
  return sectionId.replace(/-desktop$/, '');
}
