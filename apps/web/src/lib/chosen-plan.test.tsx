import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../auth/session';
import { fakeApi, marker, renderScreen } from '../components/testing/render';
import { SignupScreen } from '../screens/auth/SignupScreen';
import { OnboardingMembersScreen } from '../screens/onboarding/OnboardingMembersScreen';
import { PricingScreen } from '../screens/public/PricingScreen';

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  localStorage.clear();
  api = fakeApi((call) =>
    call.url === '/api/a/signup/'
      ? {
          success: true,
          email: 'new@example.com',
          team: '',
          token: 'tok123',
          role: 3,
          is_admin: false,
          email_verified: true,
          user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
        }
      : { status: 404, body: { message: 'no' } },
  );
});
afterEach(() => {
  cleanup();
  api.restore();
});

async function signUpAt(path: string) {
  renderScreen(<SignupScreen />, { path, pattern: '/signup', routes: [marker('/onboarding')] });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'new@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-pw' } });
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
  await screen.findByText('page /onboarding');
  cleanup();
}

async function nextFromLastStep(): Promise<string> {
  const { router } = renderScreen(<OnboardingMembersScreen />, {
    path: '/onboardingteammembers',
    routes: [marker('/routes'), marker('/subscription')],
  });
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText(/^page /);
  const where = router.state.location.pathname;
  cleanup();
  return where;
}

describe('a plan picked on Pricing', () => {
  it("Pricing's 'Start free trial' buttons sign up with their plan", () => {
    renderScreen(<PricingScreen />, { path: '/plans' });
    const hrefs = screen
      .getAllByRole('link', { name: 'Start free trial' })
      .map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(['/signup?plan=free', '/signup?plan=professional']);
  });

  it('is kept through onboarding, whose last step then opens the Subscription page, once', async () => {
    await signUpAt('/signup?plan=professional');
    expect(session.token()).toBe('tok123');
    expect(await nextFromLastStep()).toBe('/subscription');
    expect(await nextFromLastStep()).toBe('/routes');
  });

  it('without a plan (or with an unknown one) onboarding ends on the routes as before', async () => {
    await signUpAt('/signup?plan=professional');
    await signUpAt('/signup?plan=gold');
    expect(await nextFromLastStep()).toBe('/routes');
    await signUpAt('/signup');
    expect(await nextFromLastStep()).toBe('/routes');
  });
});
