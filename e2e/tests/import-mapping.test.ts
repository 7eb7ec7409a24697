import { Api, formatClockMinutes } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, logIn, newPage, setUpBrowserTests, snap } from '../harness';

/* Import by headers and cells (issue 23): a Shopify order export becomes one stop per order with
   its products, and a sheet whose window headers are unknown words imports its 9:00/12:30 cells
   as the stops' windows. */

const t = setUpBrowserTests();

const newRoute = async (name: string) =>
  (
    await apiCall(t.product, Api.saveRoute, {
      body: { name, desc: '', planned_on: '2030-02-01' },
      token: t.demoToken,
    })
  ).id;

const stopsOf = async (routeId: number) =>
  (await apiCall(t.product, Api.listStops, { params: { routeId }, token: t.demoToken })).stops;

async function openImport(page: Page, routeId: number) {
  await page.goto(`/stops?id=${routeId}`);
  await page.getByRole('link', { name: 'Import data' }).click();
  await page.waitForURL(`**/importdata?id=${routeId}`);
}

async function chooseCsv(page: Page, name: string, csv: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: /^Choose a file/ }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

const selected = (page: Page, label: string) =>
  page.getByRole('combobox', { name: label, exact: true }).textContent();

describe('import by headers and cells', () => {
  it('turns a Shopify export of three orders over five rows into three stops with their products', async () => {
    const routeId = await newRoute('Shopify orders');
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    await openImport(page, routeId);
    const header =
      'Name,Email,Financial Status,Lineitem quantity,Lineitem name,Lineitem sku,Billing Name,Billing Address1,' +
      'Billing City,Billing Zip,Shipping Name,Shipping Address1,Shipping City,Shipping Zip,Shipping Country,Notes';
    const csv = [
      header,
      '#1001,ann@example.com,paid,2,Coffee beans,CB-1,Ann Lee,1 Main St,Trenton,08608,Ann Lee,1 Main St,Trenton,08608,US,Back door',
      '#1001,ann@example.com,,1,Mug,MUG-1,,,,,,,,,,',
      '#1002,raj@example.com,paid,1,Grinder,GR-1,Raj Patel,PO Box 9,Camden,,Raj Patel,,Camden,,US,',
      '#1003,eve@example.com,paid,3,Tea,TEA-1,Eve Adams,,Philadelphia,,Eve Adams,,Philadelphia,,US,',
      '#1003,eve@example.com,,1,Kettle,KET-1,,,,,,,,,,',
    ].join('\n');
    await chooseCsv(page, 'orders_export.csv', csv);
    await page.getByText('orders_export.csv: 3 rows (first sheet)').waitFor();
    await page.getByText(/^Shopify order export: 5 rows read as 3 orders/).waitFor();
    await expect.poll(() => selected(page, 'Name')).toContain('Shipping Name');
    await expect.poll(() => selected(page, 'Products')).toContain('Lineitem name');
    await page.getByText('"2 × Coffee beans; Mug", "Grinder" · the shop export').waitFor();
    await snap(page, 'import-shopify-mapping');

    await page.getByRole('button', { name: 'Map your data' }).click();
    await page
      .getByTestId('import-result')
      .getByText(/^3 stops added/)
      .waitFor();
    const stops = await stopsOf(routeId);
    expect(stops.map((s) => [s.name, s.order_info_products, s.order_info_package_count])).toEqual([
      ['Ann Lee', '2 × Coffee beans, Mug', 3],
      ['Raj Patel', 'Grinder', 1],
      ['Eve Adams', '3 × Tea, Kettle', 4],
    ]);
    await context.close();
  });

  it('imports the windows of a sheet whose window headers are unknown words but whose cells are times', async () => {
    const routeId = await newRoute('Unknown window headers');
    const { page, context } = await newPage(t.browser, t.product);
    await page.setViewportSize({ width: 390, height: 844 });
    await logIn(page);
    await openImport(page, routeId);
    const csv = ['Stop,City,Ankunft,Abfahrt', 'Bakery,Trenton,9:00,12:30', 'Deli,Camden,13:00,17:00'].join(
      '\n',
    );
    await chooseCsv(page, 'day.csv', csv);
    await page.getByText('day.csv: 2 rows (first sheet)').waitFor();
    await expect.poll(() => selected(page, 'Time window from')).toContain('Ankunft');
    await expect.poll(() => selected(page, 'Time window to')).toContain('Abfahrt');
    await page.getByText('"9:00", "13:00" · by its cells').waitFor();
    await page.getByText('"12:30", "17:00" · by its cells').waitFor();
    await snap(page, 'import-window-cells');

    await page.getByRole('button', { name: 'Map your data' }).click();
    await page
      .getByTestId('import-result')
      .getByText(/^2 stops added/)
      .waitFor();
    const stops = await stopsOf(routeId);
    expect(stops.map((s) => [s.name, s.time_window_start, s.time_window_end])).toEqual([
      ['Bakery', 9 * 60, 12 * 60 + 30],
      ['Deli', 13 * 60, 17 * 60],
    ]);
    // The dispatcher sees the windows on the stops list in the team's 12-hour clock.
    await page.getByTestId('import-result').getByRole('button', { name: 'Back to stops' }).click();
    await page.waitForURL(`**/stops?id=${routeId}`);
    const { hourCycle } = (await apiCall(t.product, Api.teamPreferences, { token: t.demoToken })).data;
    const bakery = page.getByTestId('stop-row').filter({ hasText: 'Bakery' });
    await bakery
      .getByText(formatClockMinutes(9 * 60, hourCycle), { exact: false })
      .first()
      .waitFor();
    await context.close();
  });
});
