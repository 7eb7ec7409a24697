import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Stack } from '@mui/material';
import { DriverMessages } from '@rp/contracts';
import { Link as RouterLink } from 'react-router';

/** A route page the driver can no longer open (handed over, taken off): says so, and the way back. */
export function RouteNoLongerYours() {
  return (
    <Stack spacing={2}>
      <Alert severity="warning">{DriverMessages.routeNoLongerYours}</Alert>
      <Button
        component={RouterLink}
        to="/driver"
        variant="contained"
        size="large"
        startIcon={<ArrowBackIcon />}
        sx={{ minHeight: 56 }}
      >
        Your routes
      </Button>
    </Stack>
  );
}
