import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';

describe('BILLING mode', () => {
  it('is test by default and stripe when a Stripe key is set', () => {
    expect(loadConfig({}).billingMode).toBe('test');
    expect(loadConfig({ BILLING: '' }).billingMode).toBe('test');
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' }).billingMode).toBe('stripe');
  });

  it('takes an explicit mode over the key', () => {
    expect(loadConfig({ BILLING: 'off', STRIPE_SECRET_KEY: 'sk_test_123' }).billingMode).toBe('off');
    expect(loadConfig({ BILLING: 'test', STRIPE_SECRET_KEY: 'sk_test_123' }).billingMode).toBe('test');
  });

  it('refuses stripe without a key, and an unknown mode', () => {
    expect(() => loadConfig({ BILLING: 'stripe' })).toThrow('BILLING=stripe needs STRIPE_SECRET_KEY');
    expect(() => loadConfig({ BILLING: 'free' })).toThrow(/BILLING/);
  });
});
