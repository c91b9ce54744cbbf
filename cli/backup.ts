/**
 * npm run backup [-- --dir PATH] [--keep N]
 * Copies the database (online: the server may keep running) and the owners' files into a new
 * timestamped folder of BACKUP_DIR (default DATA_DIR/backups), with a manifest of checksums
 * (decision 039). --keep deletes all but the newest N backups afterwards.
 */
import { parseArgs } from 'node:util';
import { runBackup } from '#build/backup-schedule.ts';
import { loadConfig } from '#db/config.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' }, keep: { type: 'string' } } });
const keep = values.keep === undefined ? undefined : Number(values.keep);
if (keep !== undefined && (!Number.isInteger(keep) || keep < 1)) {
  console.error(`--keep must be how many backups to keep (1 or more), got "${values.keep}"`);
  process.exit(2);
}
const config = loadConfig(values.dir ? { ...process.env, BACKUP_DIR: values.dir } : process.env);
process.exit((await runBackup(config, keep)) ? 0 : 1);
