/** The Chromium health scans drive: CHROME_PATH, else Debian's `chromium` on PATH. */
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

export function chromePath(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CHROME_PATH) return env.CHROME_PATH;
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    const candidate = path.join(dir, 'chromium');
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      /* not in this directory */
    }
  }
  throw new Error('Chromium was not found: install chromium or set CHROME_PATH');
}

/** Headless; without the sandbox when running as root, where Chromium refuses to start with it. */
export function chromeFlags(uid = process.getuid?.()): string[] {
  return [
    '--headless=new',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    ...(uid === 0 ? ['--no-sandbox'] : []),
  ];
}
