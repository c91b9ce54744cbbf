import { LibsqlError } from '@libsql/client';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { InvalidTenantConfigError } from '../render/tenant-config.ts';
import { errorDetail, failureKind, ownerFailureMessage, siteDetailProblems } from './publish-errors.ts';

const fsError = (code: string, message: string) => Object.assign(new Error(message), { code });

describe('failureKind', () => {
  it('tells database, storage and site-detail failures apart, also when wrapped', () => {
    const sql = new LibsqlError('UNIQUE constraint failed: releases.id', 'SQLITE_CONSTRAINT');
    expect(failureKind(sql)).toBe('database');
    expect(failureKind(new DrizzleQueryError('insert into "releases" ("id") values (?)', ['r1'], sql))).toBe('database');
    expect(failureKind(fsError('ENOSPC', "ENOSPC: no space left on device, write '/data/releases/acme/r1/index.html.br'"))).toBe('storage');
    expect(failureKind(new Error('deploy failed', { cause: fsError('EACCES', "EACCES: permission denied, mkdir '/data/releases'") }))).toBe(
      'storage',
    );
    expect(failureKind(new InvalidTenantConfigError(['contact.phone: Phone must be in E.164 format (e.g., +16025550142)']))).toBe(
      'site-details',
    );
    expect(failureKind(new TypeError("Cannot read properties of undefined (reading 'slug')"))).toBe('internal');
    expect(failureKind('a string')).toBe('internal');
  });
});

describe('ownerFailureMessage', () => {
  it('says what happened and what to do, in the words of the issue for an unknown failure', () => {
    expect(ownerFailureMessage('internal', true)).toBe(
      'Publishing failed. Your changes are saved; we will retry automatically. If this keeps happening, contact support.',
    );
    expect(ownerFailureMessage('internal', false)).toBe(
      'Publishing failed. Your changes are saved; press Publish now to try again. If this keeps happening, contact support.',
    );
    expect(ownerFailureMessage('storage', true)).toBe(
      "Publishing failed: the server could not save your site's files. Your changes are saved; we will retry automatically. If this keeps happening, contact support.",
    );
    expect(ownerFailureMessage('site-details', false)).toBe(
      'Publishing failed: some of your business details are missing or not valid. Check your business profile, services and service areas, then press Publish now. If this keeps happening, contact support.',
    );
  });

  it("names the rules an owner's details break, without the field paths", () => {
    const error = new InvalidTenantConfigError([
      'services.0.tiers.1.price: Price must not be negative',
      'services.2.tiers.0.price: Price must not be negative',
      'contact.phone: Phone is required',
    ]);
    expect(siteDetailProblems(error)).toEqual(['Price must not be negative', 'Phone is required']);
    expect(siteDetailProblems(new Error('boom'))).toEqual([]);
    expect(ownerFailureMessage('site-details', false, siteDetailProblems(error))).toBe(
      'Publishing failed: some of your business details are missing or not valid (Price must not be negative; Phone is required). Check your business profile, services and service areas, then press Publish now. If this keeps happening, contact support.',
    );
  });
});

describe('errorDetail', () => {
  it('keeps the raw message, stack and causes for the log', () => {
    const sql = new LibsqlError('no such table: releases', 'SQLITE_ERROR');
    const detail = errorDetail(new DrizzleQueryError('insert into "releases" ("id") values (?)', ['r1'], sql));
    expect(detail).toContain('insert into "releases"');
    expect(detail).toContain('Caused by: LibsqlError: SQLITE_ERROR: no such table: releases');
    expect(detail).toMatch(/\n\s+at /);
  });
});
