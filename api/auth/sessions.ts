/**
 * Sessions and refresh tokens. One login is one session; its refresh tokens form one family that
 * rotates on every use. A refresh token presented a second time means it leaked, so the whole
 * session is revoked (RFC 9700 §4.14.2). Sessions end on logout, after an idle period, at an
 * absolute lifetime, and all at once when the password changes.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { IssuedTokens } from '#core/api/types.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { newSecretToken, parseSecretToken, randomId, safeEqual, sha256, signAccessToken, verifyAccessToken } from './tokens.ts';

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
/** Spec 1 §9 session timeout: 24 h without a refresh ends the session. */
export const SESSION_IDLE_MS = 86_400_000;
export const SESSION_ABSOLUTE_MS = 30 * 86_400_000;

export type UserRow = typeof s.users.$inferSelect;

export class SessionService {
  constructor(
    private readonly db: Db,
    private readonly key: Buffer,
    private readonly now: () => number = Date.now,
  ) {}

  async create(userId: number): Promise<IssuedTokens> {
    const t = this.now();
    const sessionId = randomId(16);
    const refresh = newSecretToken(32);
    await this.db.transaction(async (tx) => {
      await tx.insert(s.authSessions).values({ id: sessionId, userId, createdAt: t, lastUsedAt: t, expiresAt: t + SESSION_ABSOLUTE_MS });
      await tx
        .insert(s.refreshTokens)
        .values({ id: refresh.id, sessionId, secretHash: refresh.hash, createdAt: t, expiresAt: t + SESSION_IDLE_MS });
    });
    return this.issue(sessionId, refresh.token, t);
  }

  /** Rotates a refresh token. Undefined means 401: unknown, expired, revoked, or reused (which revokes the session). */
  async refresh(token: unknown): Promise<IssuedTokens | undefined> {
    const parsed = parseSecretToken(token);
    if (!parsed) return undefined;
    const t = this.now();
    return this.db.transaction(async (tx) => {
      const row = await tx.select().from(s.refreshTokens).where(eq(s.refreshTokens.id, parsed.id)).get();
      if (!row || !safeEqual(row.secretHash, sha256(parsed.secret))) return undefined;
      const session = await tx.select().from(s.authSessions).where(eq(s.authSessions.id, row.sessionId)).get();
      if (!session || !isActive(session, t)) return undefined;
      if (row.usedAt !== null) {
        await tx
          .update(s.authSessions)
          .set({ revokedAt: t, revokedReason: 'refresh token reuse' })
          .where(eq(s.authSessions.id, session.id));
        return undefined;
      }
      if (row.expiresAt <= t) return undefined;
      const next = newSecretToken(32);
      const marked = await tx
        .update(s.refreshTokens)
        .set({ usedAt: t })
        .where(and(eq(s.refreshTokens.id, row.id), isNull(s.refreshTokens.usedAt)))
        .returning({ id: s.refreshTokens.id });
      if (marked.length === 0) return undefined;
      await tx.insert(s.refreshTokens).values({
        id: next.id,
        sessionId: session.id,
        secretHash: next.hash,
        createdAt: t,
        expiresAt: Math.min(t + SESSION_IDLE_MS, session.expiresAt),
      });
      await tx.update(s.authSessions).set({ lastUsedAt: t }).where(eq(s.authSessions.id, session.id));
      return this.issue(session.id, next.token, t);
    });
  }

  /** The signed-in user behind an access token, if its session is still active. */
  async authenticate(accessToken: string): Promise<{ user: UserRow; sessionId: string } | undefined> {
    const t = this.now();
    const verified = verifyAccessToken(this.key, accessToken, t);
    if (!verified) return undefined;
    const row = await this.db
      .select({ session: s.authSessions, user: s.users })
      .from(s.authSessions)
      .innerJoin(s.users, eq(s.users.id, s.authSessions.userId))
      .where(eq(s.authSessions.id, verified.sessionId))
      .get();
    if (!row || !isActive(row.session, t)) return undefined;
    return { user: row.user, sessionId: row.session.id };
  }

  async revoke(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(s.authSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(and(eq(s.authSessions.id, sessionId), isNull(s.authSessions.revokedAt)));
  }

  async revokeAllForUser(userId: number, reason: string): Promise<void> {
    await this.db
      .update(s.authSessions)
      .set({ revokedAt: this.now(), revokedReason: reason })
      .where(and(eq(s.authSessions.userId, userId), isNull(s.authSessions.revokedAt)));
  }

  /** The session a refresh token belongs to (for logout with only a refresh token). */
  async sessionOfRefreshToken(token: unknown): Promise<string | undefined> {
    const parsed = parseSecretToken(token);
    if (!parsed) return undefined;
    const row = await this.db.select().from(s.refreshTokens).where(eq(s.refreshTokens.id, parsed.id)).get();
    return row && safeEqual(row.secretHash, sha256(parsed.secret)) ? row.sessionId : undefined;
  }

  private issue(sessionId: string, refreshToken: string, t: number): IssuedTokens {
    return {
      accessToken: signAccessToken(this.key, sessionId, t + ACCESS_TOKEN_TTL_MS),
      refreshToken,
      expiresIn: ACCESS_TOKEN_TTL_MS / 1000,
    };
  }
}

function isActive(session: typeof s.authSessions.$inferSelect, t: number): boolean {
  return session.revokedAt === null && session.expiresAt > t && session.lastUsedAt + SESSION_IDLE_MS > t;
}
