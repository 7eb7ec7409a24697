import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import GroupIcon from '@mui/icons-material/Group';
import PersonIcon from '@mui/icons-material/Person';
import RouteIcon from '@mui/icons-material/Route';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Button,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useLogout } from '../../auth/logout';
import { session } from '../../auth/session';
import { useVerifiedToken } from '../../data/session';
import { adminPaths } from '../../routing/admin-paths';

const links: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/team', label: 'Team members', icon: <GroupIcon /> },
  { to: '/subscription', label: 'Manage your team subscription', icon: <CreditCardIcon /> },
  { to: '/preferences', label: 'Route Setup', icon: <TuneIcon /> },
  { to: '/profile', label: 'Personal profile', icon: <PersonIcon /> },
];

/** The settings home (spec section 2): team name, greeting, logout and the settings links. */
export function DashboardScreen() {
  const logout = useLogout();
  const verified = useVerifiedToken('/verify-token/');
  const answer = verified.data?.ok ? verified.data.answer : null;
  const stored = session.get();
  const team = answer?.team || stored?.team || '';
  const who = answer?.name || answer?.email || stored?.username || '';

  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, pt: 1.5 }}>
        <Button component={RouterLink} to="/routes" startIcon={<RouteIcon />} sx={{ mr: 'auto' }}>
          Routes
        </Button>
        <Button onClick={() => void logout()}>Logout</Button>
      </Stack>
      <Box sx={{ px: 2, py: 2 }}>
        <Typography variant="overline" color="text.secondary">
          Team
        </Typography>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          {team || 'Your team'}
        </Typography>
        <Typography sx={{ mt: 1 }}>Hello{who ? `, ${who}` : ''}!</Typography>
      </Box>
      <List component="nav" aria-label="Settings">
        {links.map((l) => (
          <ListItemButton key={l.to} component={RouterLink} to={l.to}>
            <ListItemIcon>{l.icon}</ListItemIcon>
            <ListItemText primary={l.label} />
          </ListItemButton>
        ))}
        {answer?.is_admin && (
          <ListItemButton component={RouterLink} to={adminPaths.teams}>
            <ListItemIcon>
              <AdminPanelSettingsIcon />
            </ListItemIcon>
            <ListItemText primary="Admin: all teams and routes" />
          </ListItemButton>
        )}
      </List>
    </Box>
  );
}
