import { Messages, type TCreatedRouteAnswer, type TStop } from '@rp/contracts';
import { strToU8, zipSync } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiCall,
  DEMO_LOGIN,
  launchBrowser,
  logIn,
  newPage,
  snap,
  startProduct,
  type TProduct,
} from '../harness';

let product: TProduct;
let browser: Browser;
let token: string;

beforeAll(async () => {
  product = await startProduct();
  browser = await launchBrowser();
  token = (await apiCall<{ token: string }>(product, '/a/login/', DEMO_LOGIN)).token;
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
});

const stopsOf = async (routeId: number) =>
  (await apiCall<{ stops: TStop[] }>(product, `/stops/${routeId}/`, undefined, token)).stops;

const newRoute = async (name: string) =>
  (
    await apiCall<TCreatedRouteAnswer>(
      product,
      '/route/',
      { name, desc: '', planned_on: '2030-02-01' },
      token,
    )
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

const chooseFile = (page: Page, name: string, mimeType: string, buffer: Buffer) =>
  page.getByLabel('Spreadsheet file').setInputFiles({ name, mimeType, buffer });

// ---------------------------------------------------------------------------------------------
// A real .xlsx (Office Open XML zip) written here, with inline strings, so the test needs no fixture.
// ---------------------------------------------------------------------------------------------

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>${body}`;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';

function sheetXml(rows: (string | number)[][]): string {
  const cells = (r: (string | number)[], i: number) =>
    r
      .map((c, j) => {
        const ref = `${String.fromCharCode(65 + j)}${i + 1}`;
        return typeof c === 'number'
          ? `<c r="${ref}"><v>${c}</v></c>`
          : `<c r="${ref}" t="inlineStr"><is><t>${esc(c)}</t></is></c>`;
      })
      .join('');
  const data = rows.map((r, i) => `<row r="${i + 1}">${cells(r, i)}</row>`).join('');
  return xml(`<worksheet xmlns="${MAIN}"><sheetData>${data}</sheetData></worksheet>`);
}

function xlsx(sheets: { name: string; rows: (string | number)[][] }[]): Buffer {
  const ct = 'application/vnd.openxmlformats-officedocument.spreadsheetml';
  const overrides = sheets
    .map(
      (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${ct}.worksheet+xml"/>`,
    )
    .join('');
  const files: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(
      xml(
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          `<Override PartName="/xl/workbook.xml" ContentType="${ct}.sheet.main+xml"/>${overrides}</Types>`,
      ),
    ),
    '_rels/.rels': strToU8(
      xml(
        `<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" ` +
          'Target="xl/workbook.xml"/></Relationships>',
      ),
    ),
    'xl/workbook.xml': strToU8(
      xml(
        `<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>` +
          sheets.map((s, i) => `<sheet name="${s.name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join('') +
          '</sheets></workbook>',
      ),
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      xml(
        `<Relationships xmlns="${PKG_REL}">` +
          sheets
            .map(
              (_, i) =>
                `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
            )
            .join('') +
          '</Relationships>',
      ),
    ),
  };
  sheets.forEach((s, i) => {
    files[`xl/worksheets/sheet${i + 1}.xml`] = strToU8(sheetXml(s.rows));
  });
  return Buffer.from(zipSync(files));
}

describe('spreadsheet import', () => {
  it('refuses a file that is not a spreadsheet, then imports a CSV: coordinates, place names and a row it cannot place', async () => {
    const routeId = await newRoute('Imported from CSV');
    const { page, context } = await newPage(browser, product);
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
    const { page, context } = await newPage(browser, product);
    await logIn(page);
    await openImport(page, routeId);
    const file = xlsx([
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
    ]);
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
