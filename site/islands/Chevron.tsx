/** The previous/next arrow of the islands' carousels, drawn once in the page's icon sprite (SiteLayout). */
import { iconHref } from '../components/site/icon-ref.ts';

export function Chevron({ left }: { left?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
      <use href={iconHref(left ? 'chevron-left' : 'chevron-right')} />
    </svg>
  );
}
