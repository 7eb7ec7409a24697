import { Box, Paper, Stack, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/** The centred form card of the sign-up, forgot and reset password pages. */
export function AuthCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: (e: FormEvent) => void;
  children: ReactNode;
}) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', py: 6, px: 2 }}>
      <Paper
        component="form"
        onSubmit={onSubmit}
        noValidate
        variant="outlined"
        sx={{ p: 4, width: '100%', maxWidth: 420 }}
      >
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {title}
          </Typography>
          {children}
        </Stack>
      </Paper>
    </Box>
  );
}
