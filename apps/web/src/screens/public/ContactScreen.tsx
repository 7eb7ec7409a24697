import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { Api, contactMessageWithSubject, Messages, ZContactSchema } from '@rp/contracts';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../api/client';
import { useDialogs } from '../../components/dialogs';
import { siteConfig } from '../../components/site-config';
import { fieldErrors } from '../../lib/form-errors';

/**
 * Contact /contact (spec sections 2 and 5): email, subject, message, 'Send message'; the operator's
 * address and tax details. On success the thank-you dialog, then MainHome.
 */
export function ContactScreen() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const [email, setEmail] = useState('');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ email?: string; message?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = ZContactSchema.safeParse({ email, message });
    if (!parsed.success) return setErrors(fieldErrors<'email' | 'message'>(parsed.error));
    setErrors({});
    setBusy(true);
    try {
      const message = contactMessageWithSubject(subject, parsed.data.message);
      await callApi(
        Api.contact,
        { body: { email: parsed.data.email, message } },
        { skipUnauthorizedRedirect: true },
      );
      await dialogs.info(Messages.contactSentTitle, Messages.contactSent);
      navigate('/');
    } catch (err) {
      setErrors({ form: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
        <Paper component="form" onSubmit={submit} noValidate variant="outlined" sx={{ p: 4 }}>
          <Stack spacing={2}>
            <Typography variant="h5" component="h1">
              Contact us
            </Typography>
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              error={!!errors.email}
              helperText={errors.email}
            />
            <TextField label="Subject" value={subject} onChange={(e) => setSubject(e.target.value)} />
            <TextField
              label="Message"
              multiline
              minRows={5}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              error={!!errors.message}
              helperText={errors.message}
            />
            {errors.form && <Alert severity="error">{errors.form}</Alert>}
            <Button type="submit" variant="contained" size="large" loading={busy}>
              Send message
            </Button>
          </Stack>
        </Paper>
        <Box component="address" sx={{ fontStyle: 'normal' }}>
          <Typography variant="h6" component="h2" gutterBottom>
            Company
          </Typography>
          <Typography>{siteConfig.operatorName}</Typography>
          <Typography sx={{ whiteSpace: 'pre-line' }}>{siteConfig.operatorAddress}</Typography>
          {siteConfig.operatorTaxId && <Typography>Tax ID (NIP): {siteConfig.operatorTaxId}</Typography>}
          {siteConfig.operatorEmail && <Typography>{siteConfig.operatorEmail}</Typography>}
        </Box>
      </Box>
    </Container>
  );
}
