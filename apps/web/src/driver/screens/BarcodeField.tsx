import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { BarcodeCheck, barcodeNotOnThisStop, compareBarcodes } from '@rp/contracts';
import { useEffect, useRef, useState } from 'react';
import { canScan, scanOneBarcode } from '../proof/barcode-scan';

function ScanDialog({ onScanned, onClose }: { onScanned: (code: string) => void; onClose: () => void }) {
  // The dialog's portal puts the video in the page after the first render: wait for the element.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [error, setError] = useState<string | null>(null);
  const onScannedRef = useRef(onScanned);
  onScannedRef.current = onScanned;
  useEffect(() => {
    if (!video) return;
    const stop = new AbortController();
    scanOneBarcode(video, stop.signal).then(
      (code) => onScannedRef.current(code),
      (e: Error) => {
        if (!stop.signal.aborted)
          setError(e.name === 'NotAllowedError' ? 'The camera was not allowed.' : e.message);
      },
    );
    return () => stop.abort();
  }, [video]);
  return (
    <Dialog open fullScreen onClose={onClose}>
      <DialogTitle>Scan a barcode</DialogTitle>
      <DialogContent>
        <video ref={setVideo} muted playsInline style={{ width: '100%', background: '#000' }} />
        {error && <Alert severity="error">{error}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} size="large">
          Cancel
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Barcodes the driver typed or scanned at the door; the expected ones are shown ticked off, and a
 * code the stop does not expect is a warning the moment it is added (the driver may still keep it).
 */
export function BarcodeField({
  expected,
  value,
  onChange,
}: {
  expected: string[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [typed, setTyped] = useState('');
  const [isScanning, setScanning] = useState(false);
  // The last code added that the stop does not expect: the driver is told at once, and may keep it.
  const [unexpected, setUnexpected] = useState<string | null>(null);
  const add = (code: string) => {
    const clean = code.trim().replace(/,/g, ' ');
    if (!clean) return;
    setUnexpected(expected.includes(clean) ? null : clean);
    if (!value.includes(clean)) onChange([...value, clean]);
  };
  const checks = compareBarcodes(expected, value);
  const missing = checks.filter((c) => c.check === BarcodeCheck.Missing).map((c) => c.code);
  const isNotOnThisStop = (code: string) =>
    checks.some((c) => c.code === code && c.check === BarcodeCheck.NotOnThisStop);
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle1">Barcodes</Typography>
      <Stack direction="row" sx={{ gap: 1 }}>
        <TextField
          label="Barcode"
          size="small"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add(typed);
              setTyped('');
            }
          }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          onClick={() => {
            add(typed);
            setTyped('');
          }}
        >
          Add
        </Button>
        {canScan() && (
          <Button variant="outlined" startIcon={<QrCodeScannerIcon />} onClick={() => setScanning(true)}>
            Scan
          </Button>
        )}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
        {value.map((code) => (
          <Chip
            key={code}
            label={code}
            color={isNotOnThisStop(code) ? 'warning' : 'success'}
            onDelete={() => {
              if (code === unexpected) setUnexpected(null);
              onChange(value.filter((c) => c !== code));
            }}
          />
        ))}
      </Box>
      {unexpected && value.includes(unexpected) && (
        <Alert severity="warning">{barcodeNotOnThisStop(unexpected)}</Alert>
      )}
      {missing.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Not scanned yet: {missing.join(', ')}
        </Typography>
      )}
      {isScanning && (
        <ScanDialog
          onClose={() => setScanning(false)}
          onScanned={(code) => {
            add(code);
            setScanning(false);
          }}
        />
      )}
    </Stack>
  );
}
