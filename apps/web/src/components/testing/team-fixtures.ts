import type { TAdminTeam, TTeamPreferences } from '@rp/contracts';

/** The demo team's preferences as the server answers them: Philadelphia, miles, New York time on a 12-hour clock. */
export const aTeamPreferences = (over: Partial<TTeamPreferences> = {}): TTeamPreferences => ({
  name: 'Demo',
  startAddress: '1500 Market St, Philadelphia',
  startLat: 39.95,
  startLng: -75.16,
  endAddress: '',
  endLat: null,
  endLng: null,
  distanceUnit: 1,
  countryCode: 'US',
  latitude: 39.95,
  longitude: -75.16,
  timezone: 'America/New_York',
  proofRequired: 'none',
  hourCycle: 12,
  vehicleType: 'car',
  speedFactor: 100,
  positionRetentionDays: 30,
  ...over,
});

/** A team in the admin's list: on a trial that ended, one seat, no subscription. */
export const anAdminTeam = (over: Partial<TAdminTeam> = {}): TAdminTeam => ({
  id: 7,
  name: 'Seven',
  plan: 'trial',
  trial_ends_at: '2020-01-10T00:00:00.000Z',
  plan_current_period_start: null,
  plan_current_period_end: null,
  plan_active_to_date_manual: null,
  created_at: '2026-11-21T00:00:00.000Z',
  plan_customer_id: null,
  plan_subscription_id: null,
  plan_quantity: 1,
  plan_product: null,
  plan_status: null,
  plan_cancel_at_period_end: false,
  users: [],
  ...over,
});
