import { describe, expect, it } from 'vitest';
import { normaliseEmail, RateLimits } from './rate-limits.js';

/**
 * The request limits the README's security section promises, pinned here: the API tests count up to
 * each limit as read from this table, so only this test notices a limit loosened, dropped or its
 * window shortened.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

describe('the request limits', () => {
  it('are the documented numbers and windows', () => {
    expect(RateLimits).toEqual({
      login: { perAddress: { max: 30, windowMs: MINUTE } },
      signup: { perAddress: { max: 10, windowMs: HOUR }, perEmail: { max: 5, windowMs: HOUR } },
      forgotPassword: {
        perAddress: { max: 5, windowMs: 15 * MINUTE },
        perEmail: { max: 5, windowMs: HOUR },
        mailsPerAccount: { max: 3, windowMs: HOUR },
      },
      resetPassword: { perAddress: { max: 20, windowMs: 15 * MINUTE } },
      contact: { perAddress: { max: 5, windowMs: 10 * MINUTE }, perEmail: { max: 3, windowMs: HOUR } },
      routeReport: { perAddress: { max: 30, windowMs: MINUTE } },
      invitations: {
        perTeamHour: { max: 20, windowMs: HOUR },
        perTeamDay: { max: 50, windowMs: 24 * HOUR },
        perInvitedEmail: { max: 3, windowMs: 24 * HOUR },
        attemptsPerTeam: { max: 40, windowMs: HOUR },
      },
      socketLogin: { perSocket: { max: 5, windowMs: MINUTE }, perAddress: { max: 60, windowMs: MINUTE } },
    });
  });

  it('count Alice@X.com, alice@x.com and a padded one as one e-mail', () => {
    expect(['Alice@X.com', ' alice@x.com\t'].map(normaliseEmail)).toEqual(['alice@x.com', 'alice@x.com']);
  });
});
