import { Box, Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { TeamMembersPanel } from '../../components/team/TeamMembersPanel';
import { chosenPlan } from '../../lib/chosen-plan';
import { OnboardingLayout } from './OnboardingLayout';

/**
 * Onboarding step 3 (/onboardingteammembers): invite drivers and dispatchers; Next goes to Routes,
 * or to the Subscription page when a plan was picked on Pricing before signing up.
 */
export function OnboardingMembersScreen() {
  const navigate = useNavigate();
  return (
    <OnboardingLayout step={2}>
      <Typography variant="h5" component="h1">
        Invite your team
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Each new member gets an e-mail with a link to set a password. You can also do this later from the
        dashboard.
      </Typography>
      <Box sx={{ mx: -2 }}>
        <TeamMembersPanel />
      </Box>
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        onClick={() => navigate(chosenPlan.take() ? '/subscription' : '/routes')}
      >
        Next
      </Button>
    </OnboardingLayout>
  );
}
