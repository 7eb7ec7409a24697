import { zodResolver } from '@hookform/resolvers/zod';
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
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useTeamClock } from '../../data/preferences';
import { useCreateRoute } from '../../data/routes';
import { formatDay, toDay, todayDay, tomorrowDay } from '../../lib/dates';
import { currentRoute, plannerPaths } from '../../routing/useRouteId';

/** The day's form: a radio (Today, Tomorrow) or a picked date; one of them is needed. */
const ZNewRouteFormSchema = z
  .object({
    choice: z.enum(['today', 'tomorrow', '']),
    picked: z.custom<Dayjs | null>(),
  })
  .superRefine((form, ctx) => {
    if (form.choice === '' && !form.picked?.isValid()) {
      ctx.addIssue({ code: 'custom', path: ['picked'], message: RouteMessages.plannedOnRequired });
    }
  });
type TNewRouteForm = z.infer<typeof ZNewRouteFormSchema>;
type TChoice = TNewRouteForm['choice'];

/** The planned day ('YYYY-MM-DD') of a checked form. */
function plannedOnOf(form: TNewRouteForm, timeZone: string): string {
  if (form.choice === 'today') return todayDay(timeZone);
  if (form.choice === 'tomorrow') return tomorrowDay(timeZone);
  return form.picked ? toDay(form.picked.toDate()) : '';
}

/**
 * New route (spec section 2): 'When will you drive this route?' — Today, Tomorrow or a picked date
 * (a radio clears the picker and vice versa); 'Create Route' creates it and goes to driver selection.
 */
export function NewRouteScreen() {
  const navigate = useNavigate();
  const createRoute = useCreateRoute();
  const {
    control,
    handleSubmit,
    setValue,
    clearErrors,
    formState: { errors },
  } = useForm<TNewRouteForm>({
    resolver: zodResolver(ZNewRouteFormSchema),
    defaultValues: { choice: 'today', picked: null },
    reValidateMode: 'onSubmit',
  });
  const [choice, picked] = useWatch({ control, name: ['choice', 'picked'] });
  const [error, setError] = useState('');
  const clock = useTeamClock();
  const tomorrow = tomorrowDay(clock.timezone);
  const shownError = errors.picked?.message ?? error;
  const clearMessages = () => {
    clearErrors();
    setError('');
  };

  const create = handleSubmit(async (form) => {
    setError('');
    try {
      const created = await createRoute.mutateAsync({
        name: '',
        desc: '',
        planned_on: plannedOnOf(form, clock.timezone),
      });
      currentRoute.set(created.id);
      navigate(plannerPaths.driversNew(created.id));
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  });

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
            setValue('choice', e.target.value as TChoice);
            setValue('picked', null);
            clearMessages();
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
          setValue('picked', d);
          if (d) setValue('choice', '');
          clearMessages();
        }}
        format="YYYY-MM-DD"
        slotProps={{ textField: { size: 'small' } }}
      />
      {shownError && <Alert severity="error">{shownError}</Alert>}
      <Button variant="contained" size="large" onClick={create} loading={createRoute.isPending}>
        Create Route
      </Button>
    </Stack>
  );
}
