import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Api, Messages } from '@rp/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS_DIR, apiCall, logIn, newPage, POLL, setUpBrowserTests, snap } from '../harness';

const setup = setUpBrowserTests();

const stopsOf = async (routeId: number) =>
  (await apiCall(setup.product, Api.listStops, { params: { routeId }, token: setup.demoToken })).stops;

const routeIdOf = (page: Page) => Number(new URL(page.url()).searchParams.get('id'));

/** Adds a stop through the sidebar's address search, as a dispatcher types it. */
async function addStop(page: Page, text: string, optionName: RegExp, expectedRows: number) {
  await page.getByLabel('Add a stop').fill(text);
  await page.getByRole('option', { name: optionName }).first().click();
  await expect.poll(() => page.getByTestId('stop-row').count()).toBe(expectedRows);
}

/** Presses OK in the generic dialog after checking its text. */
async function answerDialog(page: Page, text: string, button: 'OK' | 'Cancel' = 'OK') {
  const dialog = page.getByRole('dialog').filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('route planning', () => {
  it('plans a route for tomorrow: drivers, stops, stop editing, drag, copy and delete', async () => {
    const { page, context } = await newPage(setup.browser, setup.product);
    await logIn(page);

    // New route for tomorrow, then two drivers.
    await page.getByRole('button', { name: 'New Route' }).click();
    await page.getByText('When will you drive this route?').waitFor();
    await page.getByLabel(/^Tomorrow/).check();
    await page.getByRole('button', { name: 'Create Route' }).click();
    await page.waitForURL('**/drivers_new?id=*');
    const routeId = routeIdOf(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await answerDialog(page, Messages.selectDriversFirst);
    await page.getByLabel(/anna\.driver@/).check();
    await page.getByLabel(/ben\.driver@/).check();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.waitForURL(`**/stops?id=${routeId}`);
    await page.getByTestId('drivers-count').filter({ hasText: 'Drivers: 2' }).waitFor();
    await page.getByRole('button', { name: 'Manage Drivers' }).waitFor();

    // Optimise with fewer than two stops is refused locally.
    await page.getByRole('button', { name: 'Optimize route' }).click();
    await answerDialog(page, Messages.firstAddStops);

    // Five stops by search: towns around Philadelphia and typed coordinates.
    await addStop(page, 'Camden', /^Camden/, 1);
    await page.getByRole('button', { name: 'Optimize route' }).click();
    await answerDialog(page, Messages.addAtLeastTwoStops);
    await addStop(page, 'Cherry Hill', /^Cherry Hill Cherry Hill, New Jersey, US/, 2);
    await addStop(page, 'Norristown', /^Norristown/, 3);
    await addStop(page, 'Media', /^Media Media, Pennsylvania, US/, 4);
    await addStop(page, '39.98, -75.2', /39\.98/, 5);
    await expect.poll(() => page.locator('.rp-stop-marker').count()).toBe(5);
    await page.getByRole('button', { name: 'Send route to driver' }).click();
    await answerDialog(page, Messages.optimizeFirst);
    await snap(page, 'routes-five-stops');

    // Stop editor: a time window and a bad phone -> message, nothing saved.
    const before = (await stopsOf(routeId)).find((s) => s.name === 'Norristown');
    expect(before).toBeDefined();
    // What the page sent, said when the saved stop is not what was typed (a flaky read seen once in CI).
    const stopSaves: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname.includes(`/stop/${routeId}/`))
        stopSaves.push(r.postData() ?? '');
    });
    await page.getByTestId('stop-row').filter({ hasText: 'Norristown' }).click();
    const editor = page.getByRole('region', { name: 'Stop details' });
    await editor.waitFor();
    await editor.getByLabel('Time window start hours').fill('9');
    await editor.getByLabel('Time window end hours').fill('17');
    await editor.getByLabel('Time window end minutes').fill('30');
    await editor.getByLabel('Phone').fill('12345');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText(Messages.invalidPhone).waitFor();
    let saved = (await stopsOf(routeId)).find((s) => s.id === before?.id);
    expect(saved?.time_window_start).toBe(0);
    expect(saved?.recipient_phone_number).toBe('');

    await editor.getByLabel('Phone').fill('+12155550123');
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.getByText('Saved', { exact: true }).waitFor();
    saved = (await stopsOf(routeId)).find((s) => s.id === before?.id);
    expect(saved, `sent: ${stopSaves.join(' | ')}`).toMatchObject({
      time_window_start: 9 * 60,
      time_window_end: 17 * 60 + 30,
      recipient_phone_number: '+12155550123',
    });
    await snap(page, 'routes-stop-editor');

    // Duplicate the stop, then delete the duplicate.
    await editor.getByRole('button', { name: 'Duplicate' }).click();
    await expect.poll(async () => (await stopsOf(routeId)).length).toBe(6);
    await page.getByRole('region', { name: 'Stop details' }).getByText(/^6\. /).waitFor();
    await page.getByRole('region', { name: 'Stop details' }).getByRole('button', { name: 'Delete' }).click();
    await answerDialog(page, Messages.confirmDeleteStop);
    await expect.poll(() => page.getByTestId('stop-row').count()).toBe(5);
    expect((await stopsOf(routeId)).filter((s) => s.name === 'Norristown')).toHaveLength(1);

    // Drag marker 1 (the map shows the whole route when opened) and see it saved after a reload.
    await page.reload();
    // The reloaded page fetches the route and draws its map again: more than a second on a busy machine.
    await expect.poll(() => page.locator('.rp-stop-marker').count(), POLL).toBe(5);
    const first = [...(await stopsOf(routeId))].sort((a, b) => a.sequence - b.sequence)[0];
    const marker = page.locator('.rp-stop-marker', { hasText: /^1$/ });
    const box = await marker.boundingBox();
    if (!box) throw new Error('marker 1 is not on the map');
    const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    for (let i = 1; i <= 10; i++) await page.mouse.move(from.x + i * 8, from.y + i * 5);
    await page.mouse.up();
    await expect
      .poll(async () => (await stopsOf(routeId)).find((s) => s.id === first?.id)?.lng)
      .not.toBe(first?.lng);
    const moved = (await stopsOf(routeId)).find((s) => s.id === first?.id);
    expect(moved?.lat).toBeLessThan(first?.lat ?? 0);
    expect(moved?.lng).toBeGreaterThan(first?.lng ?? 0);
    await page.reload();
    // The reloaded page fetches the route and draws its map again: more than a second on a busy machine.
    await expect.poll(() => page.locator('.rp-stop-marker').count(), POLL).toBe(5);
    const after = await page.locator('.rp-stop-marker', { hasText: /^1$/ }).boundingBox();
    const others = await page.locator('.rp-stop-marker', { hasText: /^2$/ }).boundingBox();
    expect(after && others).toBeTruthy();
    expect((await stopsOf(routeId)).find((s) => s.id === first?.id)?.lng).toBe(moved?.lng);

    // Copy the route in the list, then delete the copy.
    const name = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
    expect(name).toMatch(/^Route \d{4}-\d{2}-\d{2}$/);
    await page.getByRole('button', { name: 'Back to routes' }).click();
    await page.waitForURL('**/routes');
    await page.getByRole('button', { name: 'Get all routes' }).click();
    const ours = page.getByTestId('route-item').filter({ hasText: name });
    await expect.poll(() => ours.count()).toBe(1);
    await page.getByRole('button', { name: `Copy route ${name}`, exact: true }).click();
    await answerDialog(page, Messages.routeCopied);
    await expect.poll(() => ours.count()).toBe(2);
    const copyName = `${name} (copy)`;
    await page.getByRole('button', { name: `Delete route ${copyName}`, exact: true }).click();
    await answerDialog(page, Messages.confirmDeleteRouteNamed(copyName));
    await expect.poll(() => ours.count()).toBe(1);
    await ours.first().getByRole('link', { name, exact: true }).waitFor();
    await snap(page, 'routes-list');
    await context.close();
  });

  it('loads and draws a 500-stop route', async () => {
    const created = await apiCall(setup.product, Api.saveRoute, {
      body: { name: 'Big route', desc: '500 stops', planned_on: '2030-01-02' },
      token: setup.demoToken,
    });
    const routeId = created.id;
    // 500 stops in a 40 km box around Philadelphia, placed on a deterministic grid with jitter, added
    // in one import call (the data is not under test; 500 single saves are minutes on a busy machine).
    const rows = Array.from({ length: 500 }, (_, i) => [
      `Stop ${i + 1}`,
      `Test address ${i + 1}`,
      String(39.8 + (Math.floor(i / 25) / 25) * 0.35 + ((i * 7919) % 100) / 40000),
      String(-75.4 + ((i % 25) / 25) * 0.45 + ((i * 104729) % 100) / 40000),
    ]);
    const imported = await apiCall(setup.product, Api.batchGeocode, {
      body: {
        route_id: routeId,
        values: rows,
        columnConfig: { name: 0, address: 1, city: -1, postcode: -1, latitude: 2, longitude: 3 },
      },
      token: setup.demoToken,
    });
    expect(imported).toMatchObject({ err: 0, failed: [] });
    const apiStart = performance.now();
    const stops = await stopsOf(routeId);
    const apiMs = performance.now() - apiStart;
    expect(stops).toHaveLength(500);

    const { page, context } = await newPage(setup.browser, setup.product);
    await logIn(page);
    // Long tasks are watched from here: the app is loaded, the dispatcher opens the route in it.
    await page.evaluate(() => {
      const w = window as unknown as { longTasks: number[] };
      w.longTasks = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.longTasks.push(e.duration);
      }).observe({ type: 'longtask' });
    });
    const openStart = performance.now();
    await page.evaluate((id) => {
      history.pushState({}, '', `/stops?id=${id}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, routeId);
    await expect.poll(() => page.getByTestId('stop-row').count(), { timeout: 30_000 }).toBe(500);
    const rowsMs = performance.now() - openStart;
    await expect.poll(() => page.locator('.rp-stop-marker').count(), { timeout: 30_000 }).toBe(500);
    const openMs = performance.now() - openStart;
    const browserApiMs = await page.evaluate(() => {
      const entry = performance
        .getEntriesByType('resource')
        .find((e) => /\/api\/stops\/\d+\/$/.test(e.name)) as PerformanceResourceTiming | undefined;
      return entry ? entry.responseEnd - entry.startTime : -1;
    });
    // Zoom in and out once: the map's own animation plus marker updates.
    const zoomMs = await page.evaluate(async () => {
      const zoomIn = document.querySelector<HTMLElement>('.leaflet-control-zoom-in');
      const zoomOut = document.querySelector<HTMLElement>('.leaflet-control-zoom-out');
      const t0 = performance.now();
      const settle = () => new Promise((r) => setTimeout(r, 300));
      zoomIn?.click();
      await settle();
      zoomOut?.click();
      await settle();
      return performance.now() - t0 - 600;
    });
    // A row scrolled to stays where it is: rows that size themselves only once seen would move the
    // list under the pointer between press and release, and the click would miss.
    const rowTops = await page
      .getByTestId('stop-row')
      .nth(250)
      .evaluate(async (row) => {
        row.scrollIntoView({ block: 'center' });
        const tops: number[] = [];
        for (let frame = 0; frame < 6; frame++) {
          tops.push(Math.round(row.getBoundingClientRect().top));
          await new Promise(requestAnimationFrame);
        }
        return tops;
      });
    expect(new Set(rowTops).size, `the row's top over six frames: ${rowTops.join(', ')}`).toBe(1);
    // Click a stop in the middle: map focus, then the editor after its 500 ms.
    const clickStart = performance.now();
    await page.getByTestId('stop-row').nth(250).click();
    await page.getByRole('region', { name: 'Stop details' }).waitFor();
    const editorMs = performance.now() - clickStart;
    const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
    await snap(page, 'routes-500-stops');
    const figures = {
      stops: 500,
      apiFromNodeMs: Math.round(apiMs),
      apiInBrowserMs: Math.round(browserApiMs),
      openToAllRowsMs: Math.round(rowsMs),
      openToAllRowsAndMarkersMs: Math.round(openMs),
      zoomInOutOverheadMs: Math.round(zoomMs),
      clickToEditorMs: Math.round(editorMs),
      longTasksMs: longTasks.map(Math.round),
    };
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    writeFileSync(path.join(ARTIFACTS_DIR, 'routes-500-stops.json'), `${JSON.stringify(figures, null, 2)}\n`);
    // The timings are measurements for people (printed and in e2e/artifacts), not pass marks: a busy machine
    // is slower. What must hold is checked above: every row and every marker is drawn.
    console.log('500-stop route:', figures);
    await context.close();
  });
});
