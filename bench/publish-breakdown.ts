/**
 * Where one publish's time goes, in-process (no server, no queue): a demo tenant is published N
 * times with a new hero title each time, timing load / render / deploy separately with the CPU
 * each used (user and system); then N times as a new site (every file written, as in a full
 * rebuild); then the cost of compressing its pages at a few settings and what the HTML is made of.
 *
 *   tsx bench/publish-breakdown.ts [runs=10]
 *
 * Companion of bench/publish.ts (see docs/benchmarks.md); prints a table on stdout, last line JSON.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { openDatabase } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { seedDemoData } from '#db/seed.ts';
import { FsDeployTarget } from '#build/deploy/fs-target.ts';
import { countPages } from '#build/publish.ts';
import { loadTenantSite } from '#build/render/load-site.ts';
import { PageRenderer } from '#build/render/renderer.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SLUG = 'prestige-mobile-detailing';
const runs = Math.max(4, Number(process.argv[2] ?? 10));
const dir = mkdtempSync(path.join(os.tmpdir(), 'localsite-breakdown-'));

const ms = (us: number) => Math.round(us / 100) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

try {
  const db = await openDatabase(pathToFileURL(path.join(dir, 'localsite.db')).href);
  await seedDemoData(db);
  const renderer = await PageRenderer.load(path.join(ROOT, 'dist', 'site'));
  const target = new FsDeployTarget(path.join(dir, 'releases'), path.join(dir, 'live'));
  const rows: {
    load: number;
    render: number;
    renderUser: number;
    renderSys: number;
    deploy: number;
    deployUser: number;
    deploySys: number;
    written: number;
    unchanged: number;
  }[] = [];
  let pages: Buffer[] = [];
  for (let k = 0; k < runs; k++) {
    await db.update(s.websiteContent).set({ heroTitle: `Breakdown title ${k}` });
    let t = performance.now();
    const loaded = await loadTenantSite(db, SLUG, 'http://localhost:3000');
    if (loaded.status !== 'ok') throw new Error(`${SLUG}: ${loaded.status}`);
    const load = performance.now() - t;
    let cpu = process.cpuUsage();
    t = performance.now();
    const files = await renderer.renderSite(loaded.site);
    const render = performance.now() - t;
    const renderCpu = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    t = performance.now();
    const result = await target.deploy(SLUG, files);
    const deploy = performance.now() - t;
    const deployCpu = process.cpuUsage(cpu);
    // The first runs warm the JIT and write every file; only later ones are like a publish after a save.
    if (k >= 3) {
      rows.push({
        load: Math.round(load),
        render: Math.round(render),
        renderUser: ms(renderCpu.user),
        renderSys: ms(renderCpu.system),
        deploy: Math.round(deploy),
        deployUser: ms(deployCpu.user),
        deploySys: ms(deployCpu.system),
        written: result.written,
        unchanged: result.unchanged,
      });
    }
    pages = files.filter((f) => f.path.endsWith('.html')).map((f) => Buffer.from(f.content));
  }
  console.log('Publishing after a hero title change (unchanged files are hard-linked):');
  console.table(rows);

  // As in a full rebuild: every file of the site is new.
  const fresh: { render: number; renderCpu: number; deploy: number; deployUser: number; deploySys: number; pages: number }[] = [];
  for (let k = 0; k < runs; k++) {
    const loaded = await loadTenantSite(db, SLUG, 'http://localhost:3000');
    if (loaded.status !== 'ok') throw new Error(`${SLUG}: ${loaded.status}`);
    let cpu = process.cpuUsage();
    let t = performance.now();
    const files = await renderer.renderSite(loaded.site);
    const render = performance.now() - t;
    const renderCpu = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    t = performance.now();
    await target.deploy(`fresh-${k}`, files);
    const deploy = performance.now() - t;
    const deployCpu = process.cpuUsage(cpu);
    const htmlPages = countPages(files);
    if (k >= 2)
      fresh.push({
        render: Math.round(render),
        renderCpu: ms(renderCpu.user + renderCpu.system),
        deploy: Math.round(deploy),
        deployUser: ms(deployCpu.user),
        deploySys: ms(deployCpu.system),
        pages: htmlPages,
      });
  }
  console.log('Publishing as a new site (every file written, as in a full rebuild):');
  console.table(fresh);

  // Synchronous, as the deploy compresses (build-scripts/deploy/compress.ts).
  const brotli = (quality: number) => (b: Buffer) =>
    zlib.brotliCompressSync(b, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: b.length },
    });
  const gzip = (level: number) => (b: Buffer) => zlib.gzipSync(b, { level });
  const settings: [string, (b: Buffer) => Buffer][] = [
    ['brotli q9', brotli(9)],
    ['brotli q5', brotli(5)],
    ['brotli q4 (current)', brotli(4)],
    ['brotli q3', brotli(3)],
    ['gzip 9', gzip(9)],
    ['gzip 6', gzip(6)],
    ['gzip 3 (current)', gzip(3)],
  ];
  const raw = pages.reduce((n, p) => n + p.length, 0);
  const compression = [];
  for (const [label, fn] of settings) {
    fn(pages[0]!);
    const cpu = process.cpuUsage();
    const t = performance.now();
    let out = 0;
    for (const page of pages) out += fn(page).length;
    const used = process.cpuUsage(cpu);
    compression.push({
      setting: label,
      msPerPage: Math.round(((performance.now() - t) / pages.length) * 10) / 10,
      userMs: ms(used.user),
      sysMs: ms(used.system),
      ratio: Math.round((raw / out) * 10) / 10,
    });
  }
  console.log(
    `${pages.length} HTML pages, ${Math.round(raw / 1024)} KB in all (${Math.round(raw / pages.length / 1024)} KB per page on average)`,
  );
  const share = (re: RegExp) =>
    Math.round((100 * pages.reduce((n, p) => n + [...p.toString('utf8').matchAll(re)].reduce((m, x) => m + x[0].length, 0), 0)) / raw);
  const composition = {
    class_attributes_pct: share(/ class="[^"]*"/g),
    inline_svg_pct: share(/<svg[\s\S]*?<\/svg>/g),
    json_ld_pct: share(/<script type="application\/ld\+json">[\s\S]*?<\/script>/g),
  };
  console.log('Share of the HTML bytes:', composition);
  console.table(compression);
  const summary = {
    render_ms_p50: median(rows.map((r) => r.render)),
    deploy_ms_p50: median(rows.map((r) => r.deploy)),
    deploy_sys_cpu_ms_p50: median(rows.map((r) => r.deploySys)),
    deploy_user_cpu_ms_p50: median(rows.map((r) => r.deployUser)),
    files_written_p50: median(rows.map((r) => r.written)),
    fresh_site_render_cpu_ms_per_page: Math.round((median(fresh.map((r) => r.renderCpu)) / (fresh[0]?.pages ?? 1)) * 10) / 10,
    fresh_site_deploy_cpu_ms_per_page:
      Math.round((median(fresh.map((r) => r.deployUser + r.deploySys)) / (fresh[0]?.pages ?? 1)) * 10) / 10,
    fresh_site_deploy_sys_share:
      Math.round((median(fresh.map((r) => r.deploySys)) / median(fresh.map((r) => r.deployUser + r.deploySys))) * 100) / 100,
    html_pages: pages.length,
    html_kb_per_page: Math.round(raw / pages.length / 1024),
    ...composition,
    compression,
  };
  db.$client.close();
  console.log(JSON.stringify(summary));
} finally {
  rmSync(dir, { recursive: true, force: true });
}
