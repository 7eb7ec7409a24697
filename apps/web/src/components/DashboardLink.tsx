import SettingsIcon from '@mui/icons-material/Settings';
import { IconButton, Tooltip } from '@mui/material';
import { Link as RouterLink } from 'react-router';

/** An icon button to the dashboard (team, subscription, route setup, profile, logout) for sidebar headers. */
export function DashboardLink() {
  return (
    <Tooltip title="Dashboard">
      <IconButton component={RouterLink} to="/dashboard" aria-label="Dashboard">
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
}
