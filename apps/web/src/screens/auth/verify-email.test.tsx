import {
  EmailVerificationMessages,
  Messages,
  passwordTooShortMessage,
  weakPasswordMessage,
} from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { EmailVerificationBanner } from '../../components/EmailVerificationBanner';
import { TeamMembersPanel } from '../../components/team/TeamMembersPanel';
import { fakeApi, renderScreen } from '../../components/testing/render';
import { useVerifiedToken } from '../../data/session';
import { VerifyEmailScreen } from './VerifyEmailScreen';

let api: ReturnType<typeof fakeApi>;
let answer: (url: string, body: unknown) => unknown;
beforeEach(() => {
  localStorage.clear();
  answer = () => ({ status: 404, body: { success: false, message: 'no' } });
  api = fakeApi((call) => answer(call.url, call.body));
});
afterEach(() => {
  cleanup();
  api.restore();
});

/** The verification link's answer: a new session for me@example.com. */
const sessionAnswer = {
  success: true,
  email: 'me@example.com',
  team: 'T',
  token: 'new-session-token',
  role: 3,
  user_data: { countryCode: 'us', distanceUnit: 1, latitude: 1, longitude: 2 },
  is_admin: false,
  email_verified: true,
};

describe('the /verify-email/:token page', () => {
  const open = (token = 'mailed-token-1234') =>
    renderScreen(<VerifyEmailScreen />, { path: `/verify-email/${token}`, pattern: '/verify-email/:token' });
  const fill = (password: string, confirmation = password) => {
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirmation } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
  };

  it('asks for the password, sends it with the token, keeps the new session and says the address is verified', async () => {
    session.save({ ...sessionAnswer, token: 'old-session-token', username: 'me@example.com' });
    answer = () => sessionAnswer;
    open();
    await screen.findByText(EmailVerificationMessages.choosePassword);
    fill('owner picks lantern 7');
    await screen.findByText(EmailVerificationMessages.verified);
    expect(api.calls.map((c) => [c.url, c.body])).toEqual([
      ['/api/verify-email/', { token: 'mailed-token-1234', password: 'owner picks lantern 7' }],
    ]);
    // The server ended every other session: this tab (and the others, through storage) use the new one.
    expect(session.token()).toBe('new-session-token');
    expect(localStorage.getItem('email_verified_signal')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your routes' }).getAttribute('href')).toBe('/routes');
  });

  it('checks the password as the reset page does before sending anything', async () => {
    open();
    fill('short');
    await screen.findByText(passwordTooShortMessage);
    fill('owner picks lantern 7', 'owner picks lantern 8');
    await screen.findByText(Messages.passwordMismatch);
    expect(api.calls).toEqual([]);
  });

  it("shows the server's weak-password refusal at the password", async () => {
    const weak = weakPasswordMessage('This is similar to a commonly used password.');
    answer = () => ({ status: 400, body: { success: false, message: weak } });
    open();
    fill('me@example.com');
    const field = await screen.findByText(weak);
    expect(field.closest('.MuiFormControl-root')?.querySelector('input')?.getAttribute('type')).toBe(
      'password',
    );
    expect(session.token()).toBeNull();
  });

  it("shows the server's message for a used, bad or expired link", async () => {
    for (const message of [EmailVerificationMessages.linkUsed, EmailVerificationMessages.linkInvalid]) {
      answer = () => ({ status: 400, body: { success: false, message } });
      open();
      fill('owner picks lantern 7');
      await screen.findByText(message);
      expect(screen.queryByText(EmailVerificationMessages.verified)).toBeNull();
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
      cleanup();
    }
  });
});

/** The session check's answer for me@example.com. */
const checkAnswer = (verified: boolean) => ({
  success: true,
  email: 'me@example.com',
  name: '',
  team: 'T',
  role: 3,
  is_admin: false,
  email_verified: verified,
  plan: 'trial',
  is_active: true,
  active_to: null,
  user_data: { countryCode: '', distanceUnit: 0, latitude: 0, longitude: 0 },
});

/** Shows once the session check has answered (it shares the banner's query). */
function CheckAnswered() {
  const check = useVerifiedToken('/verify-token/');
  return check.data ? <p>session checked</p> : null;
}

describe('the verification banner', () => {
  let resendAnswer: unknown;
  beforeEach(() => {
    localStorage.setItem('token', 'tok');
    resendAnswer = { success: true, sent: true, email_verified: false };
  });
  const withCheck = (verified: boolean) => {
    answer = (url) => (url === '/api/verify-token/' ? checkAnswer(verified) : resendAnswer);
  };

  it('asks an unverified user to verify and mails the link again on request', async () => {
    withCheck(false);
    renderScreen(<EmailVerificationBanner />);
    await screen.findByText(EmailVerificationMessages.pleaseVerify('me@example.com'));
    fireEvent.click(screen.getByRole('button', { name: EmailVerificationMessages.sendAgain }));
    await screen.findByText(EmailVerificationMessages.linkSent('me@example.com'));
    expect(api.calls.filter((c) => c.url === '/api/a/resend-verification/')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: EmailVerificationMessages.sendAgain })).toBeNull();
  });

  it("shows the server's message when the links of the hour are used up", async () => {
    withCheck(false);
    resendAnswer = { status: 429, body: { success: false, message: EmailVerificationMessages.tooManyLinks } };
    renderScreen(<EmailVerificationBanner />);
    fireEvent.click(await screen.findByRole('button', { name: EmailVerificationMessages.sendAgain }));
    await screen.findByText(EmailVerificationMessages.tooManyLinks);
  });

  it('goes away when the link is followed in another tab', async () => {
    let verified = false;
    answer = (url) => (url === '/api/verify-token/' ? checkAnswer(verified) : resendAnswer);
    renderScreen(<EmailVerificationBanner />);
    await screen.findByText(EmailVerificationMessages.pleaseVerify('me@example.com'));
    verified = true;
    window.dispatchEvent(new StorageEvent('storage', { key: 'email_verified_signal', newValue: '1' }));
    await waitFor(() =>
      expect(screen.queryByText(EmailVerificationMessages.pleaseVerify('me@example.com'))).toBeNull(),
    );
  });

  it('shows nothing for a verified user', async () => {
    withCheck(true);
    renderScreen(
      <>
        <EmailVerificationBanner />
        <CheckAnswered />
      </>,
    );
    await screen.findByText('session checked');
    expect(screen.queryByText(EmailVerificationMessages.pleaseVerify('me@example.com'))).toBeNull();
  });
});

describe('the team panel of an unverified user', () => {
  it("disables 'Add members' and says why", async () => {
    localStorage.setItem('token', 'tok');
    answer = (url) => {
      if (url === '/api/team/') return { success: true, data: { team: [] } };
      if (url === '/api/verify-token/') return checkAnswer(false);
      return { status: 404, body: { success: false, message: 'no' } };
    };
    renderScreen(<TeamMembersPanel />);
    await screen.findByText(EmailVerificationMessages.verifyBeforeInviting);
    expect(screen.getByRole('button', { name: 'Add members' }).hasAttribute('disabled')).toBe(true);
  });
});
