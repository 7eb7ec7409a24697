import type { Server } from 'node:http';
import { VERIFY_LINK_TTL_HOURS } from '@rp/contracts';
import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { newToken } from '../auth/tokens.js';
import type { TMail } from '../email/mailer.js';
import {
  MAIL_SUBJECT_MAX_LENGTH,
  MAIL_SUBJECT_NAME_MAX_LENGTH,
  oneLine,
  unlinkableName,
} from './mail-plain-text.js';
import { publicRepository, type TPasswordTokenPurpose } from './public.repository.js';

const HOUR_MS = 3600 * 1000;
/** A reset link works for one hour, an invitation for seven days, a verification link 48 hours; each once. */
export const PASSWORD_LINK_TTL_MS: Record<TPasswordTokenPurpose, number> = {
  reset: HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
  verify: VERIFY_LINK_TTL_HOURS * HOUR_MS,
};

/** The host a browser uses for a listening address: a wildcard one (all interfaces) is this machine. */
function browsableHost(host: string): string {
  if (['0.0.0.0', '::', ''].includes(host)) return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** http://HOST:PORT the server listens on (the actual port when it listens, else the configured one). */
export function listenBaseUrl(config: Pick<TConfig, 'HOST' | 'PORT'>, server?: Server): string {
  const address = server?.listening ? server.address() : null;
  if (address && typeof address === 'object')
    return `http://${browsableHost(address.address)}:${address.port}`;
  return `http://${browsableHost(config.HOST)}:${config.PORT}`;
}

/**
 * Where links in e-mails point: PUBLIC_URL, or else the server's own listen address. Never the
 * request's Host or X-Forwarded-Host: a forged one would mail a reset link to the attacker's site.
 */
export function publicBaseUrl(
  config: Pick<TConfig, 'PUBLIC_URL' | 'HOST' | 'PORT'>,
  request: Pick<FastifyRequest, 'server'>,
): string {
  const base = config.PUBLIC_URL?.trim() || listenBaseUrl(config, request.server.server);
  return base.replace(/\/+$/, '');
}

/** The web page that sets a password: /reset-password/{token} (spec section 2). */
export const passwordLinkUrl = (baseUrl: string, token: string): string =>
  `${baseUrl}/reset-password/${encodeURIComponent(token)}`;

/** The invitation's link: the same page, told it sets a first password ('Set your password'). */
export const inviteLinkUrl = (baseUrl: string, token: string): string =>
  `${passwordLinkUrl(baseUrl, token)}?invite=1`;

/** The web page that proves the address: /verify-email/{token}. */
export const verifyLinkUrl = (baseUrl: string, token: string): string =>
  `${baseUrl}/verify-email/${encodeURIComponent(token)}`;

/** Creates a single-use token for the user and answers the link carrying it. */
export async function issuePasswordLink(
  db: Db,
  opts: { userId: number; purpose: TPasswordTokenPurpose; now: Date; baseUrl: string },
): Promise<{ url: string; expiresAt: Date }> {
  const { token, hash } = newToken();
  const expiresAt = new Date(opts.now.getTime() + PASSWORD_LINK_TTL_MS[opts.purpose]);
  await publicRepository.insertPasswordToken(db, {
    userId: opts.userId,
    tokenHash: hash,
    purpose: opts.purpose,
    createdAt: opts.now,
    expiresAt,
  });
  const toUrl = { verify: verifyLinkUrl, invite: inviteLinkUrl, reset: passwordLinkUrl }[opts.purpose];
  return { url: toUrl(opts.baseUrl, token), expiresAt };
}

const escapeHtml = (s: string): string =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The mail with an HTML part: its paragraphs, the link paragraph as a link. */
export function withHtml(mail: Omit<TMail, 'html'>, url: string): TMail {
  const paragraphs = mail.text
    .split('\n\n')
    .map((p) =>
      p === url
        ? `<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`
        : `<p>${escapeHtml(p).replaceAll('\n', '<br>')}</p>`,
    )
    .join('\n');
  return { ...mail, html: paragraphs };
}

/**
 * The invitation a new member receives: the team's name and the link to choose a password. The team
 * and inviter names are the inviter's free text: they appear as plain text that no mail client links
 * (a team named "www.evil.example" must not become a link in the product's own mail).
 */
export function inviteMail(opts: { to: string; teamName: string; invitedBy: string; url: string }): TMail {
  const team = unlinkableName(opts.teamName) || 'a delivery team';
  // Shorter in the subject, so that " on Route Planner" still fits in it.
  const subjectTeam = unlinkableName(opts.teamName, MAIL_SUBJECT_NAME_MAX_LENGTH) || 'a delivery team';
  const invitedBy = unlinkableName(opts.invitedBy) || 'Your team';
  return withHtml(
    {
      to: opts.to,
      subject: oneLine(`You have been invited to ${subjectTeam} on Route Planner`, MAIL_SUBJECT_MAX_LENGTH),
      text: [
        'Hello,',
        `${invitedBy} has added you to the team "${team}" on Route Planner.`,
        'Choose your password with this link (it works once and for 7 days):',
        opts.url,
        `Then sign in with this e-mail address (${opts.to}) in the web app or the driver app.`,
        "If the link has expired, use 'Forgot password?' on the login page.",
      ].join('\n\n'),
    },
    opts.url,
  );
}

/** The sign-up's message: a link that proves the address, valid for 48 hours. */
export function verifyMail(opts: { to: string; url: string }): TMail {
  return withHtml(
    {
      to: opts.to,
      subject: 'Verify your e-mail address for Route Planner',
      text: [
        'Hello,',
        'Someone (hopefully you) signed up to Route Planner with this e-mail address.',
        `Confirm it is yours with this link (it works once and for ${VERIFY_LINK_TTL_HOURS} hours):`,
        opts.url,
        'If you did not sign up, ignore this e-mail: the address will not be used.',
      ].join('\n\n'),
    },
    opts.url,
  );
}

/** The forgotten-password message: a link valid for one hour. */
export function resetMail(opts: { to: string; url: string }): TMail {
  return withHtml(
    {
      to: opts.to,
      subject: 'Reset your Route Planner password',
      text: [
        'Hello,',
        'Someone (hopefully you) asked to reset the password of your Route Planner account.',
        'Choose a new password with this link (it works once and for 1 hour):',
        opts.url,
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n\n'),
    },
    opts.url,
  );
}
