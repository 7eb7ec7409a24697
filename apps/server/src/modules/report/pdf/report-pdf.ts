import { ReportTexts, type TReportPaper } from '@rp/contracts';
import PDFDocument from 'pdfkit';
import type { TReportModel } from '../report-model.js';
import { Fonts, reportFontFiles } from './pdf-fonts.js';
import { Layout, pageGeometry, rowsPerPage, type TPageGeometry } from './pdf-layout.js';
import { drawProofs, type TProofPictures } from './pdf-proofs.js';
import { drawSketch } from './pdf-sketch.js';
import { drawSection } from './pdf-table.js';

const SUMMARY_WIDTH = 250;

/** The first page: the route's name, its totals on the left and the sketch on the right. */
function drawSummaryPage(doc: PDFKit.PDFDocument, g: TPageGeometry, model: TReportModel): void {
  doc.font(Fonts.bold).fontSize(18).fillColor('#212121');
  doc.text(model.title, g.left, g.top, { width: g.innerWidth, height: 24, ellipsis: true, lineBreak: false });
  let y = g.top + 36;
  for (const [label, value] of model.summary) {
    doc.font(Fonts.regular).fontSize(8).fillColor('#616161').text(label, g.left, y, { lineBreak: false });
    doc.font(Fonts.bold).fontSize(10).fillColor('#212121');
    doc.text(value || '-', g.left, y + 10, { width: SUMMARY_WIDTH - 12, height: 26, ellipsis: true });
    y += 36;
  }
  const sketchTop = g.top + 36;
  drawSketch(doc, model.sketch, {
    x: g.left + SUMMARY_WIDTH,
    y: sketchTop,
    width: g.innerWidth - SUMMARY_WIDTH,
    height: g.top + g.innerHeight - Layout.footerHeight - sketchTop,
  });
}

/** "Page n of m" on every page, written once all pages exist. */
function drawFooters(doc: PDFKit.PDFDocument, g: TPageGeometry): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    doc.font(Fonts.regular).fontSize(7).fillColor('#757575');
    doc.text(ReportTexts.page(i + 1, range.count), g.left, g.top + g.innerHeight - 8, {
      width: g.innerWidth,
      align: 'right',
      lineBreak: false,
    });
  }
}

/** Renders the report model as a PDF on the given paper (landscape), with its fonts and proof pictures embedded. */
export function renderReportPdf(
  model: TReportModel,
  paper: TReportPaper,
  createdAt: Date,
  pictures: TProofPictures = new Map(),
): Promise<Buffer> {
  const g = pageGeometry(paper);
  // Margins 0: the layout places everything itself, so PDFKit never adds a page on its own.
  const doc = new PDFDocument({
    size: [g.width, g.height],
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: model.title, Creator: 'Route planner', CreationDate: createdAt },
  });
  const fonts = reportFontFiles();
  doc.registerFont(Fonts.regular, fonts.regular);
  doc.registerFont(Fonts.bold, fonts.bold);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.addPage();
  drawSummaryPage(doc, g, model);
  const perPage = rowsPerPage(paper);
  for (const section of model.sections) drawSection(doc, g, model.title, section, perPage);
  drawProofs(doc, g, model.title, model.proofs, pictures);
  drawFooters(doc, g);
  doc.end();
  return done;
}
