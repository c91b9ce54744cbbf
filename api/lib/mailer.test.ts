import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the outbox mailer', () => {
  it('makes the outbox folder when it is missing, the first time and after it was removed', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'localsite-mailer-'));
    const outboxDir = path.join(root, 'data', 'outbox');
    const mailer = createMailer({ outboxDir, log: () => {} });
    const message = { to: 'owner@example.com', subject: 'New quote request from Dana', text: 'Dana asks for a ceramic coating.' };
    const first = await mailer.send(message);
    const second = await mailer.send({ ...message, subject: 'Second' });
    expect(readdirSync(outboxDir).sort()).toEqual([path.basename(first.location!), path.basename(second.location!)].sort());
    rmSync(outboxDir, { recursive: true });
    const third = await mailer.send({ ...message, subject: 'Third' });
    expect(third.transport).toBe('outbox');
    expect(readFileSync(third.location!, 'utf8')).toContain('Subject: Third');
  });
});

describe('the SMTP mailer', () => {
  it('gives up on a mail server that accepts the connection but never greets, instead of holding the request', async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'localsite-mailer-'));
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        outboxDir: root,
        log: () => {},
        smtpTimeoutsMs: { greetingTimeout: 300 },
      });
      const started = Date.now();
      await expect(mailer.send({ to: 'owner@example.com', subject: 'New quote request', text: 'Hello' })).rejects.toThrow(/greeting/i);
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
