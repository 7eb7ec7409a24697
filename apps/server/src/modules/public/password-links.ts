import type { FastifyRequest } from 'fastify';
import type { TConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { newToken } from '../auth/tokens.js';
import type { TMail } from '../email/mailer.js';
import { publicRepository, type TPasswordTokenPurpose } from './public.repository.js';

const HOUR_MS = 3600 * 1000;
/** A reset link works for one hour, an invitation for seven days; each works once. */
export const PASSWORD_LINK_TTL_MS: Record<TPasswordTokenPurpose, number> = {
  reset: HOUR_MS,
  invite: 7 * 24 * HOUR_MS,
};

/**
 * Where links in e-mails point: PUBLIC_URL, or else the origin the request came to. Production
 * should set PUBLIC_URL: without it a forged Host header could make a reset link point elsewhere.
 */
export function publicBaseUrl(config: Pick<TConfig, 'PUBLIC_URL'>, request: FastifyRequest): string {
  const base = config.PUBLIC_URL?.trim() || `${request.protocol}://${request.host}`;
  return base.replace(/\/+$/, '');
}

/** The web page that sets a password: /reset-password/{token} (spec section 2). */
export const passwordLinkUrl = (baseUrl: string, token: string): string =>
  `${baseUrl}/reset-password/${encodeURIComponent(token)}`;

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
  return { url: passwordLinkUrl(opts.baseUrl, token), expiresAt };
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

/** The invitation a new member receives: the team's name and the link to choose a password. */
export function inviteMail(opts: { to: string; teamName: string; invitedBy: string; url: string }): TMail {
  const team = opts.teamName.trim() || 'a delivery team';
  return withHtml(
    {
      to: opts.to,
      subject: `You have been invited to ${team} on Route Planner`,
      text: [
        'Hello,',
        `${opts.invitedBy} has added you to the team "${team}" on Route Planner.`,
        'Choose your password with this link (it works once and for 7 days):',
        opts.url,
        `Then sign in with this e-mail address (${opts.to}) in the web app or the driver app.`,
        "If the link has expired, use 'Forgot password?' on the login page.",
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
