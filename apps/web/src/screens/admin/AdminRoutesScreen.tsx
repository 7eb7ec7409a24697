import { Alert, Button, CircularProgress, Stack, TableCell, TableRow, Typography } from '@mui/material';
import { DatePicker } from '@mui/x-date-pickers';
import { AdminMessages, type TAdminRoute } from '@rp/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useAdminRoutes } from '../../data/admin';
import { dayToDayjs, formatDateTime, toDay, todayDay } from '../../lib/dates';
import { AdminPagedTable } from './AdminPagedTable';

const COLUMNS = [
  'Id',
  'Name',
  'Planned on',
  'Team',
  'Stops',
  'Drivers',
  'Optimized',
  'Sent',
  'Created',
] as const;

function RouteRow({ route }: { route: TAdminRoute }) {
  return (
    <TableRow hover>
      <TableCell>{route.id}</TableCell>
      <TableCell>{route.name}</TableCell>
      <TableCell>{route.planned_on}</TableCell>
      <TableCell>
        {route.team_name} ({route.team_id})
      </TableCell>
      <TableCell>{route.stop_count}</TableCell>
      <TableCell>{route.driver_count}</TableCell>
      <TableCell>{route.is_optimized ? 'Yes' : 'No'}</TableCell>
      <TableCell>{formatDateTime(route.sent_at)}</TableCell>
      <TableCell>{formatDateTime(route.created_at)}</TableCell>
    </TableRow>
  );
}

/** /admin-routes: every team's routes of the day picked (today first), or of all days, 20 a page. */
export function AdminRoutesScreen() {
  const [day, setDay] = useState<string | null>(todayDay());
  const [page, setPage] = useState(1);
  const routes = useAdminRoutes(page, day);
  const pickDay = (next: string | null) => {
    setDay(next);
    setPage(1);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flex: 1 }}>
          Routes
        </Typography>
        <DatePicker
          value={day ? dayToDayjs(day) : null}
          onChange={(d) => {
            if (d && dayjs(d).isValid()) pickDay(toDay(d.toDate()));
          }}
          format="YYYY-MM-DD"
          slotProps={{ textField: { size: 'small', 'aria-label': 'Routes date' } }}
        />
        <Button onClick={() => pickDay(null)} disabled={day === null}>
          All days
        </Button>
      </Stack>
      {routes.isPending && <CircularProgress aria-label="Loading routes" />}
      {routes.isError && <Alert severity="error">{routes.error.message}</Alert>}
      {routes.data && (
        <AdminPagedTable
          label="Routes"
          columns={COLUMNS}
          rows={routes.data.routes}
          total={routes.data.total}
          page={page}
          onPage={setPage}
          empty={AdminMessages.noRoutes}
          renderRow={(r) => <RouteRow key={r.id} route={r} />}
        />
      )}
    </Stack>
  );
}
