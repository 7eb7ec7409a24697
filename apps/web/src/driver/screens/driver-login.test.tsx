import { Messages, ServerMessages } from '@rp/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, renderScreen } from '../../components/testing/render';
import { DriverLogin } from './DriverLogin';

const loginAnswer = {
  success: true,
  email: 'driver@example.com',
  team: 'T',
  token: 'tok-driver',
  role: 1,
  is_admin: false,
  email_verified: true,
  user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
};

let api: ReturnType<typeof fakeApi>;
let answer: () => unknown;
beforeEach(() => {
  localStorage.clear();
  answer = () => loginAnswer;
  api = fakeApi(() => answer());
});
afterEach(() => {
  cleanup();
  api.restore();
});

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const signIn = () => fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

describe('Driver sign in', () => {
  it('asks for the email and the password before it sends anything', async () => {
    renderScreen(<DriverLogin onLoggedIn={() => {}} />);
    signIn();
    expect(await screen.findByText(Messages.emailRequired)).toBeTruthy();
    expect(screen.getByText(Messages.passwordRequired)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('keeps the session and tells the gate once the server accepts', async () => {
    const onLoggedIn = vi.fn();
    renderScreen(<DriverLogin onLoggedIn={onLoggedIn} />);
    type('Email', 'driver@example.com');
    type('Password', 'long-enough-pw');
    signIn();
    await vi.waitFor(() => expect(onLoggedIn).toHaveBeenCalledOnce());
    expect(session.token()).toBe('tok-driver');
    expect(api.calls[0]?.url).toContain('/a/login/');
  });

  it("shows the server's refusal, and that the phone is offline when it cannot reach it", async () => {
    answer = () => ({ status: 401, body: { success: false, err: 1, message: ServerMessages.invalidCredentials } });
    renderScreen(<DriverLogin onLoggedIn={() => {}} />);
    type('Email', 'driver@example.com');
    type('Password', 'wrong-password');
    signIn();
    expect(await screen.findByText(ServerMessages.invalidCredentials)).toBeTruthy();
    answer = () => {
      throw new TypeError('Failed to fetch');
    };
    signIn();
    expect(await screen.findByText('You are offline: connect to sign in.')).toBeTruthy();
  });
});
