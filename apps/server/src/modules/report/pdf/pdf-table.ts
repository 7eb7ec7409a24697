import { ReportTexts } from '@rp/contracts';
import type { TReportRow, TReportSection } from '../report-model.js';
import { Fonts } from './pdf-fonts.js';
import { Layout, type TPageGeometry } from './pdf-layout.js';

interface TColumn {
  title: string;
  /** Share of the table's width. */
  weight: number;
  cell: (r: TReportRow) => string;
}

/** The stop table's columns (spec: ETA, address, time window, recipient, phone, packages, note, status). */
const COLUMNS: readonly TColumn[] = [
  { title: ReportTexts.columns.position, weight: 3, cell: (r) => r.position },
  { title: ReportTexts.columns.eta, weight: 7, cell: (r) => r.eta },
  {
    title: ReportTexts.columns.stop,
    weight: 25,
    cell: (r) => (r.name && r.name !== r.address ? `${r.name}\n${r.address}` : r.address),
  },
  { title: ReportTexts.columns.window, weight: 8, cell: (r) => r.window },
  { title: ReportTexts.columns.recipient, weight: 11, cell: (r) => r.recipient },
  { title: ReportTexts.columns.phone, weight: 10, cell: (r) => r.phone },
  { title: ReportTexts.columns.packages, weight: 4, cell: (r) => r.packages },
  { title: ReportTexts.columns.note, weight: 20, cell: (r) => r.note },
  { title: ReportTexts.columns.status, weight: 12, cell: (r) => r.status },
  { title: ReportTexts.columns.doneBy, weight: 10, cell: (r) => r.doneBy },
];

const PAD = 2;

function columnXs(g: TPageGeometry): { x: number; width: number }[] {
  const total = COLUMNS.reduce((s, c) => s + c.weight, 0);
  let x = g.left;
  return COLUMNS.map((c) => {
    const width = (c.weight / total) * g.innerWidth;
    const col = { x, width };
    x += width;
    return col;
  });
}

/** One line of cells; text longer than the cell's two lines ends with an ellipsis. */
function drawCells(
  doc: PDFKit.PDFDocument,
  g: TPageGeometry,
  y: number,
  height: number,
  texts: string[],
): void {
  columnXs(g).forEach((col, i) => {
    doc.text(texts[i] ?? '', col.x + PAD, y + PAD, {
      width: col.width - 2 * PAD,
      height: height - 2 * PAD,
      ellipsis: true,
      lineGap: 0,
    });
  });
}

/** The section's title line, repeated at the top of each of its pages. */
function drawSectionHeader(
  doc: PDFKit.PDFDocument,
  g: TPageGeometry,
  routeName: string,
  s: TReportSection,
  page: number,
): void {
  doc.font(Fonts.regular).fontSize(8).fillColor('#616161');
  doc.text(routeName, g.left, g.top, { width: g.innerWidth, height: 11, ellipsis: true, lineBreak: false });
  doc
    .save()
    .rect(g.left, g.top + 14, 6, 12)
    .fill(s.color)
    .restore();
  const title = page > 0 ? ReportTexts.continued(s.title) : s.title;
  doc.font(Fonts.bold).fontSize(11).fillColor('#212121');
  doc.text(title, g.left + 10, g.top + 14, {
    width: g.innerWidth - 10,
    height: 14,
    ellipsis: true,
    lineBreak: false,
  });
  doc.font(Fonts.regular).fontSize(8).fillColor('#424242');
  doc.text(s.subtitle, g.left + 10, g.top + 30, {
    width: g.innerWidth - 10,
    height: 11,
    ellipsis: true,
    lineBreak: false,
  });
}

function drawTableHeader(doc: PDFKit.PDFDocument, g: TPageGeometry, y: number): void {
  doc.save().rect(g.left, y, g.innerWidth, Layout.tableHeaderHeight).fill('#eceff1').restore();
  doc.font(Fonts.bold).fontSize(Layout.fontSize).fillColor('#212121');
  drawCells(
    doc,
    g,
    y + 1,
    Layout.tableHeaderHeight,
    COLUMNS.map((c) => c.title),
  );
}

function drawRow(
  doc: PDFKit.PDFDocument,
  g: TPageGeometry,
  y: number,
  row: TReportRow,
  shaded: boolean,
): void {
  if (shaded) doc.save().rect(g.left, y, g.innerWidth, Layout.rowHeight).fill('#f7f7f7').restore();
  doc.font(Fonts.regular).fontSize(Layout.fontSize).fillColor('#212121');
  drawCells(
    doc,
    g,
    y,
    Layout.rowHeight,
    COLUMNS.map((c) => c.cell(row)),
  );
}

/**
 * Draws one section on as many new pages as its rows need, `perPage` rows a page, each page with
 * the section title and the column headers. A section without rows still gets its page.
 */
export function drawSection(
  doc: PDFKit.PDFDocument,
  g: TPageGeometry,
  routeName: string,
  section: TReportSection,
  perPage: number,
): void {
  const pages = Math.max(1, Math.ceil(section.rows.length / perPage));
  for (let page = 0; page < pages; page++) {
    doc.addPage();
    drawSectionHeader(doc, g, routeName, section, page);
    const tableTop = g.top + Layout.pageHeaderHeight;
    drawTableHeader(doc, g, tableTop);
    const rows = section.rows.slice(page * perPage, (page + 1) * perPage);
    rows.forEach((row, i) => {
      drawRow(doc, g, tableTop + Layout.tableHeaderHeight + i * Layout.rowHeight, row, i % 2 === 1);
    });
    if (!rows.length) {
      doc.font(Fonts.regular).fontSize(8).fillColor('#616161');
      doc.text(ReportTexts.noStops, g.left + PAD, tableTop + Layout.tableHeaderHeight + PAD, {
        lineBreak: false,
      });
    }
  }
}
