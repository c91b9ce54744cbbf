#!/usr/bin/env node
/**
 * Records in package-lock.json the platform packages (other operating systems' and CPUs' native
 * binaries) that the npm registry reachable here does not serve, so `npm ci` accepts the lock on
 * any machine. npm leaves an optional dependency out of the lock when it cannot resolve it, and
 * `npm ci` then refuses the lock as out of sync with package.json. Each missing entry is written
 * with the exact version its parent pins and the os/cpu/libc the package declares (read from any
 * version the registry does have, else from its name), so npm skips it on other platforms and
 * fetches it by name and version where it applies. See docs/decisions/008-complete-lockfile.md.
 *
 * Usage: `npm run lock` (regenerates the lock from package.json, then runs this).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = ['aix', 'android', 'darwin', 'freebsd', 'linux', 'netbsd', 'openbsd', 'sunos', 'win32'];
const CPU = ['arm64', 'arm', 'ia32', 'loong64', 'mips64el', 'ppc64', 'riscv64', 's390x', 'x64', 'wasm32'];

/** os/cpu/libc from the registry (they do not change between versions), else from the package name. */
function platformOf(name) {
  try {
    const meta = JSON.parse(
      execFileSync('npm', ['view', name, 'os', 'cpu', 'libc', '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
    );
    if (meta && (meta.os || meta.cpu)) return { os: meta.os, cpu: meta.cpu, libc: meta.libc };
  } catch {
    // Not served at any version: fall back to the naming convention every such package follows.
  }
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.find((p) => CPU.includes(p));
  if (!os && !cpu) throw new Error(`cannot tell the platform of ${name}; add it to the lock by hand`);
  const libc = parts.includes('musl') ? ['musl'] : os === 'linux' && cpu !== 'wasm32' ? ['glibc'] : undefined;
  return { os: os ? [os] : undefined, cpu: cpu ? [cpu] : undefined, libc };
}

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const resolvedAt = [`${path}/node_modules/${name}`, `node_modules/${name}`].find((p) => packages[p]);
    if (resolvedAt) continue;
    const { os, cpu, libc } = platformOf(name);
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(os ? { os } : {}),
      ...(cpu ? { cpu } : {}),
      ...(libc ? { libc } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => a.localeCompare(b, 'en')));
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package(s) recorded that this registry does not serve`);
