import { describe, expect, it } from 'vitest';
import { MAIL_NAME_MAX_LENGTH, MAIL_SUBJECT_MAX_LENGTH, oneLine, unlinkableName } from './mail-plain-text.js';
import { inviteMail } from './password-links.js';

const URL = 'https://plan.example.com/reset-password/abc123';
const mailFor = (teamName: string, invitedBy = 'Dana') =>
  inviteMail({ to: 'new@example.com', teamName, invitedBy, url: URL });

/** Every part of the mail a client could render or link. */
const partsOf = (mail: ReturnType<typeof inviteMail>) => ({
  subject: mail.subject,
  text: mail.text,
  html: mail.html ?? '',
});

/** What a reader sees: the text without the zero-width spaces. */
const seen = (s: string) => s.replaceAll('\u200B', '');

describe('inviteMail', () => {
  it.each([
    'www.evil.example',
    'http://evil.example/login',
    'evil.example',
    'support@evil.example',
    'HTTPS://EVIL.EXAMPLE',
  ])('shows the team name %j in no part as something a mail client would link', (name) => {
    const mail = mailFor(name, name);
    for (const [part, content] of Object.entries(partsOf(mail))) {
      expect(content, part).not.toContain(name);
      expect(seen(content), part).toContain(name);
    }
    // The only link in the HTML part is the product's own.
    expect(mail.html?.match(/<a /g)).toHaveLength(1);
    expect(mail.html).toContain(`<a href="${URL}">${URL}</a>`);
  });

  it('escapes the names in the HTML part', () => {
    const mail = mailFor('<a href="https://evil.example">Click</a>', '<img src=x onerror=alert(1)>');
    expect(mail.html).not.toMatch(/<a href="https:\/\/evil/);
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('keeps the subject on one line and within its length, whatever the team name', () => {
    const mail = mailFor(`Team\r\nBcc: victim@example.com\n${'x'.repeat(500)}`);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect([...mail.subject].length).toBeLessThanOrEqual(MAIL_SUBJECT_MAX_LENGTH);
    expect(seen(mail.subject)).toMatch(
      /^You have been invited to Team Bcc: victim@example\.com x+… on Route Planner$/,
    );
    expect(mail.text).not.toMatch(/Team\r?\nBcc/);
  });

  it('names a team without a name "a delivery team"', () => {
    expect(mailFor('  \n ').subject).toBe('You have been invited to a delivery team on Route Planner');
  });

  it('still carries the link and the invited address as they are', () => {
    const mail = mailFor('Fast Couriers');
    expect(mail.text).toContain(`\n\n${URL}\n\n`);
    expect(mail.text).toContain('(new@example.com)');
    expect(mail.subject).toBe('You have been invited to Fast Couriers on Route Planner');
  });
});

describe('unlinkableName and oneLine', () => {
  it('caps a name at its length with an ellipsis, counting characters not UTF-16 units', () => {
    const name = unlinkableName('🚚'.repeat(100));
    expect([...name]).toHaveLength(MAIL_NAME_MAX_LENGTH);
    expect(name.endsWith('…')).toBe(true);
  });

  it('turns control characters and line separators into single spaces', () => {
    expect(oneLine('a\u0000b\r\n\tc\u2028d', 50)).toBe('a b c d');
  });
});
