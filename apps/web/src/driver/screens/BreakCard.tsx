import FreeBreakfastIcon from '@mui/icons-material/FreeBreakfast';
import { Card, CardContent, Stack, Typography } from '@mui/material';

/** The break the plan placed between two stops: the driver sees where it falls in the day. */
export function BreakCard({ text }: { text: string }) {
  return (
    <Card variant="outlined" component="section" aria-label={text} data-testid="driver-break">
      <CardContent>
        <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center' }}>
          <FreeBreakfastIcon color="action" aria-hidden />
          <Typography variant="h6" component="h2">
            {text}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
