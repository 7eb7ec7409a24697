import { describe, expect, it } from 'vitest';
import { billingUnsetInProductionMessage, loadConfig } from './config.js';

const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_PRICE_ID: 'price_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
};

describe('the billing mode in production', () => {
  it('must be chosen: without BILLING or Stripe keys the server refuses to start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(billingUnsetInProductionMessage);
    expect(() => loadConfig({ NODE_ENV: 'production', BILLING: '' })).toThrow(/choose BILLING/);
  });

  it.each(['test', 'off'] as const)('is %s when BILLING says so', (mode) => {
    expect(loadConfig({ NODE_ENV: 'production', BILLING: mode }).billingMode).toBe(mode);
  });

  it('is stripe when the Stripe keys are set (the key is an explicit choice)', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...stripeKeys }).billingMode).toBe('stripe');
  });

  it('still defaults to test outside production', () => {
    expect(loadConfig({}).billingMode).toBe('test');
    expect(loadConfig({ NODE_ENV: 'test' }).billingMode).toBe('test');
  });
});

describe('SERVE_SOURCE_MAPS', () => {
  it('is off unless asked for', () => {
    expect(loadConfig({}).SERVE_SOURCE_MAPS).toBe(false);
    expect(loadConfig({ SERVE_SOURCE_MAPS: 'true' }).SERVE_SOURCE_MAPS).toBe(true);
  });
});

describe('WEB_TAKES_JOBS', () => {
  it('is on unless told otherwise, and refuses anything but a yes or a no', () => {
    expect(loadConfig({}).WEB_TAKES_JOBS).toBe(true);
    expect(loadConfig({ WEB_TAKES_JOBS: 'false' }).WEB_TAKES_JOBS).toBe(false);
    expect(loadConfig({ WEB_TAKES_JOBS: '0' }).WEB_TAKES_JOBS).toBe(false);
    expect(() => loadConfig({ WEB_TAKES_JOBS: 'sometimes' })).toThrow(/WEB_TAKES_JOBS/);
  });
});
