import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Messages } from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { session } from '../../auth/session';
import { useRoute } from '../route/routeApi';
import { plannerPaths, useRouteId } from '../route/useRouteId';
import { invalidateStops } from '../stops/stopsApi';
import { COLUMN_LABELS, guessColumns, type TColumnMapping, UNMAPPED } from './columns';
import { importRows, type TImportResult } from './importRows';
import { readSpreadsheet, SPREADSHEET_ACCEPT } from './spreadsheet';

interface TSheet {
  fileName: string;
  header: string[];
  rows: string[][];
}

const COUNTRIES = [
  ['', 'Any country'],
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['PL', 'Poland'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['NL', 'Netherlands'],
  ['AU', 'Australia'],
] as const;

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/** The file's columns as choices: the header text and an example value of the first row. */
const columnOptions = (sheet: TSheet) =>
  sheet.header.map((h, column) => {
    const example = sheet.rows[0]?.[column];
    return { column, label: `${h || `Column ${column + 1}`}${example ? ` (e.g. ${example})` : ''}` };
  });

function teamFocus() {
  const d = session.get()?.user_data;
  return d && (d.latitude !== 0 || d.longitude !== 0) ? { lat: d.latitude, lng: d.longitude } : null;
}

/**
 * Spreadsheet import (/importdata?id=): choose a .xlsx/.xls/.csv file (first sheet only), map its
 * columns, pick a country and 'Map your data': each row becomes a stop; failed rows are listed.
 */
export function ImportScreen() {
  const routeId = useRouteId();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const route = useRoute(routeId);
  const [sheet, setSheet] = useState<TSheet | null>(null);
  const [mapping, setMapping] = useState<TColumnMapping | null>(null);
  const [country, setCountry] = useState(() => session.get()?.user_data.countryCode ?? '');
  const [error, setError] = useState('');
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<TImportResult | null>(null);
  if (routeId === null) return <Navigate to={plannerPaths.routes} replace />;

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    setError('');
    setResult(null);
    if (!file) return;
    try {
      const rows = await readSpreadsheet(file);
      const header = rows[0];
      setSheet({ fileName: file.name, header, rows: rows.slice(1) });
      setMapping(guessColumns(header));
    } catch {
      setSheet(null);
      setError(Messages.fileCantParse);
    }
  };

  const run = async () => {
    if (!sheet || !mapping) return;
    const m = mapping;
    const hasPlace = m.address !== UNMAPPED || m.city !== UNMAPPED || m.postcode !== UNMAPPED;
    const hasCoordinates = m.latitude !== UNMAPPED && m.longitude !== UNMAPPED;
    if (!hasPlace && !hasCoordinates) {
      setError('Map an address, a city or both coordinates first');
      return;
    }
    setError('');
    setProgress({ done: 0, total: sheet.rows.length });
    const r = await importRows({
      routeId,
      rows: sheet.rows,
      mapping: m,
      country,
      focus: teamFocus(),
      onProgress: (done, total) => setProgress({ done, total }),
    });
    await invalidateStops(qc, routeId);
    setProgress(null);
    setResult(r);
  };

  const isRunning = progress !== null;
  const notTried = result && sheet ? sheet.rows.length - result.added - result.failures.length : 0;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Back to stops" onClick={() => navigate(plannerPaths.stops(routeId))}>
          <ArrowBackIcon />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1">
            Import data
          </Typography>
          {route.data && (
            <Typography variant="body2" color="text.secondary" noWrap>
              {route.data.name}
            </Typography>
          )}
        </Box>
      </Stack>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={isRunning}>
        Choose a file (.xlsx, .xls, .csv)
        <input
          hidden
          type="file"
          accept={SPREADSHEET_ACCEPT}
          onChange={choose}
          aria-label="Spreadsheet file"
        />
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
      {sheet && mapping && (
        <>
          <Typography variant="body2">
            {sheet.fileName}: {rowsText(sheet.rows.length)} (first sheet)
          </Typography>
          {(Object.keys(COLUMN_LABELS) as (keyof TColumnMapping)[]).map((key) => (
            <TextField
              key={key}
              select
              size="small"
              label={COLUMN_LABELS[key]}
              value={mapping[key]}
              disabled={isRunning}
              onChange={(e) => setMapping({ ...mapping, [key]: Number(e.target.value) })}
            >
              <MenuItem value={UNMAPPED}>Not in the file</MenuItem>
              {columnOptions(sheet).map((c) => (
                <MenuItem key={c.column} value={c.column}>
                  {c.label}
                </MenuItem>
              ))}
            </TextField>
          ))}
          <TextField
            select
            size="small"
            label="Country"
            value={country}
            disabled={isRunning}
            onChange={(e) => setCountry(e.target.value)}
          >
            {COUNTRIES.map(([code, name]) => (
              <MenuItem key={code} value={code}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" onClick={run} disabled={isRunning}>
            Map your data
          </Button>
        </>
      )}
      {progress && (
        <Box>
          <Typography variant="body2">
            Adding stops: {progress.done} of {progress.total}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={progress.total ? (100 * progress.done) / progress.total : 0}
            aria-label="Import progress"
          />
        </Box>
      )}
      {result && (
        <Stack spacing={1} data-testid="import-result">
          <Alert severity={result.failures.length === 0 && !result.stoppedMessage ? 'success' : 'warning'}>
            {result.added} {result.added === 1 ? 'stop' : 'stops'} added
            {result.byCity > 0 ? ` (${result.byCity} placed by their city only)` : ''}.
            {result.failures.length > 0 ? ` ${rowsText(result.failures.length)} failed.` : ''}
            {result.stoppedMessage ? ` Stopped: ${result.stoppedMessage}` : ''}
            {notTried > 0 ? ` ${rowsText(notTried)} not tried.` : ''}
          </Alert>
          {result.failures.map((f) => (
            <Typography key={f.line} variant="caption" color="error">
              Line {f.line}: {f.text || '(empty)'} — {f.reason}
            </Typography>
          ))}
          <Button onClick={() => navigate(plannerPaths.stops(routeId))}>Back to stops</Button>
        </Stack>
      )}
    </Stack>
  );
}
