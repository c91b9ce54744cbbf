/**
 * Dot buttons of a carousel, on one line whatever the number of positions: a window of at most
 * seven around the current one (lib/carousel.ts dotWindow); the edge dots shrink when more are
 * hidden beyond them. Each dot keeps its own position in its label ("Go to review 9").
 */
import { dotWindow } from './lib/carousel.ts';

interface Props {
  count: number;
  index: number;
  onSelect: (position: number) => void;
  /** The group's accessible name, e.g. "Choose review". */
  label: string;
  /** A dot's accessible name for a 0-based position, e.g. (p) => `Go to review ${p + 1}`. */
  itemLabel: (position: number) => string;
  /** Classes of each button, of the current dot and of the others (their widths and colours). */
  buttonClass: string;
  activeClass: string;
  idleClass: string;
  /** Classes of the row, e.g. its margin. */
  className?: string;
}

export default function CarouselDots({
  count,
  index,
  onSelect,
  label,
  itemLabel,
  buttonClass,
  activeClass,
  idleClass,
  className = '',
}: Props) {
  const { start, end, moreBefore, moreAfter } = dotWindow(index, count);
  const positions = Array.from({ length: end - start }, (_, i) => start + i);
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of dot buttons, not a form fieldset (WAI-ARIA carousel pattern)
    <div className={`flex flex-nowrap justify-center ${className}`} role="group" aria-label={label}>
      {positions.map((p) => {
        const edge = (p === start && moreBefore) || (p === end - 1 && moreAfter);
        return (
          <button
            key={p}
            type="button"
            aria-label={itemLabel(p)}
            aria-current={p === index ? 'true' : undefined}
            onClick={() => onSelect(p)}
            className={`group ${buttonClass}`}
          >
            <span className={`block rounded-full transition-all ${p === index ? activeClass : idleClass} ${edge ? 'scale-[0.6]' : ''}`} />
          </button>
        );
      })}
    </div>
  );
}
