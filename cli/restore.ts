/**
 * npm run restore -- BACKUP_FOLDER [--data-dir PATH] [--force]
 * Checks every file of a backup against its manifest, then puts the database and the owners' files
 * into the data directory (DATA_DIR unless --data-dir), which must be empty unless --force. The
 * server must be stopped; its next start publishes every site from the restored database.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, DATABASE_FILE, databaseFile, restoreBackup } from '#db/backup.ts';
import { loadConfig } from '#db/config.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'data-dir': { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [backup] = positionals;
if (!backup || positionals.length > 1) {
  console.error('Usage: npm run restore -- BACKUP_FOLDER [--data-dir PATH] [--force]');
  process.exit(2);
}
const config = loadConfig(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'], DATABASE_URL: undefined } : process.env);
try {
  if (databaseFile(config.databaseUrl) !== path.join(config.dataDir, DATABASE_FILE)) {
    throw new BackupError(
      `DATABASE_URL names another file than ${path.join(config.dataDir, DATABASE_FILE)}: unset it, or restore with --data-dir into a new directory.`,
    );
  }
  await restoreBackup({ backup, dataDir: config.dataDir, force: values.force, log: (line) => console.log(`[restore] ${line}`) });
  console.log(`[restore] done. Start the server on it (DATA_DIR=${config.dataDir} npm start): it publishes every site again.`);
} catch (error) {
  console.error(`[restore] ${error instanceof BackupError ? error.message : `failed: ${(error as Error).stack}`}`);
  process.exit(1);
}
