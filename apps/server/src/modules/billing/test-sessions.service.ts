import {
  BillingMessages,
  PlanRules,
  type TRedirectAnswer,
  type TTestCheckoutSession,
  type TTestPortalSession,
  type TTestPortalUpdate,
} from '@rp/contracts';
import type { Selectable } from 'kysely';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError, notFound } from '../../core/errors.js';
import type { Db } from '../../db/database.js';
import type { TestBillingSessionsTable, TestBillingSubscriptionsTable } from '../../db/schema.js';
import { applySubscriptionFacts, givesAccess } from './apply-subscription.js';
import { billingRepository } from './billing.repository.js';
import { testFactsOf, testSubscriptions } from './providers/test-provider.js';
import { testBillingRepository } from './test-billing.repository.js';

/** What the test pages show as the price: Professional's, in the currency the operator invoices in. */
export const TEST_CURRENCY = 'EUR';
const PRICE_PER_DRIVER = PlanRules.professional.pricePerDriverMonth;
const SUCCESS_PATH = '/subscription-success';
const SUBSCRIPTION_PATH = '/subscription';

type TSession = Selectable<TestBillingSessionsTable>;
type TTestDeps = Pick<TAppDeps, 'db' | 'now' | 'config'>;

/**
 * The caller's own session of this kind, locked for the transaction. Anyone else's, or any with
 * billing not test, is answered 404: a session id must not tell whether it exists.
 */
async function ownSession(
  trx: Db,
  deps: TTestDeps,
  a: TAuthContext,
  sessionId: string,
  kind: TSession['kind'],
): Promise<TSession> {
  if (deps.config.billingMode !== 'test') throw notFound();
  const session = await testBillingRepository.lockSession(trx, sessionId);
  if (!session || session.team_id !== a.teamId || session.kind !== kind) throw notFound();
  return session;
}

const isExpired = (s: TSession, now: Date): boolean => s.status === 'open' && s.expires_at <= now;

const checkoutView = (s: TSession, teamName: string, now: Date): TTestCheckoutSession => ({
  id: s.id,
  team_name: teamName,
  quantity: s.quantity,
  price_per_driver: PRICE_PER_DRIVER,
  currency: TEST_CURRENCY,
  amount: s.quantity * PRICE_PER_DRIVER,
  status: isExpired(s, now) ? 'expired' : s.status,
  success_url: SUCCESS_PATH,
  cancel_url: SUBSCRIPTION_PATH,
});

export function testCheckout(deps: TTestDeps, a: TAuthContext, sessionId: string) {
  return deps.db.transaction().execute(async (trx) => {
    const session = await ownSession(trx, deps, a, sessionId, 'checkout');
    return { success: true as const, data: { session: checkoutView(session, a.teamName, deps.now()) } };
  });
}

/**
 * Pay: what a completed Stripe Checkout does, in one transaction: the subscription is created (or
 * the team's earlier one renewed) for a month, and applied to the team as Stripe's would be.
 */
export function payTestCheckout(
  deps: TTestDeps,
  a: TAuthContext,
  sessionId: string,
): Promise<TRedirectAnswer> {
  return deps.db.transaction().execute(async (trx) => {
    const now = deps.now();
    const session = await ownSession(trx, deps, a, sessionId, 'checkout');
    const done: TRedirectAnswer = { success: true, data: { err: 0, url: SUCCESS_PATH } };
    if (session.status === 'complete') return done;
    if (isExpired(session, now)) throw new AppError(410, BillingMessages.sessionExpired);
    const team = await billingRepository.lockTeam(trx, a.teamId);
    if (givesAccess(team.plan_status, team.plan_current_period_end, now)) {
      throw new AppError(409, BillingMessages.alreadyPaying);
    }
    const subscription = await testSubscriptions.payFor(
      trx,
      { id: team.id, subscriptionId: team.plan_subscription_id, customerId: team.plan_customer_id },
      session.quantity,
      now,
    );
    await testBillingRepository.completeSession(trx, session.id, now);
    await applySubscriptionFacts(trx, testFactsOf(subscription), now);
    return done;
  });
}

const portalView = (
  s: TSession,
  sub: Selectable<TestBillingSubscriptionsTable>,
  teamName: string,
): TTestPortalSession => ({
  id: s.id,
  team_name: teamName,
  quantity: sub.quantity,
  price_per_driver: PRICE_PER_DRIVER,
  currency: TEST_CURRENCY,
  current_period_end: Math.floor(sub.current_period_end.getTime() / 1000),
  cancel_at_period_end: sub.cancel_at_period_end,
  return_url: SUBSCRIPTION_PATH,
});

/** The team's test subscription behind an open portal session, renewed up to now. */
async function portalSubscription(trx: Db, deps: TTestDeps, a: TAuthContext, sessionId: string) {
  const now = deps.now();
  const session = await ownSession(trx, deps, a, sessionId, 'portal');
  if (isExpired(session, now)) throw new AppError(410, BillingMessages.sessionExpired);
  const team = await billingRepository.findTeam(trx, a.teamId);
  const sub = team.plan_subscription_id
    ? await testSubscriptions.current(trx, team.plan_subscription_id, now)
    : undefined;
  if (!sub || sub.team_id !== a.teamId) throw notFound();
  return { session, sub };
}

export function testPortal(deps: TTestDeps, a: TAuthContext, sessionId: string) {
  return deps.db.transaction().execute(async (trx) => {
    const { session, sub } = await portalSubscription(trx, deps, a, sessionId);
    return { success: true as const, data: { session: portalView(session, sub, a.teamName) } };
  });
}

/** Drivers paid for, or cancel at period end (or undo it), applied to the team at once. */
export function updateTestPortal(
  deps: TTestDeps,
  a: TAuthContext,
  sessionId: string,
  change: TTestPortalUpdate,
) {
  return deps.db.transaction().execute(async (trx) => {
    const { session, sub } = await portalSubscription(trx, deps, a, sessionId);
    if (sub.status === 'canceled') throw new AppError(409, BillingMessages.subscriptionEnded);
    const updated = await testSubscriptions.update(trx, sub.id, {
      ...(change.quantity !== undefined && { quantity: change.quantity }),
      ...(change.cancel_at_period_end !== undefined && { cancel_at_period_end: change.cancel_at_period_end }),
    });
    await applySubscriptionFacts(trx, testFactsOf(updated), deps.now());
    return { success: true as const, data: { session: portalView(session, updated, a.teamName) } };
  });
}
