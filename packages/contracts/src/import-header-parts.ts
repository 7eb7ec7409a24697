/* A header read by its parts (issue 23): German, Dutch and Polish headers join words
   ('Zustelladresse', 'Begintijd', 'Lieferfenster'), and a split time window is named by a window
   or delivery word plus a from or to word ('Lieferfenster ab', 'Time slot end', 'Finestra alle').
   Texts here are folded (foldText): lower case, no accents or punctuation. */

/**
 * Word ends that head a compound: 'zustell|adresse', 'begin|tijd', 'liefer|ort'. Only these split
 * a word, so a word merely ending in letters of another ('transport') stays whole.
 */
const COMPOUND_HEADS = [
  ...['adresse', 'adres', 'anschrift', 'address', 'strasse', 'straat', 'fenster', 'venster', 'zeit', 'tijd'],
  ...['name', 'naam', 'nummer', 'telefon', 'telefoon', 'ort', 'plaats', 'stadt', 'plz', 'postcode'],
  ...['pakete', 'pakketten', 'anzahl', 'gewicht', 'datum', 'termin', 'hinweis', 'hinweise', 'notiz', 'vak'],
];
const MIN_PART = 3;

/** A word split at the compound heads it ends with: 'empfangeradresse' -> ['empfanger', 'adresse']. */
export function compoundParts(word: string): string[] {
  for (const head of COMPOUND_HEADS) {
    if (word.length - head.length >= MIN_PART && word.endsWith(head)) {
      return [...compoundParts(word.slice(0, -head.length)), head];
    }
  }
  return [word];
}

/** The header's words with every compound split: 'zustellfenster von' -> zustell fenster von. */
export const headerParts = (folded: string): string[] =>
  folded.split(' ').filter(Boolean).flatMap(compoundParts);

// A from or to word; the weak ones ('de', 'a') are common small words, so they count only when no
// strong one is there.
const STRONG_FROM = [
  ...['von', 'ab', 'from', 'start', 'begin', 'beginn', 'beginning', 'earliest', 'open', 'opens', 'desde'],
  ...['dalle', 'van', 'vanaf', 'od', 'debut', 'inicio', 'inizio', 'partir', 'min', 'fruhestens', 'poczatek'],
];
const WEAK_FROM = ['de', 'da', 'das', 'dal'];
const STRONG_TO = [
  ...['bis', 'to', 'end', 'ende', 'until', 'till', 'latest', 'close', 'closes', 'hasta', 'alle', 'fine'],
  ...['ate', 'tot', 'do', 'fin', 'fim', 'eind', 'einde', 'koniec', 'max', 'jusqu', 'spatestens', 'by'],
];
const WEAK_TO = ['a', 'as', 'al'];

/** Words that make a from or to word about a time: window, slot, time, delivery. */
const WINDOW_WORDS = new Set([
  ...[
    'window',
    'fenetre',
    'fenster',
    'zeitfenster',
    'lieferfenster',
    'slot',
    'timeslot',
    'time',
    'zeit',
    'uhrzeit',
  ],
  ...['tijdvak', 'vak', 'venster', 'tijdslot', 'tijd', 'okno', 'okna', 'creneau', 'franja', 'ventana'],
  ...['finestra', 'fascia', 'janela', 'faixa', 'godzina', 'godziny', 'hora', 'ora', 'heure', 'plage'],
  ...['horaire', 'horario', 'orario', 'przedzial', 'lieferzeit', 'delivery', 'deliver', 'lieferung'],
  ...['liefer', 'zustell', 'zustellung', 'anlieferung', 'livraison', 'entrega', 'consegna', 'levering'],
  ...['bezorging', 'bezorg', 'dostawa', 'dostawy', 'arrival', 'service', 'visit', 'window'],
]);

export type TWindowEnd = 'start' | 'end';

/**
 * Which end of a time window a header names, from its parts: a from or to word with a window,
 * time or delivery word, or a strong from or to word alone ('Earliest', 'Van', 'Start').
 */
export function windowEndOf(parts: readonly string[]): { end: TWindowEnd; isStrong: boolean } | undefined {
  const has = (words: readonly string[]) => parts.some((p) => words.includes(p));
  const from = has(STRONG_FROM) || (!has(STRONG_TO) && has(WEAK_FROM));
  const to = has(STRONG_TO) || (!has(STRONG_FROM) && has(WEAK_TO));
  if (from === to) return undefined;
  const isAbout = parts.some((p) => WINDOW_WORDS.has(p));
  const isStrong = has([...STRONG_FROM, ...STRONG_TO]);
  const isAlone = parts.length === 1 && isStrong;
  if (!isAbout && !isAlone) return undefined;
  return { end: from ? 'start' : 'end', isStrong };
}

const DELIVERY_PREFIXES = [
  ...['shipping', 'ship', 'delivery', 'deliver', 'drop', 'liefer', 'zustell', 'versand', 'livraison'],
  ...['envio', 'entrega', 'consegna', 'spedizione', 'bezorg', 'aflever', 'lever', 'verzend', 'dostaw'],
  ...['wysylk', 'doreczeni', 'receiver', 'recipient', 'consignee', 'empfanger', 'destinat', 'odbiorc'],
];
const BILLING_PREFIXES = [
  ...['billing', 'bill', 'invoice', 'rechnung', 'factur', 'fattur', 'faktur', 'factuur', 'cobranca'],
  ...['cobro', 'fatura', 'faturacao'],
];

const startsWithAny = (parts: readonly string[], prefixes: readonly string[]) =>
  parts.some((p) => prefixes.some((prefix) => p.startsWith(prefix)));

/** True when the header names the delivery side ('Shipping City', 'Lieferadresse'). */
export const isDeliverySide = (parts: readonly string[]) => startsWithAny(parts, DELIVERY_PREFIXES);
/** True when the header names the billing side ('Billing Address1', 'Rechnungsadresse'). */
export const isBillingSide = (parts: readonly string[]) => startsWithAny(parts, BILLING_PREFIXES);

/** A second address line or a house-number column: part of an address, never the address. */
export function isAddressExtra(folded: string): boolean {
  return /(^| )(line 2|2|ii)( |$)|address ?2\b|adresszeile 2|zusatz|complement|suite|apt|bairro|colonia/.test(
    folded,
  );
}

const FIRST_NAME = ['first', 'vorname', 'prenom', 'voornaam', 'imie', 'primeiro'];
const LAST_NAME = ['last', 'nachname', 'achternaam', 'cognome', 'sobrenome', 'apellido', 'apellidos'];

/** How much less a header names a stop when it is a first or a last name alone. */
export function personNamePart(parts: readonly string[]): number {
  const joined = parts.join('');
  if (FIRST_NAME.some((w) => parts.includes(w) || joined.startsWith(w))) return 1;
  if (LAST_NAME.some((w) => parts.includes(w) || joined.startsWith(w))) return 0.5;
  return 0;
}
