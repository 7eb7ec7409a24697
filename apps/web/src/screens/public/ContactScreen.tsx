import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Container, Paper, Stack, TextField, Typography } from '@mui/material';
import { contactMessageWithSubject, Messages, ZContactFormSchema } from '@rp/contracts';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { siteConfig } from '../../components/site-config';
import { useSendContact } from '../../data/contact';
import { textFieldProps } from '../../lib/form-fields';

/**
 * Contact /contact (spec sections 2 and 5): email, subject, message, 'Send message'; the operator's
 * address and tax details. On success the thank-you dialog, then MainHome.
 */
export function ContactScreen() {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const send = useSendContact();
  const form = useForm({
    resolver: zodResolver(ZContactFormSchema),
    reValidateMode: 'onSubmit',
    defaultValues: { email: '', subject: '', message: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    ({ email, subject, message }) =>
      send.mutate(
        { email, message: contactMessageWithSubject(subject, message) },
        {
          onSuccess: async () => {
            await dialogs.info(Messages.contactSentTitle, Messages.contactSent);
            navigate('/');
          },
        },
      ),
    () => send.reset(),
  );

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
              {...textFieldProps(form.register('email'))}
              error={!!errors.email}
              helperText={errors.email?.message}
            />
            <TextField label="Subject" {...textFieldProps(form.register('subject'))} />
            <TextField
              label="Message"
              multiline
              minRows={5}
              {...textFieldProps(form.register('message'))}
              error={!!errors.message}
              helperText={errors.message?.message}
            />
            {send.isError && <Alert severity="error">{send.error.message}</Alert>}
            <Button type="submit" variant="contained" size="large" loading={send.isPending}>
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
