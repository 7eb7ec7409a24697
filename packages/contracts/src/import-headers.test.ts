import { describe, expect, it } from 'vitest';
import { emptyColumnConfig, IMPORT_ALL_FIELDS, type TFullColumnConfig } from './import.js';
import { foldText, GUESS_ORDER, guessColumns, headerSignature } from './import-headers.js';

/** The mapping with only the given fields mapped. */
const mapped = (fields: Partial<TFullColumnConfig>): TFullColumnConfig => ({
  ...emptyColumnConfig(),
  ...fields,
});

describe('foldText', () => {
  it('drops case, accents and punctuation, and spells out letters NFD keeps', () => {
    expect(foldText('Miejscowość')).toBe('miejscowosc');
    expect(foldText('Straße')).toBe('strasse');
    expect(foldText('DŁUGOŚĆ')).toBe('dlugosc');
    expect(foldText(' Zip_Code ')).toBe('zip code');
    expect(foldText('Heure de début')).toBe('heure de debut');
  });
});

/**
 * Real-looking headers per language, each column with the field it should be guessed as (every
 * column of these sheets maps to one field).
 */
const HEADER_CASES: { language: string; columns: [header: string, field: keyof TFullColumnConfig][] }[] = [
  {
    language: 'English',
    columns: [
      ['Customer', 'name'],
      ['Address', 'address'],
      ['City', 'city'],
      ['Zip', 'postcode'],
      ['Phone', 'phone'],
      ['Email', 'email'],
      ['Time window', 'timeWindow'],
      ['Notes', 'note'],
      ['Service time', 'visitTime'],
      ['Priority', 'priority'],
      ['Packages', 'packageCount'],
      ['Barcode', 'barcodes'],
      ['Products', 'products'],
      ['Recipient', 'recipientName'],
    ],
  },
  {
    language: 'German',
    columns: [
      ['Kunde', 'name'],
      ['Straße', 'address'],
      ['PLZ', 'postcode'],
      ['Ort', 'city'],
      ['Breite', 'latitude'],
      ['Länge', 'longitude'],
      ['Telefon', 'phone'],
      ['Zeit von', 'timeWindowStart'],
      ['Zeit bis', 'timeWindowEnd'],
      ['Bemerkung', 'note'],
      ['Anzahl Pakete', 'packageCount'],
      ['Empfänger', 'recipientName'],
      ['Priorität', 'priority'],
      ['Aufenthalt (Min.)', 'visitTime'],
    ],
  },
  {
    language: 'French',
    columns: [
      ['Nom', 'name'],
      ['Rue', 'address'],
      ['Code postal', 'postcode'],
      ['Ville', 'city'],
      ['Téléphone', 'phone'],
      ['Courriel', 'email'],
      ['Créneau', 'timeWindow'],
      ['Remarque', 'note'],
      ['Nombre de colis', 'packageCount'],
      ['Destinataire', 'recipientName'],
      ['Durée', 'visitTime'],
    ],
  },
  {
    language: 'Spanish',
    columns: [
      ['Nombre', 'name'],
      ['Dirección', 'address'],
      ['Código postal', 'postcode'],
      ['Ciudad', 'city'],
      ['Teléfono', 'phone'],
      ['Hora inicio', 'timeWindowStart'],
      ['Hora fin', 'timeWindowEnd'],
      ['Observaciones', 'note'],
      ['Prioridad', 'priority'],
      ['Bultos', 'packageCount'],
      ['Código de barras', 'barcodes'],
    ],
  },
  {
    language: 'Italian',
    columns: [
      ['Cliente', 'name'],
      ['Indirizzo', 'address'],
      ['CAP', 'postcode'],
      ['Città', 'city'],
      ['Cellulare', 'phone'],
      ['Fascia oraria', 'timeWindow'],
      ['Note', 'note'],
      ['Colli', 'packageCount'],
    ],
  },
  {
    language: 'Portuguese',
    columns: [
      ['Nome', 'name'],
      ['Morada', 'address'],
      ['Código postal', 'postcode'],
      ['Localidade', 'city'],
      ['Telemóvel', 'phone'],
      ['Janela horária', 'timeWindow'],
      ['Observações', 'note'],
      ['Prioridade', 'priority'],
      ['Produtos', 'products'],
    ],
  },
  {
    language: 'Dutch',
    columns: [
      ['Naam', 'name'],
      ['Straat', 'address'],
      ['Postcode', 'postcode'],
      ['Plaats', 'city'],
      ['Telefoonnummer', 'phone'],
      ['Tijdvenster', 'timeWindow'],
      ['Opmerkingen', 'note'],
      ['Aantal pakketten', 'packageCount'],
      ['Breedtegraad', 'latitude'],
      ['Lengtegraad', 'longitude'],
    ],
  },
  {
    language: 'Polish',
    columns: [
      ['Nazwa', 'name'],
      ['Ulica', 'address'],
      ['Kod pocztowy', 'postcode'],
      ['Miejscowość', 'city'],
      ['Telefon', 'phone'],
      ['Godzina od', 'timeWindowStart'],
      ['Godzina do', 'timeWindowEnd'],
      ['Uwagi', 'note'],
      ['Liczba paczek', 'packageCount'],
      ['Odbiorca', 'recipientName'],
      ['Szerokość', 'latitude'],
      ['Długość', 'longitude'],
      ['Kod kreskowy', 'barcodes'],
      ['Czas obsługi', 'visitTime'],
    ],
  },
];

describe('guessColumns on real-looking headers', () => {
  it('guesses every field of the mapping', () => {
    expect([...GUESS_ORDER].sort()).toEqual([...IMPORT_ALL_FIELDS].sort());
  });

  it.each(HEADER_CASES)('$language', ({ columns }) => {
    const header = columns.map(([text]) => text);
    const expected = Object.fromEntries(columns.map(([, field], index) => [field, index]));
    expect(guessColumns(header)).toEqual(mapped(expected));
  });

  it('ignores extra columns and does not let short words pick longer headers', () => {
    expect(guessColumns(['Order ID', 'Rue', 'Code de la route', 'Driver', 'Ville'])).toEqual(
      mapped({ address: 1, city: 4 }),
    );
    // 'de' and 'a' name the from and to columns only when they are the whole header.
    expect(guessColumns(['De', 'A'])).toEqual(mapped({ timeWindowStart: 0, timeWindowEnd: 1 }));
  });
});

describe('headerSignature', () => {
  it('is the same for the same headers in another case, spacing or with trailing empty columns', () => {
    expect(headerSignature(['Straße', ' PLZ ', 'Ort', '', null])).toBe(
      headerSignature(['STRASSE', 'plz', 'ort']),
    );
    expect(headerSignature(['Ort', 'PLZ'])).not.toBe(headerSignature(['PLZ', 'Ort']));
    expect(headerSignature(['a', '', 'b'])).toBe('a\t\tb');
  });
});
