export interface TMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Where the product's mail goes (SMTP, or an outbox folder offline); built by the email module. */
export interface Mailer {
  send(mail: TMail): Promise<void>;
  /** Every mail sent by this process, newest last (for the outbox page and tests). */
  readonly sent: TMail[];
}
