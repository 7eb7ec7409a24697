import { Api } from '@rp/contracts';
import type { Response } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

/* The product as it goes out: compressed, cached by content hash, and a map without any tiles. */

const t = setUpBrowserTests();

it('with no tiles configured, the map shows land, sea and borders from the bundled world outline', async () => {
  const { page, context } = await newPage(t.browser, t.product);
  const scripts: Response[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/assets/') && res.url().endsWith('.js')) scripts.push(res);
  });
  await logIn(page);
  const countries = page.locator('.leaflet-world-outline-pane path');
  await expect.poll(() => countries.count(), POLL).toBeGreaterThan(100);
  await page.getByText('Natural Earth').waitFor();
  expect(await page.locator('.leaflet-tile').count()).toBe(0);
  const sea = await page.locator('.leaflet-container').evaluate((el) => getComputedStyle(el).backgroundColor);
  expect(sea).toBe('rgb(170, 211, 223)');
  await snap(page, 'served-world-outline');
  // A route's stops are drawn over the outline, not under it. The demo route is opened by its id: it
  // is the route of the day the run's data was made, which is not today when the run crosses midnight
  // in the demo team's zone.
  const { routes } = await apiCall(t.product, Api.listRoutes, { body: {}, token: t.demoToken });
  const demo = routes.find((route) => route.name === 'Philadelphia deliveries');
  expect(demo).toBeDefined();
  await page.goto(`/stops?id=${demo?.id}`);
  await page.getByTestId('stop-row').first().waitFor();
  expect(await countries.count()).toBeGreaterThan(100);
  await snap(page, 'served-world-outline-stops');

  // Every script may be kept a year (its name changes with its content); all but the tiniest came
  // compressed.
  expect(scripts.length).toBeGreaterThan(5);
  let compressed = 0;
  for (const res of scripts) {
    const headers = await res.allHeaders();
    expect(headers['cache-control'], res.url()).toBe('public, max-age=31536000, immutable');
    if (/^(br|gzip)$/.test(headers['content-encoding'] ?? '')) compressed++;
  }
  expect(compressed).toBeGreaterThan(scripts.length / 2);
  const entry = scripts.find((res) => /\/assets\/index-[^/]+\.js$/.test(res.url()));
  expect((await entry?.allHeaders())?.['content-encoding']).toMatch(/^(br|gzip)$/);
  await context.close();
});
