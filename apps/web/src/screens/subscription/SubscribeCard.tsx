import CheckIcon from '@mui/icons-material/Check';
import {
  Button,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { MAX_PAID_DRIVERS, PlanRules, ZCheckoutRequestSchema } from '@rp/contracts';
import { SubscriptionTexts as T } from '@rp/contracts/billing-pages';
import { useState } from 'react';
import { useCreateCheckout } from '../../data/subscription';
import { useFollowRedirect, useShowBillingRefusal } from './billing-actions';

/** 'Subscribe' with Professional's feature list and the drivers to pay for (default: the team's, at least 1). */
export function SubscribeCard({ teamDrivers }: { teamDrivers: number }) {
  const [quantityText, setQuantityText] = useState(String(Math.max(1, teamDrivers)));
  const checkout = useCreateCheckout();
  const showRefusal = useShowBillingRefusal();
  const follow = useFollowRedirect();
  const parsed = ZCheckoutRequestSchema.safeParse({ quantity: Number(quantityText) });
  const quantity = parsed.success ? parsed.data?.quantity : undefined;
  const price = PlanRules.professional.pricePerDriverMonth;

  const subscribe = () => {
    if (quantity === undefined) return;
    checkout.mutate(quantity, { onSuccess: (answer) => follow(answer.data.url), onError: showRefusal });
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="subscribe-title">
      <Typography id="subscribe-title" variant="h6" component="h2">
        {T.subscribeTitle}
      </Typography>
      <List dense disablePadding>
        {T.professionalFeatures.map((feature) => (
          <ListItem key={feature} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              <CheckIcon color="success" fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={feature} />
          </ListItem>
        ))}
      </List>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <TextField
          label={T.driversToPayFor}
          type="number"
          size="small"
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          slotProps={{ htmlInput: { min: 1, max: MAX_PAID_DRIVERS, step: 1 } }}
          error={quantity === undefined}
          helperText={
            quantity === undefined
              ? `A whole number from 1 to ${MAX_PAID_DRIVERS}`
              : T.priceLine(quantity, price, quantity * price)
          }
          sx={{ width: 220 }}
        />
        <Button
          variant="contained"
          onClick={subscribe}
          disabled={checkout.isPending || quantity === undefined}
        >
          {T.subscribeButton}
        </Button>
      </Stack>
    </Paper>
  );
}
