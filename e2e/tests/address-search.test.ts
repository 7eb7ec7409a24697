import { Api } from '@rp/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeService, type TFakeService } from '../../apps/server/src/modules/geo/geo-test-server';
import {
  apiCall,
  DEMO_LOGIN,
  launchBrowser,
  logIn,
  newPage,
  POLL,
  startProduct,
  type TProduct,
} from '../harness';

/** Two towns as Pelias describes them (GeoJSON features, coordinates as [lng, lat]). */
const TOWNS: Record<string, { coordinates: [number, number]; label: string }> = {
  radom: { coordinates: [21.1471, 51.4027], label: 'Radom, Masovian Voivodeship, Poland' },
  płock: { coordinates: [19.7064, 52.5463], label: 'Płock, Masovian Voivodeship, Poland' },
};

/**
 * A slow Pelias: every answer waits 1.5 s and the answer for Płock 3 s, longer than the debounce,
 * so a later search is still on its way while the earlier place could be picked.
 */
function slowPelias(url: URL) {
  const text = (url.searchParams.get('text') ?? '').trim().toLowerCase();
  const town = TOWNS[text];
  const features = town
    ? [
        {
          type: 'Feature',
          geometry: { type: 'Point', coordinates: town.coordinates },
          properties: {
            name: town.label.split(',')[0],
            label: town.label,
            locality: town.label.split(',')[0],
            country: 'Poland',
            country_a: 'POL',
          },
        },
      ]
    : [];
  return { body: { type: 'FeatureCollection', features }, delayMs: text === 'płock' ? 3000 : 1500 };
}

let geocoder: TFakeService;
let product: TProduct;
let browser: Browser;
let token: string;

beforeAll(async () => {
  geocoder = await startFakeService(slowPelias);
  product = await startProduct({
    GEOCODER: 'pelias',
    GEOCODER_URL: geocoder.url,
    GEOCODER_TIMEOUT_MS: '60000',
  });
  browser = await launchBrowser();
  token = (await apiCall(product, Api.login, { body: DEMO_LOGIN })).token;
});
afterAll(async () => {
  await browser?.close();
  await product?.stop();
  await geocoder?.close();
});

async function openNewRoute(page: Page, name: string): Promise<number> {
  const { id } = await apiCall(product, Api.saveRoute, {
    body: { name, desc: '', planned_on: '2030-05-06' },
    token,
  });
  await logIn(page);
  await page.goto(`/stops?id=${id}`);
  await page.getByRole('heading', { level: 1, name }).waitFor();
  return id;
}

/** Types into a search and clicks the first option the moment one is listed, as a hurried person does. */
async function typeAndPickFirst(page: Page, field: string, text: string) {
  await page.getByRole('combobox', { name: field }).fill(text);
  await page.getByRole('option').first().click();
}

const namesOfStops = async (routeId: number) =>
  (await apiCall(product, Api.listStops, { params: { routeId }, token })).stops
    .sort((a, b) => a.sequence - b.sequence)
    .map((s) => s.name);

it('adds the place typed last, never the previous search result, while the geocoder is slow', async () => {
  const { page, context } = await newPage(browser, product);
  const routeId = await openNewRoute(page, 'Two towns');

  await typeAndPickFirst(page, 'Add a stop', 'Radom');
  // Straight on to the next town, without waiting for Radom to show in the list.
  await typeAndPickFirst(page, 'Add a stop', 'Płock');

  await expect
    .poll(() => page.getByTestId('stop-row').allTextContents(), POLL)
    .toEqual([expect.stringContaining('Radom'), expect.stringContaining('Płock')]);
  expect(await namesOfStops(routeId)).toEqual(['Radom', 'Płock']);
  await context.close();
});

it('sets the start location to the town typed last after changing one’s mind mid-search', async () => {
  const { page, context } = await newPage(browser, product);
  const routeId = await openNewRoute(page, 'New start');

  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Start and end of the route' });
  await dialog.waitFor();
  const start = dialog.getByRole('combobox', { name: 'Start location' });
  await start.fill('Radom');
  await page.getByRole('option', { name: /Radom/ }).waitFor();
  await typeAndPickFirst(page, 'Start location', 'Płock');
  expect(await start.inputValue()).toBe(TOWNS.płock.label);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });

  const { route } = await apiCall(product, Api.getRoute, { params: { routeId }, token });
  expect(route.start_point_address).toBe(TOWNS.płock.label);
  expect(route.start_point_lat).toBeCloseTo(52.5463, 4);
  await context.close();
});
