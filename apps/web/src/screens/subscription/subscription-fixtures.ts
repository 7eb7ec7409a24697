import type { TSubscription, TTestCheckoutSession, TTestPortalSession } from '@rp/contracts';

/** 2026-12-04 12:00 UTC in epoch seconds: a date that reads the same in every time zone's day. */
export const DEC_4_2026 = Date.UTC(2026, 11, 4, 12) / 1000;

/** A team in its trial with two drivers, as GET /subscription/ answers it. */
export const trialSubscription: TSubscription = {
  valid_to_date: DEC_4_2026,
  has_customer: false,
  is_active: true,
  driver_count: 0,
  driver_count_current: 2,
  is_subscription_active: false,
  plan: 'trial',
  billing: 'test',
  ends_at_period_end: false,
  limits: { max_drivers: null, max_drivers_per_route: null, max_stops_per_route: 500 },
  can_continue_on_free: true,
};

export const lapsedSubscription: TSubscription = {
  ...trialSubscription,
  plan: 'lapsed',
  is_active: false,
  limits: { max_drivers: 1, max_drivers_per_route: 1, max_stops_per_route: 10 },
};

export const payingSubscription: TSubscription = {
  ...trialSubscription,
  plan: 'professional',
  has_customer: true,
  driver_count: 3,
  is_subscription_active: true,
  can_continue_on_free: false,
  limits: { max_drivers: null, max_drivers_per_route: 3, max_stops_per_route: 500 },
};

export const SESSION_ID = 'cs_test_0123456789abcdef';

export const openCheckout: TTestCheckoutSession = {
  id: SESSION_ID,
  team_name: 'Demo Deliveries',
  quantity: 3,
  price_per_driver: 10,
  currency: 'usd',
  amount: 30,
  status: 'open',
  success_url: '/subscription-success',
  cancel_url: '/subscription',
};

export const portalSession: TTestPortalSession = {
  id: SESSION_ID,
  team_name: 'Demo Deliveries',
  quantity: 3,
  price_per_driver: 10,
  currency: 'usd',
  current_period_end: DEC_4_2026,
  cancel_at_period_end: false,
  return_url: '/subscription',
};

export const answer = <T extends object>(data: T) => ({ success: true, data });
