/**
 * Every kind of page the product serves is valid HTML by the W3C Nu checker: the pages are fetched
 * from the real app after the demo is published, saved to a temp directory and checked in one run.
 */
import { mkdtempSync, promises as fs, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHarness, type Harness } from './harness.ts';
import { pagesOfEveryKind, productErrorPage } from './page-kinds.ts';
import { checkHtml, formatVnuMessage, type VnuMessage } from './vnu.ts';

let h: Harness;
let dir: string;
beforeAll(async () => {
  h = await startHarness();
  dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-vnu-'));
});
afterAll(() => {
  h?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** One line per distinct message, with how often it came and where first. */
function summarize(messages: VnuMessage[]): string {
  const byText = new Map<string, VnuMessage[]>();
  for (const m of messages) byText.set(m.message, [...(byText.get(m.message) ?? []), m]);
  return [...byText.values()].map((same) => `${same.length} x ${formatVnuMessage(same[0]!)}`).join('\n');
}

describe('valid HTML (W3C Nu checker)', () => {
  it('finds no error on any kind of page', async () => {
    const pages = await pagesOfEveryKind(h);
    const files: string[] = [];
    const fragments = new Set<string>();
    for (const page of pages) {
      const res = await h.request(page.url);
      expect(res.status, page.url).toBe(page.status);
      const html = await res.text();
      for (const m of html.matchAll(/data-fragment-src="([^"]+)"/g)) fragments.add(m[1]!);
      const file = path.join(dir, `${page.name}.html`);
      await fs.writeFile(file, html);
      files.push(file);
    }
    // A dialog's body is fetched on demand and put into the page's <body>: it is checked there.
    expect(fragments.size).toBeGreaterThan(0);
    for (const url of fragments) {
      const res = await h.request(url);
      expect(res.status, url).toBe(200);
      const file = path.join(dir, `fragment${url.replace(/[^a-z0-9]+/gi, '-')}.html`);
      await fs.writeFile(
        file,
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${url}</title></head><body>${await res.text()}</body></html>`,
      );
      files.push(file);
    }
    const error = path.join(dir, 'error.html');
    await fs.writeFile(error, await productErrorPage(h));
    files.push(error);

    const messages = await checkHtml(files);
    const warnings = messages.filter((m) => m.type === 'info');
    if (warnings.length) console.log(`vnu warnings and notes:\n${summarize(warnings)}`);
    const errors = messages.filter((m: VnuMessage) => m.type !== 'info');
    // A file the checker could not read is a non-document error, so it fails here too.
    expect(errors.map(formatVnuMessage)).toEqual([]);
  }, 180_000);
});
