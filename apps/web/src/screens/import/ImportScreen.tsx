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
import {
  guessColumns,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_FILE_ACCEPT,
  ImportMessages,
  importSummary,
  Messages,
  StopErr,
  type TBatchGeocode,
  type TBatchGeocodeResponse,
  type TColumnConfig,
  UNMAPPED_COLUMN,
  ZBatchGeocodeSchema,
} from '@rp/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { apiPost } from '../../api/client';
import { session } from '../../auth/session';
import { useRoute } from '../route/routeApi';
import { plannerPaths, useRouteId } from '../route/useRouteId';
import { invalidateStops } from '../stops/stopsApi';
import { readSpreadsheet } from './spreadsheet';

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

type TMapping = Required<TColumnConfig>;

/** What the import answered, for the summary under the form. */
type TResult = { kind: 'done'; answer: TBatchGeocodeResponse } | { kind: 'refused'; message: string };

/** The file's columns as choices: the header text and an example value of the first row. */
const columnOptions = (sheet: TSheet) =>
  sheet.header.map((h, column) => {
    const example = sheet.rows[0]?.[column];
    return { column, label: `${h || `Column ${column + 1}`}${example ? ` (e.g. ${example})` : ''}` };
  });

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
  const [mapping, setMapping] = useState<TMapping | null>(null);
  const [country, setCountry] = useState(() => session.get()?.user_data.countryCode ?? '');
  const [error, setError] = useState('');
  const [isRunning, setRunning] = useState(false);
  const [result, setResult] = useState<TResult | null>(null);
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
    const body: TBatchGeocode = {
      route_id: routeId,
      values: sheet.rows,
      columnConfig: mapping,
      countryCode: country,
    };
    // The server's own rules (something mapped, row and cell limits) checked before sending.
    const checked = ZBatchGeocodeSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? ImportMessages.mapSomething);
      return;
    }
    setError('');
    setResult(null);
    setRunning(true);
    try {
      const answer = await apiPost<TBatchGeocodeResponse>('/batch_geocode/', body);
      setResult(
        answer.err === StopErr.Ok ? { kind: 'done', answer } : { kind: 'refused', message: answer.message },
      );
      await invalidateStops(qc, routeId);
    } catch (e) {
      setResult({ kind: 'refused', message: e instanceof Error ? e.message : String(e) });
    } finally {
      setRunning(false);
    }
  };

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
          accept={IMPORT_FILE_ACCEPT}
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
          {IMPORT_FIELDS.map((key) => (
            <TextField
              key={key}
              select
              size="small"
              label={IMPORT_FIELD_LABELS[key]}
              value={mapping[key]}
              disabled={isRunning}
              onChange={(e) => setMapping({ ...mapping, [key]: Number(e.target.value) })}
            >
              <MenuItem value={UNMAPPED_COLUMN}>Not in the file</MenuItem>
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
      {isRunning && (
        <Box>
          <Typography variant="body2">Placing {rowsText(sheet?.rows.length ?? 0)} on the map …</Typography>
          <LinearProgress aria-label="Import progress" />
        </Box>
      )}
      {result && (
        <Stack spacing={1} data-testid="import-result">
          {result.kind === 'refused' ? (
            <Alert severity="error">{result.message}</Alert>
          ) : (
            <>
              <Alert severity={result.answer.failed.length === 0 ? 'success' : 'warning'}>
                {importSummary({
                  added: result.answer.stops.length,
                  byCity: result.answer.by_city.length,
                  failed: result.answer.failed.length,
                })}
              </Alert>
              {result.answer.failed.map((f) => (
                <Typography key={f.row} variant="caption" color="error">
                  Line {f.row + 2}: {f.text || '(empty)'} — {f.reason}
                </Typography>
              ))}
            </>
          )}
          <Button onClick={() => navigate(plannerPaths.stops(routeId))}>Back to stops</Button>
        </Stack>
      )}
    </Stack>
  );
}
