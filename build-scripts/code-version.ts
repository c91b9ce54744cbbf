/**
 * Which code version the live sites were rendered with. The server re-renders everything at start
 * only when the site bundle changed since; otherwise it only queues tenants that have no site yet.
 */
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';

export async function siteBundleVersion(siteBuildDir: string): Promise<string> {
  const stamp = path.join(siteBuildDir, '.build-stamp');
  return existsSync(stamp) ? (await fs.readFile(stamp, 'utf8')).trim() : 'unknown';
}

const marker = (liveRoot: string) => path.join(liveRoot, '.code-version');

export async function liveCodeVersion(liveRoot: string): Promise<string | undefined> {
  return fs.readFile(marker(liveRoot), 'utf8').then(
    (v) => v.trim(),
    () => undefined,
  );
}

export async function recordLiveCodeVersion(liveRoot: string, version: string): Promise<void> {
  await fs.mkdir(liveRoot, { recursive: true });
  await fs.writeFile(marker(liveRoot), version);
}
