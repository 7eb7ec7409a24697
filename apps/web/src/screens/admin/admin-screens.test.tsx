import { ADMIN_PAGE_SIZE, AdminMessages, type TAdminRoute, type TAdminTeam } from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../../auth/guards';
import { session } from '../../auth/session';
import { fakeApi, marker, renderScreen, type TFetchCall } from '../../components/testing/render';
import { anAdminTeam } from '../../components/testing/team-fixtures';
import { todayDay } from '../../lib/dates';
import { AdminFrame } from './AdminLayout';
import { AdminRoutesScreen } from './AdminRoutesScreen';
import { AdminTeamsScreen } from './AdminTeamsScreen';

const aTeam = (id: number, over: Partial<TAdminTeam> = {}): TAdminTeam =>
  anAdminTeam({
    id,
    name: `Team ${id}`,
    users: [{ id: id * 10, email: `owner${id}@example.com`, name: '', role: 3 }],
    ...over,
  });

const aRoute = (id: number): TAdminRoute => ({
  id,
  name: `Route ${id}`,
  planned_on: '2026-11-24',
  team_id: 7,
  team_name: 'Seven',
  stop_count: 3,
  driver_count: 1,
  is_optimized: false,
  sent_at: null,
  created_at: '2026-11-21T00:00:00.000Z',
});

/** Teams numbered down from `total`, the server's page of them, as /teams2/ answers. */
function teamsPage(page: number, total: number, manual: Record<number, string | null>) {
  const ids = Array.from({ length: total }, (_, i) => total - i).slice(
    (page - 1) * ADMIN_PAGE_SIZE,
    page * ADMIN_PAGE_SIZE,
  );
  return {
    teams: ids.map((id) => aTeam(id, { plan_active_to_date_manual: manual[id] ?? null })),
    billing: 'test' as const,
    total,
    page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

const bodyOf = (c: TFetchCall) => c.body as Record<string, unknown>;
const callsTo = (calls: TFetchCall[], path: string) => calls.filter((c) => c.url === `/api${path}`);

let api: ReturnType<typeof fakeApi>;
/** The manual active-to dates the fake server holds, by team id. */
let manual: Record<number, string | null>;

beforeEach(() => {
  localStorage.clear();
  session.save({
    token: 'tok',
    username: 'op@example.com',
    team: 'Ops',
    user_data: { countryCode: 'US', distanceUnit: 1, latitude: 0, longitude: 0 },
  });
  manual = {};
  api = fakeApi((call) => {
    const body = bodyOf(call);
    switch (call.url) {
      case '/api/teams2/':
        return teamsPage(Number(body.page ?? 1), 45, manual);
      case '/api/save-team2/': {
        const id = Number(body.team_id);
        manual[id] = body.to_date ? `${String(body.to_date)}T23:59:59.999Z` : null;
        return {
          success: true,
          team: aTeam(id, { plan_active_to_date_manual: manual[id] ?? null }),
          billing: 'test',
        };
      }
      case '/api/routes2/':
        return {
          routes:
            Number(body.page) === 2 ? [aRoute(21)] : Array.from({ length: 20 }, (_, i) => aRoute(i + 1)),
          total: 21,
          page: Number(body.page),
          page_size: ADMIN_PAGE_SIZE,
        };
      default:
        return { status: 404, body: { success: false, err: -1, message: 'Not found' } };
    }
  });
});
afterEach(() => {
  cleanup();
  api.restore();
});

describe('AdminTeamsScreen', () => {
  const show = () =>
    renderScreen(
      <AdminFrame>
        <AdminTeamsScreen />
      </AdminFrame>,
      { path: '/admin-teams' },
    );

  it('shows the first 20 teams of the total and asks the server for the next page', async () => {
    show();
    expect(await screen.findByTestId('team-45')).toBeTruthy();
    expect(screen.getAllByRole('row', { name: /owner\d+@example\.com/ })).toHaveLength(ADMIN_PAGE_SIZE);
    expect(screen.getByText(`1–${ADMIN_PAGE_SIZE} of 45`)).toBeTruthy();
    expect(bodyOf(callsTo(api.calls, '/teams2/')[0] as TFetchCall)).toEqual({ page: 1 });

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByTestId('team-25')).toBeTruthy();
    expect(bodyOf(callsTo(api.calls, '/teams2/').at(-1) as TFetchCall)).toEqual({ page: 2 });
    expect(screen.queryByTestId('team-45')).toBeNull();
  });

  it('searches on the server by name or e-mail, from the first page', async () => {
    show();
    await screen.findByTestId('team-45');
    fireEvent.change(screen.getByLabelText('Search name or e-mail'), { target: { value: ' owner3@ ' } });
    await waitFor(() =>
      expect(bodyOf(callsTo(api.calls, '/teams2/').at(-1) as TFetchCall)).toEqual({
        page: 1,
        search: 'owner3@',
      }),
    );
  });

  it("saves a team's active-to date, shows it and the plan it gives, then clears it", async () => {
    show();
    await screen.findByTestId('team-44');
    const planOf44 = () => within(screen.getByTestId('team-44')).getByTestId('plan-state').textContent;
    expect(planOf44()).toBe('Lapsed since 2020-01-10');
    fireEvent.click(screen.getByRole('button', { name: 'Edit active-to date of team 44' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Active to/), { target: { value: '2099-01-31' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(AdminMessages.saved)).toBeTruthy();
    expect(bodyOf(callsTo(api.calls, '/save-team2/')[0] as TFetchCall)).toEqual({
      team_id: 44,
      to_date: '2099-01-31',
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('team-44')).getByTestId('active-to').textContent).toBe('2099-01-31'),
    );
    expect(planOf44()).toBe('Professional to 2099-01-31');

    fireEvent.click(screen.getByRole('button', { name: 'Edit active-to date of team 44' }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByLabelText(/Active to/) as HTMLInputElement).value).toBe('2099-01-31');
    fireEvent.click(within(again).getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText(AdminMessages.cleared)).toBeTruthy();
    expect(bodyOf(callsTo(api.calls, '/save-team2/')[1] as TFetchCall)).toEqual({
      team_id: 44,
      to_date: null,
    });
    await waitFor(() =>
      expect(within(screen.getByTestId('team-44')).getByTestId('active-to').textContent).toBe('-'),
    );
    expect(planOf44()).toBe('Lapsed since 2020-01-10');
  });

  it('does not send an empty date: Save asks for a day', async () => {
    show();
    await screen.findByTestId('team-45');
    fireEvent.click(screen.getByRole('button', { name: 'Edit active-to date of team 45' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(AdminMessages.toDateRequired)).toBeTruthy();
    expect(callsTo(api.calls, '/save-team2/')).toHaveLength(0);
  });
});

describe('AdminRoutesScreen', () => {
  it("lists today's routes of every team, pages on the server, and all days on request", async () => {
    renderScreen(
      <AdminFrame>
        <AdminRoutesScreen />
      </AdminFrame>,
      { path: '/admin-routes' },
    );
    expect(await screen.findByText('Route 1')).toBeTruthy();
    expect(bodyOf(callsTo(api.calls, '/routes2/')[0] as TFetchCall)).toEqual({ page: 1, date: todayDay() });
    expect(screen.getByText('1–20 of 21')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /next page/i }));
    expect(await screen.findByText('Route 21')).toBeTruthy();
    expect(bodyOf(callsTo(api.calls, '/routes2/').at(-1) as TFetchCall)).toEqual({
      page: 2,
      date: todayDay(),
    });

    fireEvent.click(screen.getByRole('button', { name: 'All days' }));
    await waitFor(() =>
      expect(bodyOf(callsTo(api.calls, '/routes2/').at(-1) as TFetchCall)).toEqual({ page: 1, date: null }),
    );
  });
});

describe('admin guard', () => {
  for (const status of [402, 403, 401]) {
    it(`sends a ${status} from /verify-token2/ to /login`, async () => {
      api.restore();
      api = fakeApi(() => ({ status, body: { success: false, err: -1, message: 'no' } }));
      renderScreen(
        <RequireAuth kind="admin">
          <p>admin page</p>
        </RequireAuth>,
        { path: '/admin-teams', routes: [marker('/login'), marker('/subscription')] },
      );
      expect(await screen.findByText('page /login')).toBeTruthy();
      expect(api.calls.map((c) => c.url)).toEqual(['/api/verify-token2/']);
      expect(screen.queryByText('admin page')).toBeNull();
    });
  }
});
