/**
 * Page weight and Lighthouse scores of a demo tenant's home page, on the real server.
 *
 *   npm run bench:site                      # starts its own server on a free port
 *   BENCH_URL=http://localhost:3000 npm run bench:site -- /sharp-edge-barbers
 *
 * Bytes are what the browser transferred (gzip/brotli as served) by resource type, counted before
 * any interaction: page load plus 3 s of idle time (which includes the quote form prefetch at 2 s).
 * Lighthouse runs with its default mobile settings (simulated slow 4G, 4x CPU slowdown) against
 * Debian's Chromium. The last line printed is one JSON object with every figure.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const pagePath = process.argv[2] ?? '/prestige-mobile-detailing';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<{ url: string; stop: () => void }> {
  if (process.env.BENCH_URL) return { url: process.env.BENCH_URL.replace(/\/$/, ''), stop: () => {} };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-bench-'));
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(path.resolve('node_modules/.bin/tsx'), ['cli/server.ts'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO: '1', PUBLIC_URL: url, HEALTH_SCAN_DEMO: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function transferredBytes(url: string, viewport: { width: number; height: number }) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS.filter((f) => !f.startsWith('--headless')) });
  const context = await browser.newContext({ viewport, isMobile: viewport.width < 600 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const bytes: Record<string, number> = {};
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const type = (types.get(e.requestId) ?? 'Other').toLowerCase();
    bytes[type] = (bytes[type] ?? 0) + e.encodedDataLength;
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3000);
  await browser.close();
  const kb = (n = 0) => Math.round((n / 1024) * 10) / 10;
  const nonImage = Object.entries(bytes)
    .filter(([t]) => t !== 'image')
    .reduce((n, [, b]) => n + b, 0);
  return {
    html_kb: kb(bytes.document),
    css_kb: kb(bytes.stylesheet),
    js_kb: kb(bytes.script),
    images_kb: kb(bytes.image),
    non_image_kb: kb(nonImage),
  };
}

async function lighthouseScores(url: string) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const c = result!.lhr.categories;
    const score = (k: string) => Math.round((c[k]?.score ?? 0) * 100);
    const audits = result!.lhr.audits;
    return {
      lighthouse_performance: score('performance'),
      lighthouse_accessibility: score('accessibility'),
      lighthouse_best_practices: score('best-practices'),
      lighthouse_seo: score('seo'),
      lcp_ms: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
      tbt_ms: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
      cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      failed_audits: Object.values(audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id),
    };
  } finally {
    chrome.kill();
  }
}

const server = await startServer();
try {
  const url = `${server.url}${pagePath}`;
  const phone = await transferredBytes(url, { width: 390, height: 844 });
  const desktop = await transferredBytes(url, { width: 1280, height: 800 });
  const lh = await lighthouseScores(url);
  const figures = {
    page: pagePath,
    phone_before_interaction: phone,
    desktop_before_interaction: desktop,
    ...lh,
    targets_met: {
      js_le_80kb: Math.max(phone.js_kb, desktop.js_kb) <= 80,
      non_image_le_120kb: Math.max(phone.non_image_kb, desktop.non_image_kb) <= 120,
      performance_ge_95: lh.lighthouse_performance >= 95,
      a11y_bp_seo_100: lh.lighthouse_accessibility === 100 && lh.lighthouse_best_practices === 100 && lh.lighthouse_seo === 100,
    },
  };
  console.log(JSON.stringify(figures));
} finally {
  server.stop();
}
