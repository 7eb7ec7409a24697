import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { IMPORT_ALL_FIELDS, IMPORT_FIELD_LABELS, type TColumnConfig } from '@rp/contracts';
import type { TSheet } from './spreadsheet';

/** Rows the preview shows. */
export const PREVIEW_ROWS = 5;

/** The first rows of the sheet, each column headed by its header and the field it is mapped to. */
export function ImportPreview({ sheet, mapping }: { sheet: TSheet; mapping: TColumnConfig }) {
  const fieldOf = (column: number) => IMPORT_ALL_FIELDS.find((f) => mapping[f] === column);
  const width = Math.max(sheet.header.length, ...sheet.rows.slice(0, PREVIEW_ROWS).map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => i);
  const cellSx = {
    maxWidth: 140,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  } as const;
  return (
    <Box>
      <Typography variant="subtitle2">Preview</Typography>
      {/* A wide sheet scrolls sideways: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
      <Box
        tabIndex={0}
        role="region"
        aria-label="Preview, scrolls sideways"
        sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <Table size="small" aria-label="Preview of the first rows">
          <TableHead>
            <TableRow>
              {columns.map((c) => {
                const field = fieldOf(c);
                return (
                  <TableCell key={c} sx={cellSx} title={sheet.header[c]}>
                    {sheet.header[c] || `Column ${c + 1}`}
                    <Typography variant="caption" component="div" color={field ? 'primary' : 'text.disabled'}>
                      {field ? IMPORT_FIELD_LABELS[field] : 'not used'}
                    </Typography>
                  </TableCell>
                );
              })}
            </TableRow>
          </TableHead>
          <TableBody>
            {sheet.rows.slice(0, PREVIEW_ROWS).map((row, r) => (
              <TableRow key={sheet.lines[r]}>
                {columns.map((c) => (
                  <TableCell key={c} sx={cellSx} title={row[c]}>
                    {row[c] ?? ''}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
