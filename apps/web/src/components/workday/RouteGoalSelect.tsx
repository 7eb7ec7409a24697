import { MenuItem, TextField } from '@mui/material';
import { ROUTE_GOALS, RouteGoalLabels, type TRoute, ZRouteGoalSchema } from '@rp/contracts';
import { useSaveRouteGoal } from '../../data/workday';

/** What the route's optimisation aims for, chosen beside Optimise. */
export function RouteGoalSelect({ route }: { route: TRoute }) {
  const save = useSaveRouteGoal(route.id);
  const goal = save.isPending && save.variables ? save.variables : (route.goal ?? 'shortest');
  return (
    <TextField
      select
      size="small"
      label="Optimize for"
      value={goal}
      onChange={(e) => {
        const parsed = ZRouteGoalSchema.safeParse(e.target.value);
        if (parsed.success) save.mutate(parsed.data);
      }}
      error={save.isError}
      helperText={save.error?.message}
      slotProps={{ htmlInput: { 'aria-label': 'Optimize for' } }}
    >
      {ROUTE_GOALS.map((g) => (
        <MenuItem key={g} value={g}>
          {RouteGoalLabels[g]}
        </MenuItem>
      ))}
    </TextField>
  );
}
