import type { TImportAnyField } from './import.js';
import { foldText } from './import-headers.js';

/* Order exports of the common shop systems, recognised by their documented headers (issue 23):
   Shopify's order CSV (one row per line item: the order's details on its first row only), and
   WooCommerce's two usual order exports (one row per item, or one per order with the items in
   one cell). Each order becomes one row: its products listed, its quantities added up as the
   package count, and a full name column where the export splits first and last names. */

export type TShopName = 'Shopify' | 'WooCommerce';

interface TShopFormat {
  shop: TShopName;
  /** Headers (folded) that all must be there. */
  signature: readonly string[];
  /** The column that names the order: rows with the same value are one order. */
  order: string;
  /** The line item's name and quantity columns, or the one column listing the items. */
  item?: { name: string; quantity: string };
  itemList?: string;
  /** A full name made of first and last name columns, added as a column of this header. */
  fullName?: { header: string; first: string; last: string };
  /** The mapping the format implies, by header. */
  mapping: Partial<Record<TImportAnyField, string>>;
}

const ADDED_NAME = 'Shipping full name';
const ADDED_COUNT = 'Package count';

const FORMATS: readonly TShopFormat[] = [
  {
    shop: 'Shopify',
    signature: ['name', 'lineitem name', 'lineitem quantity', 'shipping address1'],
    order: 'name',
    item: { name: 'lineitem name', quantity: 'lineitem quantity' },
    mapping: {
      name: 'shipping name',
      address: 'shipping address1',
      city: 'shipping city',
      postcode: 'shipping zip',
      country: 'shipping country',
      phone: 'shipping phone',
      email: 'email',
      note: 'notes',
      products: 'lineitem name',
      packageCount: 'lineitem quantity',
    },
  },
  {
    shop: 'WooCommerce',
    signature: ['order number', 'item name', 'address 1 2 shipping'],
    order: 'order number',
    item: { name: 'item name', quantity: 'quantity refund' },
    fullName: { header: ADDED_NAME, first: 'first name shipping', last: 'last name shipping' },
    mapping: {
      name: foldText(ADDED_NAME),
      address: 'address 1 2 shipping',
      city: 'city shipping',
      postcode: 'postcode shipping',
      country: 'country code shipping',
      phone: 'phone billing',
      email: 'email billing',
      note: 'customer note',
      products: 'item name',
      packageCount: 'quantity refund',
    },
  },
  {
    shop: 'WooCommerce',
    signature: ['order id', 'shipping address 1', 'shipping city'],
    order: 'order id',
    itemList: 'line items',
    item: { name: 'item name', quantity: 'item quantity' },
    fullName: { header: ADDED_NAME, first: 'shipping first name', last: 'shipping last name' },
    mapping: {
      name: foldText(ADDED_NAME),
      address: 'shipping address 1',
      city: 'shipping city',
      postcode: 'shipping postcode',
      country: 'shipping country',
      phone: 'billing phone',
      email: 'billing email',
      note: 'customer note',
      products: 'line items',
      packageCount: foldText(ADDED_COUNT),
    },
  },
];

/** A shop export read as one row per order. */
export interface TShopSheet {
  shop: TShopName;
  header: string[];
  rows: string[][];
  /** For each order row, the index of its first row in the file's rows. */
  firstRows: number[];
  /** The mapping the export's format implies (columns of `header`). */
  mapping: Partial<Record<TImportAnyField, number>>;
}

const itemText = (name: string, quantity: number) => (quantity > 1 ? `${quantity} × ${name}` : name);
const quantityOf = (text: string | undefined) => {
  const n = Number((text ?? '').trim());
  return Number.isInteger(n) && n > 0 ? n : 1;
};

/** WooCommerce's items cell: 'name:Kaffee;quantity:2;total:20.00;;name:Tasse;quantity:1'. */
function listedItems(cell: string): { name: string; quantity: number }[] {
  return cell
    .split(';;')
    .map((item) => Object.fromEntries(item.split(';').map((kv) => kv.split(':').map((s) => s.trim()))))
    .filter((fields: Record<string, string>) => fields.name)
    .map((fields: Record<string, string>) => ({
      name: fields.name ?? '',
      quantity: quantityOf(fields.quantity),
    }));
}

/** The order rows of a recognised export; null when the header is no shop's. */
export function readShopExport(header: readonly string[], rows: readonly string[][]): TShopSheet | null {
  const folded = header.map((h) => foldText(h));
  const format = FORMATS.find((f) => f.signature.every((s) => folded.includes(s)));
  if (!format) return null;
  const col = (h: string) => folded.indexOf(h);
  const orderColumn = col(format.order);
  const nameColumn = format.item ? col(format.item.name) : -1;
  const quantityColumn = format.item ? col(format.item.quantity) : -1;
  const listColumn = format.itemList ? col(format.itemList) : -1;
  const outHeader = [...header];
  if (format.fullName) outHeader.push(format.fullName.header);
  if (listColumn >= 0) outHeader.push(ADDED_COUNT);

  const orders = new Map<
    string,
    { row: string[]; first: number; items: { name: string; quantity: number }[] }
  >();
  rows.forEach((row, i) => {
    const key = (row[orderColumn] ?? '').trim() || `row ${i}`;
    const order = orders.get(key) ?? { row: [...row], first: i, items: [] };
    if (!orders.has(key)) orders.set(key, order);
    if (listColumn >= 0) order.items.push(...listedItems(row[listColumn] ?? ''));
    else if (nameColumn >= 0 && (row[nameColumn] ?? '').trim()) {
      order.items.push({ name: (row[nameColumn] ?? '').trim(), quantity: quantityOf(row[quantityColumn]) });
    }
  });

  const outRows = [...orders.values()].map(({ row, items }) => {
    const out = header.map((_, i) => row[i] ?? '');
    const products = items.map((it) => itemText(it.name, it.quantity)).join('; ');
    const count = String(items.reduce((sum, it) => sum + it.quantity, 0));
    if (listColumn >= 0) out[listColumn] = products;
    else if (nameColumn >= 0) out[nameColumn] = products;
    if (quantityColumn >= 0 && listColumn < 0) out[quantityColumn] = count;
    if (format.fullName) {
      const { first, last } = format.fullName;
      out.push(`${row[col(first)] ?? ''} ${row[col(last)] ?? ''}`.trim());
    }
    if (listColumn >= 0) out.push(count);
    return out;
  });
  const outFolded = outHeader.map((h) => foldText(h));
  const mapping = Object.fromEntries(
    Object.entries(format.mapping)
      .map(([field, h]) => [field, outFolded.indexOf(h)] as const)
      .filter(([, i]) => i >= 0),
  ) as Partial<Record<TImportAnyField, number>>;
  return {
    shop: format.shop,
    header: outHeader,
    rows: outRows,
    firstRows: [...orders.values()].map((o) => o.first),
    mapping,
  };
}
