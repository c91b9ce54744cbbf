/**
 * Loads a fragment a page fetches on demand (OnDemand.astro): from the inline
 * <template data-fragment> when the page has one (astro dev), else from `src`. One request per
 * fragment and page; a failed load is forgotten, so the next attempt tries again. Each caller
 * gets its own copy of the nodes.
 */
const loading = new Map<string, Promise<DocumentFragment>>();

export function loadFragment(name: string, src: string | undefined): Promise<DocumentFragment> {
  let pending = loading.get(name);
  if (!pending) {
    pending = fetchFragment(name, src);
    loading.set(name, pending);
    pending.catch(() => loading.delete(name));
  }
  return pending.then((fragment) => fragment.cloneNode(true) as DocumentFragment);
}

async function fetchFragment(name: string, src: string | undefined): Promise<DocumentFragment> {
  const inline = document.querySelector<HTMLTemplateElement>(`template[data-fragment="${name}"]`);
  if (inline) return inline.content;
  if (!src) throw new Error(`fragment "${name}": no source`);
  const response = await fetch(src, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`fragment "${name}": ${response.status}`);
  const template = document.createElement('template');
  template.innerHTML = await response.text();
  return template.content;
}
