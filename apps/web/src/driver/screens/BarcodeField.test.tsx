import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BarcodeField } from './BarcodeField';

function Field({ expected }: { expected: string[] }) {
  const [value, setValue] = useState<string[]>([]);
  return <BarcodeField expected={expected} value={value} onChange={setValue} />;
}

const typeCode = (code: string) => {
  const box = screen.getByLabelText('Barcode');
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: 'Enter' });
};

afterEach(cleanup);

describe('the driver’s barcode field', () => {
  it('warns the moment a code the stop does not expect is added, and keeps it', () => {
    render(<Field expected={['A1', 'B2']} />);
    typeCode('Z9');
    expect(screen.getByRole('alert').textContent).toMatch(/^Not on this stop: Z9\./);
    expect(screen.getByText('Z9')).toBeTruthy();
    expect(screen.getByText('Not scanned yet: A1, B2')).toBeTruthy();
  });

  it('says nothing for an expected code, and the warning goes when the odd code is removed', () => {
    render(<Field expected={['A1']} />);
    typeCode('A1');
    expect(screen.queryByRole('alert')).toBeNull();
    typeCode('Q7');
    expect(screen.getByRole('alert').textContent).toMatch(/Q7/);
    const chip = screen.getByText('Q7').closest('.MuiChip-root') as HTMLElement;
    fireEvent.click(chip.querySelector('.MuiChip-deleteIcon') as Element);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns on a stop that expected no code at all', () => {
    render(<Field expected={[]} />);
    typeCode('X1');
    expect(screen.getByRole('alert').textContent).toMatch(/Not on this stop: X1/);
  });
});
