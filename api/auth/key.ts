import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The key that signs access tokens: AUTH_SECRET when set (at least 32 characters), otherwise a
 * random key created once in DATA_DIR/auth.key (readable by the owner only) so restarts keep
 * sessions valid and nothing secret lives in the repository.
 */
export function loadAuthKey(dataDir: string, secret = process.env.AUTH_SECRET): Buffer {
  if (secret) {
    if (secret.length < 32) throw new Error('AUTH_SECRET must be at least 32 characters');
    return Buffer.from(secret);
  }
  const file = path.join(dataDir, 'auth.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}
