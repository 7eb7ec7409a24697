import { Box, Button, Stack, Typography } from '@mui/material';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import SignaturePad from 'signature_pad';

/** What the delivery form asks of the signature: the picture, or null when nothing was drawn. */
export interface TSignatureHandle {
  image(): string | null;
}

/** Sizes the canvas to its box in device pixels, so strokes are sharp and land under the finger. */
function fitCanvas(canvas: HTMLCanvasElement): void {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = canvas.offsetHeight * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
}

/** A signature drawn with a finger on the screen (signature_pad), sent as a PNG. */
export function SignatureField({
  ref,
  onDrawnChange,
}: {
  ref: Ref<TSignatureHandle>;
  /** Told whether something is drawn, after each stroke and on Clear. */
  onDrawnChange?: (isDrawn: boolean) => void;
}) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [isEmpty, setEmpty] = useState(true);
  const onDrawnRef = useRef(onDrawnChange);
  onDrawnRef.current = onDrawnChange;
  useEffect(() => onDrawnRef.current?.(!isEmpty), [isEmpty]);

  useEffect(() => {
    const canvas = canvasRef.current;
    // Without a 2D canvas (never on a phone) there is no pad: the delivery goes without a signature.
    if (!canvas?.getContext('2d')) return;
    fitCanvas(canvas);
    const pad = new SignaturePad(canvas, { backgroundColor: 'rgb(255,255,255)' });
    pad.addEventListener('endStroke', () => setEmpty(pad.isEmpty()));
    padRef.current = pad;
    return () => {
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(ref, () => ({
    image: () => (padRef.current && !padRef.current.isEmpty() ? padRef.current.toDataURL('image/png') : null),
  }));

  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="subtitle1">Signature</Typography>
        <Button
          disabled={isEmpty}
          onClick={() => {
            padRef.current?.clear();
            setEmpty(true);
          }}
        >
          Clear
        </Button>
      </Stack>
      <Box
        component="canvas"
        ref={canvasRef}
        aria-label="Signature: draw with your finger"
        data-testid="signature-pad"
        sx={{
          width: '100%',
          height: 180,
          border: 1,
          borderColor: 'grey.400',
          borderRadius: 1,
          touchAction: 'none',
          bgcolor: 'common.white',
        }}
      />
    </Stack>
  );
}
