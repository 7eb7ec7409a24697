import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CreditCardIcon from '@mui/icons-material/CreditCard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupIcon from '@mui/icons-material/Group';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import PersonIcon from '@mui/icons-material/Person';
import RouteIcon from '@mui/icons-material/Route';
import TuneIcon from '@mui/icons-material/Tune';
import {
  Box,
  Divider,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { NavLink } from 'react-router';
import { useLogout } from '../auth/logout';
import { session } from '../auth/session';
import { useVerifiedToken } from '../data/session';
import { adminPaths } from '../routing/admin-paths';

/** The places every signed-in screen can reach (issue: no screen may be a dead end). */
export const appMenuLinks: readonly { to: string; label: string; icon: ReactNode }[] = [
  { to: '/routes', label: 'Routes', icon: <RouteIcon /> },
  { to: '/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { to: '/team', label: 'Team', icon: <GroupIcon /> },
  { to: '/subscription', label: 'Subscription', icon: <CreditCardIcon /> },
  { to: '/preferences', label: 'Preferences', icon: <TuneIcon /> },
  { to: '/profile', label: 'Profile', icon: <PersonIcon /> },
];

/** The drawer's content; mounted only while open, so the admin check is asked for only then. */
function AppMenuList({ onClose }: { onClose: () => void }) {
  const logout = useLogout();
  const verified = useVerifiedToken('/verify-token/');
  const isAdmin = verified.data?.ok === true && verified.data.answer.is_admin;
  const email = session.get()?.username ?? '';
  return (
    <Box component="nav" aria-label="Main menu" sx={{ width: 280, maxWidth: '85vw' }}>
      <Typography variant="body2" color="text.secondary" noWrap title={email} sx={{ px: 2, py: 1.5 }}>
        {email}
      </Typography>
      <Divider />
      <List>
        {appMenuLinks.map((l) => (
          <ListItemButton key={l.to} component={NavLink} to={l.to} onClick={onClose}>
            <ListItemIcon>{l.icon}</ListItemIcon>
            <ListItemText primary={l.label} />
          </ListItemButton>
        ))}
        {isAdmin && (
          <ListItemButton component={NavLink} to={adminPaths.teams} onClick={onClose}>
            <ListItemIcon>
              <AdminPanelSettingsIcon />
            </ListItemIcon>
            <ListItemText primary="Admin" />
          </ListItemButton>
        )}
      </List>
      <Divider />
      <List>
        <ListItemButton
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          <ListItemIcon>
            <LogoutIcon />
          </ListItemIcon>
          <ListItemText primary="Log out" />
        </ListItemButton>
      </List>
    </Box>
  );
}

/** The menu button of the app bar and the drawer it opens, with every signed-in place and Log out. */
export function AppMenuButton() {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <IconButton edge="start" aria-label="Open menu" aria-expanded={isOpen} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="left" open={isOpen} onClose={() => setOpen(false)}>
        <AppMenuList onClose={() => setOpen(false)} />
      </Drawer>
    </>
  );
}
