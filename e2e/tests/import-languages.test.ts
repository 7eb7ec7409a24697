import { readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import type { TCreatedRouteAnswer, TStop } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, logIn, newPage, setUpBrowserTests, snap } from '../harness';

/* A real day's file in another language imports whole with the guessed mapping (nothing mapped by
   hand): .xlsx in German, a ';' separated .csv with a byte-order mark in Polish, an old binary .xls
   in French. Every row carries coordinates, so no geocoder is needed. */

const t = setUpBrowserTests();

const newRoute = async (name: string) =>
  (
    await apiCall<TCreatedRouteAnswer>(
      t.product,
      '/route/',
      { name, desc: '', planned_on: '2030-02-01' },
      t.demoToken,
    )
  ).id;

const stopsOf = async (routeId: number) =>
  (await apiCall<{ stops: TStop[] }>(t.product, `/stops/${routeId}/`, undefined, t.demoToken)).stops;

/** A spreadsheet time cell (a fraction of a day shown as h:mm), as Excel writes 9:00. */
const time = (hours: number, minutes = 0) => ({ t: 'n', v: (hours * 60 + minutes) / 1440, z: 'h:mm' });

type TCell = string | number | ReturnType<typeof time>;

/** A one-sheet workbook's bytes in the given format. */
function workbook(rows: TCell[][], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(rows), 'Tour');
  return Buffer.from(write(book, { bookType, type: 'buffer' }) as Uint8Array);
}

/** Opens the route's import screen, chooses the file and maps it as guessed; waits for the summary. */
async function importFile(
  page: Page,
  routeId: number,
  file: { name: string; buffer: Buffer },
  summary: string,
) {
  await page.goto(`/stops?id=${routeId}`);
  await page.getByRole('link', { name: 'Import data' }).click();
  await page.waitForURL(`**/importdata?id=${routeId}`);
  await page.getByLabel('Spreadsheet file').setInputFiles({ ...file, mimeType: 'application/octet-stream' });
  await page.getByText(/columns were matched by their headers/i).waitFor();
  await page.getByRole('button', { name: 'Map your data' }).click();
  const result = page.getByTestId('import-result');
  await result.getByText(summary).waitFor();
  return result;
}

/** Back on the stops screen: the stop's row shows its time window and its editor its phone. */
async function expectStop(page: Page, name: string, window: string, phone: string) {
  const row = page.getByTestId('stop-row').filter({ hasText: name });
  await row.getByText(window).waitFor();
  await row.click();
  const editor = page.getByRole('region', { name: 'Stop details' });
  await expect.poll(() => editor.getByLabel('Phone').inputValue()).toBe(phone);
}

describe('importing a day in another language', () => {
  it('imports a German .xlsx with time cells: time windows, phones and notes land', async () => {
    const routeId = await newRoute('Köln Tour');
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    const rows: TCell[][] = [
      [
        'Kunde',
        'Straße',
        'PLZ',
        'Ort',
        'Breite',
        'Länge',
        'Telefon',
        'Lieferzeit von',
        'Lieferzeit bis',
        'Bemerkung',
        'Intern',
      ],
      [
        'Bäckerei Müller',
        'Hohe Str. 1',
        '50667',
        'Köln',
        50.9375,
        6.9603,
        '+48 601 234 567',
        time(9),
        time(12, 30),
        'Hintereingang',
        'x',
      ],
      [
        'Blumen Schäfer',
        'Ring 5',
        '50672',
        'Köln',
        50.94,
        6.95,
        '+33 1 23 45 67 89',
        time(14),
        time(16),
        '',
        'y',
      ],
    ];
    const result = await importFile(
      page,
      routeId,
      { name: 'tour.xlsx', buffer: workbook(rows, 'xlsx') },
      '2 stops added.',
    );
    await result.getByRole('button', { name: 'Back to stops' }).click();
    await expectStop(page, 'Bäckerei Müller', '09:00–12:30', '+48601234567');
    const stops = await stopsOf(routeId);
    expect(stops.map((s) => [s.name, s.time_window_start, s.time_window_end, s.note])).toEqual([
      ['Bäckerei Müller', 540, 750, 'Hintereingang'],
      ['Blumen Schäfer', 840, 960, ''],
    ]);
    await context.close();
  });

  it("imports a Polish ';' csv with a byte-order mark: a bad phone is reported and its row still lands", async () => {
    const routeId = await newRoute('Trasa Łódź');
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    const csv = [
      'Nazwa;Ulica;Kod pocztowy;Miejscowość;Szerokość;Długość;Telefon;Okno czasowe;Uwagi',
      'Sklep Żabka;Piotrkowska 1;90-001;Łódź;51,7592;19,456;+48 601 234 567;9:00-12:30;brama od podwórza',
      'Apteka;Zielona 2;90-002;Łódź;51,77;19,46;12;13.00 - 15.30;',
    ].join('\r\n');
    const buffer = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]);
    const result = await importFile(
      page,
      routeId,
      { name: 'trasa.csv', buffer },
      '2 stops added. 1 cell not saved.',
    );
    await result.getByText(/Line 3, column Telefon: “12”/).waitFor();
    await snap(page, 'import-polish-cell-problem');
    await result.getByRole('button', { name: 'Back to stops' }).click();
    await page.getByTestId('stop-row').filter({ hasText: 'Apteka' }).getByText('13:00–15:30').waitFor();
    await expectStop(page, 'Sklep Żabka', '09:00–12:30', '+48601234567');
    const stops = await stopsOf(routeId);
    expect(stops.map((s) => [s.name, s.recipient_phone_number, s.note])).toEqual([
      ['Sklep Żabka', '+48601234567', 'brama od podwórza'],
      ['Apteka', '', ''],
    ]);
    await context.close();
  });

  it('imports a French .xls the test writes, then downloads the route report as a PDF', async () => {
    const routeId = await newRoute('Tournée Lyon');
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    const rows: TCell[][] = [
      [
        'Client',
        'Adresse',
        'Code postal',
        'Ville',
        'Latitude',
        'Longitude',
        'Téléphone',
        'Heure début',
        'Heure fin',
        'Commentaire',
      ],
      [
        'Crèmerie Dupré',
        '1 rue de la République',
        '69002',
        'Lyon',
        45.764,
        4.8357,
        '+33 4 78 12 34 56',
        time(8, 30),
        time(11),
        'Sonner deux fois',
      ],
      [
        'Librairie Gaïa',
        '5 quai Saint-Antoine',
        '69002',
        'Lyon',
        45.7622,
        4.8318,
        '+33 1 23 45 67 89',
        time(15),
        time(18),
        '',
      ],
    ];
    const result = await importFile(
      page,
      routeId,
      { name: 'tournee.xls', buffer: workbook(rows, 'biff8') },
      '2 stops added.',
    );
    await result.getByRole('button', { name: 'Back to stops' }).click();
    await expectStop(page, 'Crèmerie Dupré', '08:30–11:00', '+33478123456');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate report of Tournée Lyon' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Tournée Lyon.pdf');
    expect(
      readFileSync(await download.path())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    await context.close();
  });
});
