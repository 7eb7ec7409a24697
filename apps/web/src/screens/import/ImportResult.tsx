import { Alert, Button, Stack, Typography } from '@mui/material';
import type { TBatchGeocodeAnswer, TImportCellProblem } from '@rp/contracts';

/** What the import answered: the stops added and every row that failed, or the server's refusal. */
export type TImportOutcome =
  | { kind: 'done'; answer: TBatchGeocodeAnswer }
  | { kind: 'refused'; message: string; answer?: TBatchGeocodeAnswer };

interface TImportResultProps {
  outcome: TImportOutcome;
  /** Each data row's line in the file (1 = header), to name rows as the user sees them. */
  lines: readonly number[];
  /** The file's header row, to name a refused cell's column. */
  header: readonly string[];
  onBack: () => void;
}

/** A row's line in the file: the sheet's own count (empty lines dropped before sending), else the server's. */
const lineOf = (lines: readonly number[], row: number, serverLine: number) => lines[row] ?? serverLine;

function CellProblems(props: {
  problems: readonly TImportCellProblem[];
  lines: readonly number[];
  header: readonly string[];
}) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        These rows were added; the cells below were not saved (the stop keeps that field empty or its
        default):
      </Typography>
      <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Cells not saved">
        {props.problems.map((p) => (
          <Typography key={`${p.row}-${p.column}`} component="li" variant="caption" color="warning.dark">
            Line {lineOf(props.lines, p.row, p.line)}, column {props.header[p.column] || `${p.column + 1}`}: “
            {p.value}” — {p.reason}
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}

export function ImportResult({ outcome, lines, header, onBack }: TImportResultProps) {
  const failed = outcome.answer?.failed ?? [];
  const problems = outcome.kind === 'done' ? outcome.answer.cell_problems : [];
  return (
    <Stack spacing={1} data-testid="import-result">
      {outcome.kind === 'refused' ? (
        <Alert severity="error">{outcome.message}</Alert>
      ) : (
        <Alert severity={failed.length === 0 && problems.length === 0 ? 'success' : 'warning'}>
          {/* The server's own summary: it alone knows which rows its postcode or city placed. */}
          {outcome.answer.message}
        </Alert>
      )}
      {failed.length > 0 && (
        <Stack component="ul" spacing={0.5} sx={{ m: 0, pl: 2.5 }} aria-label="Rows not imported">
          {failed.map((f) => (
            <Typography key={f.row} component="li" variant="caption" color="error">
              Line {lineOf(lines, f.row, f.line)}: {f.text || '(empty)'} — {f.reason}
            </Typography>
          ))}
        </Stack>
      )}
      {problems.length > 0 && <CellProblems problems={problems} lines={lines} header={header} />}
      <Button onClick={onBack}>Back to stops</Button>
    </Stack>
  );
}
