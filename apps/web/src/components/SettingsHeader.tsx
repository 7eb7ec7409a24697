import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../auth/logout';
import { session } from '../auth/session';

/**
 * The slimmer header of the settings pages (spec section 2): a back link to the dashboard, the
 * current e-mail and Logout; then the page title.
 */
export function SettingsHeader({ title, backTo = '/dashboard' }: { title: string; backTo?: string }) {
  const logout = useLogout();
  const email = session.get()?.username ?? '';
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', px: 2, pt: 1, pb: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Tooltip title="Back to dashboard">
          <IconButton component={RouterLink} to={backTo} aria-label="Back to dashboard" edge="start">
            <ArrowBackIcon />
          </IconButton>
        </Tooltip>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ flex: 1 }} title={email}>
          {email}
        </Typography>
        <Button size="small" onClick={() => void logout()}>
          Logout
        </Button>
      </Stack>
      <Typography variant="h6" component="h1" sx={{ mt: 0.5 }}>
        {title}
      </Typography>
    </Box>
  );
}
