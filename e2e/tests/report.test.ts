import { readFileSync } from 'node:fs';
import { Api } from '@rp/contracts';
import type { Download, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
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

    await page.goto(`/stops?id=${routeId}`);
    await page.getByTestId('stop-row').first().waitFor();
    const fromSidebar = await downloadBy(page, `Generate report of ${ROUTE_NAME}`);
    expect(fromSidebar.download.suggestedFilename()).toBe('Łódź_ Straße & Crème.pdf');
    expect(fromSidebar.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await context.close();
  });
});
