import { Alert, Button } from '@mui/material';
import { EmailVerificationMessages } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onEmailVerifiedElsewhere } from '../auth/email-verified-signal';
import { refreshSessionCheck, useResendVerification, useVerifiedToken } from '../data/session';

const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e));

/**
 * Reminds a user who has not yet proved their address (they may plan, but not invite) and mails
 * the link again on request; the server's 429 message shows when they ask too often.
 */
export function EmailVerificationBanner() {
  const check = useVerifiedToken('/verify-token/');
  const queryClient = useQueryClient();
  useEffect(() => onEmailVerifiedElsewhere(() => void refreshSessionCheck(queryClient)), [queryClient]);
  const resend = useResendVerification();
  const answer = check.data?.ok ? check.data.answer : null;
  if (!answer || answer.email_verified) return null;

  const sent = resend.isSuccess && resend.data.sent;
  return (
    <Alert
      severity={resend.isError ? 'error' : 'info'}
      sx={{ borderRadius: 0 }}
      action={
        !sent && (
          <Button color="inherit" size="small" loading={resend.isPending} onClick={() => resend.mutate()}>
            {EmailVerificationMessages.sendAgain}
          </Button>
        )
      }
    >
      {EmailVerificationMessages.pleaseVerify(answer.email)}
      {sent && <div>{EmailVerificationMessages.linkSent(answer.email)}</div>}
      {resend.isError && <div>{messageOf(resend.error)}</div>}
    </Alert>
  );
}
