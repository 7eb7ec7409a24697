import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  IconButton,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { RouteMessages } from '@rp/contracts';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateRoute } from '../../data/routes';
import { formatDay, toDay, todayDay, tomorrowDay } from '../../lib/dates';
import { currentRoute, plannerPaths } from '../../routing/useRouteId';

type TChoice = 'today' | 'tomorrow' | '';

/**
 * New route (spec section 2): 'When will you drive this route?' — Today, Tomorrow or a picked date
 * (a radio clears the picker and vice versa); 'Create Route' creates it and goes to driver selection.
 */
export function NewRouteScreen() {
  const navigate = useNavigate();
  const createRoute = useCreateRoute();
  const [choice, setChoice] = useState<TChoice>('today');
  const [picked, setPicked] = useState<Dayjs | null>(null);
  const [error, setError] = useState('');
  const today = todayDay();
  const tomorrow = tomorrowDay();

  const plannedOn =
    choice === 'today'
      ? today
      : choice === 'tomorrow'
        ? tomorrow
        : picked?.isValid()
          ? toDay(picked.toDate())
          : '';

  const create = async () => {
    if (!plannedOn) {
      setError(RouteMessages.plannedOnRequired);
      return;
    }
    setError('');
    try {
      const created = await createRoute.mutateAsync({ name: '', desc: '', planned_on: plannedOn });
      currentRoute.set(created.id);
      navigate(plannerPaths.driversNew(created.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Back to routes" onClick={() => navigate(plannerPaths.routes)}>
          <ArrowBackIcon />
        </IconButton>
        <Typography variant="h6" component="h1">
          New route
        </Typography>
      </Stack>
      <FormControl>
        <FormLabel id="planned-on-label">When will you drive this route?</FormLabel>
        <RadioGroup
          aria-labelledby="planned-on-label"
          value={choice}
          onChange={(e) => {
            setChoice(e.target.value as TChoice);
            setPicked(null);
            setError('');
          }}
        >
          <FormControlLabel value="today" control={<Radio />} label="Today" />
          <FormControlLabel
            value="tomorrow"
            control={<Radio />}
            label={`Tomorrow (${formatDay(tomorrow)})`}
          />
        </RadioGroup>
      </FormControl>
      <DatePicker
        label="Another date"
        value={picked}
        disablePast
        onChange={(d) => {
          setPicked(d);
          if (d) setChoice('');
          setError('');
        }}
        format="YYYY-MM-DD"
        slotProps={{ textField: { size: 'small' } }}
      />
      {error && <Alert severity="error">{error}</Alert>}
      <Button variant="contained" size="large" onClick={create} loading={createRoute.isPending}>
        Create Route
      </Button>
    </Stack>
  );
}
