import { readFileSync } from 'node:fs';
import { Api, ReportTexts } from '@rp/contracts';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../apps/server/src/test/pdf-text';
import { apiCall, logIn, newPage, setUpBrowserTests } from '../harness';

const t = setUpBrowserTests();

const ROUTE_NAME = 'Łódź: Straße & Crème';

/** A route of the demo team with two stops whose texts need Polish, German and French letters. */
async function routeWithStops(): Promise<number> {
  const { id } = await apiCall(t.product, Api.saveRoute, {
    body: { name: ROUTE_NAME, desc: '', planned_on: '2025-06-03' },
    token: t.demoToken,
  });
  for (const [name, address, lat, lng] of [
    ['Zażółć gęślą jaźń', 'Piotrkowska 1, Łódź', 51.77, 19.46],
    ['Crème', 'Hauptstraße 5, Köln', 50.94, 6.96],
  ] as const) {
    await apiCall(t.product, Api.saveStop, {
      params: { routeId: id },
      body: { name, address, note: '', lat, lng },
      token: t.demoToken,
    });
  }
  return id;
}

/** Each page's text as one line: pdf.js gives the gap between a label and its value as an empty item. */
async function pageTexts(bytes: Buffer): Promise<string[]> {
  return (await readPdf(bytes)).pages.map((p) => p.text.replace(/\s+/g, ' ').trim());
}

/** The summary page with the route's name, date and totals, then the list of its two stops. */
function expectReportOfTheRoute(pages: string[]): void {
  expect(pages).toHaveLength(2);
  const [summary, stops] = pages;
  for (const text of [
    ROUTE_NAME,
    `${ReportTexts.plannedDate} 2025-06-03`,
    `${ReportTexts.stops} 2`,
    `${ReportTexts.distance} -`,
    `${ReportTexts.deliveredFailedPending} 0 / 0 / 2`,
    `${ReportTexts.optimised} ${ReportTexts.no}`,
    ReportTexts.page(1, 2),
  ]) {
    expect(summary).toContain(text);
  }
  for (const text of [
    ReportTexts.notOptimisedStops,
    'Zażółć gęślą jaźń',
    'Piotrkowska 1, Łódź',
    'Crème',
    'Hauptstraße 5, Köln',
    ReportTexts.page(2, 2),
  ]) {
    expect(stops).toContain(text);
  }
}

/** Presses the button and answers the download it starts, saved, with its bytes. */
async function downloadBy(page: Page, buttonName: string): Promise<{ download: Download; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: buttonName }).click(),
  ]);
  const file = await download.path();
  return { download, bytes: readFileSync(file) };
}

describe('route report', () => {
  it("downloads the route's PDF from the routes list and from the route's sidebar", async () => {
    const routeId = await routeWithStops();
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    await page.getByRole('button', { name: 'Get all routes' }).click();

    const fromList = await downloadBy(page, `Generate report of ${ROUTE_NAME}`);
    expect(fromList.download.suggestedFilename()).toBe('Łódź_ Straße & Crème.pdf');
    expect(fromList.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(fromList.bytes.length).toBeGreaterThan(5_000);
    expectReportOfTheRoute(await pageTexts(fromList.bytes));

    await page.goto(`/stops?id=${routeId}`);
    await page.getByTestId('stop-row').first().waitFor();
    const fromSidebar = await downloadBy(page, `Generate report of ${ROUTE_NAME}`);
    expect(fromSidebar.download.suggestedFilename()).toBe('Łódź_ Straße & Crème.pdf');
    expect(fromSidebar.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectReportOfTheRoute(await pageTexts(fromSidebar.bytes));
    await context.close();
  });
});
