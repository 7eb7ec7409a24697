import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { Messages } from '@rp/contracts';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDialogs } from '../../components/dialogs';
import { RouteDriversWorkdays } from '../../components/workday/RouteDriversWorkdays';
import { useRoute, useSaveDrivers, useTeamRoute } from '../../data/routes';
import { plannerPaths, useRouteId } from '../../routing/useRouteId';

/**
 * Select drivers (/drivers_new for a new route, /drivers to manage): team drivers by e-mail with
 * checkboxes. The back arrow saves the selection and goes back; Done saves and goes to Stops.
 */
export function DriversScreen({ mode }: { mode: 'new' | 'manage' }) {
  const routeId = useRouteId();
  const navigate = useNavigate();
  const location = useLocation();
  const dialogs = useDialogs();
  const saveDrivers = useSaveDrivers();
  const route = useRoute(routeId);
  const team = useTeamRoute(routeId);
  const [selected, setSelected] = useState<Set<number> | null>(null);

  useEffect(() => {
    if (team.data && selected === null) {
      setSelected(new Set(team.data.filter((m) => m.is_selected).map((m) => m.id)));
    }
  }, [team.data, selected]);

  if (routeId === null)
    return <Alert severity="warning">No route chosen. Open a route from the Routes list.</Alert>;

  const save = async (): Promise<boolean> => {
    const drivers = [...(selected ?? [])];
    if (drivers.length === 0) return false;
    await saveDrivers.mutateAsync({ route_id: routeId, drivers });
    return true;
  };

  const fail = (e: unknown) => dialogs.info(Messages.errorTitle, e instanceof Error ? e.message : String(e));

  const back = async () => {
    try {
      await save();
      if (location.key !== 'default') navigate(-1);
      else navigate(plannerPaths.stops(routeId));
    } catch (e) {
      await fail(e);
    }
  };

  const done = async () => {
    if (!selected || selected.size === 0) {
      await dialogs.info(undefined, Messages.selectDriversFirst);
      return;
    }
    try {
      await save();
      navigate(plannerPaths.stops(routeId));
    } catch (e) {
      await fail(e);
    }
  };

  const toggle = (id: number, isOn: boolean) => {
    const next = new Set(selected ?? []);
    if (isOn) next.add(id);
    else next.delete(id);
    setSelected(next);
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Save and go back" onClick={back} disabled={saveDrivers.isPending}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1">
            {mode === 'new' ? 'Select drivers' : 'Manage drivers'}
          </Typography>
          {route.data && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {route.data.name}
            </Typography>
          )}
        </Box>
      </Stack>
      {team.isPending && <CircularProgress aria-label="Loading drivers" sx={{ alignSelf: 'center' }} />}
      {team.isError && <Alert severity="error">{team.error.message}</Alert>}
      {team.data && team.data.length === 0 && (
        <Alert severity="info">Your team has no drivers yet. Add members on the Team page.</Alert>
      )}
      {team.data && (
        <FormGroup>
          {team.data.map((m) => (
            <FormControlLabel
              key={m.id}
              control={
                <Checkbox
                  checked={selected?.has(m.id) ?? m.is_selected}
                  onChange={(e) => toggle(m.id, e.target.checked)}
                />
              }
              label={
                <Box>
                  <Typography variant="body2">{m.email}</Typography>
                  {m.name && (
                    <Typography variant="caption" color="text.secondary">
                      {m.name}
                    </Typography>
                  )}
                </Box>
              }
            />
          ))}
        </FormGroup>
      )}
      <RouteDriversWorkdays routeId={routeId} />
      <Button variant="contained" onClick={done} loading={saveDrivers.isPending}>
        Done
      </Button>
    </Stack>
  );
}
