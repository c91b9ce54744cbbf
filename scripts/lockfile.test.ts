import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type LockEntry = { version?: string; optionalDependencies?: Record<string, string>; dependencies?: Record<string, string> };
const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as { packages: Record<string, LockEntry> };

/** Where npm would find `name` for the package at `path`: its own node_modules, then each ancestor's. */
function resolve(path: string, name: string): LockEntry | undefined {
  let dir = path;
  for (;;) {
    const entry = lock.packages[`${dir ? `${dir}/` : ''}node_modules/${name}`];
    if (entry) return entry;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

// `npm ci` refuses a lock that leaves out any dependency, optional ones of other platforms included.
describe('package-lock.json', () => {
  it('records every optional dependency of every package, for every platform', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.optionalDependencies ?? {})
        .filter((name) => !resolve(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });

  it('records every dependency of every package', () => {
    const missing = Object.entries(lock.packages).flatMap(([path, entry]) =>
      Object.keys(entry.dependencies ?? {})
        .filter((name) => !resolve(path, name))
        .map((name) => `${path || '(root)'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
