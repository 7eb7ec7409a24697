import { DeliveryStatus, type TRoute, type TStop } from '@rp/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AnnouncerProvider } from '../components/Announcer';
import { aRoute, aStop } from '../components/testing/planner-fixtures';
import type { TTeamClock } from './clock';
import { useRouteAnnouncements } from './useRouteAnnouncements';

const clock: TTeamClock = { timezone: 'America/New_York', hour_cycle: 12 };

function RouteNews({ route, stops }: { route?: TRoute; stops?: TStop[] }) {
  useRouteAnnouncements(route, stops, clock);
  return null;
}

const inPlanner = (route?: TRoute, stops?: TStop[]) => (
  <AnnouncerProvider>
    <RouteNews route={route} stops={stops} />
  </AnnouncerProvider>
);
const said = () => screen.getByRole('status').textContent?.trim();

describe('useRouteAnnouncements', () => {
  afterEach(cleanup);
  const bakery = aStop({ id: 1, name: 'Bakery' });
  const route = aRoute({ stops_count: 1 });

  it('says nothing of what was there when the screen opened, nor while loading', () => {
    const view = render(inPlanner());
    view.rerender(inPlanner(route, [bakery]));
    expect(said()).toBe('');
  });

  it('announces a stop added and a delivery made while the screen is open', () => {
    const view = render(inPlanner(route, [bakery]));
    const florist = aStop({ id: 2, name: 'Florist' });
    view.rerender(inPlanner(route, [bakery, florist]));
    expect(said()).toBe('Stop added: Florist');
    view.rerender(inPlanner(route, [{ ...bakery, delivery_status: DeliveryStatus.Delivered }, florist]));
    expect(said()).toBe('Bakery: Delivered');
  });

  it('announces the route optimised when its new load says so', () => {
    const view = render(inPlanner(route, [bakery]));
    view.rerender(inPlanner({ ...route, is_optimized: true }, [bakery]));
    expect(said()).toBe('Route optimised: 1 stop for 0 drivers');
  });
});
