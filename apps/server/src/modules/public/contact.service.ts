import type { TContact, TSuccessAnswer } from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import { AppError } from '../../core/errors.js';

export const CONTACT_NOT_SENT = 'The message could not be sent. Please try again later.';

/** Forwards a contact-form message to the operator (CONTACT_EMAIL); 502 when the mail can't go out. */
export async function sendContactMessage(
  deps: TAppDeps,
  input: TContact,
  opts: { ip: string; log: FastifyBaseLogger },
): Promise<TSuccessAnswer> {
  const firstLine = input.message.split('\n', 1)[0] ?? '';
  const subject = firstLine.startsWith('Subject:') ? firstLine.slice('Subject:'.length).trim() : '';
  try {
    await deps.mailer.send({
      to: deps.config.CONTACT_EMAIL,
      subject: `Contact form: ${subject || `message from ${input.email}`}`.slice(0, 200),
      text: [
        `From: ${input.email}`,
        `Sent: ${deps.now().toISOString()} from ${opts.ip}`,
        '',
        input.message,
      ].join('\n'),
    });
  } catch (err) {
    opts.log.error({ err }, 'contact message could not be sent');
    throw new AppError(502, CONTACT_NOT_SENT);
  }
  return { success: true };
}
