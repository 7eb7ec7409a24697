import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Api, dayIn, formatClockMinutes, Messages, minutesOfDayIn } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readPdf } from '../../apps/server/src/test/pdf-text';
import { DRIVER_LOGIN, driverLogIn, makePng, phonePage, sendRouteToAnna } from '../driver-helpers';
import { apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const t = setUpBrowserTests();

/** A zone far from the machine's and the demo team's (New York), read on a 24-hour clock. */
const ZONE = 'Asia/Tokyo';
const PNG = `data:image/png;base64,${makePng().toString('base64')}`;

/** A moment as 'HH:mm' in the zone: what a 24-hour team reads. */
const clockIn = (zone: string, at: number): string =>
  formatClockMinutes(minutesOfDayIn(zone, new Date(at)), 24);

/** A route for today in the team's zone with stops around Philadelphia (each with a barcode), Anna its only driver. */
const routeForAnna = (name: string, stops: string[], startTime: number, isSent: boolean) =>
  sendRouteToAnna(t.product, t.demoToken, stops, {
    name,
    plannedOn: dayIn(ZONE, new Date()),
    startTime,
    stopExtras: (i) => ({ order_info_products_barcodes: `BC-${i + 1}` }),
    isOptimised: isSent,
    isSent,
  });

async function answerDialog(page: Page, text: string) {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'OK' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('times as clocks', () => {
  it('reads every time on the clock and zone chosen in Preferences: planner arrivals and the driver app', async () => {
    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    await page.goto('/preferences');
    const zone = page.getByLabel('Time zone');
    await expect.poll(() => zone.inputValue(), POLL).toBe('America/New_York');
    // A US team reads a 12-hour clock until it chooses another.
    expect(await page.getByRole('radio', { name: '12-hour (4:30 PM)' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: '24-hour (16:30)' }).check();
    await zone.fill('Tokyo');
    await page.getByRole('option', { name: ZONE }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Preferences have been saved').waitFor();
    await snap(page, 'clocks-preferences');

    const { routeId } = await routeForAnna('Clock day', ['Bakery', 'Florist', 'Butcher'], 9 * 60, false);
    await page.goto(`/stops?id=${routeId}`);
    await expect.poll(() => page.getByTestId('stop-row').count(), POLL).toBe(3);
    await page.getByRole('button', { name: 'Optimize route' }).click();
    await answerDialog(page, Messages.optimized);
    const arrivals = page.getByTestId('stop-arrival');
    await expect.poll(() => arrivals.count(), POLL).toBe(3);
    const shown = await arrivals.allTextContents();
    // The plan starts at 09:00 and the stops are minutes apart: 24-hour times, in visiting order.
    for (const time of shown) expect(time).toMatch(/^09:\d{2}$/);
    expect([...shown].sort()).toEqual(shown);
    await page
      .getByTestId('driver-route-panel')
      .getByText(/09:00–\d{2}:\d{2}/)
      .waitFor();
    await snap(page, 'clocks-planner-arrivals');

    await page.getByRole('button', { name: 'Send route to driver' }).click();
    await answerDialog(page, Messages.routeSent);
    const firstStop = (await page.getByTestId('stop-row').first().locator('.name').textContent()) ?? '';

    const phone = await phonePage(t.browser, t.product);
    await driverLogIn(phone.page);
    await phone.page.getByRole('link', { name: /Clock day/ }).click();
    const card = phone.page.getByRole('region', { name: new RegExp(`^Stop 1: ${firstStop}`) });
    await card.getByText(`Arrival: ${shown[0]}`).waitFor();
    await phone.page.getByRole('button', { name: 'Start route' }).click();
    const status = phone.page.getByTestId('driver-route-status');
    await expect.poll(() => status.textContent(), POLL).toMatch(/^Started \d{2}:\d{2}$/);
    expect(await status.textContent()).not.toMatch(/AM|PM/);
    await snap(phone.page, 'clocks-driver-app');
    await phone.context.close();
    await context.close();
  });

  it('prints the report of a day that happened with the clock time, note, code, photo and signature', async () => {
    await apiCall(t.product, Api.saveTeamPreferences, {
      body: { timezone: ZONE, hourCycle: 24 },
      token: t.demoToken,
    });
    // Start 'now': the report says when the plan started, not 'now' or '+48 min'.
    const { routeId, stops } = await routeForAnna('Clock report', ['Bakery', 'Florist'], 0, true);
    const bakery = stops.find((s) => s.name === 'Bakery');
    if (!bakery) throw new Error('no Bakery');
    const driverToken = (await apiCall(t.product, Api.login, { body: DRIVER_LOGIN })).token;
    const vehicleRouteId = bakery.vehicle_route_id;
    const takenAt = Date.now();
    const as = { params: { vehicleRouteId }, token: driverToken };
    await apiCall(t.product, Api.setDriverRouteStatus, {
      ...as,
      body: { client_id: randomUUID(), route_status: 1, taken_at: takenAt },
    });
    await apiCall(t.product, Api.saveStopDelivery, {
      ...as,
      body: {
        client_id: randomUUID(),
        stop_id: bakery.id,
        delivery_status: 1,
        proof_of_delivery_note: 'Left with the porter',
        order_info_products_barcodes_scanned: 'BC-1',
        taken_at: takenAt,
      },
    });
    for (const kind of ['photo', 'signature'] as const) {
      await apiCall(t.product, Api.saveStopProof, {
        ...as,
        body: { client_id: randomUUID(), stop_id: bakery.id, kind, image: PNG, taken_at: takenAt },
      });
    }

    const { page, context } = await newPage(t.browser, t.product);
    await logIn(page);
    await page.goto(`/stops?id=${routeId}`);
    await page.getByTestId('stop-row').filter({ hasText: 'Bakery' }).getByText('✓ Delivered').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Generate report of Clock report' }).click(),
    ]);
    const bytes = readFileSync(await download.path());
    const pages = (await readPdf(bytes)).pages.map((p) => p.text);
    const all = pages.join(' ');
    const doneAt = clockIn(ZONE, takenAt);
    expect(all).toContain(`Delivered ${doneAt}`);
    expect(all).toContain(`Started ${doneAt}`);
    expect(all).not.toMatch(/Start time\s+now/);
    expect(all).not.toMatch(/\+\d+ min/);
    const proofPage = pages.at(-1) ?? '';
    expect(proofPage).toContain('Proof of delivery');
    expect(proofPage).toContain('Note: Left with the porter');
    expect(proofPage).toContain('Scanned codes: BC-1');
    // The photo and the signature are pictures in the PDF.
    expect(bytes.toString('latin1').match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(2);
    await context.close();
  });
});
