/**
 * A business's team (issue 14 §6): the owner invites staff by e-mail with a role (manager, tech,
 * viewer); the invitee sets a password through the same one-time setup link admins get. A
 * technician works alone, so a tech gets a crew of their own: jobs booked for them go on it.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { StaffRole } from '#core/api/staff.ts';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import { normalizeEmail, type UserRow } from '../auth/accounts.ts';
import { issueOneTimeToken } from '../auth/one-time-tokens.ts';
import type { Mailer } from '../lib/mailer.ts';
import type { TenantRow } from './tenants.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type InvitableRole = Exclude<StaffRole, 'owner'>;

const ROLE_WORDS: Record<StaffRole, string> = {
  owner: 'owner',
  manager: 'manager (everything but the team)',
  tech: 'technician (your own jobs on the schedule)',
  viewer: 'viewer (read only)',
};

export const memberJson = (u: UserRow) => ({
  id: u.id,
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  role: u.staffRole as StaffRole,
  password_set: u.passwordHash !== null,
  created_at: new Date(u.createdAt).toISOString(),
});

/** The owner first, then everyone in the order they joined. */
export async function listTeam(db: Db, tenant: TenantRow) {
  const rows = await db
    .select()
    .from(s.users)
    .where(eq(s.users.tenantId, tenant.id))
    .orderBy(sql`${s.users.staffRole} <> 'owner'`, asc(s.users.id));
  return rows.map(memberJson);
}

const crewName = (u: Pick<UserRow, 'firstName' | 'lastName' | 'email'>) =>
  [u.firstName, u.lastName].filter(Boolean).join(' ') || u.email.split('@')[0]!;

/** A technician's own crew, made when they first become one. */
async function ensureTechCrew(tx: Tx, tenantId: number, user: UserRow) {
  const found = await tx
    .select({ id: s.crews.id })
    .from(s.crews)
    .where(and(eq(s.crews.tenantId, tenantId), eq(s.crews.userId, user.id)))
    .get();
  if (!found) await tx.insert(s.crews).values({ tenantId, name: crewName(user), userId: user.id });
}

export type InviteOutcome = { ok: true; member: ReturnType<typeof memberJson> } | { ok: false; failure: 'email-in-use' };

export async function inviteMember(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  tenant: TenantRow,
  input: { email: string; role: InvitableRole; first_name: string | null; last_name: string | null },
): Promise<InviteOutcome> {
  const email = normalizeEmail(input.email);
  const user = await db.transaction(async (tx) => {
    if (await tx.select({ id: s.users.id }).from(s.users).where(eq(s.users.email, email)).get()) return undefined;
    const [row] = await tx
      .insert(s.users)
      .values({ email, tenantId: tenant.id, staffRole: input.role, firstName: input.first_name, lastName: input.last_name })
      .returning();
    if (input.role === 'tech') await ensureTechCrew(tx, tenant.id, row!);
    return row!;
  });
  if (!user) return { ok: false, failure: 'email-in-use' };
  const token = await issueOneTimeToken(db, user.id, 'setup');
  const link = `${publicUrl}/set-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: email,
    subject: `${tenant.businessName} invited you to LocalSite`,
    text: `${tenant.businessName} added you to its LocalSite dashboard as ${ROLE_WORDS[input.role]}.\n\nChoose your password here (the link works once and expires in 7 days):\n${link}\n\nThen sign in at ${publicUrl}/login with this e-mail address.`,
  });
  return { ok: true, member: memberJson(user) };
}

const findMember = (db: Db | Tx, tenant: TenantRow, id: number) =>
  db
    .select()
    .from(s.users)
    .where(and(eq(s.users.id, id), eq(s.users.tenantId, tenant.id)))
    .get();

export type MemberOutcome<T> = { ok: true; value: T } | { ok: false; failure: 'not-found' | 'owner' };

/** A new role for a member; the owner's own role is not the team's to change. */
export async function changeRole(
  db: Db,
  tenant: TenantRow,
  id: number,
  role: InvitableRole,
): Promise<MemberOutcome<ReturnType<typeof memberJson>>> {
  return db.transaction(async (tx) => {
    const member = await findMember(tx, tenant, id);
    if (!member) return { ok: false, failure: 'not-found' };
    if (member.staffRole === 'owner') return { ok: false, failure: 'owner' };
    const [row] = await tx.update(s.users).set({ staffRole: role, updatedAt: Date.now() }).where(eq(s.users.id, id)).returning();
    if (role === 'tech') await ensureTechCrew(tx, tenant.id, row!);
    // A feed of one's own jobs is a technician's: it stops when they are one no more.
    else await tx.delete(s.calendarFeeds).where(eq(s.calendarFeeds.userId, id));
    return { ok: true, value: memberJson(row!) };
  });
}

/**
 * Removes a member (never the owner, so the owner never removes themselves): their sign-in and sessions go; the jobs they were assigned stay on the
 * schedule, unassigned (the database sets them free), and a technician's crew keeps its jobs.
 */
export async function removeMember(db: Db, tenant: TenantRow, id: number): Promise<MemberOutcome<{ id: number }>> {
  const member = await findMember(db, tenant, id);
  if (!member) return { ok: false, failure: 'not-found' };
  if (member.staffRole === 'owner') return { ok: false, failure: 'owner' };
  await db.delete(s.users).where(eq(s.users.id, id));
  return { ok: true, value: { id } };
}
