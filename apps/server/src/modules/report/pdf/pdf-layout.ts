import type { TReportPaper } from '@rp/contracts';

/** Page sizes in PDF points (1/72 inch), landscape so the stop table has room for its columns. */
const PAGE_POINTS: Record<TReportPaper, { width: number; height: number }> = {
  a4: { width: 841.89, height: 595.28 },
  letter: { width: 792, height: 612 },
};

/** The report's fixed measures: every table page has the same room, so pages are predictable. */
export const Layout = {
  margin: 28,
  /** Route name and section title at the top of every table page. */
  pageHeaderHeight: 44,
  tableHeaderHeight: 16,
  /** Two lines of 7 pt text and padding: long cells are cut with an ellipsis, never grow a row. */
  rowHeight: 22,
  fontSize: 7,
  footerHeight: 16,
} as const;

export interface TPageGeometry {
  width: number;
  height: number;
  /** The area inside the margins. */
  left: number;
  top: number;
  innerWidth: number;
  innerHeight: number;
}

export function pageGeometry(paper: TReportPaper): TPageGeometry {
  const { width, height } = PAGE_POINTS[paper];
  return {
    width,
    height,
    left: Layout.margin,
    top: Layout.margin,
    innerWidth: width - 2 * Layout.margin,
    innerHeight: height - 2 * Layout.margin,
  };
}

/** How many stop rows one table page holds on this paper. */
export function rowsPerPage(paper: TReportPaper): number {
  const g = pageGeometry(paper);
  const room = g.innerHeight - Layout.pageHeaderHeight - Layout.tableHeaderHeight - Layout.footerHeight;
  return Math.floor(room / Layout.rowHeight);
}

/** Pages of the report: the summary page, then each table over as many pages as its rows need. */
export function reportPageCount(paper: TReportPaper, tableRowCounts: readonly number[]): number {
  const perPage = rowsPerPage(paper);
  return 1 + tableRowCounts.reduce((sum, rows) => sum + Math.max(1, Math.ceil(rows / perPage)), 0);
}
