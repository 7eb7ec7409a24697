import { Box, Step, StepLabel, Stepper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The onboarding overview (spec section 2): three steps. */
export const ONBOARDING_STEPS = ['Name your team', 'Add depot details', 'Invite team members'] as const;

/** The frame of each onboarding step: the overview of the three steps, the current one marked. */
export function OnboardingLayout({ step, children }: { step: 0 | 1 | 2; children: ReactNode }) {
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Set up your team
      </Typography>
      <Stepper activeStep={step} alternativeLabel aria-label="Onboarding steps" sx={{ my: 2 }}>
        {ONBOARDING_STEPS.map((label) => (
          <Step key={label}>
            <StepLabel>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {children}
    </Box>
  );
}
