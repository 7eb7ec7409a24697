import { emptyColumnConfig, StopErr, type TBatchGeocodeAnswer } from '@rp/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aStop } from '../../components/testing/planner-fixtures';
import { clearImportProgress, receiveImportProgress } from '../../live/importProgress';
import { setLiveConnected } from '../../live/liveStatus';
import { apiCalls, batchPosts, choose, closeImport, openImport, selected } from './importScreenKit';

afterEach(() => {
  closeImport();
  setLiveConnected(false);
  clearImportProgress();
});

const GERMAN = [
  '\uFEFFKunde;Straße;PLZ;Ort;Breite;Länge;Telefon;Lieferzeit von;Lieferzeit bis;Bemerkung;Pakete;Intern',
  'Bäckerei Müller;Hauptstraße 1;50667;Köln;50,9375;6,9603;0221 123456;9:00;12:30;Hintereingang;2;x',
  'Kiosk;Ring 5;50672;Köln;50,94;6,95;12;14:00;16:00;;1;y',
].join('\n');

const POLISH = [
  'Nazwa,Ulica,Kod pocztowy,Miejscowość,Szerokość,Długość,Telefon,Okno czasowe,Uwagi,Odbiorca,Czas obsługi',
  'Sklep,Piotrkowska 1,90-001,Łódź,51.7592,19.456,601 234 567,9:00-12:30,brama,Jan Kowalski,10',
].join('\n');

const answerWith = (over: Partial<TBatchGeocodeAnswer>): TBatchGeocodeAnswer => ({
  err: StopErr.Ok,
  message: '',
  stops: [aStop({ id: 1 })],
  failed: [],
  by_city: [],
  cell_problems: [],
  ...over,
});

describe('Import mapping', () => {
  it('guesses every field of a German header (a ; separated csv with a byte-order mark) and sends them all', async () => {
    await openImport({
      answer: answerWith({ message: '2 stops added.', stops: [aStop({ id: 1 }), aStop({ id: 2 })] }),
    });
    choose('tour.csv', GERMAN);
    await screen.findByText('tour.csv: 2 rows (first sheet)');
    expect(selected('Name')).toContain('Kunde');
    expect(selected('Address/Location/Street')).toContain('Straße');
    expect(selected('City')).toContain('Ort');
    expect(selected('Latitude')).toContain('Breite');
    expect(selected('Phone')).toContain('Telefon');
    expect(selected('Time window from')).toContain('Lieferzeit von');
    expect(selected('Time window to')).toContain('Lieferzeit bis');
    expect(selected('Note')).toContain('Bemerkung');
    expect(selected('Package count')).toContain('Pakete');
    expect(selected('E-mail')).toBe('Not in the file');

    fireEvent.click(screen.getByRole('button', { name: 'Map your data' }));
    await screen.findByText('2 stops added.');
    const body = batchPosts()[0]?.body;
    expect(body).toMatchObject({
      columnConfig: {
        ...emptyColumnConfig(),
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        latitude: 4,
        longitude: 5,
        phone: 6,
        timeWindowStart: 7,
        timeWindowEnd: 8,
        note: 9,
        packageCount: 10,
      },
      headers: GERMAN.split('\n')[0]?.replace('\uFEFF', '').split(';'),
      first_line: 2,
      // The unmapped 'Intern' column is not sent.
      values: [
        [
          'Bäckerei Müller',
          'Hauptstraße 1',
          '50667',
          'Köln',
          '50,9375',
          '6,9603',
          '0221 123456',
          '9:00',
          '12:30',
          'Hintereingang',
          '2',
        ],
        ['Kiosk', 'Ring 5', '50672', 'Köln', '50,94', '6,95', '12', '14:00', '16:00', '', '1'],
      ],
    });
  });

  it('guesses a Polish header, a time window in one column; every guess can be corrected', async () => {
    await openImport();
    choose('trasa.csv', POLISH);
    await screen.findByText('trasa.csv: 1 row (first sheet)');
    expect(selected('City')).toContain('Miejscowość');
    expect(selected('Longitude')).toContain('Długość');
    expect(selected('Time window (9:00-12:30)')).toContain('Okno czasowe');
    expect(selected('Recipient name')).toContain('Odbiorca');
    expect(selected('Visit time (minutes)')).toContain('Czas obsługi');
    expect(selected('Time window from')).toBe('Not in the file');

    // The user moves 'Uwagi' from the note to the products.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Products' }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /^Uwagi/ }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Note' }));
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: 'Not in the file' }),
    );
    await waitFor(() => expect(selected('Note')).toBe('Not in the file'));
    fireEvent.click(screen.getByRole('button', { name: 'Map your data' }));
    await screen.findByTestId('import-result');
    expect(batchPosts()[0]?.body).toMatchObject({ columnConfig: { products: 8, note: -1, timeWindow: 7 } });
  });

  it("prefers the team's saved mapping for these headers and says so", async () => {
    await openImport({ saved: { city: 3, address: -1, postcode: -1, latitude: -1, longitude: -1, note: 1 } });
    choose('trasa.csv', POLISH);
    await screen.findByText('trasa.csv: 1 row (first sheet)');
    expect(screen.getByTestId('mapping-source').textContent).toMatch(/team's last mapping/);
    const asked = apiCalls().find((c) => c.url === '/api/get_import_mapping/');
    expect(asked?.body).toEqual({ headers: POLISH.split('\n')[0]?.split(',') });
    expect(selected('City')).toContain('Miejscowość');
    expect(selected('Note')).toContain('Ulica');
    // Fields the saved mapping does not name are not guessed into it.
    expect(selected('Name')).toBe('Not in the file');
    expect(selected('Phone')).toBe('Not in the file');
  });

  it('lists the failed rows and the cells not saved by their line in the file; those rows were added', async () => {
    await openImport({
      answer: answerWith({
        message: '1 stop added. 1 row failed. 1 cell not saved.',
        failed: [{ row: 1, line: 3, text: 'Ring 5, 50672, Köln', reason: 'Latitude must be a number' }],
        cell_problems: [
          { row: 0, line: 2, column: 4, field: 'phone', value: '12', reason: 'Phone number is not valid' },
        ],
      }),
    });
    choose(
      'tour.csv',
      ['Kunde;Ort;Breite;Länge;Telefon', 'A;Köln;50.9;6.9;12', '', 'B;Köln;x;6.9;'].join('\n'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Map your data' }));
    const result = await screen.findByTestId('import-result');
    expect(within(result).getByText('1 stop added. 1 row failed. 1 cell not saved.')).toBeTruthy();
    // The empty line 3 of the file counts: row 1 is line 4.
    expect(within(result).getByText('Line 4: Ring 5, 50672, Köln — Latitude must be a number')).toBeTruthy();
    expect(within(result).getByText(/These rows were added/)).toBeTruthy();
    const cells = within(result).getByRole('list', { name: 'Cells not saved' });
    expect(cells.textContent).toContain('Line 2, column Telefon: “12” — Phone number is not valid');
  });

  it('shows a progress bar with the number of rows being placed until the answer comes', async () => {
    let release = () => {};
    await openImport({ hold: new Promise<void>((done) => (release = done)) });
    choose('tour.csv', GERMAN);
    fireEvent.click(await screen.findByRole('button', { name: 'Map your data' }));
    await screen.findByText('Placing 2 rows on the map …');
    expect(screen.getByRole('progressbar', { name: 'Import progress' })).toBeTruthy();
    release();
    await screen.findByTestId('import-result');
    expect(screen.queryByRole('progressbar', { name: 'Import progress' })).toBeNull();
  });

  it('shows how many rows are placed once the socket reports progress, the bar filling up', async () => {
    let release = () => {};
    await openImport({ hold: new Promise<void>((done) => (release = done)) });
    setLiveConnected(true);
    choose('tour.csv', GERMAN);
    fireEvent.click(await screen.findByRole('button', { name: 'Map your data' }));
    // Until the first report the bar only says the rows are being placed.
    await screen.findByText('Placing 2 rows on the map …');
    expect(
      screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
    ).toBeNull();
    // Another route's import is not this one's.
    act(() => void receiveImportProgress({ routeId: 2, placed: 1, total: 5 }));
    expect(screen.queryByText(/^Placed/)).toBeNull();
    act(() => void receiveImportProgress({ routeId: 1, placed: 1, total: 2 }));
    await screen.findByText('Placed 1 of 2 rows');
    expect(screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow')).toBe(
      '50',
    );
    // With the socket down, no more reports can come: the bar stops claiming a share.
    act(() => setLiveConnected(false));
    await screen.findByText('Placing 2 rows on the map …');
    release();
    await screen.findByTestId('import-result');
  });

  it('says what the server says about rows placed by their postcode or city only', async () => {
    const message = '3 stops added (1 placed by their postcode only, 1 placed by their city only).';
    await openImport({
      answer: answerWith({
        message,
        stops: [aStop({ id: 1 }), aStop({ id: 2 }), aStop({ id: 3 })],
        by_city: [0, 2],
      }),
    });
    choose('tour.csv', GERMAN);
    fireEvent.click(await screen.findByRole('button', { name: 'Map your data' }));
    expect(within(await screen.findByTestId('import-result')).getByText(message)).toBeTruthy();
  });

  it('imports a file dropped on the drop zone', async () => {
    await openImport();
    const file = new File([POLISH], 'dropped.csv');
    fireEvent.drop(screen.getByTestId('import-drop-zone'), { dataTransfer: { files: [file] } });
    await screen.findByText('dropped.csv: 1 row (first sheet)');
    expect(selected('Phone')).toContain('Telefon');
  });
});
