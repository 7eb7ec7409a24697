import { describe, expect, it } from 'vitest';
import { Messages, PointMessages } from './messages.js';
import {
  distanceUnitForCountry,
  isValidTimeZone,
  TeamMessages,
  ZDepotsFormSchema,
  ZSavePreferencesSchema,
  ZSaveTeamMemberSchema,
  ZSaveTeamPreferencesSchema,
} from './team.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('team name', () => {
  it('is trimmed and kept to 32 characters', () => {
    const r = ZSaveTeamPreferencesSchema.parse({ name: `  ${'x'.repeat(40)}  ` });
    expect(r.name).toBe('x'.repeat(32));
  });

  it('refuses an empty or blank name with the spec message', () => {
    for (const name of ['', '   ']) {
      const r = ZSaveTeamPreferencesSchema.safeParse({ name });
      expect(r.success).toBe(false);
      expect(firstMessage(r)).toBe(Messages.teamNameEmpty);
    }
  });
});

describe('team preferences', () => {
  it('accepts a partial update of only the browser location', () => {
    const r = ZSaveTeamPreferencesSchema.parse({
      countryCode: 'us',
      latitude: 40,
      longitude: '-75.5',
      timezone: 'America/New_York',
    });
    expect(r).toEqual({ countryCode: 'US', latitude: 40, longitude: -75.5, timezone: 'America/New_York' });
  });

  it('refuses an unknown time zone, a bad country code and half a point', () => {
    expect(firstMessage(ZSaveTeamPreferencesSchema.safeParse({ timezone: 'Mars/Base' }))).toBe(
      TeamMessages.invalidTimeZone,
    );
    expect(firstMessage(ZSaveTeamPreferencesSchema.safeParse({ countryCode: 'USA' }))).toBe(
      TeamMessages.invalidCountryCode,
    );
    expect(firstMessage(ZSaveTeamPreferencesSchema.safeParse({ startLat: 40 }))).toBe(
      TeamMessages.pointIncomplete,
    );
    expect(ZSaveTeamPreferencesSchema.safeParse({ startLat: 91, startLng: 0 }).success).toBe(false);
    expect(ZSaveTeamPreferencesSchema.safeParse({ startLat: 'abc', startLng: 0 }).success).toBe(false);
    for (const text of ['', ' ', '1e1', '0x1f', 'Infinity', '-75.5 ']) {
      expect(ZSaveTeamPreferencesSchema.safeParse({ latitude: 40, longitude: text }).success).toBe(false);
    }
    expect(firstMessage(ZSaveTeamPreferencesSchema.safeParse({ latitude: '0', longitude: '0.0' }))).toBe(
      PointMessages.zero,
    );
    expect(firstMessage(ZSaveTeamPreferencesSchema.safeParse({ latitude: 0, longitude: 0 }))).toBe(
      PointMessages.zero,
    );
    expect(ZSaveTeamPreferencesSchema.safeParse({ distanceUnit: 2 }).success).toBe(false);
  });

  it('lets null clear a point', () => {
    expect(ZSavePreferencesSchema.parse({ startAddress: '', startLat: null, startLng: null })).toEqual({
      startAddress: '',
      startLat: null,
      startLng: null,
    });
  });

  it('knows real IANA zones', () => {
    expect(isValidTimeZone('Europe/Warsaw')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('')).toBe(false);
    expect(isValidTimeZone('Nowhere/Special')).toBe(false);
  });

  it('chooses miles for the US only', () => {
    expect(distanceUnitForCountry('us')).toBe(1);
    expect(distanceUnitForCountry('PL')).toBe(0);
  });
});

describe('member dialog rules', () => {
  it.each([
    [{ role: 1 }, Messages.memberEmailRequired],
    [{ email: '', role: 1 }, Messages.memberEmailRequired],
    [{ email: `${'a'.repeat(125)}@b.co`, role: 1 }, Messages.memberEmailTooLong],
    [{ email: 'nope', role: 1 }, Messages.memberEmailInvalid],
    [{ email: 'a@b.co', role: 0 }, Messages.memberRoleRequired],
    [{ email: 'a@b.co' }, Messages.memberRoleRequired],
    [{ email: 'a@b.co', role: 4 }, Messages.memberRoleRequired],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(ZSaveTeamMemberSchema.safeParse(input))).toBe(message);
  });

  it('accepts a new driver', () => {
    expect(ZSaveTeamMemberSchema.parse({ email: ' d@b.co ', role: 1 })).toEqual({
      email: 'd@b.co',
      name: '',
      role: 1,
    });
  });
});

describe("onboarding's depot form", () => {
  const warsaw = {
    name: 'Warsaw',
    address: 'Warsaw, PL',
    lat: 52.23,
    lng: 21.01,
    country: 'PL',
    fullAddress: '',
  };
  it('needs both the start and the end location, and says so at the start', () => {
    const issues = ZDepotsFormSchema.safeParse({ start: warsaw, end: null }).error?.issues;
    expect(issues?.map((i) => [i.path.join('.'), i.message])).toEqual([['start', Messages.depotEmpty]]);
    expect(ZDepotsFormSchema.safeParse({ start: warsaw, end: warsaw }).success).toBe(true);
  });
});
