import { ImportMessages, StopErr, type TBatchGeocodeAnswer, type TColumnConfig } from '@rp/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { session } from '../../auth/session';
import { aRoute, aStop } from '../../components/testing/planner-fixtures';
import { fakeApi, marker, renderScreen, type TFetchCall } from '../../components/testing/render';
import { ImportScreen } from './ImportScreen';

/* The import screen rendered against a fake API, for its tests. */

let api: ReturnType<typeof fakeApi> | undefined;

/** Call from afterEach: unmounts the screen and restores fetch. */
export function closeImport() {
  cleanup();
  api?.restore();
  localStorage.clear();
}

export const CSV = [
  'Stop,Street,City,Zip,Latitude,Longitude,Notes',
  'Warehouse,,,,39.95,-75.16,back door',
  '',
  'Camden office,,Camden,,,,',
  'Lost,Nowhere 5,Xyzzyville,,,,',
].join('\n');

/** Every request the screen made. */
export const apiCalls = (): readonly TFetchCall[] => api?.calls ?? [];

export const batchPosts = () => (api?.calls ?? []).filter((c: TFetchCall) => c.url === '/api/batch_geocode/');

export interface TOpenOptions {
  route?: Parameters<typeof aRoute>[0];
  answer?: TBatchGeocodeAnswer;
  /** The team's saved mapping /get_import_mapping/ answers. */
  saved?: TColumnConfig | null;
  /** Holds the /batch_geocode/ answer back until it settles. */
  hold?: Promise<void>;
}

export async function openImport(opts: TOpenOptions = {}) {
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
    if (c.url === '/api/batch_geocode/') return opts.hold ? opts.hold.then(() => answer) : answer;
    if (c.url === '/api/get_import_mapping/') return { mapping: opts.saved ?? null };
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

export const choose = (name: string, content: string | Uint8Array) =>
  fireEvent.change(screen.getByLabelText('Spreadsheet file'), {
    target: { files: [new File([content as BlobPart], name)] },
  });

/** The text shown by a select (MUI renders it in a combobox). */
export const selected = (label: string) => screen.getByRole('combobox', { name: label }).textContent;
