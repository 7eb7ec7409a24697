import { Api } from '@rp/contracts';
import { expect } from 'vitest';
import type { TMail } from '../modules/email/mailer.js';
import { callApi } from './api-call.js';
import type { TTestApp } from './test-app.js';

export const MEMBER_PASSWORD = 'member password 1';

/** The token of the /reset-password/{token} link in a mail. */
export function tokenFromMail(mail: TMail | undefined): string {
  const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no password link in mail: ${mail?.text}`);
  return match[1];
}

/** The token of the /verify-email/{token} link in a mail (the sign-up's). */
export function verifyTokenFromMail(mail: TMail | undefined): string {
  const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '');
  if (!match?.[1]) throw new Error(`no verification link in mail: ${mail?.text}`);
  return match[1];
}

/** The last mail sent to an address. */
export function lastMailTo(t: TTestApp, to: string): TMail | undefined {
  return t.mail.filter((m) => m.to === to).at(-1);
}

let counter = 0;
/** A fresh e-mail address for a member. */
export const memberEmail = (label = 'member'): string => `${label}${++counter}-${Date.now()}@example.com`;

/** The dispatcher adds a member; expects success and answers the new member's id. */
export async function addMember(
  t: TTestApp,
  dispatcherToken: string,
  body: { email: string; name?: string; role: number },
): Promise<number> {
  const { answer } = await callApi(t, Api.saveTeamMember, { token: dispatcherToken, body });
  return answer.data.member.user_id;
}

/** Adds a member, sets their password through the invitation link and logs them in. */
export async function addMemberAndLogin(
  t: TTestApp,
  dispatcherToken: string,
  role: number,
): Promise<{ token: string; email: string; userId: number }> {
  const email = memberEmail(role === 1 ? 'driver' : 'member');
  const userId = await addMember(t, dispatcherToken, { email, name: 'Member', role });
  const reset = await callApi(t, Api.resetPassword, {
    body: { password: MEMBER_PASSWORD, token: tokenFromMail(lastMailTo(t, email)) },
  });
  expect(reset.status, reset.body).toBe(200);
  const login = await callApi(t, Api.login, { body: { email, password: MEMBER_PASSWORD } });
  return { token: login.answer.token, email, userId };
}

/** The number of users in the whole database (to show a refused call wrote nothing). */
export async function countUsers(t: TTestApp): Promise<number> {
  const row = await t.deps.db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The team id of a user. */
export async function teamIdOf(t: TTestApp, email: string): Promise<number> {
  const row = await t.deps.db
    .selectFrom('users')
    .select('team_id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.team_id;
}
