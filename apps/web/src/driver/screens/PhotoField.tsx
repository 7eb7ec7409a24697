import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { shrinkPhoto } from '../proof/shrink-photo';

/** A photo from the phone's back camera, shrunk before it is queued. */
export function PhotoField({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (photo: string | null) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">Photo</Typography>
      <Button
        component="label"
        variant="outlined"
        startIcon={<PhotoCameraIcon />}
        disabled={isBusy}
        sx={{ minHeight: 52 }}
      >
        {value ? 'Take another photo' : 'Take a photo'}
        <input
          hidden
          type="file"
          accept="image/*"
          capture="environment"
          aria-label="Photo of the delivery"
          onChange={async (e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (!file) return;
            setBusy(true);
            setError(null);
            try {
              onChange(await shrinkPhoto(file));
            } catch (err) {
              setError(err instanceof Error ? err.message : 'The photo could not be read');
            } finally {
              setBusy(false);
            }
          }}
        />
      </Button>
      {value && (
        <Box
          component="img"
          src={value}
          alt="Photo of the delivery"
          sx={{ maxWidth: '100%', maxHeight: 240, objectFit: 'contain' }}
        />
      )}
      {error && <Alert severity="error">{error}</Alert>}
    </Stack>
  );
}
