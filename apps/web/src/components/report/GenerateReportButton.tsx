import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState } from 'react';
import { downloadRouteReport } from './downloadRouteReport';

/** 'Generate report' (spec section 2): downloads the route's PDF; spins while the server builds it. */
export function GenerateReportButton({ route }: { route: { id: number; name: string } }) {
  const [busy, setBusy] = useState(false);
  const generate = async () => {
    setBusy(true);
    try {
      await downloadRouteReport(route);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Tooltip title="Generate report">
      <span>
        <IconButton
          aria-label={`Generate report of ${route.name}`}
          size="small"
          disabled={busy}
          onClick={() => void generate()}
        >
          {busy ? <CircularProgress size={18} /> : <PictureAsPdfOutlinedIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
