import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient, type Client } from '@libsql/client';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';
import * as schema from './schema.ts';

export type Db = LibSQLDatabase<typeof schema> & { $client: Client };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Opens the database (a local file by default) and applies pending migrations. */
export async function openDatabase(url: string, authToken?: string): Promise<Db> {
  if (url.startsWith('file:')) mkdirSync(path.dirname(fileURLToPath(url)), { recursive: true });
  // The client pools connections; `timeout` is the busy timeout of every one of them, so a writer
  // waits out another process's short write (API and publish workers share the file) instead of failing.
  const client = createClient({ url, authToken, timeout: 10_000 });
  if (url.startsWith('file:')) {
    // WAL lets the site renderer read while the API writes.
    await client.execute('PRAGMA journal_mode = WAL');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  const db = drizzle(client, { schema }) as Db;
  await migrate(db, { migrationsFolder });
  return db;
}
