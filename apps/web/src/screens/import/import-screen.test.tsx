import {
  emptyColumnConfig,
  ImportMessages,
  Messages,
  StopErr,
  StopMessages,
  stopLimitMessage,
} from '@rp/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { batchPosts, CSV, choose, closeImport, openImport, selected } from './importScreenKit';

afterEach(closeImport);

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
    expect(within(preview).getByText('Note')).toBeTruthy();
    expect(within(preview).queryByText('not used')).toBeNull();
    expect(screen.getByTestId('mapping-source').textContent).toMatch(/matched by their headers/);

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
        ['Warehouse', '', '', '', '39.95', '-75.16', 'back door'],
        ['Camden office', '', 'Camden', '', '', '', ''],
        ['Lost', 'Nowhere 5', 'Xyzzyville', '', '', '', ''],
      ],
      columnConfig: {
        ...emptyColumnConfig(),
        name: 0,
        address: 1,
        city: 2,
        postcode: 3,
        latitude: 4,
        longitude: 5,
        note: 6,
      },
      countryCode: 'US',
      headers: ['Stop', 'Street', 'City', 'Zip', 'Latitude', 'Longitude', 'Notes'],
      first_line: 2,
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
    closeImport();
    await openImport({ route: { is_driver_route: true } });
    await screen.findByText(Messages.driverRouteReadOnly);
    expect(screen.queryByLabelText('Spreadsheet file')).toBeNull();
  });
});
