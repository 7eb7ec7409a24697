import { describe, expect, it } from 'vitest';
import {
  ADMIN_MAX_PAGE,
  AdminMessages,
  endOfDayUtc,
  ZAdminRoutesListSchema,
  ZAdminTeamsListSchema,
  ZSaveTeamActiveToSchema,
} from './admin.js';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('admin request bodies', () => {
  it('takes pages from 1 to the maximum, whole numbers only', () => {
    expect(ZAdminTeamsListSchema.parse({ page: 1 })).toEqual({ page: 1 });
    expect(ZAdminTeamsListSchema.parse({ page: ADMIN_MAX_PAGE }).page).toBe(ADMIN_MAX_PAGE);
    for (const page of [0, -3, 2.5, ADMIN_MAX_PAGE + 1, '1']) {
      expect(firstMessage(ZAdminTeamsListSchema.safeParse({ page }))).toBe(AdminMessages.invalidPage);
    }
  });

  it('trims a search and refuses control characters', () => {
    expect(ZAdminTeamsListSchema.parse({ search: '  acme ' }).search).toBe('acme');
    expect(ZAdminTeamsListSchema.safeParse({ search: 'a\u0000b' }).success).toBe(false);
  });

  it('lists routes of a real day, or of all days with an empty or null date', () => {
    expect(ZAdminRoutesListSchema.parse({ date: '2028-02-29' }).date).toBe('2028-02-29');
    expect(ZAdminRoutesListSchema.parse({ date: '' }).date).toBe('');
    expect(ZAdminRoutesListSchema.parse({ date: null }).date).toBeNull();
    expect(ZAdminRoutesListSchema.safeParse({ date: '2027-02-29' }).success).toBe(false);
  });

  it('needs a team id and a day or null to save an active-to date', () => {
    expect(ZSaveTeamActiveToSchema.parse({ team_id: 4, to_date: null })).toEqual({
      team_id: 4,
      to_date: null,
    });
    expect(ZSaveTeamActiveToSchema.parse({ team_id: 4, to_date: '2030-01-31' }).team_id).toBe(4);
    for (const notAnId of ['4', true]) {
      expect(firstMessage(ZSaveTeamActiveToSchema.safeParse({ team_id: notAnId, to_date: null }))).toBe(
        AdminMessages.invalidTeamId,
      );
    }
    expect(firstMessage(ZSaveTeamActiveToSchema.safeParse({ team_id: 4 }))).toBe(
      AdminMessages.toDateRequired,
    );
    expect(firstMessage(ZSaveTeamActiveToSchema.safeParse({ team_id: 0, to_date: null }))).toBe(
      AdminMessages.invalidTeamId,
    );
  });
});

describe('endOfDayUtc', () => {
  it('is the last millisecond of the day in UTC', () => {
    expect(endOfDayUtc('2030-01-31').toISOString()).toBe('2030-01-31T23:59:59.999Z');
  });
});
