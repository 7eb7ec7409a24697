import type { TAuthResponse, TCredentials } from '@rp/contracts';
import { ApiError, apiPost } from '../api/client';
import { session } from './session';

/**
 * Signs in or up. Success only when the answer has success === true (spec section 5); otherwise
 * rejects with the server's message (or 'Error code' and the HTTP status).
 */
export async function authenticate(
  path: '/a/login/' | '/a/signup/',
  credentials: TCredentials,
): Promise<void> {
  let answer: TAuthResponse;
  try {
    answer = await apiPost<TAuthResponse>(path, credentials, { skipUnauthorizedRedirect: true });
  } catch (e) {
    if (e instanceof ApiError) {
      const body = e.body as { message?: string } | null;
      throw new Error(body?.message || `Error code ${e.status}`);
    }
    throw e;
  }
  if (answer.success !== true) throw new Error(answer.message || 'Error code');
  session.save({
    token: answer.token,
    username: answer.email,
    team: answer.team,
    user_data: answer.user_data,
    is_admin: answer.is_admin,
  });
}
