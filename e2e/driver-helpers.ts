import { crc32, deflateSync } from 'node:zlib';
import { Api, dayIn, minutesOfDayIn, type TSaveStop, type TStop } from '@rp/contracts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiCall, DEMO_LOGIN, PAGE_TIMEOUT_MS, type TProduct } from './harness';
import { watchPage } from './page-log';

/** The demo team's first driver (seeded with the demo password). */
export const DRIVER_LOGIN = { email: 'anna.driver@routeplanner.local', password: DEMO_LOGIN.password };
export const TEAM_TIME_ZONE = 'America/New_York';

/** Today's date in the demo team's time zone (the driver app's default day). */
export const todayInTeam = (): string => dayIn(TEAM_TIME_ZONE, new Date());

/** Minutes since midnight in the team's time zone of a moment (as the server stamps delivered_at). */
export const minutesInTeam = (at: number): number => minutesOfDayIn(TEAM_TIME_ZONE, new Date(at));

export interface TSentRoute {
  routeId: number;
  stops: TStop[];
}

/** How a test's route for Anna differs from the usual one; every field is optional. */
export interface TAnnaRouteOptions {
  name?: string;
  /** The route's day, 'YYYY-MM-DD' (default: today in the demo team's zone). */
  plannedOn?: string;
  /** The plan's start, minutes since midnight (default: the server's). */
  startTime?: number;
  /** Degrees of latitude from one stop to the next, and from the centre to the first (longitude 1.2×); 0.01 by default. */
  spacing?: number;
  /** Fields one stop has besides its name and place, by its index (default: a phone number and a barcode). */
  stopExtras?: (index: number) => Partial<TSaveStop>;
  /** Optimised through the API (default true); false leaves the drivers chosen and the rest to the test. */
  isOptimised?: boolean;
  /** Sent to Anna after optimising (default true). */
  isSent?: boolean;
}

const phoneAndBarcode = (index: number): Partial<TSaveStop> => ({
  recipient_phone_number: '+12155550100',
  order_info_products_barcodes: `BC-${index + 1}`,
});

/**
 * A route for today with `names.length` stops around Philadelphia, Anna its only driver,
 * optimised and (unless `isSent` is false) sent, as a dispatcher would do it (through the API: not what these tests are about).
 * Pass options instead of a name for another day, start, spacing, stop fields, or a route left unoptimised.
 */
export async function sendRouteToAnna(
  product: TProduct,
  token: string,
  names: string[],
  nameOrOptions: string | TAnnaRouteOptions = 'Driver day',
  isSent = true,
): Promise<TSentRoute> {
  const options = typeof nameOrOptions === 'string' ? { name: nameOrOptions, isSent } : nameOrOptions;
  const spacing = options.spacing ?? 0.01;
  const stopExtras = options.stopExtras ?? phoneAndBarcode;
  const { id } = await apiCall(product, Api.saveRoute, {
    body: {
      name: options.name ?? 'Driver day',
      desc: '',
      planned_on: options.plannedOn ?? todayInTeam(),
      ...(options.startTime === undefined ? {} : { start_time: options.startTime }),
    },
    token,
  });
  for (const [i, stopName] of names.entries()) {
    await apiCall(product, Api.saveStop, {
      params: { routeId: id },
      body: {
        name: stopName,
        address: `${stopName}, Philadelphia`,
        note: '',
        lat: 39.9526 + spacing * (i + 1),
        lng: -75.1652 + 1.2 * spacing * (i + 1),
        ...stopExtras(i),
      },
      token,
    });
  }
  const team = await apiCall(product, Api.teamRoute, { params: { routeId: id }, token });
  const anna = team.team.find((m) => m.email === DRIVER_LOGIN.email);
  if (!anna) throw new Error('the demo team has no Anna');
  await apiCall(product, Api.saveDrivers, { body: { route_id: id, drivers: [anna.id] }, token });
  if (options.isOptimised ?? true) {
    await apiCall(product, Api.optimize, { body: { route_id: id, is_route_optimization: true }, token });
    if (options.isSent ?? true) await apiCall(product, Api.sendToDrivers, { body: { route_id: id }, token });
  }
  const { stops } = await apiCall(product, Api.listStops, { params: { routeId: id }, token });
  return { routeId: id, stops };
}

/** A phone-sized browser context on the product. */
export async function phonePage(
  browser: Browser,
  product: TProduct,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: product.url, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  page.setDefaultTimeout(PAGE_TIMEOUT_MS);
  await watchPage(page, 'phone');
  return { context, page };
}

/** Signs in to the driver app at /driver. */
export async function driverLogIn(page: Page, login = DRIVER_LOGIN): Promise<void> {
  await page.goto('/driver');
  await page.getByLabel('Email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Your routes' }).waitFor();
}

/** Actions still in the phone's outbox (IndexedDB), read in the page. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('rp-driver');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox').objectStore('outbox').count();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

/** A small PNG picture (a colour gradient), as a phone camera would hand the page a file. */
export function makePng(width = 64, height = 48): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([x * 4, y * 5, 160], y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
