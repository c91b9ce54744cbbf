/** The password-reset e-mail: a one-time link to the account with that address, if there is one. */
import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import * as s from '#db/schema.ts';
import type { Mailer } from '../lib/mailer.ts';
import { issueOneTimeToken } from './one-time-tokens.ts';

export async function emailResetLink(db: Db, mailer: Mailer, publicUrl: string, email: string): Promise<void> {
  const user = await db.select({ id: s.users.id, email: s.users.email }).from(s.users).where(eq(s.users.email, email)).get();
  if (!user) return;
  const token = await issueOneTimeToken(db, user.id, 'reset');
  const link = `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
  await mailer.send({
    to: user.email,
    subject: 'Reset your LocalSite password',
    text: `Someone asked to reset the password of your LocalSite account.\n\nChoose a new password here (the link works once and expires in 1 hour):\n${link}\n\nIf it was not you, ignore this e-mail; your password stays the same.`,
  });
}
