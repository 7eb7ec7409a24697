import { statusKeepsPaidAccess } from '@rp/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import { applyInTransaction } from './apply-subscription.js';
import type { TBillingProvider } from './providers/billing-provider.js';

/**
 * The subscription worth asking the provider about: the paid period has passed, yet the last word
 * was that it is paying (or there was none). Stripe renews at the period's end and its webhook may
 * come later; a team must not be refused meanwhile. Read from the session's row: no query.
 */
export function subscriptionToRefresh(
  team: {
    plan_subscription_id: string | null;
    plan_status: string | null;
    plan_current_period_end: Date | null;
  },
  now: Date,
): string | null {
  const { plan_subscription_id: id, plan_status: status, plan_current_period_end: end } = team;
  if (!id || !end || end > now) return null;
  return statusKeepsPaidAccess(status) ? id : null;
}

/** How long a lapsed team's calls are refused without asking its provider again. */
export const REFRESH_INTERVAL_MS = 60_000;
/** Bounds the memory of a process that sees very many lapsed subscriptions. */
const MAX_REMEMBERED = 10_000;

/** When each provider was last asked about each subscription (per process: only a saving of calls). */
const lastAsked = new WeakMap<TBillingProvider, Map<string, number>>();

/**
 * Whether the provider was asked about this subscription within the interval; if not, notes that
 * it is asked now. A lapsed team's page polls and retries: the provider is asked once a minute.
 */
function askedRecently(provider: TBillingProvider, subscriptionId: string, now: Date): boolean {
  const asked = lastAsked.get(provider) ?? new Map<string, number>();
  lastAsked.set(provider, asked);
  const last = asked.get(subscriptionId);
  if (last !== undefined && Math.abs(now.getTime() - last) < REFRESH_INTERVAL_MS) return true;
  if (asked.size >= MAX_REMEMBERED) asked.clear();
  asked.set(subscriptionId, now.getTime());
  return false;
}

/**
 * Reads the subscription from its provider and applies it; true when the team's row changed. A
 * provider that fails is logged and the team stays as it was (refused with 402, never a 500).
 */
export async function refreshLapsedSubscription(
  deps: { db: Db; now: () => Date },
  provider: TBillingProvider,
  auth: { teamId: number; subscriptionToRefresh: string | null },
  log: FastifyBaseLogger,
): Promise<boolean> {
  const id = auth.subscriptionToRefresh;
  if (!id || askedRecently(provider, id, deps.now())) return false;
  try {
    const facts = await provider.retrieveSubscription(id);
    if (!facts) return false;
    const result = await applyInTransaction(deps.db, facts, deps.now());
    return result.applied;
  } catch (err) {
    log.warn({ err, teamId: auth.teamId, subscriptionId: id }, 'could not refresh a lapsed subscription');
    return false;
  }
}
