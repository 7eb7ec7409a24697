import { Api, type TAuthAnswer, type TCredentials } from '@rp/contracts';
import { ApiError, callApi } from '../api/client';
import { session } from './session';

const authCalls = { '/a/login/': Api.login, '/a/signup/': Api.signup } as const;

/**
 * Signs in or up. Success only when the answer has success === true (spec section 5); otherwise
 * rejects with the server's message (or 'Error code' and the HTTP status).
 */
export async function authenticate(
  path: keyof typeof authCalls,
  credentials: TCredentials,
): Promise<TAuthAnswer> {
  let answer: TAuthAnswer;
  try {
    answer = await callApi(authCalls[path], { body: credentials }, { skipUnauthorizedRedirect: true });
  } catch (e) {
    if (e instanceof ApiError) {
      const { refusalMessage } = await import('./refusal-message');
      throw new Error(refusalMessage(e.body) || `Error code ${e.status}`);
    }
    throw e;
  }
  // Production does not parse answers: a proxy's 200 page must not count as a login.
  if (answer?.success !== true) throw new Error('Error code');
  rememberSession(answer);
  return answer;
}

/** Keeps a session the server answered (log-in, sign-up, the verification link's page). */
export function rememberSession(answer: TAuthAnswer): void {
  session.save({
    token: answer.token,
    username: answer.email,
    team: answer.team,
    user_data: answer.user_data,
    is_admin: answer.is_admin,
  });
}
