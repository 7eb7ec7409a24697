import { Api } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../api/client';
import { session } from './session';

/**
 * Ends the session on the server (revokes the token) and in the browser. The server call is made
 * first, while the token is still stored; its failure never keeps the user logged in.
 */
export async function logout(): Promise<void> {
  if (session.token()) {
    try {
      await callApi(Api.logout, {}, { skipUnauthorizedRedirect: true });
    } catch {
      // an expired or revoked token: the browser side is cleared all the same
    }
  }
  session.clear();
}

/** Logout as the spec's screens do it: clear token and username, call the server, show /login. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }, [navigate, queryClient]);
}
