import type { Db } from '../../db/database.js';

export interface TMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where the product's mail goes (SMTP, or an outbox folder offline); built by the email module. */
export interface Mailer {
  /**
   * Sends the mail; the product's mailer records it as a job (jobs/), in `db`'s transaction when
   * given one, and a worker delivers it, retrying a failed delivery.
   */
  send(mail: TMail, opts?: { db?: Db }): Promise<void>;
  /** Every mail sent by this process, newest last (for the outbox page and tests). */
  readonly sent: TMail[];
}
