import { readFileSync } from 'node:fs';
import { utils, write } from '@e965/xlsx';
import { Api, formatClockMinutes, Messages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, logIn, newPage, setUpBrowserTests, snap } from '../harness';

const setup = setUpBrowserTests();

const stopsOf = async (routeId: number) =>
  (await apiCall(setup.product, Api.listStops, { params: { routeId }, token: setup.demoToken })).stops;

const newRoute = async (name: string) =>
  (
    await apiCall(setup.product, Api.saveRoute, {
      body: { name, desc: '', planned_on: '2030-02-01' },
      token: setup.demoToken,
    })
  ).id;

/** Opens the route's sidebar and follows its 'Import data' link, as a dispatcher would. */
async function openImport(page: Page, routeId: number) {
  await page.goto(`/stops?id=${routeId}`);
  await page.getByRole('link', { name: 'Import data' }).click();
  await page.waitForURL(`**/importdata?id=${routeId}`);
}

/** The text a mapping select shows. */
const selected = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).textContent();

/** Chooses a file as a keyboard user does: Enter on the file button opens the browser's file chooser. */
async function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose a file/ }).press('Enter');
  await (await chooser).setFiles({ name, mimeType, buffer });
}

/** A spreadsheet time cell (a fraction of a day shown as h:mm), as Excel writes 9:00. */
const time = (hours: number, minutes = 0) => ({ t: 'n', v: (hours * 60 + minutes) / 1440, z: 'h:mm' });

type TCell = string | number | ReturnType<typeof time>;

/** A workbook's bytes in the given format (a real .xlsx or old binary .xls, written with SheetJS). */
function workbook(sheets: { name: string; rows: TCell[][] }[], bookType: 'xlsx' | 'biff8'): Buffer {
  const book = utils.book_new();
  for (const s of sheets) utils.book_append_sheet(book, utils.aoa_to_sheet(s.rows), s.name);
  return Buffer.from(write(book, { bookType, type: 'buffer' }) as Uint8Array);
}

describe('spreadsheet import', () => {
  it('refuses a file that is not a spreadsheet, then imports a CSV: coordinates, place names and a row it cannot place', async () => {
    const routeId = await newRoute('Imported from CSV');
    const { page, context } = await newPage(setup.browser, setup.product);
    await logIn(page);
    await openImport(page, routeId);

    await chooseFile(page, 'stops.txt', 'text/plain', Buffer.from('Name,City\nA,Camden\n'));
    const refusal = page.getByRole('dialog').filter({ hasText: Messages.fileCantParse });
    await refusal.waitFor();
    await refusal.getByRole('button', { name: 'OK' }).click();
    await refusal.waitFor({ state: 'detached' });

    const csv = [
      'Stop,Street,City,Zip,Latitude,Longitude',
      'Warehouse,,,,39.9526,-75.1652',
      'Camden office,,Camden,,,',
      '"Shop, Trenton",1 Main St,Trenton,08608,,',
      'Lost,Nowhere 5,Xyzzyville,,,',
    ].join('\n');
    await chooseFile(page, 'stops.csv', 'text/csv', Buffer.from(csv));
    await page.getByText('stops.csv: 4 rows (first sheet)').waitFor();
    // The columns are guessed from the header; the country is the team's.
    await expect.poll(() => selected(page, 'Name')).toContain('Stop');
    await expect.poll(() => selected(page, 'City')).toContain('City');
    await expect.poll(() => selected(page, 'Latitude')).toContain('Latitude');
    await expect.poll(() => selected(page, 'Country')).toContain('United States');
    // A preview of the first rows.
    await page.getByRole('cell', { name: 'Camden office' }).waitFor();
    await snap(page, 'import-mapping');

    await page.getByRole('button', { name: 'Map your data' }).click();
    const result = page.getByTestId('import-result');
    await result.getByText('3 stops added (1 placed by their city only). 1 row failed.').waitFor();
    await result.getByText(/Line 5: Nowhere 5, Xyzzyville/).waitFor();
    await snap(page, 'import-result');

    const stops = await stopsOf(routeId);
    expect(stops.map((s) => s.name)).toEqual(['Warehouse', 'Camden office', 'Shop, Trenton']);
    expect(stops[0]).toMatchObject({ lat: 39.9526, lng: -75.1652 });
    // Camden, New Jersey (beside the demo team in Philadelphia), not another Camden.
    expect(stops[1]?.lat).toBeCloseTo(39.93, 1);
    expect(stops[1]?.lng).toBeCloseTo(-75.12, 1);
    expect(stops[2]).toMatchObject({ address: '1 Main St, 08608, Trenton' });

    await result.getByRole('button', { name: 'Back to stops' }).click();
    await page.waitForURL(`**/stops?id=${routeId}`);
    await expect.poll(() => page.getByTestId('stop-row').count()).toBe(3);
    await page.getByTestId('stop-row').filter({ hasText: 'Camden office' }).waitFor();
    await context.close();
  });

  it('reads only the first sheet of an .xlsx file', async () => {
    const routeId = await newRoute('Imported from Excel');
    const { page, context } = await newPage(setup.browser, setup.product);
    await logIn(page);
    await openImport(page, routeId);
    const file = workbook(
      [
        {
          name: 'Stops',
          rows: [
            ['Customer name', 'Town', 'Lat', 'Lng'],
            ['Alpha', 'Camden', '', ''],
            ['Beta', '', 39.96, -75.2],
          ],
        },
        {
          name: 'Notes',
          rows: [
            ['Customer name', 'Town'],
            ['Gamma', 'Trenton'],
          ],
        },
      ],
      'xlsx',
    );
    await chooseFile(
      page,
      'stops.xlsx',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      file,
    );
    await page.getByText('stops.xlsx: 2 rows (first sheet)').waitFor();
    await page.getByRole('button', { name: 'Map your data' }).click();
    await page.getByTestId('import-result').getByText('2 stops added.').waitFor();
    expect((await stopsOf(routeId)).map((s) => s.name)).toEqual(['Alpha', 'Beta']);
    await context.close();
  });
});

/** Opens the route's import screen, chooses the file and maps it as guessed; waits for the summary. */
async function importGuessed(
  page: Page,
  routeId: number,
  file: { name: string; buffer: Buffer },
  summary: string,
) {
  await openImport(page, routeId);
  await chooseFile(page, file.name, 'application/octet-stream', file.buffer);
  await page.getByText(/columns were matched by their headers/i).waitFor();
  await page.getByRole('button', { name: 'Map your data' }).click();
  const result = page.getByTestId('import-result');
  await result.getByText(summary).waitFor();
  return result;
}

/** A window of 'HH:MM–HH:MM' as the stop list writes it, on the team's 12/24-hour clock. */
async function windowOnTeamClock(window: string): Promise<string> {
  const { hourCycle } = (await apiCall(setup.product, Api.teamPreferences, { token: setup.demoToken })).data;
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return window
    .split('–')
    .map((side) => formatClockMinutes(minutes(side), hourCycle))
    .join('–');
}

/** Back on the stops screen: the stop's row shows its time window and its editor its phone. */
async function expectStop(page: Page, name: string, window: string, phone: string) {
  const row = page.getByTestId('stop-row').filter({ hasText: name });
  await row.getByText(await windowOnTeamClock(window)).waitFor();
  await row.click();
  const editor = page.getByRole('region', { name: 'Stop details' });
  await expect.poll(() => editor.getByLabel('Phone').inputValue()).toBe(phone);
}

// ---------------------------------------------------------------------------------------------
// A real day's file in another language imports whole with the guessed mapping (nothing mapped by
// hand): .xlsx in German, a ';' separated .csv with a byte-order mark in Polish, an old binary .xls
// in French (written here with SheetJS). Every row carries coordinates, so no geocoder is needed.
// ---------------------------------------------------------------------------------------------

describe('importing a day in another language', () => {
  it('imports a German .xlsx with time cells: time windows, phones and notes land', async () => {
    const routeId = await newRoute('Köln Tour');
    const { page, context } = await newPage(setup.browser, setup.product);
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
    const result = await importGuessed(
      page,
      routeId,
      { name: 'tour.xlsx', buffer: workbook([{ name: 'Tour', rows }], 'xlsx') },
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
    const { page, context } = await newPage(setup.browser, setup.product);
    await logIn(page);
    const csv = [
      'Nazwa;Ulica;Kod pocztowy;Miejscowość;Szerokość;Długość;Telefon;Okno czasowe;Uwagi',
      'Sklep Żabka;Piotrkowska 1;90-001;Łódź;51,7592;19,456;+48 601 234 567;9:00-12:30;brama od podwórza',
      'Apteka;Zielona 2;90-002;Łódź;51,77;19,46;12;13.00 - 15.30;',
    ].join('\r\n');
    const buffer = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]);
    const result = await importGuessed(
      page,
      routeId,
      { name: 'trasa.csv', buffer },
      '2 stops added. 1 cell not saved.',
    );
    await result.getByText(/Line 3, column Telefon: “12”/).waitFor();
    await snap(page, 'import-polish-cell-problem');
    await result.getByRole('button', { name: 'Back to stops' }).click();
    await page
      .getByTestId('stop-row')
      .filter({ hasText: 'Apteka' })
      .getByText(await windowOnTeamClock('13:00–15:30'))
      .waitFor();
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
    const { page, context } = await newPage(setup.browser, setup.product);
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
    const result = await importGuessed(
      page,
      routeId,
      { name: 'tournee.xls', buffer: workbook([{ name: 'Tournée', rows }], 'biff8') },
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
