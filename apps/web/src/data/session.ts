import {
  Api,
  type TAuthAnswer,
  type TCredentials,
  type TResetPassword,
  type TSignup,
  type TVerifyTokenAnswer,
} from '@rp/contracts';
import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, callApi } from '../api/client';
import { announceEmailVerified } from '../auth/email-verified-signal';
import { session } from '../auth/session';
import { authenticate, rememberSession } from '../auth/useLogin';
import { queryKeys } from './query-keys';

/** The three token checks by path: any page, admin pages, the subscription page (lapsed teams too). */
const verifyCalls = {
  [Api.verifyToken.path]: Api.verifyToken,
  [Api.verifyTokenAdmin.path]: Api.verifyTokenAdmin,
  [Api.verifyTokenLapsed.path]: Api.verifyTokenLapsed,
} as const;

export type TVerifyPath = keyof typeof verifyCalls;
type TVerifyResult = { ok: true; answer: TVerifyTokenAnswer } | { ok: false; status: number };

/** Verifies the stored token with the server; 402 and 401 are results, not errors. */
export function useVerifiedToken(path: TVerifyPath, enabled = true) {
  const token = session.token();
  return useQuery({
    queryKey: queryKeys.session.check(path, token),
    enabled: enabled && !!token,
    staleTime: 30_000,
    retry: false,
    queryFn: async (): Promise<TVerifyResult> => {
      try {
        const answer = await callApi(verifyCalls[path], {}, { skipUnauthorizedRedirect: true });
        return { ok: true, answer };
      } catch (e) {
        if (e instanceof ApiError) return { ok: false, status: e.status };
        throw e;
      }
    },
  });
}

/** Asks the session checks of the pages on screen again (the account or its verification changed). */
export const refreshSessionCheck = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: queryKeys.session.all() });

/**
 * Asks every session check again, also those no page shows now: a guard shows its cached answer
 * while it asks again, so a stale 402 would send the user straight back to /subscription.
 */
export const refreshSessionChecks = (queryClient: QueryClient): Promise<void> =>
  queryClient.invalidateQueries({ queryKey: queryKeys.session.all(), refetchType: 'all' });

/** Log-in: keeps the session the server answered, then the guards ask again. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: TCredentials) => authenticate('/a/login/', credentials),
    onSuccess: () => refreshSessionCheck(queryClient),
  });
}

/** Sign-up: keeps the new account's session, then the guards ask again. */
export function useSignup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: TSignup) => authenticate('/a/signup/', credentials),
    onSuccess: () => refreshSessionCheck(queryClient),
  });
}

/** POST /forgot-password/: the answer never says whether the account exists. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (email: string) =>
      callApi(Api.forgotPassword, { body: { email } }, { skipUnauthorizedRedirect: true }),
  });
}

/** POST /reset-password/ with the mailed link's token (reset or invitation). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: TResetPassword) =>
      callApi(Api.resetPassword, { body }, { skipUnauthorizedRedirect: true }),
  });
}

/**
 * The verification link's page: the server verifies the address and answers a new session, which
 * this tab keeps; the planner's banner and team panel read the session check, here and in any other tab.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      callApi(Api.verifyEmail, { body }, { skipUnauthorizedRedirect: true }),
    onSuccess: (answer: TAuthAnswer) => {
      rememberSession(answer);
      announceEmailVerified();
      return refreshSessionCheck(queryClient);
    },
  });
}

/** Mails the verification link again (the server's 429 message when asked too often). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => callApi(Api.resendVerification) });
}
