import type { TSubscription } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fakeApi,
  logInDemoDispatcher,
  marker,
  renderScreen,
  type TFetchCall,
} from '../../components/testing/render';
import { formatEpochDate } from './billing-actions';
import { CanceledScreen } from './CanceledScreen';
import { CancelScreen } from './CancelScreen';
import { SubscriptionScreen } from './SubscriptionScreen';
import { SubscriptionSuccessScreen } from './SubscriptionSuccessScreen';
import {
  answer,
  lapsedSubscription,
  payingSubscription,
  SESSION_ID,
  trialSubscription,
} from './subscription-fixtures';

let subscription: TSubscription;
let refusal: { status: number; body: unknown } | null;
let api: ReturnType<typeof fakeApi>;

function answerOf(call: TFetchCall): unknown {
  if (refusal && call.method === 'POST') return refusal;
  switch (`${call.method} ${call.url}`) {
    case 'GET /api/subscription/':
      return answer({ subscription });
    case 'POST /api/create-checkout-session/':
      return answer({ err: 0, url: `/test-checkout/${SESSION_ID}` });
    case 'POST /api/create-portal-session/':
      return answer({ err: 0, url: `/test-portal/${SESSION_ID}` });
    case 'POST /api/subscription/free/':
      subscription = { ...subscription, plan: 'free', is_active: true, can_continue_on_free: false };
      return answer({ subscription });
    case 'POST /api/cancel-subscription/':
      subscription = { ...subscription, ends_at_period_end: true };
      return answer({ err: 0, subscription });
    default:
      return { status: 404, body: { message: `no ${call.url}` } };
  }
}

beforeEach(() => {
  logInDemoDispatcher();
  subscription = trialSubscription;
  refusal = null;
  api = fakeApi(answerOf);
});
afterEach(() => {
  cleanup();
  api.restore();
});

const posted = (url: string) => api.calls.filter((c) => c.method === 'POST' && c.url === url);
const validTo = formatEpochDate(trialSubscription.valid_to_date ?? 0);
const renderSubscription = () =>
  renderScreen(<SubscriptionScreen />, {
    path: '/subscription',
    routes: [
      marker('/test-checkout/:id', 'test checkout'),
      marker('/test-portal/:id', 'test portal'),
      marker('/routes'),
    ],
  });

describe('Subscription page', () => {
  it('in the trial: Basic, its end, the drivers, Subscribe for them and Continue on Free, no red notice', async () => {
    renderSubscription();
    await screen.findByText(T.planNames.trial);
    screen.getByText(validTo);
    expect(screen.queryByRole('alert')).toBeNull();
    expect((screen.getByLabelText(T.driversToPayFor) as HTMLInputElement).value).toBe('2');
    screen.getByText(T.priceLine(2, 10, 20));
    for (const feature of T.professionalFeatures) screen.getByText(feature);
    screen.getByRole('button', { name: T.continueOnFreeButton });
    expect(screen.queryByRole('button', { name: T.managePaymentsButton })).toBeNull();
    expect(screen.queryByRole('link', { name: T.cancelLink })).toBeNull();
  });

  it('lapsed: the red notice with the end date; Subscribe pays for the drivers chosen and opens the checkout', async () => {
    subscription = lapsedSubscription;
    renderSubscription();
    const notice = await screen.findByText(T.expired(validTo));
    const alert = notice.closest('[role="alert"]');
    expect(alert?.className).toMatch(/MuiAlert-colorError/);
    expect(alert?.className).toMatch(/MuiAlert-filled/);
    fireEvent.change(screen.getByLabelText(T.driversToPayFor), { target: { value: '3' } });
    screen.getByText(T.priceLine(3, 10, 30));
    fireEvent.click(screen.getByRole('button', { name: T.subscribeButton }));
    await screen.findByText('test checkout');
    expect(posted('/api/create-checkout-session/').map((c) => c.body)).toEqual([{ quantity: 3 }]);
  });

  it('refuses a drivers count of 0 before asking the server', async () => {
    renderSubscription();
    fireEvent.change(await screen.findByLabelText(T.driversToPayFor), { target: { value: '0' } });
    expect(screen.getByRole('button', { name: T.subscribeButton }).hasAttribute('disabled')).toBe(true);
    expect(posted('/api/create-checkout-session/')).toEqual([]);
  });

  it('a team with no drivers still pays for one by default', async () => {
    subscription = { ...lapsedSubscription, driver_count_current: 0 };
    renderSubscription();
    expect(((await screen.findByLabelText(T.driversToPayFor)) as HTMLInputElement).value).toBe('1');
  });

  it('Continue on Free moves the team to Free and goes to its routes', async () => {
    subscription = lapsedSubscription;
    renderSubscription();
    fireEvent.click(await screen.findByRole('button', { name: T.continueOnFreeButton }));
    await screen.findByText('page /routes');
    expect(posted('/api/subscription/free/')).toHaveLength(1);
  });

  it("shows the server's refusal in the info dialog", async () => {
    refusal = { status: 409, body: { message: 'Your team is already on the Free plan.' } };
    renderSubscription();
    fireEvent.click(await screen.findByRole('button', { name: T.continueOnFreeButton }));
    const dialog = await screen.findByRole('dialog');
    within(dialog).getByText(T.errorTitle);
    within(dialog).getByText('Your team is already on the Free plan.');
  });

  it('paying: Professional - Driver, drivers paid for, Manage payments and the cancel link, nothing to buy', async () => {
    subscription = payingSubscription;
    renderSubscription();
    await screen.findByText(T.planNames.professional);
    screen.getByText('Drivers paid for');
    screen.getByText('3');
    expect(screen.queryByRole('button', { name: T.subscribeButton })).toBeNull();
    expect(screen.queryByRole('button', { name: T.continueOnFreeButton })).toBeNull();
    expect(screen.getByRole('link', { name: T.cancelLink }).getAttribute('href')).toBe('/cancel');
    fireEvent.click(screen.getByRole('button', { name: T.managePaymentsButton }));
    await screen.findByText('test portal');
    expect(posted('/api/create-portal-session/')).toHaveLength(1);
  });

  it('a cancelled subscription says until when, and offers no second cancel', async () => {
    subscription = { ...payingSubscription, ends_at_period_end: true };
    renderSubscription();
    await screen.findByText(T.endsAtPeriodEnd(validTo));
    expect(screen.queryByRole('link', { name: T.cancelLink })).toBeNull();
  });

  it('billing off: no subscription is needed and there is nothing to buy', async () => {
    subscription = { ...trialSubscription, billing: 'off', plan: 'unbilled', can_continue_on_free: false };
    renderSubscription();
    await screen.findByText(T.billingOff);
    for (const name of [T.subscribeButton, T.continueOnFreeButton, T.managePaymentsButton]) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
  });
});

describe('Cancel, Canceled and Subscription success', () => {
  it('/cancel says Professional stays until the date; confirming cancels and shows the Canceled page', async () => {
    subscription = payingSubscription;
    renderScreen(<CancelScreen />, { path: '/cancel', routes: [marker('/canceled')] });
    await screen.findByText(T.cancelQuestion(validTo));
    fireEvent.click(screen.getByRole('button', { name: T.cancelConfirmButton }));
    await screen.findByText('page /canceled');
    expect(posted('/api/cancel-subscription/')).toHaveLength(1);
  });

  it('/cancel without a paid subscription offers nothing to confirm', async () => {
    renderScreen(<CancelScreen />, { path: '/cancel' });
    await screen.findByText('There is no paid subscription to cancel.');
    expect(screen.queryByRole('button', { name: T.cancelConfirmButton })).toBeNull();
  });

  it('/canceled tells the date, what stays, and leads to Subscribe again', async () => {
    subscription = { ...payingSubscription, ends_at_period_end: true };
    renderScreen(<CanceledScreen />, { path: '/canceled' });
    await screen.findByText(T.canceledBody(validTo));
    screen.getByText(T.canceledKept);
    expect(screen.getByRole('link', { name: T.subscribeAgainButton }).getAttribute('href')).toBe(
      '/subscription',
    );
  });

  it('/subscription-success thanks, shows plan and drivers, and leads to the routes', async () => {
    subscription = payingSubscription;
    renderScreen(<SubscriptionSuccessScreen />, {
      path: '/subscription-success',
      routes: [marker('/routes')],
    });
    await screen.findByText('Drivers paid for: 3');
    const go = screen.getByRole('link', { name: T.goToRoutesButton });
    await waitFor(() => expect(go.getAttribute('aria-disabled')).toBeNull());
    fireEvent.click(go);
    await screen.findByText('page /routes');
  });

  it('/subscription-success before the payment is confirmed says so and keeps asking', async () => {
    subscription = lapsedSubscription;
    renderScreen(<SubscriptionSuccessScreen />, { path: '/subscription-success' });
    await screen.findByText(T.successWaiting);
    subscription = payingSubscription;
    await screen.findByText('Drivers paid for: 3', undefined, { timeout: 15_000 });
  });
});
