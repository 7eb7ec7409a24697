import { describe, expect, it } from 'vitest';
import {
  passwordTooShortMessage,
  ZForgotPasswordFormSchema,
  ZNewPasswordFormSchema,
  ZResetPasswordSchema,
  ZSignupSchema,
} from './auth.js';
import { contactMessageWithSubject, ZContactSchema } from './contact.js';
import { Messages } from './messages.js';

const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('new passwords', () => {
  it('must not be empty (spec) and have at least 8 characters, on sign-up and reset alike', () => {
    expect(firstMessage(ZResetPasswordSchema.safeParse({ password: '', token: 'abcdef' }))).toBe(
      Messages.passwordEmpty,
    );
    expect(firstMessage(ZResetPasswordSchema.safeParse({ password: 'short', token: 'abcdef' }))).toBe(
      passwordTooShortMessage,
    );
    expect(firstMessage(ZSignupSchema.safeParse({ email: 'a@b.co', password: 'short' }))).toBe(
      passwordTooShortMessage,
    );
    expect(ZResetPasswordSchema.safeParse({ password: 'long enough', token: 'abcdef' }).success).toBe(true);
  });

  it('needs a token longer than 3 characters', () => {
    expect(firstMessage(ZResetPasswordSchema.safeParse({ password: 'long enough', token: 'abc' }))).toBe(
      Messages.resetLinkInvalid,
    );
  });
});

describe('contact form', () => {
  it.each([
    [{ message: 'Hello there' }, Messages.contactEmailRequired],
    [{ email: '  ', message: 'Hello there' }, Messages.contactEmailRequired],
    [{ email: 'not an email', message: 'Hello there' }, Messages.contactEmailInvalid],
    [{ email: 'a@b.co' }, Messages.contactEmailAndMessageRequired],
    [{ email: 'a@b.co', message: 'Hey' }, Messages.contactEmailAndMessageRequired],
  ])('refuses %j with the spec message', (input, message) => {
    expect(firstMessage(ZContactSchema.safeParse(input))).toBe(message);
  });

  it('accepts a real message and puts the subject in front', () => {
    expect(ZContactSchema.parse({ email: ' a@b.co ', message: 'Hello' })).toEqual({
      email: 'a@b.co',
      message: 'Hello',
    });
    expect(contactMessageWithSubject(' Pricing ', 'Hello')).toBe('Subject: Pricing\nHello');
    expect(contactMessageWithSubject('', 'Hello')).toBe('Hello');
  });
});

describe('the forms of the web pages', () => {
  it('forgot password: an email is required and sent only when longer than 5 characters', () => {
    expect(firstMessage(ZForgotPasswordFormSchema.safeParse({ email: '  ' }))).toBe(Messages.emailRequired);
    expect(firstMessage(ZForgotPasswordFormSchema.safeParse({ email: 'a@b.c' }))).toBe(
      Messages.memberEmailInvalid,
    );
    expect(ZForgotPasswordFormSchema.parse({ email: ' ann@example.com ' })).toEqual({
      email: 'ann@example.com',
    });
  });

  it('new password: the password first, then its confirmation', () => {
    const issues = (form: { password: string; confirmation: string }) =>
      ZNewPasswordFormSchema.safeParse(form).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ password: 'long enough', confirmation: 'other' })).toEqual([
      ['confirmation', Messages.passwordMismatch],
    ]);
    expect(issues({ password: '', confirmation: '' })?.[0]).toEqual(['password', Messages.passwordEmpty]);
    expect(issues({ password: 'long enough', confirmation: 'long enough' })).toBeUndefined();
  });
});
