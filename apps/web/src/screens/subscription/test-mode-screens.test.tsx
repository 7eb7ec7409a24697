import type { TTestCheckoutSession, TTestPortalSession } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  logInDemoDispatcher,
  marker,
  renderScreen,
  type TFetchCall,
} from '../../components/testing/render';
import { answer, openCheckout, portalSession, SESSION_ID } from './subscription-fixtures';
import { TestCheckoutScreen } from './TestCheckoutScreen';
import { TestPortalScreen } from './TestPortalScreen';

let checkout: TTestCheckoutSession;
let portal: TTestPortalSession;
let api: ReturnType<typeof fakeApi>;

function answerOf(call: TFetchCall): unknown {
  switch (`${call.method} ${call.url}`) {
    case `GET /api/test-checkout/${SESSION_ID}/`:
      return answer({ session: checkout });
    case `POST /api/test-checkout/${SESSION_ID}/pay/`:
      return answer({ err: 0, url: checkout.success_url });
    case `GET /api/test-portal/${SESSION_ID}/`:
      return answer({ session: portal });
    case `POST /api/test-portal/${SESSION_ID}/`:
      portal = { ...portal, ...(call.body as Partial<TTestPortalSession>) };
      return answer({ session: portal });
    default:
      return { status: 404, body: { message: 'Not found' } };
  }
}

beforeEach(() => {
  logInDemoDispatcher();
  checkout = openCheckout;
  portal = portalSession;
  api = fakeApi(answerOf);
});
afterEach(() => {
  cleanup();
  api.restore();
});

const posts = () => api.calls.filter((c) => c.method === 'POST');
const targets = [marker('/subscription-success'), marker('/subscription')];
const renderCheckout = (id = SESSION_ID) =>
  renderScreen(<TestCheckoutScreen />, {
    path: `/test-checkout/${id}`,
    pattern: '/test-checkout/:sessionId',
    routes: targets,
  });
const renderPortal = () =>
  renderScreen(<TestPortalScreen />, {
    path: `/test-portal/${SESSION_ID}`,
    pattern: '/test-portal/:sessionId',
    routes: targets,
  });

describe('test-mode checkout', () => {
  it('says plainly that it is test mode and shows team, drivers × price = amount per month', async () => {
    renderCheckout();
    screen.getByText(T.testModeNotice);
    await screen.findByText('Demo Deliveries');
    screen.getByText(T.priceLine(3, 10, 30, 'usd'));
    expect(T.priceLine(3, 10, 30, 'usd')).toBe('3 drivers × 10 USD = 30 USD per month');
  });

  it("'Pay (test mode)' completes the session and goes to the success page", async () => {
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: T.payButton }));
    await screen.findByText('page /subscription-success');
    expect(posts().map((c) => c.url)).toEqual([`/api/test-checkout/${SESSION_ID}/pay/`]);
  });

  it("'Back' returns to the Subscription page without paying", async () => {
    renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: T.backButton }));
    await screen.findByText('page /subscription');
    expect(posts()).toEqual([]);
  });

  it('a paid session offers no second payment', async () => {
    checkout = { ...openCheckout, status: 'complete' };
    renderCheckout();
    await screen.findByText(T.checkoutPaid);
    expect(screen.queryByRole('button', { name: T.payButton })).toBeNull();
  });

  it("an unknown session shows the server's message; a malformed id asks nothing", async () => {
    renderCheckout('cs_test_unknown_session_0000');
    await screen.findByText('Not found');
    cleanup();
    const before = api.calls.length;
    renderCheckout('bad');
    await screen.findByText('This checkout does not exist.');
    expect(api.calls.length).toBe(before);
  });
});

describe('test-mode portal', () => {
  it('changes the drivers paid for', async () => {
    renderPortal();
    screen.getByText(T.testModeNotice);
    const drivers = await screen.findByLabelText('Drivers paid for');
    fireEvent.change(drivers, { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: T.changeDriversButton }));
    await screen.findByText(T.portalSaved);
    screen.getByText(T.priceLine(5, 10, 50, 'usd'));
    expect(posts().map((c) => c.body)).toEqual([{ quantity: 5 }]);
  });

  it('cancels at the period end and undoes it', async () => {
    renderPortal();
    fireEvent.click(await screen.findByRole('button', { name: T.cancelAtPeriodEndButton }));
    fireEvent.click(await screen.findByRole('button', { name: T.undoCancelButton }));
    await screen.findByRole('button', { name: T.cancelAtPeriodEndButton });
    expect(posts().map((c) => c.body)).toEqual([
      { cancel_at_period_end: true },
      { cancel_at_period_end: false },
    ]);
  });

  it("'Return' goes back to the Subscription page", async () => {
    renderPortal();
    fireEvent.click(await screen.findByRole('button', { name: T.returnButton }));
    await waitFor(() => screen.getByText('page /subscription'));
  });
});
