import { emptyColumnConfig } from '@rp/contracts';

/* A Polish dispatcher's day sheet with every stop field: the API tests and `npm run bench:import`
   import the same rows. */

/** The sheet's header row. */
export const POLISH_SHEET_HEADER = [
  'Nazwa',
  'Ulica',
  'Miejscowość',
  'Szerokość',
  'Długość',
  'Okno czasowe',
  'Czas obsługi',
  'Priorytet',
  'Odbiorca',
  'Telefon',
  'E-mail',
  'Liczba paczek',
  'Produkty',
  'Kody kreskowe',
  'Uwagi',
];

/** Every column of the sheet, mapped. */
export const POLISH_SHEET_COLUMNS = {
  ...emptyColumnConfig(),
  name: 0,
  address: 1,
  city: 2,
  latitude: 3,
  longitude: 4,
  timeWindow: 5,
  visitTime: 6,
  priority: 7,
  recipientName: 8,
  phone: 9,
  email: 10,
  packageCount: 11,
  products: 12,
  barcodes: 13,
  note: 14,
};

/** Row i of the sheet: a shop in Kraków with its own coordinates and every field filled. */
export const polishSheetRow = (i: number): string[] => [
  `Sklep ${i}`,
  `Długa ${i}`,
  'Kraków',
  String(50 + i / 10000),
  String(19.9 + i / 10000),
  i % 2 === 0 ? '9:00-12:30' : '13.00 – 17.00',
  String(5 + (i % 10)),
  i % 7 === 0 ? 'Pilne' : 'normalny',
  `Odbiorca ${i}`,
  `601 ${String(100000 + i).slice(0, 3)} ${String(100 + (i % 900))}`,
  `klient${i}@example.pl`,
  String(1 + (i % 4)),
  'Mleko; Chleb',
  `59${String(i).padStart(5, '0')}, 60${String(i).padStart(5, '0')}`,
  i % 3 === 0 ? 'Dzwonić dwa razy' : '',
];
