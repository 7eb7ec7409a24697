import { describe, expect, it } from 'vitest';
import { emptyColumnConfig } from './import.js';
import { columnKind } from './import-cell-kinds.js';
import { rowStopFields, skillsCell, weightCell } from './import-cells.js';
import { countryCodeOf } from './import-country.js';
import { guessFromHeaderAndCells, readImportFile } from './import-guess.js';

const US = { country: 'US', region: { lat: 39, lng: -98 } };

describe('columns by their cells (issue 23)', () => {
  it('tells each kind of cells apart, phones and postcodes by the file country', () => {
    expect(columnKind(['ann@example.com', 'raj@example.com'], 'US')).toBe('email');
    expect(columnKind(['9:00', '12:30'], 'US')).toBe('time');
    expect(columnKind(['8am-10am', '13:00 - 17:00'], 'US')).toBe('timeRange');
    expect(columnKind(['(217) 555-0142', '217-555-0199'], 'US')).toBe('phone');
    expect(columnKind(['06 12345678', '020 1234567'], 'NL')).toBe('phone');
    expect(columnKind(['1012 NX', '3511 AB'], 'NL')).toBe('postcode');
    expect(columnKind(['00-590', '31-042'], 'PL')).toBe('postcode');
    expect(columnKind(['40.7128', '40.7306'], 'US')).toBe('coordinate');
    expect(columnKind(['Deutschland', 'Polska'], 'DE')).toBe('country');
    expect(columnKind(['Hauptstraße 5', 'Gartenweg 12'], 'DE')).toBe('text');
  });

  it('maps columns whose headers are unknown by what their cells hold', () => {
    const header = ['Kunde', 'Adresse', 'A', 'B', 'Column 5', 'Column 6'];
    const rows = [
      ['Müller', 'Hauptstraße 5, Berlin', '9:00', '12:30', '030 12345678', 'm@example.de'],
      ['Schulz', 'Gartenweg 12, Berlin', '13:00', '17:00', '0151 23456789', 's@example.de'],
    ];
    const g = guessFromHeaderAndCells(header, rows, { country: 'DE', region: { lat: 51, lng: 10 } });
    expect(g.mapping).toMatchObject({ timeWindowStart: 2, timeWindowEnd: 3, phone: 4, email: 5 });
    expect(g.reasons).toMatchObject({ name: 'header', timeWindowStart: 'cells', email: 'cells' });
    expect(g.questions).toEqual([]);
  });

  it('tells latitude from longitude by the team region when both are in range of each', () => {
    const rows = [
      ['Rossi', '12.4964', '41.9028'],
      ['Bianchi', '12.4823', '41.9009'],
    ];
    const g = guessFromHeaderAndCells(['Cliente', 'X?', 'Y?'], rows, {
      country: 'IT',
      region: { lat: 42, lng: 12.5 },
    });
    expect(g.mapping).toMatchObject({ longitude: 1, latitude: 2 });
  });

  it('follows the cells over a header they contradict, and asks', () => {
    const rows = [
      ['Becker', 'becker@example.de'],
      ['Hahn', 'hahn@example.de'],
    ];
    const g = guessFromHeaderAndCells(['Name', 'Telefon'], rows, { country: 'DE' });
    expect(g.mapping).toMatchObject({ email: 1, phone: -1 });
    expect(g.reasons.email).toBe('cells');
    expect(g.questions).toEqual([{ column: 1, headerField: 'phone', cellsField: 'email' }]);
  });
});

it('keeps a header whose cells name no field of their own', () => {
  // One column of decimals is no pair of coordinates: the weight header stands.
  const rows = [
    ['A', '12.500'],
    ['B', '3.250'],
  ];
  const g = guessFromHeaderAndCells(['Name', 'Weight'], rows, { country: 'US' });
  expect(g.mapping).toMatchObject({ weight: 1, latitude: -1 });
  expect(g.questions).toEqual([]);
});

describe('shop exports (issue 23)', () => {
  const header = ['Name', 'Email', 'Lineitem quantity', 'Lineitem name', 'Billing Address1', 'Shipping Name'];
  const shopify = [...header, 'Shipping Address1', 'Shipping City', 'Shipping Zip', 'Shipping Country'];
  const rows = [
    ['#1001', 'a@example.com', '2', 'Coffee', 'PO Box 1', 'Ann Lee', '77 Elm St', 'Austin', '78701', 'US'],
    ['#1001', 'a@example.com', '1', 'Mug', '', '', '', '', '', ''],
    [
      '#1002',
      'r@example.com',
      '1',
      'Grinder',
      '9 Lake Dr',
      'Raj Patel',
      '9 Lake Dr',
      'Austin',
      '78703',
      'US',
    ],
  ];

  it("reads Shopify's line item rows as one row per order with its products and package count", () => {
    const file = readImportFile(shopify, rows, US);
    expect(file.shop).toBe('Shopify');
    expect(file.rows.map((r) => [r[0], r[3], r[2]])).toEqual([
      ['#1001', '2 × Coffee; Mug', '3'],
      ['#1002', 'Grinder', '1'],
    ]);
    expect(file.firstRows).toEqual([0, 2]);
    expect(file.guess.mapping).toMatchObject({
      name: 5,
      address: 6,
      products: 3,
      packageCount: 2,
      country: 9,
    });
    expect(file.guess.reasons.address).toBe('shop');
  });

  it("reads WooCommerce's one-row-per-order export with a full name and a package count", () => {
    const woo = [
      'order_id',
      'shipping_first_name',
      'shipping_last_name',
      'shipping_address_1',
      'shipping_city',
    ];
    const file = readImportFile(
      [...woo, 'line_items'],
      [['7', 'Ana', 'García', 'Calle Colón 3', 'Valencia', 'name:Aceite;quantity:2;;name:Vino;quantity:1']],
      { country: 'ES' },
    );
    expect(file.shop).toBe('WooCommerce');
    expect(file.rows[0]?.slice(5)).toEqual(['2 × Aceite; Vino', 'Ana García', '3']);
    expect(file.guess.mapping).toMatchObject({ name: 6, products: 5, packageCount: 7, address: 3 });
  });
});

describe('country column, skills and weight (issue 23)', () => {
  it('reads a country cell as its code, by name in the import languages or by code', () => {
    expect(countryCodeOf('Deutschland')).toBe('DE');
    expect(countryCodeOf('Belgique')).toBe('BE');
    expect(countryCodeOf('United States')).toBe('US');
    expect(countryCodeOf('pl')).toBe('PL');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
  });

  it('saves skills and weight cells, and refuses what is neither', () => {
    expect(skillsCell('refrigerated; lift gate')).toEqual({ ok: true, value: 'refrigerated,lift gate' });
    expect(weightCell('12,5 kg')).toEqual({ ok: true, value: 12.5 });
    expect(weightCell('heavy').ok).toBe(false);
    const m = { ...emptyColumnConfig(), skills: 0, weight: 1 };
    expect(rowStopFields(['ADR', '350'], m, 'DE').fields).toEqual({ skills: 'ADR', weight: 350 });
  });
});
