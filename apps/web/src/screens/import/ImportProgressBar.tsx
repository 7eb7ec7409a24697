import { Box, LinearProgress, Typography } from '@mui/material';
import { useImportProgress } from '../../live/importProgress';
import { useIsLiveConnected } from '../../live/liveStatus';
import { rowsText } from './importRows';

/**
 * The bar while an import runs: how many rows are placed once the socket reports it, else (before
 * the first report, or with the socket down) a bar that only says the rows are being placed.
 */
export function ImportProgressBar({ routeId, rows }: { routeId: number; rows: number }) {
  const progress = useImportProgress(routeId);
  const isLive = useIsLiveConnected();
  if (!progress || !isLive) {
    return (
      <Box>
        <Typography variant="body2">Placing {rowsText(rows)} on the map …</Typography>
        <LinearProgress aria-label="Import progress" />
      </Box>
    );
  }
  return (
    <Box>
      <Typography variant="body2">
        Placed {progress.placed} of {rowsText(progress.total)}
      </Typography>
      <LinearProgress
        aria-label="Import progress"
        variant="determinate"
        value={(progress.placed / progress.total) * 100}
      />
    </Box>
  );
}
