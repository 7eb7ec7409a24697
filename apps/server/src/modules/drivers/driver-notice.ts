import { LiveEvents, type TLiveEventName } from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TMail } from '../email/mailer.js';
import { withHtml } from '../public/password-links.js';
import { driversRepository } from './drivers.repository.js';

/**
 * What drivers are told when a dispatcher sends, changes or withdraws their route, and the live
 * events of those changes. Kept apart from the rest of the drivers module (no routes imports) so
 * that optimise and routes, which the driver API itself builds on, can use it without a cycle.
 */
export type TDriverNoticeKind = 'sent' | 'changed' | 'withdrawn';

/** A driver to tell: who they are. */
export interface TNoticeDriver {
  email: string;
  name: string;
}

/** The route the notice is about. */
export interface TNoticeRoute {
  name: string;
  planned_on: string;
}

/** Where the driver app's link points (PUBLIC_URL or the server's listen address) and where failures are logged. */
export interface TNoticeContext {
  baseUrl: string;
  log: FastifyBaseLogger;
}

/** The driver app's page: /driver on the product's origin. */
export const driverAppUrl = (baseUrl: string): string => `${baseUrl}/driver`;

const SUBJECTS: Record<TDriverNoticeKind, (route: string) => string> = {
  sent: (route) => `Your route "${route}" is ready`,
  changed: (route) => `Your route "${route}" has changed`,
  withdrawn: (route) => `Your route "${route}" has been withdrawn`,
};

const BODIES: Record<TDriverNoticeKind, (route: string, day: string) => string> = {
  sent: (route, day) =>
    `Your dispatcher has sent you the route "${route}" for ${day}. Open it in the driver app:`,
  changed: (route, day) =>
    `Your dispatcher has changed the route "${route}" for ${day}: the stops or their order are new. Open the driver app to see it:`,
  withdrawn: (route, day) =>
    `Your dispatcher has withdrawn the route "${route}" for ${day}; it is no longer in your driver app. The driver app:`,
};

/** The mail one driver receives. */
export function driverNoticeMail(
  kind: TDriverNoticeKind,
  driver: TNoticeDriver,
  route: TNoticeRoute,
  url: string,
): TMail {
  const routeName = route.name.trim() || route.planned_on;
  return withHtml(
    {
      to: driver.email,
      subject: SUBJECTS[kind](routeName),
      text: [
        `Hello ${driver.name.trim() || driver.email},`,
        BODIES[kind](routeName, route.planned_on),
        url,
        'Sign in with this e-mail address. On a phone, add the page to the home screen to use it offline.',
      ].join('\n\n'),
    },
    url,
  );
}

/**
 * Mails each driver (once per address). Given the change's transaction, each mail is recorded as a
 * job in it (sent if and only if the change commits; a failed write fails the change). Without one,
 * a mail that fails is logged, not thrown: the change has already committed.
 */
export async function tellDrivers(
  deps: Pick<TAppDeps, 'mailer'>,
  kind: TDriverNoticeKind,
  drivers: readonly TNoticeDriver[],
  route: TNoticeRoute,
  ctx: TNoticeContext,
  trx?: TAppDeps['db'],
): Promise<void> {
  const url = driverAppUrl(ctx.baseUrl);
  const seen = new Set<string>();
  for (const driver of drivers) {
    const address = driver.email.toLowerCase();
    if (seen.has(address)) continue;
    seen.add(address);
    // In a transaction a failed write must fail the change too: swallowed, PostgreSQL would turn the
    // commit into a silent rollback of the change.
    if (trx) {
      await deps.mailer.send(driverNoticeMail(kind, driver, route, url), { db: trx });
      continue;
    }
    try {
      await deps.mailer.send(driverNoticeMail(kind, driver, route, url));
    } catch (err) {
      ctx.log.error({ err, to: driver.email, kind }, 'driver notice mail failed');
    }
  }
}

/** The events of a plan written, cancelled or sent: the route, its driver routes and its stops. */
export const PLAN_EVENTS: readonly TLiveEventName[] = [
  LiveEvents.routeChanged,
  LiveEvents.driverRouteChanged,
  LiveEvents.stopChanged,
];

/** The drivers of a route's driver routes, each with their driver route and whether it was sent. */
export function routeDriversToTell(db: TAppDeps['db'], routeId: number) {
  return driversRepository.routeDrivers(db, routeId);
}

/** Marks every driver route of the route sent (inside the sender's transaction). */
export function markDriverRoutesSent(db: TAppDeps['db'], routeId: number, at: Date) {
  return driversRepository.markDriverRoutesSent(db, routeId, at);
}
