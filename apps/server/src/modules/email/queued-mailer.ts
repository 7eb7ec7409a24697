import { randomUUID } from 'node:crypto';
import type { JobQueue } from '../../core/ports/job-queue.js';
import type { Mailer, TMail } from '../../core/ports/mailer.js';
import type { Db } from '../../db/database.js';

/** The job kind of a mail. */
export const MAIL_JOB = 'mail';

/**
 * A mailer whose `send` records a mail job (in the caller's transaction when given one) instead of
 * talking to SMTP inside the request; `deliver` (SMTP or the outbox) sends it from whichever
 * process takes jobs, retried with backoff when it fails. Each send is one job: a retry never makes
 * a second one.
 */
export function queuedMailer(jobs: JobQueue, db: Db, deliver: Mailer): Mailer {
  jobs.work<TMail, null>(MAIL_JOB, async (mail) => {
    await deliver.send(mail);
    return null;
  });
  return {
    sent: deliver.sent,
    async send(mail, opts) {
      await jobs.send(opts?.db ?? db, MAIL_JOB, mail, { key: randomUUID(), retryLimit: 8 });
    },
  };
}
