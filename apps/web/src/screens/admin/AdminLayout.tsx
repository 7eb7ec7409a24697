import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { LocalizationProvider } from '@mui/x-date-pickers';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import type { ReactNode } from 'react';
import { NavLink, Outlet, Link as RouterLink } from 'react-router';
import { AppMenuButton } from '../../layout/AppMenu';
import { adminPaths } from '../../routing/admin-paths';

/** The admin pages' frame: a bar with the two tables and the way back, and the date pickers' localisation. */
export function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <AppBar
        position="static"
        color="default"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar component="nav" aria-label="Admin" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <AppMenuButton />
          <Typography variant="h6" component="span" sx={{ mr: 2 }}>
            Admin
          </Typography>
          <Button component={NavLink} to={adminPaths.teams}>
            Teams
          </Button>
          <Button component={NavLink} to={adminPaths.routes}>
            Routes
          </Button>
          <Button component={RouterLink} to="/dashboard" sx={{ ml: 'auto' }}>
            Back to the planner
          </Button>
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: 2 }}>
        {children}
      </Box>
    </LocalizationProvider>
  );
}

export function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}
