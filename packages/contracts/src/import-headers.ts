import { foldAccents } from './fold-accents.js';
import { emptyColumnConfig, type TFullColumnConfig, type TImportAnyField } from './import.js';

/* Guessing the mapping from a file's header row (spec section 5: keyword lists, case ignored, not
   shown). Dispatchers' files come in many languages: each field has its words in English, German,
   French, Spanish, Italian, Portuguese, Dutch and Polish, compared without case or accents. */

/**
 * A text compared without case, accents or punctuation: 'Miejscowość' -> 'miejscowosc',
 * 'Straße' -> 'strasse', 'Zip_Code ' -> 'zip code'.
 */
export function foldText(text: string): string {
  return foldAccents(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');
}

/**
 * Keywords per field, folded. A keyword starting with '=' matches only a whole header: short or
 * common words ('de', 'a', 'from') that would otherwise pick columns they are merely part of.
 */
export const IMPORT_COLUMN_KEYWORDS: Record<TImportAnyField, readonly string[]> = {
  latitude: [
    ...['latitude', 'lat', '=y', 'gps lat', 'breite', 'breitengrad', 'latitud', 'latitudine'],
    ...['breedte', 'breedtegraad', 'szerokosc', 'szerokosc geograficzna'],
  ],
  longitude: [
    ...['longitude', 'lng', 'lon', 'long', '=x', 'lange', 'laengengrad', 'langengrad', 'longitud'],
    ...['longitudine', 'lengte', 'lengtegraad', 'dlugosc', 'dlugosc geograficzna'],
  ],
  timeWindowStart: [
    ...['time from', '=from', 'start time', 'window start', 'time window start', 'earliest', '=open'],
    ...['=von', '=ab', 'zeit von', 'lieferzeit von', 'fruhestens', 'fruheste', '=de', 'debut', 'heure debut'],
    ...[
      'a partir de',
      'desde',
      'hora inicio',
      'hora desde',
      'inicio',
      'dalle',
      '=da',
      'ora inizio',
      'inizio',
    ],
    ...['=das', 'hora de inicio', '=van', 'vanaf', 'begintijd', 'tijd van', '=od', 'godzina od', 'poczatek'],
  ],
  timeWindowEnd: [
    ...['time to', '=to', '=until', 'end time', 'window end', 'time window end', 'latest', '=close'],
    ...['=bis', 'zeit bis', 'lieferzeit bis', 'spatestens', 'spateste', '=a', '=fin', 'heure fin', 'jusqu a'],
    ...['hasta', 'hora fin', 'hora hasta', '=alle', '=fine', 'ora fine', '=ate', 'hora fim', '=fim'],
    ...['=tot', 'eindtijd', 'tijd tot', '=do', 'godzina do', 'koniec'],
  ],
  timeWindow: [
    ...['time window', 'window', 'delivery window', 'timeslot', 'time slot', 'delivery time', 'hours'],
    ...['zeitfenster', 'lieferzeit', 'lieferfenster', 'creneau', 'plage horaire', 'horaire', 'horaires'],
    ...['franja horaria', 'horario', 'ventana horaria', 'fascia oraria', 'orario', 'janela horaria'],
    ...[
      'tijdvenster',
      'tijdslot',
      'levertijd',
      'okno czasowe',
      'okno dostawy',
      'godziny',
      'przedzial czasowy',
    ],
  ],
  visitTime: [
    ...['visit time', 'service time', 'duration', 'stop time', 'stop duration', 'unloading time'],
    ...['aufenthalt', 'standzeit', 'dauer', 'servicezeit', 'duree', 'temps de service', 'temps sur place'],
    ...[
      'duracion',
      'tiempo de servicio',
      'tiempo de parada',
      'durata',
      'tempo di servizio',
      'tempo di sosta',
    ],
    ...['duracao', 'tempo de servico', 'tempo de parada', 'duur', 'servicetijd', 'bezoektijd', 'stoptijd'],
    ...['czas obslugi', 'czas wizyty', 'czas postoju', 'czas rozladunku'],
  ],
  postcode: [
    ...['zip', 'zipcode', 'zip code', 'postcode', 'post code', 'postal', 'postal code', 'plz', 'country'],
    ...['postleitzahl', 'land', 'code postal', '=cp', 'pays', 'codigo postal', 'pais', '=cap'],
    ...['codice postale', 'paese', 'kod pocztowy', '=kod', 'kraj'],
  ],
  phone: [
    ...['phone', 'telephone', 'tel', 'mobile', '=cell', 'phone number', 'telefon', 'telefonnummer', 'handy'],
    ...['mobil', 'portable', 'numero de telephone', 'telefono', 'movil', 'celular', 'cellulare', 'telemovel'],
    ...['telefoon', 'telefoonnummer', 'mobiel', 'gsm', 'komorka', 'nr telefonu', 'numer telefonu'],
  ],
  email: [
    ...['email', 'e mail', 'mail', 'email address', 'courriel', 'correo', 'correo electronico'],
    ...['posta elettronica', 'adres email', 'adres e mail'],
  ],
  recipientName: [
    ...['recipient', 'recipient name', 'receiver', 'consignee', 'contact', 'contact name', 'contact person'],
    ...['empfanger', 'empfangername', 'ansprechpartner', 'kontakt', 'destinataire', 'nom du destinataire'],
    ...['destinatario', 'contacto', 'contatto', 'referente', 'contato', 'ontvanger', 'contactpersoon'],
    ...['odbiorca', 'osoba kontaktowa'],
  ],
  packageCount: [
    ...['packages', 'package count', 'parcels', 'parcel count', 'pieces', 'boxes', '=qty', 'quantity'],
    ...['number of packages', 'pakete', 'anzahl pakete', 'paketanzahl', 'anzahl', 'colis', 'nombre de colis'],
    ...['paquetes', 'bultos', 'cantidad', 'pacchi', 'colli', 'quantita', 'pacotes', 'volumes', 'quantidade'],
    ...['pakketten', 'aantal', 'aantal pakketten', 'paczki', 'liczba paczek', 'ilosc', 'ilosc paczek'],
  ],
  barcodes: [
    ...['barcode', 'barcodes', 'bar code', '=ean', '=sku', 'tracking', 'tracking number', 'strichcode'],
    ...['code barre', 'code barres', 'codes barres', 'codigo de barras', 'codice a barre', 'streepjescode'],
    ...['kod kreskowy', 'kody kreskowe'],
  ],
  products: [
    ...['products', 'product', 'items', 'goods', 'contents', 'artikel', 'produkte', 'ware', 'waren'],
    ...['inhalt', 'produits', 'articles', 'contenu', 'productos', 'articulos', 'contenido', 'prodotti'],
    ...['articoli', 'contenuto', 'produtos', 'itens', 'artigos', 'conteudo', 'producten', 'artikelen'],
    ...['inhoud', 'produkty', 'towary', 'towar', 'zawartosc'],
  ],
  priority: [
    ...['priority', 'asap', 'urgent', 'prioritat', 'dringend', 'priorite', 'urgence', 'prioridad'],
    ...['urgente', 'priorita', 'prioridade', 'prioriteit', 'spoed', 'priorytet', 'pilne', 'pilnosc'],
  ],
  note: [
    ...['note', 'notes', 'comment', 'comments', 'remarks', 'instructions', 'delivery instructions'],
    ...['notiz', 'bemerkung', 'bemerkungen', 'hinweis', 'kommentar', 'anmerkung', 'remarque'],
    ...['commentaire', 'commentaires', 'observaciones', 'nota', 'notas', 'comentario', 'comentarios'],
    ...['osservazioni', 'commento', 'observacoes', 'observacao', 'opmerking', 'opmerkingen', 'notitie'],
    ...['uwagi', 'uwaga', 'komentarz', 'notatka'],
  ],
  city: [
    ...['city', 'town', 'place', 'locality', 'municipality', 'village', 'stadt', 'ort', 'gemeinde'],
    ...['wohnort', 'ville', 'commune', 'localite', 'ciudad', 'localidad', 'poblacion', 'municipio'],
    ...['citta', 'comune', 'localita', 'cidade', 'localidade', 'concelho', 'stad', 'plaats', 'woonplaats'],
    ...['gemeente', 'miasto', 'miejscowosc', 'gmina', 'poczta'],
  ],
  address: [
    ...['address', 'location', 'street', 'addr', 'road', 'address line 1', 'address1', 'adresse'],
    ...['strasse', '=str', 'hausnummer', 'anschrift', 'rue', 'voie', 'direccion', 'calle', 'domicilio'],
    ...['indirizzo', 'via', 'endereco', 'morada', 'rua', 'adres', 'straat', 'straatnaam', 'ulica', '=ul'],
  ],
  name: [
    ...['name', 'stop', 'stop name', 'company', 'client name', 'customer name', 'title', 'nom', 'nombre'],
    ...['nome', 'naam', 'nazwa', 'firma', 'kunde', 'client', 'cliente', 'klant', 'klient', 'societe'],
    ...['empresa', 'azienda', 'bedrijf', 'raison sociale', 'nazwisko', 'imie i nazwisko', 'customer'],
  ],
};

/**
 * The order in which fields pick their column: specific fields first, so 'Street name' is an
 * address, 'Recipient phone' a phone and 'Time window start' a start, not a window.
 */
export const GUESS_ORDER: readonly TImportAnyField[] = [
  'latitude',
  'longitude',
  'timeWindowStart',
  'timeWindowEnd',
  'timeWindow',
  'visitTime',
  'postcode',
  'phone',
  'email',
  'recipientName',
  'packageCount',
  'barcodes',
  'products',
  'priority',
  'note',
  'city',
  'address',
  'name',
];

const isExactOnly = (keyword: string) => keyword.startsWith('=');
const bare = (keyword: string) => keyword.replace(/^=/, '');

/**
 * Guesses the mapping from the header row: for each field a header equal to a keyword first, then
 * one that contains a keyword as whole words; a column is used by one field at most; columns no
 * keyword names stay unmapped.
 */
export function guessColumns(header: readonly unknown[]): TFullColumnConfig {
  const mapping = emptyColumnConfig();
  const used = new Set<number>();
  const folded = header.map((h) => foldText(String(h ?? '')));
  const free = (i: number) => !used.has(i) && folded[i] !== '';
  for (const field of GUESS_ORDER) {
    const keywords = IMPORT_COLUMN_KEYWORDS[field];
    let index = folded.findIndex((h, i) => free(i) && keywords.some((k) => bare(k) === h));
    if (index < 0) {
      const partial = keywords.filter((k) => !isExactOnly(k) && k.length > 1);
      index = folded.findIndex((h, i) => free(i) && partial.some((k) => ` ${h} `.includes(` ${k} `)));
    }
    if (index >= 0) {
      mapping[field] = index;
      used.add(index);
    }
  }
  return mapping;
}

/**
 * The header row as the team's saved mappings are keyed: each header folded, empty headers at the
 * end dropped (a sheet's trailing empty columns do not make it another file).
 */
export function headerSignature(header: readonly unknown[]): string {
  const folded = header.map((h) => foldText(String(h ?? '')));
  while (folded.length > 0 && folded.at(-1) === '') folded.pop();
  return folded.join('\t');
}
