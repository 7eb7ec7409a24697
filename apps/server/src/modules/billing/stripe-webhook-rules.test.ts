import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/errors.js';
import { checkoutTeamOf, subscriptionIdOf, type TEvent, verifiedEvent } from './stripe-webhook.js';

/**
 * The webhook's own rules without an app: which deliveries are Stripe's (signature, age, raw bytes,
 * shape), which subscription an event is about and which team a checkout was for. The database side
 * (once per event, the team's update) is in stripe-webhook-apply.test.ts.
 */
const SECRET = 'whsec_rules_secret';
const stripe = new Stripe('sk_test_rules');
const nowSeconds = () => Math.floor(Date.now() / 1000);

function anEvent(type: string, object: Record<string, unknown>, id = 'evt_rules_1') {
  return { id, object: 'event', type, data: { object } };
}

/** A delivery of `payload` as Stripe makes it: the raw bytes and their signature header. */
function delivery(payload: string, opts: { secret?: string; secondsAgo?: number } = {}) {
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? SECRET,
    timestamp: nowSeconds() - (opts.secondsAgo ?? 0),
  });
  return { headers: { 'stripe-signature': header }, body: Buffer.from(payload) };
}

const verify = (request: { headers: Record<string, string | string[] | undefined>; body: unknown }) =>
  verifiedEvent(stripe, SECRET, request);

/** The error a delivery is refused with: its status and message. */
function refusal(run: () => unknown): { status: number; message: string } {
  try {
    run();
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error('the delivery was accepted');
}

/** Told to Stripe, whose dashboard shows it. */
const BAD = { status: 400, message: 'The Stripe-Signature header is missing or does not match the body.' };

describe("which deliveries are Stripe's", () => {
  const payload = JSON.stringify(
    anEvent('invoice.paid', { id: 'in_1', object: 'invoice', subscription: 'sub_1' }),
  );

  it('accepts the raw bytes signed with our secret, and reads the event from them', () => {
    expect(verify(delivery(payload))).toEqual({
      id: 'evt_rules_1',
      type: 'invoice.paid',
      data: { object: { id: 'in_1', object: 'invoice', subscription: 'sub_1' } },
    });
  });

  it('refuses a webhook signed with another secret', () => {
    expect(refusal(() => verify(delivery(payload, { secret: 'whsec_someone_else' })))).toEqual(BAD);
  });

  it('refuses a webhook without a Stripe-Signature header, or with an empty or repeated one', () => {
    const { body, headers } = delivery(payload);
    expect(refusal(() => verify({ headers: {}, body }))).toEqual(BAD);
    expect(refusal(() => verify({ headers: { 'stripe-signature': '' }, body }))).toEqual(BAD);
    const twice = [headers['stripe-signature'], headers['stripe-signature']];
    expect(refusal(() => verify({ headers: { 'stripe-signature': twice }, body }))).toEqual(BAD);
  });

  it('refuses a body that is not the raw bytes, even under a right signature', () => {
    // A body parsed as text or JSON may differ from what was signed: only the bytes are checked.
    const { headers } = delivery(payload);
    expect(refusal(() => verify({ headers, body: payload }))).toEqual(BAD);
    expect(refusal(() => verify({ headers, body: JSON.parse(payload) }))).toEqual(BAD);
  });

  it('refuses bytes changed after signing', () => {
    const { headers } = delivery(payload);
    expect(refusal(() => verify({ headers, body: Buffer.from(`${payload} `) }))).toEqual(BAD);
  });

  it('refuses a webhook whose timestamp is 301 s old even with a right signature; 290 s old is taken', () => {
    expect(refusal(() => verify(delivery(payload, { secondsAgo: 301 })))).toEqual(BAD);
    expect(verify(delivery(payload, { secondsAgo: 290 })).id).toBe('evt_rules_1');
  });

  it('refuses a signed event that has not the shape of a Stripe event', () => {
    const shapeless = { status: 400, message: 'The event does not have the shape of a Stripe event.' };
    const signed = (event: unknown) => () => verify(delivery(JSON.stringify(event)));
    expect(refusal(signed({ type: 'invoice.paid', data: { object: {} } }))).toEqual(shapeless);
    expect(refusal(signed(anEvent('invoice.paid', {}, '')))).toEqual(shapeless);
    expect(refusal(signed(anEvent('invoice.paid', {}, 'e'.repeat(256))))).toEqual(shapeless);
    expect(refusal(signed(anEvent('', {})))).toEqual(shapeless);
    expect(refusal(signed(anEvent('x'.repeat(256), {})))).toEqual(shapeless);
    expect(refusal(signed({ id: 'evt_1', type: 'invoice.paid', data: {} }))).toEqual(shapeless);
    expect(refusal(signed(anEvent('invoice.paid', { metadata: { team_id: 7 } })))).toEqual(shapeless);
    // The longest id and type Stripe may send are taken.
    expect(verify(delivery(JSON.stringify(anEvent('t'.repeat(255), {}, 'e'.repeat(255))))).id).toHaveLength(
      255,
    );
  });

  it("reads a reference given as an object by its id, as Stripe's expanded objects are", () => {
    const expanded = anEvent('invoice.paid', {
      subscription: { id: 'sub_expanded', object: 'subscription' },
      parent: { subscription_details: { subscription: { id: 'sub_parent' } } },
    });
    const event = verify(delivery(JSON.stringify(expanded)));
    expect(event.data.object.subscription).toBe('sub_expanded');
    expect(event.data.object.parent?.subscription_details?.subscription).toBe('sub_parent');
  });
});

/** An event as the webhook reads it (after its shape was checked). */
const parsed = (type: string, object: TEvent['data']['object']): TEvent => ({
  id: 'evt_1',
  type,
  data: { object },
});

describe('the subscription an event is about', () => {
  it("is the object's own id for every customer.subscription event", () => {
    for (const type of ['created', 'updated', 'deleted']) {
      const event = parsed(`customer.subscription.${type}`, { id: 'sub_own', subscription: 'sub_other' });
      expect(subscriptionIdOf(event), type).toBe('sub_own');
    }
    expect(subscriptionIdOf(parsed('customer.subscription.updated', {}))).toBeNull();
  });

  it("is a completed checkout's or an invoice's subscription", () => {
    const types = [
      'checkout.session.completed',
      'invoice.paid',
      'invoice.payment_succeeded',
      'invoice.payment_failed',
    ];
    for (const type of types) {
      expect(subscriptionIdOf(parsed(type, { id: 'cs_or_in', subscription: 'sub_named' })), type).toBe(
        'sub_named',
      );
    }
  });

  it("is an invoice's parent's subscription in the pinned API version", () => {
    const event = parsed('invoice.paid', {
      id: 'in_1',
      subscription: null,
      parent: { subscription_details: { subscription: 'sub_parent' } },
    });
    expect(subscriptionIdOf(event)).toBe('sub_parent');
    expect(
      subscriptionIdOf(parsed('invoice.paid', { id: 'in_1', parent: { subscription_details: null } })),
    ).toBeNull();
    expect(subscriptionIdOf(parsed('invoice.paid', { id: 'in_1' }))).toBeNull();
  });

  it('is none for the events that cannot change a subscription', () => {
    for (const type of [
      'customer.created',
      'invoice.created',
      'checkout.session.expired',
      'customer.subscription',
    ]) {
      expect(subscriptionIdOf(parsed(type, { id: 'sub_x', subscription: 'sub_y' })), type).toBeNull();
    }
  });
});

describe('the team a checkout was opened for', () => {
  const checkout = (object: TEvent['data']['object']) => parsed('checkout.session.completed', object);

  it("is the checkout's metadata team", () => {
    expect(checkoutTeamOf(checkout({ metadata: { team_id: '42' }, client_reference_id: '7' }))).toBe(42);
  });

  it('is the client reference when the metadata names no team', () => {
    expect(checkoutTeamOf(checkout({ client_reference_id: '7' }))).toBe(7);
    expect(checkoutTeamOf(checkout({ metadata: { team_id: 'x' }, client_reference_id: '7' }))).toBe(7);
    expect(checkoutTeamOf(checkout({ metadata: null, client_reference_id: null }))).toBeNull();
    expect(checkoutTeamOf(checkout({}))).toBeNull();
  });

  it('is none for an event other than a completed checkout', () => {
    expect(
      checkoutTeamOf(parsed('invoice.paid', { metadata: { team_id: '42' }, client_reference_id: '7' })),
    ).toBeNull();
  });
});
