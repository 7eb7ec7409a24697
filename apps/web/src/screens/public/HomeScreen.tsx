import { Box, Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AppStoreButtons } from '../../components/AppStoreButtons';
import { LoginMarketing } from '../../components/LoginMarketing';

/** MainHome '/': what the product does, the way in (free trial, log in) and the drivers' apps. */
export function HomeScreen() {
  return (
    <>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 6, md: 10 } }}>
        <Container maxWidth="md">
          <Stack spacing={3} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>
              Route Planner and Optimization
            </Typography>
            <Typography variant="h6" component="p" sx={{ opacity: 0.9 }}>
              Plan a day of deliveries in minutes: add stops, optimize the order across your drivers and send
              the routes to their phones.
            </Typography>
            <Stack direction="row" spacing={2}>
              <Button component={RouterLink} to="/signup" variant="contained" color="secondary" size="large">
                Start free trial
              </Button>
              <Button
                component={RouterLink}
                to="/plans"
                variant="outlined"
                size="large"
                sx={{ color: 'inherit', borderColor: 'currentColor' }}
              >
                See pricing
              </Button>
            </Stack>
            <AppStoreButtons />
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: 6 }}>
        <LoginMarketing />
      </Container>
    </>
  );
}
