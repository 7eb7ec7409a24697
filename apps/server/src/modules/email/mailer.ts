import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Mailer, TMail } from '../../core/ports/mailer.js';

export type { Mailer, TMail } from '../../core/ports/mailer.js';

/**
 * SMTP when SMTP_URL is set; otherwise each message is written as an .eml file to the outbox
 * folder and logged, so invites and reset links work offline.
 */
export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const sent: TMail[] = [];
  return {
    sent,
    async send(mail) {
      const info = await transport.sendMail({ from: opts.from, ...mail });
      sent.push(mail);
      if (sent.length > 200) sent.shift();
      if (!opts.smtpUrl && 'message' in info && Buffer.isBuffer(info.message)) {
        await fs.mkdir(opts.outboxDir, { recursive: true });
        const file = path.join(opts.outboxDir, `${Date.now()}-${mail.to.replace(/[^a-z0-9@.]/gi, '_')}.eml`);
        await fs.writeFile(file, info.message);
        opts.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
      } else {
        opts.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      }
    },
  };
}
