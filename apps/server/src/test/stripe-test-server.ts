import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received: method, path and its form fields as Stripe's client encodes them. */
export interface TStripeRequest {
  method: string;
  path: string;
  /** Flat bracket keys, e.g. 'line_items[0][price]'. */
  form: Record<string, string>;
}

/** A subscription as Stripe's API answers it (the pinned version: the period is on the item). */
export interface TStripeSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  created: number;
  metadata: Record<string, string>;
  items: {
    object: 'list';
    data: {
      id: string;
      object: 'subscription_item';
      quantity: number;
      price: { id: string; object: 'price' };
      current_period_start: number;
      current_period_end: number;
    }[];
  };
}

export interface TStripeTestServer {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  base: string;
  requests: TStripeRequest[];
  subscriptions: Map<string, TStripeSubscription>;
  /** Adds (or replaces) a subscription the API will answer. */
  putSubscription(s: {
    id?: string;
    customer?: string;
    teamId: number | null;
    status?: string;
    quantity?: number;
    priceId?: string;
    periodStart: Date;
    periodEnd: Date;
    cancelAtPeriodEnd?: boolean;
  }): TStripeSubscription;
  /** While true every request answers 500, as an outage would. */
  failing: boolean;
  close(): Promise<void>;
}

const epoch = (d: Date): number => Math.floor(d.getTime() / 1000);
const randomId = (prefix: string): string => `${prefix}_${randomBytes(8).toString('hex')}`;

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') });
  res.end(JSON.stringify(body));
}

const missing = (what: string) => ({
  error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
});

/**
 * A local HTTP server answering the few calls of Stripe's API the app makes, in Stripe's shapes:
 * checkout and portal sessions, retrieving and updating a subscription. It records every request
 * so tests can check what the app asked for (price, quantity, metadata, addresses).
 */
export async function startStripeTestServer(): Promise<TStripeTestServer> {
  const requests: TStripeRequest[] = [];
  const subscriptions = new Map<string, TStripeSubscription>();
  const state: { failing: boolean } = { failing: false };

  const route = (method: string, path: string, form: Record<string, string>): [number, unknown] => {
    if (state.failing) return [500, { error: { type: 'api_error', message: 'Stripe test server is down' } }];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = randomId('cs_test');
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: 'subscription',
          url: `https://checkout.stripe.test/c/pay/${id}`,
        },
      ];
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = randomId('bps');
      return [
        200,
        {
          id,
          object: 'billing_portal.session',
          customer: form.customer,
          url: `https://billing.stripe.test/p/session/${id}`,
        },
      ];
    }
    const sub = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
    if (sub?.[1]) {
      const found = subscriptions.get(sub[1]);
      if (!found) return [404, missing('subscription')];
      if (method === 'POST' && form.cancel_at_period_end !== undefined) {
        found.cancel_at_period_end = form.cancel_at_period_end === 'true';
      }
      return [200, found];
    }
    return [404, missing(`route ${method} ${path}`)];
  };

  const server: Server = createServer((req, res) => {
    void formOf(req).then((form) => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      const method = req.method ?? 'GET';
      requests.push({ method, path, form });
      const [status, body] = route(method, path, form);
      send(res, status, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    base: `http://127.0.0.1:${port}`,
    requests,
    subscriptions,
    get failing() {
      return state.failing;
    },
    set failing(v: boolean) {
      state.failing = v;
    },
    putSubscription(s) {
      const id = s.id ?? randomId('sub');
      const subscription: TStripeSubscription = {
        id,
        object: 'subscription',
        customer: s.customer ?? randomId('cus'),
        status: s.status ?? 'active',
        cancel_at_period_end: s.cancelAtPeriodEnd ?? false,
        created: epoch(s.periodStart),
        metadata: s.teamId === null ? {} : { team_id: String(s.teamId) },
        items: {
          object: 'list',
          data: [
            {
              id: randomId('si'),
              object: 'subscription_item',
              quantity: s.quantity ?? 1,
              price: { id: s.priceId ?? 'price_driver_monthly', object: 'price' },
              current_period_start: epoch(s.periodStart),
              current_period_end: epoch(s.periodEnd),
            },
          ],
        },
      };
      subscriptions.set(id, subscription);
      return subscription;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        // The Stripe client keeps connections alive; they would hold close() open.
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
