import { describe, expect, it } from 'vitest';
import { compoundParts, windowEndOf } from './import-header-parts.js';
import { foldText, guessColumns } from './import-headers.js';

/** The field each header was guessed as ('-' for none). */
function guessed(header: string[]): string[] {
  const mapping = guessColumns(header);
  return header.map((_, i) => Object.entries(mapping).find(([, c]) => c === i)?.[0] ?? '-');
}

describe('headers read by their parts (issue 23)', () => {
  it('splits compounds at the words that head them', () => {
    expect(compoundParts('zustelladresse')).toEqual(['zustell', 'adresse']);
    expect(compoundParts('begintijd')).toEqual(['begin', 'tijd']);
    expect(compoundParts('kommentar')).toEqual(['kommentar']);
  });

  it('reads a window or delivery word with a from or to word as one end of the window', () => {
    const end = (h: string) => windowEndOf(foldText(h).split(' ').flatMap(compoundParts))?.end;
    expect(end('Lieferfenster ab')).toBe('start');
    expect(end('Time slot end')).toBe('end');
    expect(end('Finestra dalle')).toBe('start');
    expect(end('Fim da janela')).toBe('end');
    expect(end('Ship to address')).toBeUndefined();
  });

  it('maps split windows in every language to their from and to columns', () => {
    expect(guessed(['Lieferfenster ab', 'Lieferfenster bis'])).toEqual(['timeWindowStart', 'timeWindowEnd']);
    expect(guessed(['Time slot start', 'Time slot end'])).toEqual(['timeWindowStart', 'timeWindowEnd']);
    expect(guessed(['Finestra dalle', 'Finestra alle'])).toEqual(['timeWindowStart', 'timeWindowEnd']);
    expect(guessed(['Zustellfenster von', 'Zustellfenster bis'])).toEqual([
      'timeWindowStart',
      'timeWindowEnd',
    ]);
    expect(guessed(['Begintijd venster', 'Eindtijd venster'])).toEqual(['timeWindowStart', 'timeWindowEnd']);
    expect(guessed(['Dostawa od', 'Dostawa do'])).toEqual(['timeWindowStart', 'timeWindowEnd']);
    expect(guessed(['Franja de entrega'])).toEqual(['timeWindow']);
    // A header that names another field by a whole keyword stays that field.
    expect(guessed(['Uwagi do dostawy', 'Ship To Address'])).toEqual(['note', 'address']);
  });

  it('sees an address word inside a compound', () => {
    expect(guessed(['Kunde', 'Zustelladresse'])).toEqual(['name', 'address']);
    expect(guessed(['Klant', 'Afleveradres'])).toEqual(['name', 'address']);
    expect(guessed(['Empfängeradresse', 'Empfängertelefon'])).toEqual(['address', 'phone']);
  });

  it('prefers the delivery side over the billing side', () => {
    expect(guessed(['Billing Address1', 'Shipping Address1'])).toEqual(['-', 'address']);
    expect(guessed(['Rechnungsadresse', 'Lieferadresse'])).toEqual(['-', 'address']);
    expect(guessed(['Bill-to City', 'Ship-to City'])).toEqual(['-', 'city']);
  });

  it('leaves a second address line and a landline to the better column', () => {
    expect(guessed(['Address Line 1', 'Address Line 2'])).toEqual(['address', '-']);
    expect(guessed(['Téléphone fixe', 'Téléphone mobile'])).toEqual(['-', 'phone']);
  });

  it('knows the country, skills and weight columns', () => {
    expect(guessed(['Land', 'Fähigkeiten', 'Gewicht (kg)'])).toEqual(['country', 'skills', 'weight']);
  });
});
