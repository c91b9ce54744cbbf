import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { industries } from '#content/index.ts';
import type { AuthUser } from '#core/api/types.ts';
import type { Db } from '#db/client.ts';
import { DEMO_ADMIN_EMAIL, DEMO_STAFF, demoStaffEmail, PENDING_DEMO_SLUG } from '#db/seed.ts';
import * as s from '#db/schema.ts';
import { consumeOneTimeToken, issueOneTimeToken, type OneTimePurpose } from './one-time-tokens.ts';
import { hashPassword } from './passwords.ts';
import type { SessionService } from './sessions.ts';

export type UserRow = typeof s.users.$inferSelect;

/** The user as the API shows it (spec 1 §3 "Authenticated user": is_admin, tenant_id). */
export async function userJson(db: Db, user: UserRow): Promise<AuthUser> {
  const tenant = user.tenantId
    ? await db.select({ slug: s.tenants.slug }).from(s.tenants).where(eq(s.tenants.id, user.tenantId)).get()
    : undefined;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    is_admin: user.isAdmin,
    tenant_id: user.tenantId,
    tenant_slug: tenant?.slug ?? null,
    staff_role: user.staffRole,
  };
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The account of a normalized e-mail address. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.select().from(s.users).where(eq(s.users.email, email)).get();
}

/**
 * Sets a password through a one-time link (setup or reset): the link is used up and the password
 * changed in one transaction, then every session of the account is signed out. False when the link
 * is not valid (any more).
 */
export async function setPasswordByLink(
  db: Db,
  sessions: SessionService,
  token: string,
  purpose: OneTimePurpose,
  newPassword: string,
): Promise<boolean> {
  const passwordHash = await hashPassword(newPassword);
  let userId: number | undefined;
  const ok = await consumeOneTimeToken(db, token, purpose, async (id, tx) => {
    userId = id;
    await tx.update(s.users).set({ passwordHash, passwordChangedAt: Date.now(), updatedAt: Date.now() }).where(eq(s.users.id, id));
  });
  if (!ok || userId === undefined) return false;
  await sessions.revokeAllForUser(userId, purpose === 'setup' ? 'password set' : 'password reset');
  return true;
}

/** Creates (or finds) an admin without a password and returns a set-password link for them. */
export async function createAdmin(db: Db, email: string, publicUrl: string): Promise<{ user: UserRow; link: string; created: boolean }> {
  const normalized = normalizeEmail(email);
  let user = await db.select().from(s.users).where(eq(s.users.email, normalized)).get();
  const created = !user;
  if (!user) [user] = await db.insert(s.users).values({ email: normalized, isAdmin: true }).returning();
  const token = await issueOneTimeToken(db, user!.id, 'setup');
  return { user: user!, link: `${publicUrl}/set-password?token=${encodeURIComponent(token)}`, created };
}

export { DEMO_ADMIN_EMAIL };
export const demoOwnerEmail = (slug: string) => `owner@${slug}.example`;

/** Demo mode only: an admin, one owner per demo tenant and each demo business's technician and viewer, all with the demo password. */
export async function ensureDemoAccounts(db: Db, password: string): Promise<{ email: string; role: string }[]> {
  const demoSlugs = Object.values(industries).map((i) => i.demo.slug);
  const slugs = [...demoSlugs, PENDING_DEMO_SLUG];
  const tenants = await db
    .select({ id: s.tenants.id, slug: s.tenants.slug, firstName: s.tenants.firstName, lastName: s.tenants.lastName })
    .from(s.tenants)
    .where(inArray(s.tenants.slug, slugs));
  const passwordHash = await hashPassword(password);
  const wanted = [
    { email: DEMO_ADMIN_EMAIL, isAdmin: true, tenantId: null, staffRole: null, firstName: 'Demo', lastName: 'Admin' },
    ...tenants.map((t) => ({
      email: demoOwnerEmail(t.slug),
      isAdmin: false,
      tenantId: t.id,
      staffRole: 'owner' as const,
      firstName: t.firstName,
      lastName: t.lastName,
    })),
    ...tenants
      .filter((t) => demoSlugs.includes(t.slug))
      .flatMap((t) =>
        DEMO_STAFF.map((person) => ({
          email: demoStaffEmail(person.role, t.slug),
          isAdmin: false,
          tenantId: t.id,
          staffRole: person.role,
          firstName: person.firstName,
          lastName: person.lastName,
        })),
      ),
  ];
  for (const account of wanted) {
    const existing = await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, account.email)).get();
    // The demo password is set on every start, so the printed one always works.
    if (existing) await db.update(s.users).set({ passwordHash }).where(eq(s.users.id, existing.id));
    else await db.insert(s.users).values({ ...account, passwordHash, passwordChangedAt: Date.now() });
  }
  return wanted.map((a) => ({
    email: a.email,
    role: a.isAdmin ? 'admin' : `${a.staffRole} of ${a.email.split('@')[1]!.replace(/\.example$/, '')}`,
  }));
}

/** A readable random password for demo mode when DEMO_PASSWORD is not set: meets every rule. */
export function randomDemoPassword(): string {
  const words = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x');
  return `Demo-${words}7`;
}
