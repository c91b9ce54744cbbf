/**
 * One health scan, in its own process (decision 035): Lighthouse keeps the main thread busy for
 * seconds per run, so the server forks this file and goes on answering the sites. It launches
 * Chromium, runs Lighthouse on the page with mobile settings then desktop settings, maps each result
 * (core/health/lighthouse.ts) and sends the record to its parent, then exits.
 *
 * Messages to the parent: { type: 'phase', phase: 'mobile'|'desktop' }, { type: 'done', record },
 * { type: 'failed', error }. Input: argv[2] is the URL.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { formFactorHealth, type Lhr } from '#core/health/lighthouse.ts';
import type { FormFactor, FormFactorHealth, ScanRecord } from '#core/health/types.ts';
import { chromePath, chromeFlags } from './chrome.ts';

export type ChildMessage = { type: 'phase'; phase: FormFactor } | { type: 'done'; record: ScanRecord } | { type: 'failed'; error: string };

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const send = (message: ChildMessage) => new Promise<void>((resolve) => (process.send ? process.send(message, () => resolve()) : resolve()));

async function scan(url: string): Promise<ScanRecord> {
  const started = Date.now();
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: chromeFlags() });
  // The parent stops a scan past its time box with SIGTERM: Chromium goes with this process.
  process.once('SIGTERM', () => {
    chrome.kill();
    process.exit(143);
  });
  try {
    const forms: Partial<Record<FormFactor, FormFactorHealth>> = {};
    let lhr: Lhr | undefined;
    for (const form of ['mobile', 'desktop'] as const) {
      await send({ type: 'phase', phase: form });
      const flags = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: CATEGORIES };
      const result = await lighthouse(url, flags, form === 'desktop' ? desktopConfig : undefined);
      if (!result) throw new Error('Lighthouse returned no result');
      lhr = result.lhr as unknown as Lhr;
      forms[form] = formFactorHealth(lhr);
    }
    return {
      mobile: forms.mobile!,
      desktop: forms.desktop!,
      lighthouseVersion: lhr!.lighthouseVersion,
      finalUrl: lhr!.finalDisplayedUrl ?? url,
      durationSeconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } finally {
    chrome.kill();
  }
}

const url = process.argv[2];
if (!url) {
  await send({ type: 'failed', error: 'No page to scan' });
  process.exit(2);
}
try {
  await send({ type: 'done', record: await scan(url) });
  process.exit(0);
} catch (error) {
  await send({ type: 'failed', error: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}
