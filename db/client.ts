import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client, type InStatement, type TransactionMode } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Lets one write (a transaction or a writing statement) run at a time in this process. SQLite's busy
 * wait is a synchronous native call: a second writer of the same process would block the event loop
 * while the transaction holding the lock waits for its next step, and both would stall until the
 * timeout. Queuing writers here avoids that; reads are not queued (WAL lets them run beside a writer).
 */
export function serializeWrites(client: Client): Client {
  let tail: Promise<unknown> = Promise.resolve();
  const turn = () => {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const ready = tail.then(() => undefined);
    tail = tail.then(() => done);
    return ready.then(() => release);
  };
  const isRead = (stmt: InStatement) => /^\s*(select|pragma\s+\w+\s*$)/i.test(typeof stmt === 'string' ? stmt : stmt.sql);
  return new Proxy(client, {
    get(target, prop, receiver) {
      if (prop === 'execute') {
        return async (stmt: InStatement, ...rest: unknown[]) => {
          if (isRead(stmt)) return (target.execute as (...a: unknown[]) => Promise<unknown>)(stmt, ...rest);
          const release = await turn();
          try {
            return await (target.execute as (...a: unknown[]) => Promise<unknown>)(stmt, ...rest);
          } finally {
            release();
          }
        };
      }
      if (prop === 'batch' || prop === 'migrate') {
        return async (...args: unknown[]) => {
          const release = await turn();
          try {
            return await (Reflect.get(target, prop, receiver) as (...a: unknown[]) => Promise<unknown>).apply(target, args);
          } finally {
            release();
          }
        };
      }
      if (prop === 'transaction') {
        return async (...args: unknown[]) => {
          const release = await turn();
          try {
            const tx = await target.transaction(...(args as [TransactionMode?]));
            // The turn ends when the transaction does, however it ends.
            for (const end of ['commit', 'rollback'] as const) {
              const original = tx[end].bind(tx);
              tx[end] = async () => {
                try {
                  return await original();
                } finally {
                  release();
                }
              };
            }
            const close = tx.close.bind(tx);
            tx.close = () => {
              close();
              release();
            };
            return tx;
          } catch (error) {
            release();
            throw error;
          }
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

/** Opens the database (a local file by default) and applies pending migrations. */
export async function openDatabase(url: string, authToken?: string): Promise<Db> {
  if (url.startsWith('file:')) mkdirSync(path.dirname(fileURLToPath(url)), { recursive: true });
  // `timeout` is the busy timeout for writers of other processes (the API and the publish workers
  // share the file); writers of this process take turns through serializeWrites.
  const client = serializeWrites(createClient({ url, authToken, timeout: 10_000 }));
  if (url.startsWith('file:')) {
    // WAL lets the site renderer read while the API writes. synchronous=NORMAL is the setting WAL
    // is meant for: commits stay atomic and the file consistent; only the last commits before a
    // power cut (not a process crash) can be lost. FULL syncs the disk on every commit, and a
    // publish makes three (claim, release, done), which a full rebuild pays per tenant.
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = NORMAL');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema }) as Db;
  await migrate(db, { migrationsFolder });
  return db;
}
