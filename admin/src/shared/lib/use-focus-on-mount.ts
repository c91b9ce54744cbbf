import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element when it appears (a heading with tabIndex={-1}), so keyboard and
 * screen-reader users land on the new content after a page or state change.
 */
export function useFocusOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus({ preventScroll: false });
  }, []);
  return ref;
}
