/**
 * The import rules of the repository, checked on every source file (decision 016). Data flows one
 * way at run time (database, render, release, serve) and the folders follow it:
 *   core <- content <- db <- build-scripts <- api <- cli;  site and admin use core and content.
 * Inside the admin app: app -> features -> shared, and no feature imports another.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const ROOT = path.resolve(import.meta.dirname, '../..');

/** What each top-level folder may import, besides itself and npm packages. */
export const ALLOWED: Record<string, readonly string[]> = {
  core: [],
  content: ['core'],
  db: ['core', 'content'],
  'build-scripts': ['core', 'content', 'db', 'site'],
  api: ['core', 'content', 'db', 'build-scripts'],
  site: ['core', 'content'],
  admin: ['core', 'content'],
  // Entry points, tests, benchmarks and tooling sit above everything.
  cli: ['core', 'content', 'db', 'build-scripts', 'api', 'site', 'admin'],
  tests: ['core', 'content', 'db', 'build-scripts', 'api', 'site', 'admin', 'cli'],
  bench: ['core', 'content', 'db', 'build-scripts', 'api', 'site', 'cli'],
  scripts: [],
  '.': ['core', 'content', 'db', 'build-scripts', 'api', 'site', 'admin'],
};

const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const packageImports = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).imports ?? {}) as Record<string, string>;

export interface Violation {
  file: string;
  specifier: string;
  rule: string;
}

/** The module specifiers a file imports, re-exports or loads dynamically. */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((f) => f.fileName);
}

/** The repository path a specifier names, or undefined for an npm package. */
export function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
  for (const [pattern, target] of Object.entries(packageImports)) {
    const prefix = pattern.replace(/\*$/, '');
    if (pattern.endsWith('*') ? specifier.startsWith(prefix) : specifier === pattern) {
      return path.posix.normalize(target.replace(/\*$/, '') + specifier.slice(prefix.length)).replace(/^\.\//, '');
    }
  }
  return undefined;
}

const topOf = (repoPath: string) => (repoPath.includes('/') ? repoPath.split('/')[0]! : '.');
const featureOf = (repoPath: string) => /^admin\/src\/features\/([^/]+)\//.exec(repoPath)?.[1];
const adminPart = (repoPath: string) => /^admin\/src\/(app|features|shared)\//.exec(repoPath)?.[1];

/** The rule an import from `file` to `target` breaks, if any. */
export function brokenRule(file: string, target: string): string | undefined {
  if (target.startsWith('..')) return 'reaches outside the repository';
  const from = topOf(file);
  const to = topOf(target);
  if (from !== to && !(ALLOWED[from] ?? []).includes(to)) return `${from}/ must not import ${to}/`;
  if (from === 'admin') {
    const [fromPart, toPart] = [adminPart(file), adminPart(target)];
    if (fromPart === 'shared' && (toPart === 'features' || toPart === 'app')) return `admin/src/shared must not import admin/src/${toPart}`;
    if (fromPart === 'features' && toPart === 'app') return 'admin features must not import admin/src/app';
    const [fromFeature, toFeature] = [featureOf(file), featureOf(target)];
    if (fromFeature && toFeature && fromFeature !== toFeature) return `admin feature ${fromFeature} must not import feature ${toFeature}`;
  }
  return undefined;
}

/** Every broken rule among the given files (repository paths) and their texts. */
export function violations(files: Iterable<[file: string, text: string]>): Violation[] {
  const found: Violation[] = [];
  for (const [file, text] of files) {
    for (const specifier of importsOf(text)) {
      const target = resolveSpecifier(file, specifier);
      if (target === undefined) continue;
      const rule = brokenRule(file, target);
      if (rule) found.push({ file, specifier, rule });
      else if (specifier.startsWith('../') && topOf(target) !== topOf(file)) {
        found.push({ file, specifier, rule: `import another folder through its alias (#${topOf(target)}/...)` });
      }
    }
  }
  return found;
}

/** The repository's source files, tracked or new (not ignored). */
export function sourceFiles(): [string, string][] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  return listed
    .split('\n')
    .filter((f) => SOURCE.test(f) && !f.startsWith('node_modules/'))
    .flatMap((f): [string, string][] => {
      try {
        return [[f, readFileSync(path.join(ROOT, f), 'utf8')]];
      } catch {
        return []; // deleted in the working tree
      }
    });
}
