/**
 * Outgoing e-mail: through SMTP when SMTP_URL is set, otherwise written to DATA_DIR/outbox as an
 * .eml file (and logged) so nothing is lost in development or demo mode.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  /** Files sent along, e.g. a booking's .ics (text/calendar). */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<{ transport: 'smtp' | 'outbox'; location?: string }>;
}

export const DEFAULT_FROM = 'LocalSite <no-reply@localsite.invalid>';

/**
 * A visitor's quote request or booking is answered once its e-mails are handed over: a mail server
 * that does not answer is given up after seconds (the request is stored, the failure logged in
 * email_log), not after nodemailer's defaults of 2 minutes to connect and 10 of silence. Settings in
 * SMTP_URL's query (`?connectionTimeout=…`) still win.
 */
export const SMTP_TIMEOUTS_MS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export function createMailer(options: {
  smtpUrl?: string;
  outboxDir: string;
  from?: string;
  log?: (line: string) => void;
  smtpTimeoutsMs?: Partial<typeof SMTP_TIMEOUTS_MS>;
}): Mailer {
  const from = options.from ?? process.env.MAIL_FROM ?? DEFAULT_FROM;
  const log = options.log ?? ((line: string) => console.log(line));
  let smtp: Transporter | undefined;
  if (options.smtpUrl) smtp = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS_MS, ...options.smtpTimeoutsMs });
  const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  return {
    async send(message) {
      const mail = {
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        replyTo: message.replyTo,
        attachments: message.attachments,
      };
      if (smtp) {
        await smtp.sendMail(mail);
        return { transport: 'smtp' };
      }
      const info = await fileTransport.sendMail(mail);
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
      const file = path.join(options.outboxDir, name);
      await writeCreatingDir(file, info.message as Buffer);
      log(`[mail] to ${message.to}: "${message.subject}" written to ${file}`);
      return { transport: 'outbox', location: file };
    },
  };
}

/**
 * Writes a file, making its folder only when it is missing: a recursive mkdir before every write
 * cost about a millisecond of CPU (an EEXIST error built and caught each time), twice the write.
 */
async function writeCreatingDir(file: string, data: Buffer): Promise<void> {
  try {
    await fs.writeFile(file, data);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, data);
  }
}
