import PictureAsPdfOutlinedIcon from '@mui/icons-material/PictureAsPdfOutlined';
import { CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { downloadRouteReport } from './downloadRouteReport';

/** 'Generate report' (spec section 2): downloads the route's PDF; spins while the server builds it. */
export function GenerateReportButton({
  route,
}: {
  route: { id: number; name: string; stops_count?: number };
}) {
  // Nothing is cached from the download, so nothing is invalidated after it.
  const report = useMutation({ mutationFn: () => downloadRouteReport(route) });
  return (
    <Tooltip title="Generate report">
      <span>
        <IconButton
          aria-label={`Generate report of ${route.name}`}
          size="small"
          disabled={report.isPending}
          onClick={() => report.mutate()}
        >
          {report.isPending ? <CircularProgress size={18} /> : <PictureAsPdfOutlinedIcon fontSize="small" />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
