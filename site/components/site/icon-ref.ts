/** How markup refers to an icon of the page's sprite (icons.ts); kept apart so islands don't bundle the drawings. */
import type { IconName } from './icons.ts';

export const iconId = (name: IconName) => `i-${name}`;
export const iconHref = (name: IconName) => `#${iconId(name)}`;
