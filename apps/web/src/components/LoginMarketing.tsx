import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { dispatcherSteps, driverSteps, features } from './marketing-content';

function Steps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <Box>
      <Typography variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="ol" sx={{ m: 0, pl: 3 }}>
        {steps.map((s) => (
          <Typography component="li" variant="body2" key={s} sx={{ mb: 0.5 }}>
            {s}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Features and how it works, beside the login form. */
export function LoginMarketing() {
  return (
    <Stack spacing={4} component="section" aria-label="About Route Planner">
      <Box>
        <Typography variant="h4" component="h2" gutterBottom sx={{ fontWeight: 700 }}>
          Plan, optimize and deliver
        </Typography>
        <Typography color="text.secondary">
          Route planning and delivery dispatch for small delivery teams.
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {features.map((f) => (
          <Card key={f.title} variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                {f.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {f.text}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Box>
      <Typography variant="h5" component="h2">
        How it works
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Steps title="For dispatchers" steps={dispatcherSteps} />
        <Steps title="For drivers" steps={driverSteps} />
      </Box>
    </Stack>
  );
}
