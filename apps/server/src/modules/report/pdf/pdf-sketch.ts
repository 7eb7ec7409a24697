import { ReportTexts } from '@rp/contracts';
import type { TLatLng, TSketch } from '../report-sketch.js';
import { Fonts } from './pdf-fonts.js';

/** A box on the page, in points. */
export interface TBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Stop numbers are drawn only while they stay readable. */
const MAX_LABELLED_STOPS = 80;

/**
 * Fits latitude and longitude into the box: an equirectangular projection with longitude shrunk
 * by the cosine of the middle latitude, so a city's shape is kept; the same scale on both axes.
 */
export function projectionFor(points: readonly TLatLng[], box: TBox): (p: TLatLng) => [number, number] {
  // A loop, not Math.min(...): a long route's geometry has more points than a call takes arguments.
  let [minLat, maxLat, minLng, maxLng] = [Infinity, -Infinity, Infinity, -Infinity];
  for (const [lat, lng] of points) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLng = Math.min(minLng, lng);
    maxLng = Math.max(maxLng, lng);
  }
  const k = Math.cos((((minLat + maxLat) / 2) * Math.PI) / 180);
  const spanX = Math.max((maxLng - minLng) * k, 1e-6);
  const spanY = Math.max(maxLat - minLat, 1e-6);
  const scale = Math.min(box.width / spanX, box.height / spanY);
  const offX = box.x + (box.width - spanX * scale) / 2;
  const offY = box.y + (box.height - spanY * scale) / 2;
  return ([lat, lng]) => [offX + (lng - minLng) * k * scale, offY + (maxLat - lat) * scale];
}

function allPoints(s: TSketch): TLatLng[] {
  const points = [...s.lines.flatMap((l) => l.points), ...s.stops.map((st) => st.at)];
  if (s.start) points.push(s.start);
  if (s.end) points.push(s.end);
  return points.filter(([lat, lng]) => Number.isFinite(lat) && Number.isFinite(lng));
}

/** Draws the route as vector lines and dots inside the box, with a frame; nothing when no point is known. */
export function drawSketch(doc: PDFKit.PDFDocument, sketch: TSketch, box: TBox): void {
  doc
    .save()
    .lineWidth(0.5)
    .strokeColor('#9e9e9e')
    .rect(box.x, box.y, box.width, box.height)
    .stroke()
    .restore();
  const points = allPoints(sketch);
  if (!points.length) return;
  const pad = 14;
  const at = projectionFor(points, {
    x: box.x + pad,
    y: box.y + pad,
    width: box.width - 2 * pad,
    height: box.height - 2 * pad,
  });
  for (const line of sketch.lines) {
    const [first, ...rest] = line.points;
    if (!first || !rest.length) continue;
    doc
      .save()
      .lineWidth(1.2)
      .strokeColor(line.color)
      .moveTo(...at(first));
    for (const p of rest) doc.lineTo(...at(p));
    doc.stroke().restore();
  }
  const labelled = sketch.stops.length <= MAX_LABELLED_STOPS;
  doc.font(Fonts.regular).fontSize(5);
  for (const stop of sketch.stops) {
    const [x, y] = at(stop.at);
    doc.save().circle(x, y, 2.2).fill(stop.color).restore();
    if (labelled) doc.fillColor('#212121').text(stop.label, x + 2.5, y - 6, { lineBreak: false });
  }
  const { start, end } = sketch;
  if (start && end && start[0] === end[0] && start[1] === end[1]) {
    // A depot that is both start and end: one marker, one label that doesn't overprint.
    drawEndpoint(doc, start, at, '#2e7d32', ReportTexts.startAndEnd);
    return;
  }
  drawEndpoint(doc, start, at, '#2e7d32', ReportTexts.start);
  drawEndpoint(doc, end, at, '#c62828', ReportTexts.end);
}

function drawEndpoint(
  doc: PDFKit.PDFDocument,
  p: TLatLng | null,
  at: (p: TLatLng) => [number, number],
  color: string,
  label: string,
): void {
  if (!p) return;
  const [x, y] = at(p);
  doc
    .save()
    .rect(x - 3.5, y - 3.5, 7, 7)
    .fill(color)
    .restore();
  doc
    .font(Fonts.bold)
    .fontSize(6)
    .fillColor(color)
    .text(label, x + 5, y + 2, { lineBreak: false });
}
