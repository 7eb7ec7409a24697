import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, Typography } from '@mui/material';
import { IMPORT_FILE_ACCEPT } from '@rp/contracts';
import { type ChangeEvent, type DragEvent, useState } from 'react';

interface TFileDropZoneProps {
  disabled: boolean;
  onFile: (file: File) => void;
}

/**
 * Where a spreadsheet is dropped, with the file button inside it for the keyboard and for those
 * who prefer choosing; either way only the first file counts.
 */
export function FileDropZone({ disabled, onFile }: TFileDropZoneProps) {
  const [isOver, setOver] = useState(false);
  const take = (file: File | undefined) => {
    if (file && !disabled) onFile(file);
  };
  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    take(file);
  };
  const over = (e: DragEvent<HTMLElement>) => {
    // Without preventDefault the browser opens the dropped file instead of handing it over.
    e.preventDefault();
    if (!disabled) setOver(true);
  };
  const drop = (e: DragEvent<HTMLElement>) => {
    e.preventDefault();
    setOver(false);
    take(e.dataTransfer.files[0]);
  };
  return (
    <Box
      data-testid="import-drop-zone"
      onDragOver={over}
      onDragEnter={over}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        border: 2,
        borderStyle: 'dashed',
        borderColor: isOver ? 'primary.main' : 'divider',
        bgcolor: isOver ? 'action.hover' : 'transparent',
        borderRadius: 1,
        p: 2,
        textAlign: 'center',
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Drop a spreadsheet here, or
      </Typography>
      <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={disabled}>
        Choose a file (.xlsx, .xls, .csv)
        <input
          hidden
          type="file"
          accept={IMPORT_FILE_ACCEPT}
          onChange={choose}
          aria-label="Spreadsheet file"
        />
      </Button>
    </Box>
  );
}
