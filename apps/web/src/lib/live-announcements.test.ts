import { RouteStatus } from '@rp/contracts';
import { describe, expect, it } from 'vitest';
import { aPlannedDriverRoute, aRoute, aStop } from '../components/testing/planner-fixtures';
import { formatClockAt, type TTeamClock } from './clock';
import { LiveTexts, routeChangeTexts, seeRoute, seeStops, stopChangeTexts } from './live-announcements';

const us: TTeamClock = { timezone: 'America/New_York', hour_cycle: 12 };
const europe: TTeamClock = { timezone: 'Europe/Warsaw', hour_cycle: 24 };

const anna = aPlannedDriverRoute();
const ben = aPlannedDriverRoute({ vehicle_route_id: 6, driver_id: 8, name: '', email: 'ben@example.com' });
const planned = aRoute({ is_optimized: true, driver_routes: [anna, ben], stops_count: 3 });

const bakery = aStop({ id: 1, name: 'Bakery', vehicle_route_id: 5, position_on_the_route: 1 });
const florist = aStop({ id: 2, name: 'Florist', vehicle_route_id: 5, position_on_the_route: 2 });
const school = aStop({
  id: 3,
  name: '',
  address: '1 Main St',
  vehicle_route_id: 6,
  position_on_the_route: 1,
});

const changes = (before: (typeof bakery)[], after: (typeof bakery)[], route = planned) =>
  stopChangeTexts(seeStops(before, route, null), seeStops(after, route, null));

describe('LiveTexts', () => {
  it('names up to three stops and counts more', () => {
    expect(LiveTexts.stopsAdded(['Bakery'])).toBe('Stop added: Bakery');
    expect(LiveTexts.stopsRemoved(['Bakery', 'Florist'])).toBe('Stops removed: Bakery, Florist');
    expect(LiveTexts.stopsMovedOnMap(['A', 'B', 'C', 'D'])).toBe('4 stops moved on the map');
    expect(LiveTexts.stopsAdded([])).toBe('');
  });

  it('says the optimisation, its failure and an import in a few words', () => {
    expect(LiveTexts.optimised(1, 1)).toBe('Route optimised: 1 stop for 1 driver');
    expect(LiveTexts.optimised(12, 3)).toBe('Route optimised: 12 stops for 3 drivers');
    expect(LiveTexts.optimisationFailed('No road to Camden')).toBe('Optimisation failed: No road to Camden');
    expect(LiveTexts.importDone(25, 0)).toBe('Import done: 25 stops added');
    expect(LiveTexts.importDone(1, 2)).toBe('Import done: 1 stop added, 2 not found');
  });
});

describe('stopChangeTexts', () => {
  it('tells stops added and removed (by name, or address when unnamed)', () => {
    expect(changes([bakery, florist], [bakery, school])).toEqual([
      'Stop added: 1 Main St',
      'Stop removed: Florist',
    ]);
  });

  it('tells a stop dragged to another place on the map', () => {
    expect(changes([bakery], [{ ...bakery, lat: bakery.lat + 0.01 }])).toEqual([
      'Stop moved on the map: Bakery',
    ]);
  });

  it("tells a stop moved to another driver, by the driver's name or email", () => {
    expect(changes([bakery, florist, school], [bakery, florist, { ...school, vehicle_route_id: 5 }])).toEqual(
      ['1 Main St moved to Anna'],
    );
    expect(changes([bakery], [{ ...bakery, vehicle_route_id: 6 }])).toEqual([
      'Bakery moved to ben@example.com',
    ]);
  });

  it("tells a driver's stops put in another order, but not the shift an added stop makes", () => {
    const swapped = [
      { ...bakery, position_on_the_route: 2 },
      { ...florist, position_on_the_route: 1 },
    ];
    expect(changes([bakery, florist], swapped)).toEqual(["Anna's stops reordered"]);
    const first = aStop({ id: 4, name: 'Cafe', vehicle_route_id: 5, position_on_the_route: 1 });
    const shifted = [
      first,
      { ...bakery, position_on_the_route: 2 },
      { ...florist, position_on_the_route: 3 },
    ];
    expect(changes([bakery, florist], shifted)).toEqual(['Stop added: Cafe']);
  });

  it('says nothing of a plan made or dropped (the route says it) or of a reload that changed nothing', () => {
    const unplanned = [bakery, florist].map((s) => ({
      ...s,
      vehicle_route_id: -1,
      position_on_the_route: 999999,
    }));
    expect(changes(unplanned, [bakery, florist])).toEqual([]);
    expect(changes([bakery, florist], unplanned)).toEqual([]);
    expect(changes([bakery, florist], [bakery, florist])).toEqual([]);
  });

  it('keeps the driver a stop had while its new driver route has not loaded yet', () => {
    const before = seeStops([bakery], planned, null);
    const early = seeStops([{ ...bakery, vehicle_route_id: 99 }], planned, before);
    expect(stopChangeTexts(before, early)).toEqual([]);
    const carl = aPlannedDriverRoute({ vehicle_route_id: 99, driver_id: 9, name: 'Carl' });
    const later = seeStops(
      [{ ...bakery, vehicle_route_id: 99 }],
      { ...planned, driver_routes: [carl] },
      early,
    );
    expect(stopChangeTexts(early, later)).toEqual(['Bakery moved to Carl']);
  });
});

describe('routeChangeTexts', () => {
  const open = aRoute({ stops_count: 3 });

  it('tells the route optimised, cancelled, sent and re-planned', () => {
    expect(routeChangeTexts(seeRoute(open), planned, us)).toEqual(['Route optimised: 3 stops for 2 drivers']);
    expect(routeChangeTexts(seeRoute(planned), open, us)).toEqual(['Optimisation cancelled']);
    const sent = { ...planned, sent_at: '2030-01-02T14:00:00.000Z' };
    expect(routeChangeTexts(seeRoute(planned), sent, us)).toEqual(['Route sent to drivers']);
    const replanned = { ...sent, driver_routes: [{ ...anna, vehicle_route_id: 15, distance: 1200 }, ben] };
    expect(routeChangeTexts(seeRoute(sent), replanned, us)).toEqual(['Route re-planned and sent to drivers']);
    const unsentReplan = { ...planned, driver_routes: [{ ...anna, distance: 1500 }, ben] };
    expect(routeChangeTexts(seeRoute(planned), unsentReplan, us)).toEqual(['Route re-planned']);
    expect(routeChangeTexts(seeRoute(sent), sent, us)).toEqual([]);
  });

  it("tells a driver started or finished, at the time on the team's clock", () => {
    const started = '2030-01-02T14:05:00.000Z';
    const finished = '2030-01-02T21:12:00.000Z';
    const onTheWay = {
      ...planned,
      driver_routes: [{ ...anna, route_status: RouteStatus.Started, started_time: started }, ben],
    };
    expect(routeChangeTexts(seeRoute(planned), onTheWay, us)).toEqual([
      `Anna started at ${formatClockAt(started, us)}`,
    ]);
    expect(formatClockAt(started, us)).toBe('9:05 AM');
    const done = {
      ...planned,
      driver_routes: [
        { ...anna, route_status: RouteStatus.Finished, started_time: started, finished_time: finished },
        ben,
      ],
    };
    expect(routeChangeTexts(seeRoute(onTheWay), done, europe)).toEqual(['Anna finished at 22:12']);
  });
});
