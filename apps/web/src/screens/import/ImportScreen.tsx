import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, IconButton, LinearProgress, Stack, Typography } from '@mui/material';
import {
  ImportMessages,
  Messages,
  StopErr,
  StopMessages,
  type TBatchGeocode,
  type TBatchGeocodeAnswer,
  ZBatchGeocodeSchema,
} from '@rp/contracts';
import type { TMappingQuestion } from '@rp/contracts/import-guess';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { session } from '../../auth/session';
import { useAnnounce } from '../../components/Announcer';
import { useDialogs } from '../../components/dialogs';
import { useImportStops } from '../../data/imports';
import { useRoute } from '../../data/routes';
import { LiveTexts } from '../../lib/live-announcements';
import { clearImportProgress } from '../../live/importProgress';
import { plannerPaths, useRouteId } from '../../routing/useRouteId';
import { chooseMapping, type TChosenMapping } from './chooseMapping';
import { FileDropZone } from './FileDropZone';
import { ImportMapping, type TMapping, type TMappingSource } from './ImportMapping';
import { ImportPreview } from './ImportPreview';
import { ImportProgressBar } from './ImportProgressBar';
import { ImportResult, type TImportOutcome } from './ImportResult';
import { readImportSheet } from './importFile';
import { headersForImport, rowsForImport, rowsText } from './importRows';
import { shopExportText } from './importTexts';
import type { TSheet } from './spreadsheet';
import { useImportMap } from './useImportMap';

/** The /batch_geocode/ body: every mapped column, the header (the server keeps the mapping) and the first row's line. */
function importBody(routeId: number, sheet: TSheet, mapping: TMapping, country: string): TBatchGeocode {
  return {
    route_id: routeId,
    values: rowsForImport(sheet.rows, mapping),
    columnConfig: mapping,
    countryCode: country,
    headers: headersForImport(sheet.header),
    first_line: sheet.lines[0] ?? 2,
  };
}

/**
 * Spreadsheet import (/importdata?id=): choose or drop a .xlsx/.xls/.csv file (first sheet only;
 * other files get "Cant't parse this file!"), check the column mapping (the team's last one for
 * these headers, else guessed from them) and the country against a preview, then 'Map your data':
 * POST /batch_geocode/ adds the rows as stops, and every row that could not be placed and every
 * cell not saved is listed; 'Back to stops' returns to the route.
 */
export function ImportScreen() {
  const routeId = useRouteId();
  const navigate = useNavigate();
  // Before the check below, as hooks must be: without a route the screen leaves at once.
  const importStops = useImportStops(routeId ?? 0);
  const announce = useAnnounce();
  const isRunning = importStops.isPending;
  const dialogs = useDialogs();
  const route = useRoute(routeId);
  const [sheet, setSheet] = useState<TSheet | null>(null);
  const [mapping, setMapping] = useState<TMapping | null>(null);
  const [mappingSource, setMappingSource] = useState<TMappingSource>('guessed');
  const [reasons, setReasons] = useState<TChosenMapping['reasons']>({});
  const [questions, setQuestions] = useState<TMappingQuestion[]>([]);
  const [shopNote, setShopNote] = useState('');
  const [isReading, setReading] = useState(false);
  const [country, setCountry] = useState(() => session.get()?.user_data.countryCode ?? '');
  const [error, setError] = useState('');
  const [outcome, setOutcome] = useState<TImportOutcome | null>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useImportMap(routeId, route.data);
  useEffect(() => {
    if (outcome) resultRef.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [outcome]);
  if (routeId === null) return <Navigate to={plannerPaths.routes} replace />;
  const backToStops = () => navigate(plannerPaths.stops(routeId));
  const lockedMessage = route.data?.is_driver_route
    ? Messages.driverRouteReadOnly
    : route.data?.is_optimized && !route.data.sent_at
      ? StopMessages.routeLocked
      : '';
  // Once a file's rows were added, mapping them again would add them twice: a new file is needed.
  const isImported = outcome?.kind === 'done' && outcome.answer.stops.length > 0;

  const open = async (file: File) => {
    setError('');
    setOutcome(null);
    setReading(true);
    try {
      const read = await readImportSheet(file, country);
      const chosen = await chooseMapping(read.file);
      setSheet(read.sheet);
      setMapping(chosen.mapping);
      setMappingSource(chosen.source);
      setReasons(chosen.reasons);
      setQuestions(chosen.questions);
      setShopNote(
        read.file.shop ? shopExportText(read.file.shop, read.fileRows, read.sheet.rows.length) : '',
      );
    } catch {
      setSheet(null);
      setMapping(null);
      await dialogs.info(undefined, Messages.fileCantParse);
    } finally {
      setReading(false);
    }
  };

  const run = async () => {
    if (!sheet || !mapping) return;
    const body = importBody(routeId, sheet, mapping, country);
    // The server's own rules (something mapped, at most so many rows) checked before sending.
    const checked = ZBatchGeocodeSchema.safeParse(body);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? ImportMessages.mapSomething);
      return;
    }
    setError('');
    setOutcome(null);
    clearImportProgress();
    let answer: TBatchGeocodeAnswer;
    try {
      answer = await importStops.mutateAsync(body);
    } catch (e) {
      setOutcome({ kind: 'refused', message: e instanceof Error ? e.message : String(e) });
      return;
    }
    if (answer.err === StopErr.Ok) announce(LiveTexts.importDone(answer.stops.length, answer.failed.length));
    setOutcome(
      answer.err === StopErr.Ok
        ? { kind: 'done', answer }
        : { kind: 'refused', message: answer.message, answer },
    );
  };

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label="Back to stops" onClick={backToStops}>
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
      {lockedMessage ? (
        <Alert severity="info">{lockedMessage}</Alert>
      ) : (
        <FileDropZone disabled={isRunning || isReading} onFile={open} />
      )}
      {isReading && <LinearProgress aria-label="Reading the file" />}
      {sheet && mapping && !lockedMessage && (
        <>
          <Typography variant="body2">
            {sheet.fileName}: {rowsText(sheet.rows.length)} (first sheet)
          </Typography>
          {shopNote && (
            <Alert severity="info" data-testid="shop-export">
              {shopNote}
            </Alert>
          )}
          <ImportMapping
            sheet={sheet}
            mapping={mapping}
            source={mappingSource}
            reasons={reasons}
            questions={questions}
            onMapping={(m, changed) => {
              setMapping(m);
              setReasons(({ [changed]: _, ...rest }) => rest);
              setQuestions((qs) => qs.filter((q) => q.cellsField !== changed));
            }}
            country={country}
            onCountry={setCountry}
            disabled={isRunning}
          />
          <ImportPreview sheet={sheet} mapping={mapping} />
          {error && <Alert severity="error">{error}</Alert>}
          <Button variant="contained" onClick={run} disabled={isRunning || isImported}>
            Map your data
          </Button>
        </>
      )}
      {isRunning && sheet && <ImportProgressBar routeId={routeId} rows={sheet.rows.length} />}
      {outcome && (
        <Box ref={resultRef}>
          <ImportResult
            outcome={outcome}
            lines={sheet?.lines ?? []}
            header={sheet?.header ?? []}
            onBack={backToStops}
          />
        </Box>
      )}
    </Stack>
  );
}
