/**
 * No account oracle (issue 9 §7): a reset request for an existing account is answered before its
 * e-mail is sent, so it takes no longer than one for an unknown address. The mailer here holds every
 * message until the test lets it go.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureDemoAccounts } from '#api/auth/accounts.ts';
import { composeServer } from '#api/compose.ts';
import { loadConfig } from '#db/config.ts';
import { openDatabase, type Db } from '#db/client.ts';
import { seedDemoData } from '#db/seed.ts';
import type { MailMessage, Mailer } from '#api/lib/mailer.ts';
import { RESET_REQUESTED } from '#api/routes/auth.ts';
import { json } from './harness.ts';

/** A mailer whose sends stay pending until released (a slow SMTP server), or fail when told to. */
function heldMailer() {
  const pending: { message: MailMessage; release: () => void; fail: (error: Error) => void }[] = [];
  const mailer: Mailer = {
    send: (message) =>
      new Promise((resolve, reject) => {
        pending.push({ message, release: () => resolve({ transport: 'smtp' }), fail: reject });
      }),
  };
  return { mailer, pending };
}

let dataDir: string;
let db: Db;
let request: (body: unknown) => Promise<Response>;
const held = heldMailer();

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'localsite-reset-'));
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', DEMO: '1' }, process.cwd());
  db = await openDatabase(config.databaseUrl);
  await seedDemoData(db);
  await ensureDemoAccounts(db, 'Harbor9lights');
  const { app } = await composeServer(config, db, { mailer: held.mailer });
  request = async (body) => app.request('http://localhost:3000/api/auth/request-password-reset', json(body));
});
afterAll(() => {
  db?.$client.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('password reset request', () => {
  it('answers an existing account while its e-mail is still being sent, exactly as it answers an unknown one', async () => {
    const known = await request({ email: 'admin@demo.example' });
    expect(known.status).toBe(200);
    const knownBody = await known.json();
    // The answer is here and nothing has been handed to the mailer yet, let alone delivered.
    expect(held.pending).toHaveLength(0);
    await vi.waitFor(() => expect(held.pending).toHaveLength(1));
    expect(held.pending[0]!.message.to).toBe('admin@demo.example');
    expect(held.pending[0]!.message.text).toContain('/reset-password?token=');

    const unknown = await request({ email: 'nobody@nowhere.example' });
    expect(await unknown.json()).toEqual(knownBody);
    expect(knownBody).toEqual({ success: true, message: RESET_REQUESTED });
    held.pending.shift()!.release();
  });

  it('logs a failed send instead of failing the request or the process', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect((await request({ email: 'owner@sharp-edge-barbers.example' })).status).toBe(200);
      await vi.waitFor(() => expect(held.pending).toHaveLength(1));
      held.pending.shift()!.fail(new Error('connection refused'));
      await vi.waitFor(() =>
        expect(log).toHaveBeenCalledWith('[auth] reset e-mail failed:', expect.objectContaining({ message: 'connection refused' })),
      );
    } finally {
      log.mockRestore();
    }
  });
});
