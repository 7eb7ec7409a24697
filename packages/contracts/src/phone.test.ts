import { describe, expect, it } from 'vitest';
import { Messages } from './messages.js';
import { invalidPhoneMessage, normalisePhone } from './phone.js';

describe('normalisePhone', () => {
  it.each(['(215) 555-0142', '215-555-0142', '+1 215 555 0142', '215.555.0142', '001 215 555 0142'])(
    'reads the US form %j as +12155550142 for a US team',
    (typed) => {
      expect(normalisePhone(typed, 'US')).toEqual({ ok: true, phone: '+12155550142' });
    },
  );

  it.each([
    ['020 7946 0958', 'GB', '+442079460958'],
    ['07400 123456', 'gb', '+447400123456'],
    ['601 234 567', 'PL', '+48601234567'],
    ['0171 1234567', 'DE', '+491711234567'],
    ['+48 601-234-567', 'US', '+48601234567'],
    ['+1 215 555 0142', '', '+12155550142'],
    ['  ', 'US', ''],
  ])('reads %j with team country %j as %j', (typed, country, phone) => {
    expect(normalisePhone(typed, country)).toEqual({ ok: true, phone });
  });

  it.each([
    ['12345', 'US'],
    ['555-1234', 'US'],
    ['+1 215 555 012', 'US'],
    ['call me', 'PL'],
    ['215 555 0142', ''],
    ['+48 601 234 567 89', 'PL'],
  ])('refuses %j (team country %j) and says the format', (typed, country) => {
    const r = normalisePhone(typed, country);
    expect(r).toEqual({ ok: false, message: invalidPhoneMessage(country) });
  });
});

describe('invalidPhoneMessage', () => {
  it("starts with the spec's message and shows the team country's example both ways", () => {
    expect(invalidPhoneMessage('US')).toBe(
      'Invalid phone number. Use a number like +1 201 555 0123 or (201) 555-0123.',
    );
    expect(invalidPhoneMessage('GB')).toBe(
      'Invalid phone number. Use a number like +44 7400 123456 or 07400 123456.',
    );
    expect(invalidPhoneMessage('PL').startsWith(Messages.invalidPhone)).toBe(true);
  });

  it('asks for the country code when the team has no country', () => {
    expect(invalidPhoneMessage('')).toBe(
      'Invalid phone number. Use a number with its country code, like +1 201 555 0123.',
    );
  });
});
