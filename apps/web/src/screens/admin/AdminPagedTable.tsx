import {
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
} from '@mui/material';
import { ADMIN_PAGE_SIZE } from '@rp/contracts';
import type { ReactNode } from 'react';

interface TAdminPagedTableProps<T> {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  rows: readonly T[];
  /** Rows of every page, as the server counts them. */
  total: number;
  /** The page shown, counted from 1 as the admin calls count. */
  page: number;
  onPage: (page: number) => void;
  /** Shown in one cell when the page has no rows. */
  empty: string;
  renderRow: (row: T) => ReactNode;
}

/** A page of an admin list: the server pages (20 rows), this shows one page and the pager. */
export function AdminPagedTable<T>({
  label,
  columns,
  rows,
  total,
  page,
  onPage,
  empty,
  renderRow,
}: TAdminPagedTableProps<T>) {
  return (
    <Paper variant="outlined">
      <TableContainer>
        <Table size="small" aria-label={label}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(renderRow)}
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columns.length}>{empty}</TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page - 1}
        rowsPerPage={ADMIN_PAGE_SIZE}
        rowsPerPageOptions={[ADMIN_PAGE_SIZE]}
        onPageChange={(_e, zeroBased) => onPage(zeroBased + 1)}
      />
    </Paper>
  );
}
