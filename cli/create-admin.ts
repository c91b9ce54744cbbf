/**
 * npm run create-admin -- --email someone@example.com
 * Creates a platform admin (or finds it) and prints a set-password link; the link is also e-mailed
 * (SMTP when SMTP_URL is set, else the outbox folder).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { dataPaths, loadConfig } from '#db/config.ts';
import { openDatabase } from '#db/client.ts';
import { createAdmin } from '#api/auth/accounts.ts';
import { createMailer } from '#api/lib/mailer.ts';

const { values } = parseArgs({ options: { email: { type: 'string' } } });
const email = z.email().safeParse(values.email);
if (!email.success) {
  console.error('Usage: npm run create-admin -- --email EMAIL   (a valid e-mail address is required)');
  process.exit(2);
}
const config = loadConfig();
const db = await openDatabase(config.databaseUrl, config.databaseAuthToken);
const { link, created } = await createAdmin(db, email.data, config.publicUrl);
const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: dataPaths(config).outbox, log: () => {} });
await mailer
  .send({
    to: email.data,
    subject: 'Set your LocalSite admin password',
    text: `You have been made a LocalSite platform admin.\n\nSet your password here (the link works once and expires in 7 days):\n${link}\n`,
  })
  .catch((error: unknown) => console.error(`Could not e-mail the link: ${error instanceof Error ? error.message : String(error)}`));
console.log(`${created ? 'Created admin' : 'Admin already exists:'} ${email.data.toLowerCase()}`);
console.log(`Set-password link (valid 7 days, single use):\n${link}`);
db.$client.close();
