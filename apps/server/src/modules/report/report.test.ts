import { Api, DistanceUnit, ReportTexts, Role } from '@rp/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RateLimits } from '../../core/rate-limits.js';
import { callApi } from '../../test/api-call.js';
import {
  newClientId,
  sentDriverDay,
  startRoute,
  type TDriverDay,
  TEST_NOW,
} from '../../test/driver-helpers.js';
import { readPdf } from '../../test/pdf-text.js';
import { imageDataUrl, testImage } from '../../test/proof-images.js';
import {
  createAppWithTeams,
  createRoute,
  insertStops,
  markOptimized,
  newMember,
  setTeamCountry,
  type TTestTeam,
} from '../../test/routes-helpers.js';
import { call, freshClientAddress, type TTestApp } from '../../test/test-app.js';
import { rowsPerPage } from './pdf/pdf-layout.js';

let t: TTestApp;
let team: TTestTeam;
let other: TTestTeam;

beforeAll(async () => {
  ({ t, team, other } = await createAppWithTeams());
});
afterAll(() => t.close());

const getReport = (routeId: number | string, token?: string, query = '') =>
  call(t.app, 'GET', `/get_route_report/${routeId}/${query}`, token ? { token } : {});

/** A route of the team with stops whose texts need more than ASCII. */
async function routeWithPolishGermanFrenchStops(): Promise<number> {
  const routeId = await createRoute(t, team.token, {
    planned_on: '2025-06-03',
    name: 'Łódź / Köln "Crème" tour',
  });
  await t.deps.db
    .insertInto('stops')
    .values([
      {
        route_id: routeId,
        sequence: 0,
        name: 'Bäckerei',
        address: 'Hauptstraße 5, Köln',
        lat: 50.94,
        lng: 6.96,
        recipient_name: 'Zażółć gęślą jaźń',
        recipient_phone_number: '+48123456789',
        note: 'Crème brûlée, fragile',
        time_window_start: 9 * 60,
        time_window_end: 12 * 60 + 30,
        order_info_package_count: 3,
      },
      {
        route_id: routeId,
        sequence: 1,
        name: 'Café',
        address: 'Rue de l’Église 2, Lille',
        lat: 50.63,
        lng: 3.06,
      },
    ])
    .execute();
  return routeId;
}

describe('GET /get_route_report/{routeId}/', () => {
  it('answers a PDF named after the route, with the stops in Polish, German and French letters', async () => {
    const routeId = await routeWithPolishGermanFrenchStops();
    const res = await getReport(routeId, team.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="??d? _ K?ln _Cr?me_ tour.pdf"; filename*=UTF-8''%C5%81%C3%B3d%C5%BA%20_%20K%C3%B6ln%20_Cr%C3%A8me_%20tour.pdf`,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const pdf = await readPdf(res.rawPayload);
    const all = pdf.pages.map((p) => p.text).join(' ');
    for (const text of [
      'Łódź / Köln "Crème" tour',
      '2025-06-03',
      'Hauptstraße 5, Köln',
      'Zażółć gęślą jaźń',
      'Crème brûlée, fragile',
      '09:00–12:30',
      '+48123456789',
      'Rue de l’Église 2, Lille',
    ]) {
      expect(all).toContain(text);
    }
    // The summary page, then one table page for the not optimised list.
    expect(pdf.pages).toHaveLength(2);
  });

  it("prints an optimised route's totals on its summary page, and its stops on the next", async () => {
    await t.deps.db
      .updateTable('teams')
      .set({ distance_unit: DistanceUnit.Km })
      .where('id', '=', team.teamId)
      .execute();
    const routeId = await createRoute(t, team.token, { planned_on: '2025-06-05', name: 'Totals day' });
    await insertStops(t, routeId, 3);
    const driverRouteId = await markOptimized(t, routeId, team.userId);
    await t.deps.db
      .updateTable('stops')
      .set((eb) => ({ vehicle_route_id: driverRouteId, position_on_the_route: eb('sequence', '+', 1) }))
      .where('route_id', '=', routeId)
      .execute();
    await t.deps.db
      .updateTable('routes')
      .set({ distance: 12_345, duration_travel: 3_000, duration_total: 4_260 })
      .where('id', '=', routeId)
      .execute();
    const res = await getReport(routeId, team.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    expect(pdf.pages).toHaveLength(2);
    // pdf.js gives the gap between a label and its value as an empty item: one space is one gap.
    const [summary, table] = pdf.pages.map((p) => p.text.replace(/\s+/g, ' '));
    for (const text of [
      'Totals day',
      `${ReportTexts.plannedDate} 2025-06-05`,
      `${ReportTexts.stops} 3`,
      `${ReportTexts.distance} 13 km`,
      `${ReportTexts.drivingTime} 50 min`,
      `${ReportTexts.totalTime} 1 h 11 min`,
      `${ReportTexts.drivers} 1`,
      `${ReportTexts.deliveredFailedPending} 0 / 0 / 3`,
      `${ReportTexts.optimised} ${ReportTexts.yes}`,
    ]) {
      expect(summary).toContain(text);
    }
    for (const address of ['1 Market St', '2 Market St', '3 Market St']) expect(table).toContain(address);
    expect(table).toContain(ReportTexts.page(2, 2));
  });

  it('prints a 500-stop route on as many pages as its rows need, each with the column headers', async () => {
    const routeId = await createRoute(t, team.token, { planned_on: '2025-06-04', name: 'Big day' });
    await insertStops(t, routeId, 500);
    const driverRouteId = await markOptimized(t, routeId, team.userId);
    await t.deps.db
      .updateTable('stops')
      .set((eb) => ({ vehicle_route_id: driverRouteId, position_on_the_route: eb('sequence', '+', 1) }))
      .where('route_id', '=', routeId)
      .execute();
    const res = await getReport(routeId, team.token, '?paper=a4');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pdf = await readPdf(res.rawPayload);
    const perPage = rowsPerPage('a4');
    expect(perPage).toBeGreaterThanOrEqual(15);
    const tablePages = Math.ceil(500 / perPage);
    expect(pdf.pages).toHaveLength(1 + tablePages);
    const withHeaders = pdf.pages.filter((p) => p.text.includes('Stop and address'));
    expect(withHeaders).toHaveLength(tablePages);
    expect(pdf.pages.at(-1)?.text).toContain('500 Market St');
    expect(pdf.pages.at(-1)?.text).toContain(`Page ${1 + tablePages} of ${1 + tablePages}`);
  });

  it('prints on A4 or Letter as asked, and on Letter for a US team by default', async () => {
    const routeId = await routeWithPolishGermanFrenchStops();
    const sizeOf = async (query: string) => {
      const res = await getReport(routeId, team.token, query);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const first = (await readPdf(res.rawPayload)).pages[0];
      return [Math.round(first?.width ?? 0), Math.round(first?.height ?? 0)];
    };
    expect(await sizeOf('?paper=a4')).toEqual([842, 595]);
    expect(await sizeOf('?paper=letter')).toEqual([792, 612]);
    await setTeamCountry(t, team.teamId, 'DE');
    expect(await sizeOf('')).toEqual([842, 595]);
    await setTeamCountry(t, team.teamId, 'US');
    expect(await sizeOf('')).toEqual([792, 612]);
  });

  it('refuses no session (401), another team (404), a bad id or paper (400)', async () => {
    const routeId = await createRoute(t, team.token);
    expect((await getReport(routeId)).statusCode).toBe(401);
    expect((await getReport(routeId, other.token)).statusCode).toBe(404);
    expect((await getReport(routeId + 100000, team.token)).statusCode).toBe(404);
    expect((await getReport('abc', team.token)).statusCode).toBe(400);
    expect((await getReport(routeId, team.token, '?paper=a3')).statusCode).toBe(400);
  });
});

describe('the report limit', () => {
  it('answers 429 past the per-address limit, counting requests before they are checked', async () => {
    const remoteAddress = freshClientAddress();
    const routeId = await createRoute(t, team.token);
    const { max } = RateLimits.routeReport.perAddress;
    for (let i = 0; i < max; i++) {
      const res = await call(t.app, 'GET', `/get_route_report/${routeId}/`, { remoteAddress });
      expect(res.statusCode).toBe(401);
    }
    const over = await call(t.app, 'GET', `/get_route_report/${routeId}/`, {
      token: team.token,
      remoteAddress,
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});

describe('the report a driver-only member gets', () => {
  let day: TDriverDay;
  beforeAll(async () => {
    day = await sentDriverDay(t);
  });

  it('holds only the driver route they drive', async () => {
    const res = await getReport(day.routeId, day.anna.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const all = (await readPdf(res.rawPayload)).pages.map((p) => p.text).join(' ');
    expect(all).toContain('Anna 1 recipient');
    expect(all).not.toContain('Ben 1 recipient');
    const dispatcher = await readPdf((await getReport(day.routeId, day.team.token)).rawPayload);
    expect(dispatcher.pages.map((p) => p.text).join(' ')).toContain('Ben 1 recipient');
  });

  it("answers 404 to a driver of the team who isn't on the route", async () => {
    const stranger = await newMember(t, day.team.teamId, Role.Driver, 'Stranger');
    expect((await getReport(day.routeId, stranger.token)).statusCode).toBe(404);
  });
});

describe('the report of a day that happened', () => {
  it("shows each done stop's time on the team's clock, the note, the codes and the pictures", async () => {
    const day = await sentDriverDay(t);
    await t.deps.db
      .updateTable('teams')
      .set({ timezone: 'America/New_York', hour_cycle: 12 })
      .where('id', '=', day.team.teamId)
      .execute();
    await startRoute(t, day.anna.token, day.annaRoute);
    const [stopId] = day.annaStops;
    const delivered = await callApi(t, Api.saveStopDelivery, {
      token: day.anna.token,
      params: { vehicleRouteId: day.annaRoute },
      body: {
        client_id: newClientId(),
        stop_id: stopId ?? 0,
        delivery_status: 1,
        proof_of_delivery_note: 'Left at the back door',
        order_info_products_barcodes_scanned: 'A1',
        taken_at: TEST_NOW.getTime(),
      },
    });
    expect(delivered.status, delivered.body).toBe(200);
    for (const [kind, format] of [
      ['photo', 'jpeg'],
      ['signature', 'png'],
    ] as const) {
      const proof = await callApi(t, Api.saveStopProof, {
        token: day.anna.token,
        params: { vehicleRouteId: day.annaRoute },
        body: {
          client_id: newClientId(),
          stop_id: stopId ?? 0,
          kind,
          image: imageDataUrl(`image/${format}`, await testImage(format)),
          taken_at: TEST_NOW.getTime(),
        },
      });
      expect(proof.status, proof.body).toBe(200);
    }

    const res = await getReport(day.routeId, day.team.token);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const pages = (await readPdf(res.rawPayload)).pages.map((p) => p.text);
    const all = pages.join(' ');
    // 10:00 UTC is 6:00 AM in New York; the route started then too.
    expect(all).toContain('Delivered 6:00 AM');
    expect(all).toContain('Started 6:00 AM');
    const proofPage = pages.at(-1) ?? '';
    expect(proofPage).toContain('Proof of delivery');
    expect(proofPage).toContain('Note: Left at the back door');
    expect(proofPage).toContain('Scanned codes: A1');
    // The photo, the signature and the signature's transparency (a soft mask is an image of its own).
    expect(res.rawPayload.toString('latin1').match(/\/Subtype \/Image/g)).toHaveLength(3);
  });
});
