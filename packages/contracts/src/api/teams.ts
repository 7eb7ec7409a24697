import { z } from 'zod';
import {
  MemberErr,
  ZCallerTeamSchema,
  ZPreferencesSchema,
  ZSavePreferencesSchema,
  ZSaveTeamMemberSchema,
  ZSaveTeamPreferencesSchema,
  ZTeamMemberDeleteSchema,
  ZTeamMemberSchema,
  ZTeamPreferencesSchema,
} from '../team.js';
import { defineCall } from './define.js';

export const ZPreferencesAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ preferences: ZPreferencesSchema }),
});
export type TPreferencesAnswer = z.infer<typeof ZPreferencesAnswerSchema>;

export const ZTeamPreferencesAnswerSchema = z.object({
  success: z.literal(true),
  data: ZTeamPreferencesSchema,
});
export type TTeamPreferencesAnswer = z.infer<typeof ZTeamPreferencesAnswerSchema>;

export const ZTeamAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ team: z.array(ZTeamMemberSchema) }),
});
export type TTeamAnswer = z.infer<typeof ZTeamAnswerSchema>;

/** A saved member; a refused change is an error answer whose data.err is below 0 (see MemberErr). */
export const ZSaveTeamMemberAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ err: z.literal(MemberErr.Ok), message: z.literal(''), member: ZTeamMemberSchema }),
});
export type TSaveTeamMemberAnswer = z.infer<typeof ZSaveTeamMemberAnswerSchema>;

export const ZTeamMemberDeleteAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({ err: z.literal(MemberErr.Ok), message: z.literal(''), user_id: z.number().int() }),
});
export type TTeamMemberDeleteAnswer = z.infer<typeof ZTeamMemberDeleteAnswerSchema>;

/** The teams the caller belongs to; a user belongs to one team, so the list has one entry. */
export const ZCallerTeamsAnswerSchema = z.object({
  success: z.literal(true),
  teams: z.array(ZCallerTeamSchema),
});
export type TCallerTeamsAnswer = z.infer<typeof ZCallerTeamsAnswerSchema>;

const memberRefusal =
  'A refused change answers 4xx (or 502 when the invitation mail fails) with data.err below 0 ' +
  'and data.message, which the web shows in an Error dialog.';

/** Personal and team preferences, and the team's members (spec section 7). */
export const teamCalls = {
  teams: defineCall({
    method: 'POST',
    path: '/teams/',
    tag: 'team',
    summary: "The caller's teams (one), with the caller's role and the team's plan.",
    description: "A lapsed team may call it. The admins' list of every team is POST /teams2/.",
    answer: ZCallerTeamsAnswerSchema,
  }),
  preferences: defineCall({
    method: 'GET',
    path: '/preferences/',
    tag: 'preferences',
    summary: "The caller's own name, e-mail, default start point and unit.",
    description:
      "The team's depot and unit stand in for those the user has not set. A lapsed team may call it.",
    answer: ZPreferencesAnswerSchema,
  }),
  savePreferences: defineCall({
    method: 'POST',
    path: '/save_preferences/',
    tag: 'preferences',
    summary: "Saves the fields sent of the caller's own preferences.",
    description: 'An empty start address (or null coordinates) clears the own start point.',
    body: ZSavePreferencesSchema,
    answer: ZPreferencesAnswerSchema,
  }),
  teamPreferences: defineCall({
    method: 'GET',
    path: '/team_preferences/',
    tag: 'preferences',
    summary: "The team's name, depots, unit, country, location and time zone.",
    answer: ZTeamPreferencesAnswerSchema,
  }),
  saveTeamPreferences: defineCall({
    method: 'POST',
    path: '/save_teampreferences/',
    tag: 'preferences',
    summary: 'Saves the fields sent of the team preferences (dispatchers).',
    description:
      'A start given while the end is empty makes the end the start; a new country with no unit sent ' +
      "picks the country's unit (miles for US).",
    body: ZSaveTeamPreferencesSchema,
    answer: ZTeamPreferencesAnswerSchema,
  }),
  team: defineCall({
    method: 'GET',
    path: '/team/',
    tag: 'team',
    summary: "The members of the caller's team, by e-mail.",
    answer: ZTeamAnswerSchema,
  }),
  saveTeamMember: defineCall({
    method: 'POST',
    path: '/save_teammember/',
    tag: 'team',
    summary: 'Adds a member (invited by e-mail to choose a password) or edits a member (dispatchers).',
    description:
      `${memberRefusal} Adding a member needs a verified e-mail address (403 before) and answers 429 ` +
      'with Retry-After over the invitation limits per team and per invited address.',
    body: ZSaveTeamMemberSchema,
    answer: ZSaveTeamMemberAnswerSchema,
  }),
  deleteTeamMember: defineCall({
    method: 'POST',
    path: '/teammember_delete/',
    tag: 'team',
    summary: 'Deletes another member of the team (dispatchers).',
    description: memberRefusal,
    body: ZTeamMemberDeleteSchema,
    answer: ZTeamMemberDeleteAnswerSchema,
  }),
} as const;
