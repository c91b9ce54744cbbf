/**
 * Hydrates a server-rendered React island when it scrolls near the viewport, from an external
 * module script. This is what `client:visible` does, without Astro's inline island loader (the
 * sites' Content-Security-Policy allows no inline script). Usage in a component:
 *
 *   <div data-island="faq" data-props={JSON.stringify(props)}><FaqList {...props} /></div>
 *   <script>import { hydrateWhenVisible } from '…/lib/hydrate.ts';
 *     hydrateWhenVisible('faq', () => import('…/FaqList.tsx'));</script>
 *
 * The wrapper must contain nothing but the component's markup. React and the component load only
 * then; `data-hydrated` is set on the wrapper once it is interactive (tests can wait for it).
 */
import type { ComponentType } from 'react';

type Loader = () => Promise<{ default: ComponentType<Record<string, unknown>> }>;

async function hydrate(el: HTMLElement, load: Loader) {
  const [{ createElement }, { hydrateRoot }, mod] = await Promise.all([import('react'), import('react-dom/client'), load()]);
  let props: Record<string, unknown> = {};
  try {
    props = JSON.parse(el.dataset.props ?? '{}') as Record<string, unknown>;
  } catch {
    props = {};
  }
  hydrateRoot(el, createElement(mod.default, props), {
    onRecoverableError: (error) => console.warn(`[island ${el.dataset.island}]`, error),
  });
  el.setAttribute('data-hydrated', '');
}

export function hydrateWhenVisible(name: string, load: Loader, rootMargin = '200px 0px'): void {
  const elements = Array.from(document.querySelectorAll<HTMLElement>(`[data-island="${name}"]:not([data-hydrating])`));
  if (elements.length === 0) return;
  const start = (el: HTMLElement) => {
    if (el.hasAttribute('data-hydrating')) return;
    el.setAttribute('data-hydrating', '');
    hydrate(el, load).catch((error: unknown) => console.error(`[island ${name}] failed to load`, error));
  };
  if (!('IntersectionObserver' in window)) {
    elements.forEach(start);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        start(entry.target as HTMLElement);
      }
    },
    { rootMargin },
  );
  for (const el of elements) observer.observe(el);
}
