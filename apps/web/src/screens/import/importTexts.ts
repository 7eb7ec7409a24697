import { IMPORT_FIELD_LABELS, type TImportAnyField } from '@rp/contracts';
import type { TMappingQuestion, TMappingReason } from '@rp/contracts/import-guess';

/* The mapping screen's texts of issue 23: why each field has its column, and the questions asked
   when a column's header and cells disagree. */

export const MAPPING_REASON_TEXT: Record<TMappingReason, string> = {
  header: 'by its header',
  cells: 'by its cells',
  saved: "your team's last mapping",
  shop: 'the shop export',
};
export const CHOSEN_BY_YOU = 'chosen by you';

/** Two sample values and the reason: '"9:00", "13:00" · by its cells'. */
export function fieldHelperText(samples: readonly string[], reason: TMappingReason | undefined): string {
  const quoted = samples.map((s) => `"${s}"`).join(', ');
  const why = reason ? MAPPING_REASON_TEXT[reason] : CHOSEN_BY_YOU;
  return quoted ? `${quoted} · ${why}` : why;
}

/** The question for a column whose header names one field and whose cells another. */
export function questionText(q: TMappingQuestion, header: string): string {
  const label = (f: TImportAnyField) => IMPORT_FIELD_LABELS[f];
  return (
    `Is "${header || `Column ${q.column + 1}`}" ${label(q.cellsField)}? Its header reads like ` +
    `${label(q.headerField)}, but its cells look like ${label(q.cellsField)}, so it is mapped as ` +
    `${label(q.cellsField)}. Change it below if not.`
  );
}

/** What the screen says of a recognised shop export. */
export const shopExportText = (shop: string, fileRows: number, orders: number): string =>
  `${shop} order export: ${fileRows} ${fileRows === 1 ? 'row' : 'rows'} read as ${orders} ${
    orders === 1 ? 'order' : 'orders'
  }, one stop each with its products and package count.`;
