/** Set-password and reset links: 256-bit secrets, stored hashed, single use, expiring. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { newSecretToken, parseSecretToken, safeEqual, sha256 } from './tokens.ts';

export type OneTimePurpose = 'setup' | 'reset';

export const ONE_TIME_TTL_MS: Record<OneTimePurpose, number> = {
  setup: 7 * 86_400_000,
  reset: 60 * 60_000,
};

export async function issueOneTimeToken(db: Db, userId: number, purpose: OneTimePurpose, now = Date.now()): Promise<string> {
  const token = newSecretToken(32);
  await db.transaction(async (tx) => {
    // A new link replaces older unused links of the same purpose.
    await tx
      .update(s.oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(s.oneTimeTokens.userId, userId), eq(s.oneTimeTokens.purpose, purpose), isNull(s.oneTimeTokens.usedAt)));
    await tx
      .insert(s.oneTimeTokens)
      .values({ id: token.id, userId, purpose, secretHash: token.hash, expiresAt: now + ONE_TIME_TTL_MS[purpose], createdAt: now });
  });
  return token.token;
}

/** The user a still-valid token belongs to, without using it up. */
export async function peekOneTimeToken(db: Db, token: unknown, purpose: OneTimePurpose, now = Date.now()) {
  const parsed = parseSecretToken(token);
  if (!parsed) return undefined;
  const row = await db
    .select({ token: s.oneTimeTokens, user: s.users })
    .from(s.oneTimeTokens)
    .innerJoin(s.users, eq(s.users.id, s.oneTimeTokens.userId))
    .where(eq(s.oneTimeTokens.id, parsed.id))
    .get();
  if (!row || row.token.purpose !== purpose || row.token.usedAt !== null || row.token.expiresAt <= now) return undefined;
  if (!safeEqual(row.token.secretHash, sha256(parsed.secret))) return undefined;
  return row.user;
}

/** Uses the token up and runs `apply` in the same transaction; false when the token is not valid (any more). */
export async function consumeOneTimeToken(
  db: Db,
  token: unknown,
  purpose: OneTimePurpose,
  apply: (userId: number, tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<void>,
  now = Date.now(),
): Promise<boolean> {
  const user = await peekOneTimeToken(db, token, purpose, now);
  const parsed = parseSecretToken(token);
  if (!user || !parsed) return false;
  return db.transaction(async (tx) => {
    const used = await tx
      .update(s.oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(s.oneTimeTokens.id, parsed.id), isNull(s.oneTimeTokens.usedAt)))
      .returning({ id: s.oneTimeTokens.id });
    if (used.length === 0) return false;
    await apply(user.id, tx);
    return true;
  });
}
