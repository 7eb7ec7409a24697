import {
  ZAdminRoutesAnswerSchema,
  ZAdminRoutesListSchema,
  ZAdminTeamsAnswerSchema,
  ZAdminTeamsListSchema,
  ZSaveTeamActiveToAnswerSchema,
  ZSaveTeamActiveToSchema,
} from '../admin.js';
import { defineCall } from './define.js';

const tag = 'admin';

const adminOnly = 'Answers 401 without a live session and 403 for a user who is not an administrator.';

/** The operator's admin calls (spec section 7): every team, every route, a team's manual active-to date. */
export const adminCalls = {
  adminTeams: defineCall({
    method: 'POST',
    path: '/teams2/',
    tag,
    summary: 'One page (20 rows) of every team, newest first, with its plan fields and members.',
    description: `page counts from 1; search matches the team name or a member's e-mail. ${adminOnly}`,
    body: ZAdminTeamsListSchema.nullish(),
    answer: ZAdminTeamsAnswerSchema,
  }),
  adminRoutes: defineCall({
    method: 'POST',
    path: '/routes2/',
    tag,
    summary: "One page (20 rows) of every team's routes, of one planned day or of all days.",
    description: `date is a day as YYYY-MM-DD (empty or absent: all days, newest first); page counts from 1. ${adminOnly}`,
    body: ZAdminRoutesListSchema.nullish(),
    answer: ZAdminRoutesAnswerSchema,
  }),
  saveTeamActiveTo: defineCall({
    method: 'POST',
    path: '/save-team2/',
    tag,
    summary: "Sets a team's manual active-to date (access through that day, UTC), or clears it with null.",
    description: `Answers 404 for an unknown team id. ${adminOnly}`,
    body: ZSaveTeamActiveToSchema,
    answer: ZSaveTeamActiveToAnswerSchema,
  }),
};
