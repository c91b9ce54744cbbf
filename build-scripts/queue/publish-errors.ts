/**
 * What an owner is told when a publish fails: what happened, in plain words, and what to do. The
 * raw error (SQL text, stack traces, file paths) goes to the server log and to the job's
 * error_detail, which no owner-facing answer reads.
 */
import { LibsqlError } from '@libsql/client';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { InvalidTenantConfigError } from '../render/tenant-config.ts';

export type PublishFailureKind = 'interrupted' | 'storage' | 'database' | 'site-details' | 'internal';

/** File-system errors that mean the server could not write a release (full, read-only, no rights, too many open files). */
const STORAGE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO', 'EMFILE', 'ENFILE', 'EBUSY']);

/** The kind of a failure, from the error or any error it wraps (drizzle wraps the driver's error as its cause). */
export function failureKind(error: unknown): PublishFailureKind {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof InvalidTenantConfigError) return 'site-details';
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && STORAGE_CODES.has(code)) return 'storage';
    if (e instanceof LibsqlError || e instanceof DrizzleQueryError || (typeof code === 'string' && code.startsWith('SQLITE_')))
      return 'database';
  }
  return 'internal';
}

const WHAT_HAPPENED: Record<PublishFailureKind, string> = {
  interrupted: 'Publishing was interrupted.',
  storage: "Publishing failed: the server could not save your site's files.",
  database: "Publishing failed: your site's details could not be read.",
  'site-details': 'Publishing failed: some of your business details are missing or not valid.',
  internal: 'Publishing failed.',
};

const CONTACT = 'If this keeps happening, contact support.';

/**
 * The rule messages of invalid business details ("Price must not be negative"): written for owners
 * by core's schemas, so they may be shown; the field paths before them are not.
 */
export function siteDetailProblems(error: unknown): string[] {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    if (e instanceof InvalidTenantConfigError) return [...new Set(e.issues.map((issue) => issue.slice(issue.indexOf(': ') + 2)))];
  }
  return [];
}

/** The owner's message for a failure; `retrying` when another attempt is already scheduled. */
export function ownerFailureMessage(kind: PublishFailureKind, retrying: boolean, problems: string[] = []): string {
  const happened = problems.length ? `${WHAT_HAPPENED[kind].slice(0, -1)} (${problems.join('; ')}).` : WHAT_HAPPENED[kind];
  const todo =
    kind === 'site-details'
      ? 'Check your business profile, services and service areas, then press Publish now.'
      : retrying
        ? 'Your changes are saved; we will retry automatically.'
        : 'Your changes are saved; press Publish now to try again.';
  return `${happened} ${todo} ${CONTACT}`;
}

/** The raw error for the server log and error_detail: the stack, then each wrapped cause. */
export function errorDetail(error: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = error, depth = 0; e !== undefined && depth < 5; e = e instanceof Error ? e.cause : undefined, depth++) {
    parts.push(e instanceof Error ? (e.stack ?? `${e.name}: ${e.message}`) : String(e));
  }
  return parts.join('\nCaused by: ').slice(0, 8000);
}
