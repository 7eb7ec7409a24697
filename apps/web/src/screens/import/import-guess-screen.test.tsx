import { StopErr } from '@rp/contracts';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { aStop } from '../../components/testing/planner-fixtures';
import { batchPosts, choose, closeImport, openImport, selected } from './importScreenKit';

/* The mapping screen of issue 23: every field shows its column, two samples and why; a header the
   cells contradict is asked about; a Shopify export is read as one row per order. */

afterEach(() => closeImport());

const answer = {
  err: StopErr.Ok,
  message: 'done',
  stops: [aStop({ id: 1 })],
  failed: [],
  by_city: [],
  cell_problems: [],
};

describe('Import mapping by headers and cells', () => {
  it('maps unknown window headers by their times and says why, with two samples', async () => {
    await openImport({ answer });
    choose('day.csv', 'Kunde,Adresse,A,B\nMüller,Hauptstraße 5,9:00,12:30\nSchulz,Gartenweg 12,13:00,17:00');
    await screen.findByText('day.csv: 2 rows (first sheet)');
    expect(selected('Time window from')).toContain('A');
    expect(selected('Time window to')).toContain('B');
    expect(screen.getByText('"9:00", "13:00" · by its cells')).toBeTruthy();
    expect(screen.getByText('"Müller", "Schulz" · by its header')).toBeTruthy();
  });

  it('asks about a column whose header and cells disagree', async () => {
    await openImport({ answer });
    choose(
      'mail.csv',
      'Name,Adresse,Telefon\nBecker,Ring 3,becker@example.de\nHahn,Domplatz 1,hahn@example.de',
    );
    await screen.findByText('mail.csv: 2 rows (first sheet)');
    expect(selected('E-mail')).toContain('Telefon');
    expect(screen.getByTestId('mapping-question').textContent).toMatch(/^Is "Telefon" E-mail\?/);
  });

  it('reads a Shopify export as one row per order and sends the orders', async () => {
    await openImport({ answer });
    const csv = [
      'Name,Email,Lineitem quantity,Lineitem name,Shipping Name,Shipping Address1,Shipping City,Shipping Zip',
      '#1001,a@example.com,2,Coffee,Ann Lee,77 Elm St,Austin,78701',
      '#1001,a@example.com,1,Mug,,,,',
      '#1002,r@example.com,1,Grinder,Raj Patel,9 Lake Dr,Austin,78703',
    ].join('\n');
    choose('orders_export.csv', csv);
    await screen.findByText('orders_export.csv: 2 rows (first sheet)');
    expect(screen.getByTestId('shop-export').textContent).toMatch(
      /^Shopify order export: 3 rows read as 2 orders/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Map your data' }));
    await screen.findByText('done');
    const body = batchPosts()[0]?.body as { values: string[][]; first_line: number };
    expect(body.values.map((r) => r[3])).toEqual(['2 × Coffee; Mug', 'Grinder']);
    expect(body.first_line).toBe(2);
  });
});
