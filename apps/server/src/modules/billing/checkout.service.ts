import {
  BillingMessages,
  MAX_PAID_DRIVERS,
  type TCancelSubscriptionAnswer,
  type TCheckoutRequest,
  type TRedirectAnswer,
} from '@rp/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { TAppDeps } from '../../core/app-deps.js';
import type { TAuthContext } from '../../core/auth-context.js';
import { AppError } from '../../core/errors.js';
import { publicBaseUrl } from '../public/password-links.js';
import { applyInTransaction, givesAccess } from './apply-subscription.js';
import { billingRepository } from './billing.repository.js';
import { BillingProviderError, type TBillingProvider } from './providers/billing-provider.js';
import { subscriptionOf } from './subscription.service.js';

/** Where the provider sends the browser back: Stripe needs absolute addresses, the test pages are ours. */
export function returnUrls(
  deps: Pick<TAppDeps, 'config'>,
  provider: TBillingProvider,
  request: Pick<FastifyRequest, 'server'>,
): { success: string; subscription: string } {
  if (provider.kind === 'test') return { success: '/subscription-success', subscription: '/subscription' };
  const base = publicBaseUrl(deps.config, request);
  return {
    // Stripe fills in {CHECKOUT_SESSION_ID} itself.
    success: `${base}/subscription-success?session_id={CHECKOUT_SESSION_ID}`,
    subscription: `${base}/subscription`,
  };
}

/** The provider, or 409 with BILLING=off (no plans: nothing to pay for). */
function providerOf(deps: Pick<TAppDeps, 'billing'>): TBillingProvider {
  if (!deps.billing) throw new AppError(409, BillingMessages.billingOff);
  return deps.billing;
}

/** Runs a provider request; its failure is logged and answered 502 with a message the user can act on. */
export async function withProvider<T>(log: FastifyBaseLogger, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof BillingProviderError)) throw err;
    log.error({ err }, 'payment provider request failed');
    throw new AppError(502, BillingMessages.providerUnavailable);
  }
}

const redirect = (url: string): TRedirectAnswer => ({ success: true, data: { err: 0, url } });

/** Subscribe: the checkout page for the team's drivers (or the quantity asked for). */
export async function createCheckoutSession(
  deps: TAppDeps,
  a: TAuthContext,
  body: TCheckoutRequest,
  request: FastifyRequest,
): Promise<TRedirectAnswer> {
  const provider = providerOf(deps);
  const team = await billingRepository.findTeam(deps.db, a.teamId);
  if (givesAccess(team.plan_status, team.plan_current_period_end, deps.now())) {
    throw new AppError(409, BillingMessages.alreadyPaying);
  }
  const drivers = await billingRepository.countDrivers(deps.db, team.id);
  const urls = returnUrls(deps, provider, request);
  const url = await withProvider(request.log, () =>
    provider.createCheckout({
      team: { id: team.id, name: team.name },
      // A subscription covers 1 to MAX_PAID_DRIVERS drivers, whatever the team's size.
      quantity: body?.quantity ?? Math.min(MAX_PAID_DRIVERS, Math.max(1, drivers)),
      customerId: team.plan_customer_id,
      email: a.email,
      successUrl: urls.success,
      cancelUrl: urls.subscription,
    }),
  );
  return redirect(url);
}

/** Manage payments: the provider's portal for the team's customer. */
export async function createPortalSession(
  deps: TAppDeps,
  a: TAuthContext,
  request: FastifyRequest,
): Promise<TRedirectAnswer> {
  const provider = providerOf(deps);
  const team = await billingRepository.findTeam(deps.db, a.teamId);
  const customerId = team.plan_customer_id;
  if (!customerId) throw new AppError(409, BillingMessages.noCustomer);
  const returnUrl = returnUrls(deps, provider, request).subscription;
  const url = await withProvider(request.log, () =>
    provider.createPortal({ teamId: team.id, customerId, returnUrl }),
  );
  return redirect(url);
}

/** Cancel: the subscription runs to the end of its paid period, then ends. */
export async function cancelSubscription(
  deps: TAppDeps,
  a: TAuthContext,
  request: FastifyRequest,
): Promise<TCancelSubscriptionAnswer> {
  const provider = providerOf(deps);
  const team = await billingRepository.findTeam(deps.db, a.teamId);
  const subscriptionId = team.plan_subscription_id;
  const running = givesAccess(team.plan_status, team.plan_current_period_end, deps.now());
  if (!running || !subscriptionId) throw new AppError(409, BillingMessages.nothingToCancel);
  if (team.plan_cancel_at_period_end) throw new AppError(409, BillingMessages.alreadyCancelled);
  const facts = await withProvider(request.log, () => provider.cancelAtPeriodEnd(subscriptionId));
  await applyInTransaction(deps.db, facts, deps.now());
  const updated = await billingRepository.findTeam(deps.db, a.teamId);
  const { data } = await subscriptionOf(deps.db, deps, updated);
  return { success: true, data: { err: 0, subscription: data.subscription } };
}
