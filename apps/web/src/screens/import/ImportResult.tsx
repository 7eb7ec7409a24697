import { Alert, Button, Stack, Typography } from '@mui/material';
import { importSummary, type TBatchGeocodeAnswer } from '@rp/contracts';

/** What the import answered: the stops added and every row that failed, or the server's refusal. */
export type TImportOutcome =
  | { kind: 'done'; answer: TBatchGeocodeAnswer }
  | { kind: 'refused'; message: string; answer?: TBatchGeocodeAnswer };

interface TImportResultProps {
  outcome: TImportOutcome;
  /** Each data row's line in the file (1 = header), to name failed rows as the user sees them. */
  lines: readonly number[];
  onBack: () => void;
}

export function ImportResult({ outcome, lines, onBack }: TImportResultProps) {
  const failed = outcome.answer?.failed ?? [];
  return (
    <Stack spacing={1} data-testid="import-result">
      {outcome.kind === 'refused' ? (
        <Alert severity="error">{outcome.message}</Alert>
      ) : (
        <Alert severity={failed.length === 0 ? 'success' : 'warning'}>
          {importSummary({
            added: outcome.answer.stops.length,
            byCity: outcome.answer.by_city.length,
            failed: failed.length,
          })}
        </Alert>
      )}
      {failed.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Rows not imported">
          {failed.map((f) => (
            <Typography key={f.row} component="li" variant="caption" color="error">
              Line {lines[f.row] ?? f.row + 2}: {f.text || '(empty)'} — {f.reason}
            </Typography>
          ))}
        </Stack>
      )}
      <Button onClick={onBack}>Back to stops</Button>
    </Stack>
  );
}
