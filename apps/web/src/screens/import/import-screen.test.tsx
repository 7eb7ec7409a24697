import {
  ImportMessages,
  Messages,
  StopErr,
  StopMessages,
  stopLimitMessage,
  type TBatchGeocodeAnswer,
} from '@rp/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '../../auth/session';
import { fakeApi, marker, renderScreen, type TFetchCall } from '../../components/testing/render';
import { aRoute, aStop } from '../route/test-fixtures';
import { ImportScreen } from './ImportScreen';

let api: ReturnType<typeof fakeApi> | undefined;
afterEach(() => {
  cleanup();
  api?.restore();
  localStorage.clear();
});

const CSV = [
  'Stop,Street,City,Zip,Latitude,Longitude,Notes',
  'Warehouse,,,,39.95,-75.16,back door',
  '',
  'Camden office,,Camden,,,,',
  'Lost,Nowhere 5,Xyzzyville,,,,',
].join('\n');

const batchPosts = () => (api?.calls ?? []).filter((c: TFetchCall) => c.url === '/api/batch_geocode/');

async function openImport(opts: { route?: Parameters<typeof aRoute>[0]; answer?: TBatchGeocodeAnswer } = {}) {
  session.save({
    token: 't0ken',
    username: 'demo@example.com',
    team: 'Demo',
    user_data: { countryCode: 'US', distanceUnit: 1, latitude: 39.95, longitude: -75.16 },
  });
  const answer: TBatchGeocodeAnswer = opts.answer ?? {
    err: StopErr.Ok,
    message: '2 stops added. 1 row failed.',
    stops: [aStop({ id: 1, name: 'Warehouse' }), aStop({ id: 2, name: 'Camden office' })],
    failed: [{ row: 2, line: 4, text: 'Nowhere 5, Xyzzyville', reason: ImportMessages.notFound }],
    by_city: [],
    cell_problems: [],
  };
  api = fakeApi((c) => {
    if (c.url === '/api/route/1/') return { route: aRoute(opts.route) };
    if (c.url === '/api/stops/1/') return { stops: [] };
    if (c.url === '/api/batch_geocode/') return answer;
    return { status: 404, body: { success: false, message: 'Not found' } };
  });
  const view = renderScreen(<ImportScreen />, {
    path: '/importdata',
    routes: [marker('/stops'), marker('/routes')],
  });
  await view.router.navigate('/importdata?id=1');
  await screen.findByText('Morning run');
  return view;
}

const choose = (name: string, text: string) =>
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), {
    target: { files: [new File([text], name)] },
  });

/** The text shown by a select (MUI renders it in a combobox). */
const selected = (label: string) => screen.getByRole('combobox', { name: label }).textContent;

describe('Import data', () => {
  it("answers a file that is not a spreadsheet with the spec's dialog", async () => {
    await openImport();
    choose('stops.txt', CSV);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(Messages.fileCantParse)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Map your data' })).toBeNull();
  });

  it('guesses the columns, previews the rows, posts only the mapped columns and lists the failed rows', async () => {
    const view = await openImport();
    choose('stops.csv', CSV);
    await screen.findByText('stops.csv: 3 rows (first sheet)');
    expect(selected('Name')).toContain('Stop');
    expect(selected('City')).toContain('City');
    expect(selected('Address/Location/Street')).toContain('Street');
    expect(selected('Zip/Postcode/Country')).toContain('Zip');
    expect(selected('Latitude')).toContain('Latitude (e.g. 39.95)');
    expect(selected('Longitude')).toContain('Longitude');
    expect(selected('Country')).toBe('United States');
    const preview = screen.getByRole('table', { name: 'Preview of the first rows' });
    expect(within(preview).getByText('Camden office')).toBeTruthy();
    expect(within(preview).getAllByText('not used')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Map your data' }));
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText('2 stops added. 1 row failed.')).toBeTruthy();
    // Line 5 of the file: the empty line 3 counts.
    expect(
      within(result).getByText(`Line 5: Nowhere 5, Xyzzyville — ${ImportMessages.notFound}`),
    ).toBeTruthy();

    // The rows are in the route now: mapping them again would add them twice.
    expect(screen.getByRole('button', { name: 'Map your data' }).hasAttribute('disabled')).toBe(true);
    expect(batchPosts()).toHaveLength(1);
    expect(batchPosts()[0]?.body).toEqual({
      route_id: 1,
      values: [
        ['Warehouse', '', '', '', '39.95', '-75.16'],
        ['Camden office', '', 'Camden', '', '', ''],
        ['Lost', 'Nowhere 5', 'Xyzzyville', '', '', ''],
      ],
      columnConfig: { name: 0, address: 1, city: 2, postcode: 3, latitude: 4, longitude: 5 },
      countryCode: 'US',
    });

    fireEvent.click(within(result).getByRole('button', { name: 'Back to stops' }));
    await screen.findByText('page /stops');
    expect(view.router.state.location.search).toBe('?id=1');
  });

  it("shows the server's refusal (the plan's stop limit) with the rows that failed", async () => {
    await openImport({
      answer: {
        err: StopErr.PlanLimit,
        message: stopLimitMessage(10),
        stops: [],
        failed: [{ row: 2, line: 4, text: 'Nowhere 5, Xyzzyville', reason: ImportMessages.notFound }],
        by_city: [],
        cell_problems: [],
      },
    });
    choose('stops.csv', CSV);
    fireEvent.click(await screen.findByRole('button', { name: 'Map your data' }));
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText(stopLimitMessage(10))).toBeTruthy();
    expect(within(result).getByText(/Line 5: Nowhere 5, Xyzzyville/)).toBeTruthy();
    // Nothing was added: after removing rows or upgrading, the same file can be mapped again.
    expect(screen.getByRole('button', { name: 'Map your data' }).hasAttribute('disabled')).toBe(false);
  });

  it('asks for a mapped place before sending', async () => {
    await openImport();
    choose('people.csv', 'Person,Phone\nAnn,123\n');
    fireEvent.click(await screen.findByRole('button', { name: 'Map your data' }));
    await screen.findByText(ImportMessages.mapSomething);
    expect(batchPosts()).toHaveLength(0);
  });

  it('offers no import on an optimised route or a driver route', async () => {
    await openImport({ route: { is_optimized: true } });
    await screen.findByText(StopMessages.routeLocked);
    expect(screen.queryByLabelText('Spreadsheet file')).toBeNull();
    cleanup();
    api?.restore();
    await openImport({ route: { is_driver_route: true } });
    await screen.findByText(Messages.driverRouteReadOnly);
    expect(screen.queryByLabelText('Spreadsheet file')).toBeNull();
  });
});
