import { z } from 'zod';
import { hasControlCharacters, InputMessages } from './input.js';
import { Messages } from './messages.js';

export const CONTACT_MESSAGE_MAX = 5000;
export const contactMessageTooLongMessage = `The message can be at most ${CONTACT_MESSAGE_MAX} characters`;

/**
 * POST /contact/ (spec section 5): email required ('Please enter email'), an e-mail address ('Please
 * enter correct email'), email longer than 4 and message longer than 3 characters ('Email and Message
 * are required'). The subject is not sent on its own: see contactMessageWithSubject.
 */
export const ZContactSchema = z.object({
  email: z
    .string({ error: Messages.contactEmailRequired })
    .trim()
    .min(1, Messages.contactEmailRequired)
    .max(128, Messages.contactEmailInvalid)
    .pipe(z.email({ error: Messages.contactEmailInvalid }))
    .refine((email) => email.length > 4, Messages.contactEmailAndMessageRequired),
  message: z
    .string({ error: Messages.contactEmailAndMessageRequired })
    .trim()
    .min(4, Messages.contactEmailAndMessageRequired)
    .max(CONTACT_MESSAGE_MAX, contactMessageTooLongMessage)
    // Line breaks and tabs are fine in a message; other control characters are no one's typing.
    .refine((message) => !hasControlCharacters(message, true), { error: InputMessages.controlCharacters }),
});
export type TContact = z.infer<typeof ZContactSchema>;

/** The contact page's form: the call's fields and the optional subject (see contactMessageWithSubject). */
export const ZContactFormSchema = ZContactSchema.extend({ subject: z.string() });

/** The optional subject goes in front of the message as a 'Subject:' line (spec section 3). */
export function contactMessageWithSubject(subject: string, message: string): string {
  const s = subject.trim();
  return s ? `Subject: ${s}\n${message}` : message;
}
