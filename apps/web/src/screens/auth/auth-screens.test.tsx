import { Messages, weakPasswordMessage } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, marker, renderScreen } from '../../components/testing/render';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { LoginScreen } from './LoginScreen';
import { ResetPasswordScreen } from './ResetPasswordScreen';
import { SignupScreen } from './SignupScreen';

let api: ReturnType<typeof fakeApi>;
let answer: (url: string, body: unknown) => unknown;
beforeEach(() => {
  localStorage.clear();
  answer = () => ({ success: true });
  api = fakeApi((call) => answer(call.url, call.body));
});
afterEach(() => {
  cleanup();
  api.restore();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('Log in', () => {
  const loginAnswer = (role: number) => ({
    success: true,
    email: 'member@example.com',
    team: 'T',
    token: `tok-${role}`,
    role,
    is_admin: false,
    email_verified: true,
    user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
  });
  const open = () =>
    renderScreen(<LoginScreen />, { path: '/login', routes: [marker('/routes'), marker('/driver')] });
  const signIn = () => {
    type('Email', 'member@example.com');
    type('Password', 'long-enough-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('takes a dispatcher to Routes', async () => {
    answer = () => loginAnswer(3);
    open();
    signIn();
    await screen.findByText('page /routes');
    expect(session.token()).toBe('tok-3');
  });

  it('takes a driver-only member to the driver app', async () => {
    answer = () => loginAnswer(1);
    open();
    signIn();
    await screen.findByText('page /driver');
    expect(session.token()).toBe('tok-1');
  });
});

describe('Sign up', () => {
  const open = () =>
    renderScreen(<SignupScreen />, { path: '/signup', routes: [marker('/onboarding'), marker('/login')] });

  it('asks for email and password', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText(Messages.emailRequired);
    expect(screen.getByText(Messages.passwordRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe('/legal');
  });

  it('stores the session and opens onboarding step 1 marked as coming from sign-up', async () => {
    answer = () => ({
      success: true,
      email: 'new@example.com',
      team: '',
      token: 'tok123',
      role: 3,
      is_admin: false,
      email_verified: true,
      user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
    });
    const { router } = open();
    type('Email', 'new@example.com');
    type('Password', 'long-enough-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('page /onboarding');
    expect(router.state.location.state).toEqual({ from: 'Signup' });
    expect(session.token()).toBe('tok123');
    expect(api.calls[0]).toMatchObject({ url: '/api/a/signup/', body: { email: 'new@example.com' } });
  });

  it("shows the server's message, or 'Error code' and the status", async () => {
    answer = () => ({
      status: 409,
      body: { success: false, err: -1, message: 'An account with this email already exists' },
    });
    open();
    type('Email', 'old@example.com');
    type('Password', 'long-enough-pw');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('An account with this email already exists');
    answer = () => ({ status: 500, body: 'oops' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Error code 500');
  });
});

describe('Forgot password', () => {
  it("from the driver app (?app=driver) goes back to the driver app's sign-in", async () => {
    const { router } = renderScreen(<ForgotPasswordScreen />, {
      path: '/forgot-password?app=driver',
      routes: [marker('/login'), marker('/driver')],
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/driver');
    type('Email', 'driver@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Request reset link' }));
    await screen.findByText(Messages.forgotPasswordSent);
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver'), { timeout: 2000 });
  });

  it('sends only an email longer than 5 characters, shows the dialog and returns to login', async () => {
    const { router } = renderScreen(<ForgotPasswordScreen />, {
      path: '/forgot-password',
      routes: [marker('/login')],
    });
    type('Email', 'a@b.c');
    fireEvent.click(screen.getByRole('button', { name: 'Request reset link' }));
    await screen.findByText(Messages.memberEmailInvalid);
    expect(api.calls).toHaveLength(0);

    type('Email', 'ann@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Request reset link' }));
    await screen.findByText(Messages.forgotPasswordSent);
    expect(api.calls[0]).toMatchObject({ url: '/api/forgot-password/', body: { email: 'ann@example.com' } });
    expect(router.state.location.pathname).toBe('/forgot-password');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 2000 });
  });
});

describe('Reset password', () => {
  const open = (token = 'reset-token-123', query = '') =>
    renderScreen(<ResetPasswordScreen />, {
      path: `/reset-password/${token}${query}`,
      pattern: '/reset-password/:resetToken',
      routes: [marker('/login'), marker('/driver')],
    });

  it("an invitation says 'Set your password' and sends a driver to the driver app's sign-in", async () => {
    answer = () => ({ success: true, data: { status: 0, is_driver_only: true } });
    const { router } = open('invite-token-123', '?invite=1');
    expect(screen.getByRole('heading', { name: 'Set your password' })).toBeTruthy();
    expect(screen.queryByText('Choose a new password')).toBeNull();
    type('Password', 'new-password-1');
    type('Confirm password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/driver'));
  });

  it('checks the password and its confirmation before sending', async () => {
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(Messages.passwordEmpty);
    type('New password', 'new-password-1');
    type('Confirm password', 'new-password-2');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(Messages.passwordMismatch);
    expect(api.calls).toHaveLength(0);
  });

  it("does not send a token of 3 characters or less: 'Link is not valid or expired'", async () => {
    open('abc');
    type('New password', 'new-password-1');
    type('Confirm password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(Messages.resetLinkInvalid);
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's advice when the new password is too easy to guess", async () => {
    const advice = weakPasswordMessage('This is a heavily used password.');
    answer = () => ({ status: 400, body: { success: false, err: -1, message: advice } });
    open();
    type('New password', 'password');
    type('Confirm password', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(advice);
    expect(screen.queryByText(Messages.resetLinkInvalid)).toBeNull();
  });

  it("shows 'Success' and goes to login; a refused link says it is not valid", async () => {
    answer = () => ({ status: 400, body: { success: false, message: 'Invalid request' } });
    const { router } = open();
    type('New password', 'new-password-1');
    type('Confirm password', 'new-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(Messages.resetLinkInvalid);

    answer = () => ({ success: true, data: { status: 0, is_driver_only: false } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await screen.findByText(Messages.passwordChanged);
    expect(screen.getByRole('heading', { name: Messages.passwordChangedTitle })).toBeTruthy();
    expect(api.calls.at(-1)?.body).toEqual({ password: 'new-password-1', token: 'reset-token-123' });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
