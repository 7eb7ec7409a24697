import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { Messages } from '@rp/contracts';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from './loadChunk';

function errorText(error: unknown): string {
  if (error instanceof ChunkLoadError) return Messages.chunkLoadFailed;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The router's error element: a page whose code could not be loaded (spec section 8, chunk load
 * failure) or any other failure while rendering a route, with a way to start again.
 */
export function RouteErrorScreen({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const error = useRouteError();
  const isChunkFailure = error instanceof ChunkLoadError;
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', p: 3 }}>
      <Stack spacing={2} sx={{ maxWidth: 480, alignItems: 'center', textAlign: 'center' }}>
        {!isChunkFailure && (
          <Typography variant="h6" component="h1">
            {Messages.errorTitle}
          </Typography>
        )}
        <Alert severity="error">{errorText(error)}</Alert>
        <Button variant="contained" onClick={reload}>
          {Messages.reload}
        </Button>
      </Stack>
    </Box>
  );
}
