import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PRICE_ID: 'price_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
};

describe('BILLING mode', () => {
  it('is test by default and stripe when a Stripe key is set', () => {
    expect(loadConfig({}).billingMode).toBe('test');
    expect(loadConfig({ BILLING: '' }).billingMode).toBe('test');
    expect(loadConfig(STRIPE_ENV).billingMode).toBe('stripe');
  });

  it('takes an explicit mode over the key', () => {
    expect(loadConfig({ BILLING: 'off', STRIPE_SECRET_KEY: 'sk_test_123' }).billingMode).toBe('off');
    expect(loadConfig({ BILLING: 'test', STRIPE_SECRET_KEY: 'sk_test_123' }).billingMode).toBe('test');
  });

  it('refuses stripe without a key, and an unknown mode', () => {
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow('BILLING=stripe needs STRIPE_SECRET_KEY');
    expect(() => loadConfig({ BILLING: 'free' })).toThrow(/BILLING/);
  });

  it('refuses stripe without its price or its webhook secret, naming what is missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(
      'BILLING=stripe needs STRIPE_PRICE_ID, STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      'BILLING=stripe needs STRIPE_WEBHOOK_SECRET',
    );
    expect(() => loadConfig({ BILLING: 'stripe', STRIPE_PRICE_ID: 'price_123' })).toThrow(
      'needs STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
    );
  });

  it('takes a local address for the Stripe API and refuses one that is not http', () => {
    expect(loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'http://127.0.0.1:12111' }).STRIPE_API_BASE).toBe(
      'http://127.0.0.1:12111',
    );
    expect(() => loadConfig({ ...STRIPE_ENV, STRIPE_API_BASE: 'ftp://stripe' })).toThrow(/STRIPE_API_BASE/);
  });
});
