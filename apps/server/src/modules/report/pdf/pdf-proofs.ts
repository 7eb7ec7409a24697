import { ReportTexts } from '@rp/contracts';
import type { TReportProof } from '../report-model.js';
import { Fonts } from './pdf-fonts.js';
import { Layout, type TPageGeometry } from './pdf-layout.js';

/** A done stop's pictures as stored (JPEG photo, PNG signature); null when it has none. */
export type TProofPictures = Map<number, { photo: Buffer | null; signature: Buffer | null }>;

/** Thumbnails of 96 points: enough to recognise a parcel or a signature, small enough for four stops a page. */
const THUMB = 96;
const SIGNATURE_WIDTH = 144;
const BLOCK_HEIGHT = THUMB + 12;
const TEXT_WIDTH_SHARE = 0.55;

/** How many proof blocks one page holds. */
function blocksPerPage(g: TPageGeometry): number {
  const room = g.innerHeight - Layout.pageHeaderHeight - Layout.footerHeight;
  return Math.max(1, Math.floor(room / BLOCK_HEIGHT));
}

function drawHeader(doc: PDFKit.PDFDocument, g: TPageGeometry, routeName: string, page: number): void {
  doc.font(Fonts.regular).fontSize(8).fillColor('#616161');
  doc.text(routeName, g.left, g.top, { width: g.innerWidth, height: 11, ellipsis: true, lineBreak: false });
  const title = page > 0 ? ReportTexts.continued(ReportTexts.proofOfDelivery) : ReportTexts.proofOfDelivery;
  doc.font(Fonts.bold).fontSize(11).fillColor('#212121');
  doc.text(title, g.left, g.top + 14, { width: g.innerWidth, height: 14, ellipsis: true, lineBreak: false });
}

/** A picture fitted in its box; a file PDFKit can't read is left out rather than failing the report. */
function drawPicture(doc: PDFKit.PDFDocument, bytes: Buffer, x: number, y: number, width: number): void {
  try {
    doc.image(bytes, x, y, { fit: [width, THUMB], align: 'center', valign: 'center' });
    doc.save().lineWidth(0.5).strokeColor('#bdbdbd').rect(x, y, width, THUMB).stroke().restore();
  } catch {
    // An unreadable picture: the text above still says what was done.
  }
}

function drawBlock(
  doc: PDFKit.PDFDocument,
  g: TPageGeometry,
  y: number,
  proof: TReportProof,
  pictures: TProofPictures,
): void {
  const textWidth = g.innerWidth * TEXT_WIDTH_SHARE;
  doc.font(Fonts.bold).fontSize(9).fillColor('#212121');
  doc.text(proof.title, g.left, y, { width: textWidth, height: 12, ellipsis: true, lineBreak: false });
  doc.font(Fonts.regular).fontSize(8).fillColor('#212121');
  doc.text(proof.done, g.left, y + 14, { width: textWidth, height: 11, ellipsis: true, lineBreak: false });
  const lines: string[] = [];
  if (proof.note) lines.push(`${ReportTexts.driverNote}: ${proof.note}`);
  if (proof.codes) lines.push(`${ReportTexts.scannedCodes}: ${proof.codes}`);
  doc.text(lines.join('\n'), g.left, y + 28, { width: textWidth, height: THUMB - 28, ellipsis: true });
  const own = pictures.get(proof.stopId);
  let x = g.left + textWidth + 8;
  if (own?.photo) {
    drawPicture(doc, own.photo, x, y, THUMB);
    x += THUMB + 8;
  }
  if (own?.signature) drawPicture(doc, own.signature, x, y, SIGNATURE_WIDTH);
  if (!own?.photo && !own?.signature) {
    doc.fillColor('#757575').text(ReportTexts.noProofPictures, x, y + 14, { lineBreak: false });
  }
}

/** The done stops, a few to a page: time, note, codes, photo and signature of each. Nothing when none is done. */
export function drawProofs(
  doc: PDFKit.PDFDocument,
  g: TPageGeometry,
  routeName: string,
  proofs: readonly TReportProof[],
  pictures: TProofPictures,
): void {
  const perPage = blocksPerPage(g);
  for (let page = 0; page * perPage < proofs.length; page++) {
    doc.addPage();
    drawHeader(doc, g, routeName, page);
    proofs.slice(page * perPage, (page + 1) * perPage).forEach((proof, i) => {
      drawBlock(doc, g, g.top + Layout.pageHeaderHeight + i * BLOCK_HEIGHT, proof, pictures);
    });
  }
}
