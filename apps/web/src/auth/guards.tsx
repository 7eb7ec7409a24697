import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useVerifiedToken } from '../data/session';
import { session } from './session';

function Checking() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100vh' }}>
      <CircularProgress aria-label="Checking your session" />
    </Box>
  );
}

/**
 * Authenticated pages (spec section 4): without a token go to /login; with one, verify it first;
 * 402 goes to /subscription (admin pages: /login); any other failure goes to /login.
 */
export function RequireAuth({
  children,
  kind = 'user',
}: {
  children: ReactNode;
  kind?: 'user' | 'admin' | 'subscription';
}) {
  const location = useLocation();
  const path =
    kind === 'admin' ? '/verify-token2/' : kind === 'subscription' ? '/verify-token3/' : '/verify-token/';
  const hasToken = !!session.token();
  const verify = useVerifiedToken(path, hasToken);
  if (!hasToken) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (verify.isPending) return <Checking />;
  const result = verify.data;
  if (result?.ok) return <>{children}</>;
  if (result && result.status === 402 && kind === 'user') return <Navigate to="/subscription" replace />;
  if (!result || result.status === 401) session.clear();
  return <Navigate to="/login" replace />;
}

/** /login with a valid token goes to /routes; a 401 (or no token) lets the login page show. */
export function RedirectIfLoggedIn({ children }: { children: ReactNode }) {
  const hasToken = !!session.token();
  const verify = useVerifiedToken('/verify-token/', hasToken);
  if (!hasToken) return <>{children}</>;
  if (verify.isPending) return <Checking />;
  if (verify.data?.ok) return <Navigate to="/routes" replace />;
  if (verify.data && verify.data.status === 402) return <Navigate to="/subscription" replace />;
  return <>{children}</>;
}
