/**
 * The /preview page (spec 3 §2 "Preview flow": reading parameters, then verifying, then showing the
 * site with "Get This Site", or an error; issue 17). The payload comes from GET /api/preview/verify,
 * for a link's token or for the plain parameters alike, so the server's rules decide. The industry's
 * demonstration site is fetched, its demo business's name, phone and city replaced by the
 * prospect's (as text: DOM text nodes and attribute values, never parsed HTML from the payload),
 * and it takes the shell's place with its own scripts, so it behaves as it does at its own address
 * (Book Now shows the demonstration alert). Decision 028.
 */
import '../lib/zod-jitless.ts';
import { phoneHref } from '#core/format/phone.ts';
import {
  getThisSiteHref,
  plainPreviewParameters,
  PREVIEW_ERRORS,
  previewDisplay,
  previewPayloadSchema,
  type PreviewPayload,
} from '#core/preview/payload.ts';
import type { PreviewTemplate } from '#core/site/types.ts';

/** Spec 1 §3 "Preview home" with no data. */
const NO_DATA = 'Unable to load preview data for this industry.';

export class PreviewFailure extends Error {
  constructor(
    message: string,
    readonly detail = '',
    readonly fields: string[] = [],
  ) {
    super(message);
  }
}

type Fetch = (url: string) => Promise<Response>;

async function get(fetcher: Fetch, url: string): Promise<Response> {
  try {
    return await fetcher(url);
  } catch {
    throw new PreviewFailure(PREVIEW_ERRORS.network);
  }
}

/** The verify call for this page's query: the link's token, or the five plain parameters. */
export function verifyUrl(search: string): string {
  const query = new URLSearchParams(search);
  const token = query.get('t');
  if (token !== null) {
    const tenant = query.get('tenant_id');
    return `/api/preview/verify?${new URLSearchParams(tenant === null ? { t: token } : { t: token, tenant_id: tenant })}`;
  }
  const plain = plainPreviewParameters(query);
  if (!plain) throw new PreviewFailure(PREVIEW_ERRORS.missingParameters);
  return `/api/preview/verify?${new URLSearchParams(plain)}`;
}

/** The prospect's payload, or a PreviewFailure carrying the spec 3 §8 text to show. */
export async function loadPayload(search: string, fetcher: Fetch): Promise<PreviewPayload> {
  const res = await get(fetcher, verifyUrl(search));
  const body = (await res.json().catch(() => undefined)) as
    { data?: unknown; error?: string; detail?: string; fields?: Record<string, string> } | undefined;
  if (!res.ok) {
    if (body?.error === PREVIEW_ERRORS.missingParameters) throw new PreviewFailure(PREVIEW_ERRORS.missingParameters);
    // Too many checks from this address: the server's words say to wait.
    const detail = body?.detail ?? (res.status === 429 ? (body?.error ?? '') : '');
    throw new PreviewFailure(PREVIEW_ERRORS.verifyFailed, detail, Object.values(body?.fields ?? {}));
  }
  const parsed = previewPayloadSchema.safeParse(body?.data);
  if (!parsed.success) throw new PreviewFailure(PREVIEW_ERRORS.invalidPayload);
  return parsed.data;
}

/**
 * Puts the prospect in the demo business's place, in text only: every text node outside scripts
 * and styles, the attributes people and search engines read, and the call links. The demo's street
 * is the demo's own: it goes, with the line break after it.
 */
export function personalize(doc: Document, demo: PreviewTemplate['demo'], payload: PreviewPayload): void {
  const shown = previewDisplay(payload);
  const replacements: [string, string][] = [
    ...(demo.postalCode ? ([[`${demo.location} ${demo.postalCode}`, shown.location]] as [string, string][]) : []),
    [demo.location, shown.location],
    [demo.name, shown.businessName],
    [demo.phoneDisplay, shown.phone],
  ];
  const replace = (text: string) => replacements.reduce((out, [from, to]) => out.split(from).join(to), text);
  const walker = doc.createTreeWalker(doc.documentElement, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('script, style') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
  for (const text of texts) {
    if (demo.street && text.data.trim() === demo.street) {
      if (text.nextSibling?.nodeName === 'BR') text.nextSibling.remove();
      text.remove();
      continue;
    }
    const next = replace(text.data);
    if (next !== text.data) text.data = next;
  }
  for (const el of doc.querySelectorAll('[aria-label], [title], [alt], meta[content]')) {
    for (const name of ['aria-label', 'title', 'alt', 'content']) {
      const value = el.getAttribute(name);
      if (value !== null) el.setAttribute(name, replace(value));
    }
  }
  for (const link of doc.querySelectorAll(`a[href="${demo.phoneHref}"]`)) link.setAttribute('href', phoneHref(payload.phone));
}

/** The demonstration site of the payload's industry, personalised; failures as spec 3 §8 says them. */
export async function loadPreviewDocument(payload: PreviewPayload, templates: PreviewTemplate[], fetcher: Fetch): Promise<Document> {
  const template = templates.find((t) => t.industry === payload.industry);
  if (!template) throw new PreviewFailure(PREVIEW_ERRORS.unknownIndustry, NO_DATA);
  const res = await get(fetcher, template.href);
  if (!res.ok) throw new PreviewFailure(PREVIEW_ERRORS.templateFailed(payload.industry), NO_DATA);
  const doc = new DOMParser().parseFromString(await res.text(), 'text/html');
  personalize(doc, template.demo, payload);
  return doc;
}

/** Stylesheets of the new page, loaded before it is shown, so it never appears unstyled. */
function loadStyles(doc: Document): Promise<unknown> {
  const sheets = [...doc.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter(
    (l) => !document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(l.getAttribute('href') ?? '')}"]`),
  );
  return Promise.all(
    sheets.map(
      (sheet) =>
        new Promise((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = sheet.href;
          link.onload = link.onerror = resolve;
          document.head.append(link);
        }),
    ),
  );
}

/** The new page takes the shell's place; its scripts run as they would at its own address (a parsed script never runs by itself). */
function swapIn(doc: Document): void {
  const html = document.documentElement;
  for (const attr of [...html.attributes]) html.removeAttribute(attr.name);
  for (const attr of [...doc.documentElement.attributes]) html.setAttribute(attr.name, attr.value);
  document.head.replaceWith(document.adoptNode(doc.head));
  document.body.replaceWith(document.adoptNode(doc.body));
  for (const parsed of document.querySelectorAll('script')) {
    if (parsed.type === 'application/ld+json') continue;
    const script = document.createElement('script');
    for (const attr of parsed.attributes) script.setAttribute(attr.name, attr.value);
    script.text = parsed.text;
    parsed.replaceWith(script);
  }
  window.scrollTo(0, 0);
}

/** The sticky "Get This Site" bar (spec 3 §2): to the application, carrying the prospect's details. */
function addGetThisSite(payload: PreviewPayload): void {
  const bar = document.createElement('aside');
  bar.setAttribute('aria-label', 'Your website preview');
  bar.dataset.pvGetThisSite = '';
  bar.className =
    'fixed inset-x-0 bottom-0 z-[70] border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_16px_rgba(15,23,42,0.12)] backdrop-blur';
  const inner = document.createElement('div');
  inner.className = 'mx-auto flex max-w-6xl items-center justify-between gap-3';
  const text = document.createElement('p');
  text.className = 'min-w-0 text-sm leading-snug text-slate-800';
  const strong = document.createElement('strong');
  strong.className = 'block truncate font-semibold text-slate-900';
  strong.textContent = payload.businessName;
  text.append(strong, 'This is a preview of your website.');
  const link = document.createElement('a');
  link.href = getThisSiteHref(payload);
  link.textContent = 'Get This Site';
  link.className =
    'inline-flex shrink-0 items-center justify-center rounded-xl bg-blue-700 px-5 py-3 font-semibold text-white shadow-sm hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
  inner.append(text, link);
  bar.append(inner);
  document.body.append(bar);
  // The page's own end (its footer) stays reachable above the bar.
  document.body.style.paddingBottom = `${bar.offsetHeight}px`;
}

function showFailure(root: HTMLElement, failure: PreviewFailure): void {
  root.querySelector<HTMLElement>('[data-pv-loading]')!.hidden = true;
  const box = root.querySelector<HTMLElement>('[data-pv-error]')!;
  box.querySelector('[data-pv-error-text]')!.textContent = failure.message;
  const detail = box.querySelector<HTMLElement>('[data-pv-error-detail]')!;
  detail.textContent = failure.detail;
  detail.hidden = failure.detail === '';
  const list = box.querySelector<HTMLElement>('[data-pv-error-fields]')!;
  list.replaceChildren(
    ...failure.fields.map((message) => {
      const item = document.createElement('li');
      item.textContent = message;
      return item;
    }),
  );
  list.hidden = failure.fields.length === 0;
  box.hidden = false;
  box.querySelector<HTMLElement>('[data-pv-error-title]')!.focus();
}

export function initPreviewPage(): void {
  const root = document.querySelector<HTMLElement>('[data-pv-root]');
  if (!root) return;
  const templates = JSON.parse(root.dataset.templates ?? '[]') as PreviewTemplate[];
  const fetcher: Fetch = (url) => fetch(url, { credentials: 'same-origin' });
  void (async () => {
    try {
      const payload = await loadPayload(window.location.search, fetcher);
      const doc = await loadPreviewDocument(payload, templates, fetcher);
      await loadStyles(doc);
      swapIn(doc);
      addGetThisSite(payload);
    } catch (error) {
      showFailure(root, error instanceof PreviewFailure ? error : new PreviewFailure(PREVIEW_ERRORS.unexpected));
      if (!(error instanceof PreviewFailure)) console.error('[preview]', error);
    }
  })();
}
