import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';
import { useState } from 'react';

/** A proof picture shown small; a click opens it as large as the screen allows. */
export function ProofPictureButton({ src, title }: { src: string; title: string }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <ButtonBase
        aria-label={`Open ${title.toLowerCase()} larger`}
        onClick={() => setOpen(true)}
        sx={{ display: 'block', mt: 0.5, borderRadius: 1, cursor: 'zoom-in' }}
      >
        <Box
          component="img"
          src={src}
          alt={title}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 220, bgcolor: '#fff', borderRadius: 1 }}
        />
      </ButtonBase>
      <Dialog
        open={isOpen}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="md"
        aria-labelledby="proof-picture-title"
      >
        <DialogTitle id="proof-picture-title" sx={{ pr: 6 }}>
          {title}
          <IconButton
            aria-label="Close"
            onClick={() => setOpen(false)}
            sx={{ position: 'absolute', right: 8, top: 8 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          <Box
            component="img"
            src={src}
            alt={`${title}, large`}
            // Filling the dialog's width even when the picture is small: that is why it was opened.
            sx={{ display: 'block', width: '100%', maxHeight: '80vh', objectFit: 'contain', bgcolor: '#fff' }}
          />
        </DialogContent>
      </Dialog>
    </>
  );
}
