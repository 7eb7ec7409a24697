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

describe('guessColumns on real-looking headers', () => {
  it('guesses every field of the mapping', () => {
    expect([...GUESS_ORDER].sort()).toEqual([...IMPORT_ALL_FIELDS].sort());
  });

  it('English', () => {
    const header = ['Customer', 'Address', 'City', 'Zip', 'Phone', 'Email', 'Time window', 'Notes'];
    header.push('Service time', 'Priority', 'Packages', 'Barcode', 'Products', 'Recipient');
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        city: 2,
        postcode: 3,
        phone: 4,
        email: 5,
        timeWindow: 6,
        note: 7,
        visitTime: 8,
        priority: 9,
        packageCount: 10,
        barcodes: 11,
        products: 12,
        recipientName: 13,
      }),
    );
  });

  it('German', () => {
    const header = ['Kunde', 'Straße', 'PLZ', 'Ort', 'Breite', 'Länge', 'Telefon', 'Zeit von', 'Zeit bis'];
    header.push('Bemerkung', 'Anzahl Pakete', 'Empfänger', 'Priorität', 'Aufenthalt (Min.)');
    expect(guessColumns(header)).toEqual(
      mapped({
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
        recipientName: 11,
        priority: 12,
        visitTime: 13,
      }),
    );
  });

  it('French', () => {
    const header = ['Nom', 'Rue', 'Code postal', 'Ville', 'Téléphone', 'Courriel', 'Créneau', 'Remarque'];
    header.push('Nombre de colis', 'Destinataire', 'Durée');
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        phone: 4,
        email: 5,
        timeWindow: 6,
        note: 7,
        packageCount: 8,
        recipientName: 9,
        visitTime: 10,
      }),
    );
  });

  it('Spanish', () => {
    const header = ['Nombre', 'Dirección', 'Código postal', 'Ciudad', 'Teléfono', 'Hora inicio', 'Hora fin'];
    header.push('Observaciones', 'Prioridad', 'Bultos', 'Código de barras');
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        phone: 4,
        timeWindowStart: 5,
        timeWindowEnd: 6,
        note: 7,
        priority: 8,
        packageCount: 9,
        barcodes: 10,
      }),
    );
  });

  it('Italian', () => {
    const header = ['Cliente', 'Indirizzo', 'CAP', 'Città', 'Cellulare', 'Fascia oraria', 'Note', 'Colli'];
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        phone: 4,
        timeWindow: 5,
        note: 6,
        packageCount: 7,
      }),
    );
  });

  it('Portuguese', () => {
    const header = ['Nome', 'Morada', 'Código postal', 'Localidade', 'Telemóvel', 'Janela horária'];
    header.push('Observações', 'Prioridade', 'Produtos');
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        phone: 4,
        timeWindow: 5,
        note: 6,
        priority: 7,
        products: 8,
      }),
    );
  });

  it('Dutch', () => {
    const header = ['Naam', 'Straat', 'Postcode', 'Plaats', 'Telefoonnummer', 'Tijdvenster', 'Opmerkingen'];
    header.push('Aantal pakketten', 'Breedtegraad', 'Lengtegraad');
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        phone: 4,
        timeWindow: 5,
        note: 6,
        packageCount: 7,
        latitude: 8,
        longitude: 9,
      }),
    );
  });

  it('Polish', () => {
    const header = ['Nazwa', 'Ulica', 'Kod pocztowy', 'Miejscowość', 'Telefon', 'Godzina od', 'Godzina do'];
    header.push('Uwagi', 'Liczba paczek', 'Odbiorca', 'Szerokość', 'Długość', 'Kod kreskowy', 'Czas obsługi');
    expect(guessColumns(header)).toEqual(
      mapped({
        name: 0,
        address: 1,
        postcode: 2,
        city: 3,
        phone: 4,
        timeWindowStart: 5,
        timeWindowEnd: 6,
        note: 7,
        packageCount: 8,
        recipientName: 9,
        latitude: 10,
        longitude: 11,
        barcodes: 12,
        visitTime: 13,
      }),
    );
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
