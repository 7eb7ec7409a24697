import { foldAccents } from './fold-accents.js';
import {
  emptyColumnConfig,
  type TFullColumnConfig,
  type TImportAnyField,
  UNMAPPED_COLUMN,
} from './import.js';
import {
  compoundParts,
  headerParts,
  isAddressExtra,
  isBillingSide,
  isDeliverySide,
  personNamePart,
  windowEndOf,
} from './import-header-parts.js';

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
    ...['zeitraum', 'uhrzeit', 'heure de livraison', 'hora de entrega', 'ora di consegna', 'godzina dostawy'],
    ...['venster', 'tijdvak', 'bezorgvenster', 'fenetre horaire', 'slot', 'franja', 'fascia', 'faixa'],
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
    ...['czas obslugi', 'czas wizyty', 'czas postoju', 'czas rozladunku', '=svc', 'tempo de paragem'],
  ],
  postcode: [
    ...['zip', 'zipcode', 'zip code', 'postcode', 'post code', 'postal', 'postal code', 'plz'],
    ...['postleitzahl', 'code postal', '=cp', '=c p', 'codigo postal', '=cap', '=cep', 'cep', '^cp', '^cap'],
    ...['codice postale', 'kod pocztowy', '=kod'],
  ],
  phone: [
    ...['phone', 'telephone', 'tel', 'mobile', '=cell', 'phone number', 'telefon', 'telefonnummer', 'handy'],
    ...['mobil', 'portable', 'numero de telephone', 'telefono', 'movil', 'celular', 'cellulare', 'telemovel'],
    ...['telefoon', 'telefoonnummer', 'mobiel', 'gsm', 'komorka', 'nr telefonu', 'numer telefonu'],
    ...['cell', 'cellphone', 'contact number', 'handynummer', 'telefone'],
  ],
  email: [
    ...['email', 'e mail', 'mail', 'email address', 'courriel', 'correo', 'correo electronico'],
    ...['posta elettronica', 'adres email', 'adres e mail'],
  ],
  recipientName: [
    ...['recipient', 'recipient name', 'receiver', 'consignee', 'contact', 'contact name', 'contact person'],
    ...['empfanger', 'empfangername', 'ansprechpartner', 'kontakt', 'destinataire', 'nom du destinataire'],
    ...['destinatario', 'contacto', 'contatto', 'referente', 'contato', 'ontvanger', 'contactpersoon'],
    ...['odbiorca', 'osoba kontaktowa', 'geadresseerde', 'adresat', 'recebedor', 'ricevente', 'receptor'],
  ],
  packageCount: [
    ...['packages', 'package count', 'parcels', 'parcel count', 'pieces', 'boxes', '=qty', 'quantity'],
    ...['number of packages', 'pakete', 'anzahl pakete', 'paketanzahl', 'anzahl', 'colis', 'nombre de colis'],
    ...['paquetes', 'bultos', 'cantidad', 'pacchi', 'colli', 'quantita', 'pacotes', 'volumes', 'quantidade'],
    ...['pakketten', 'aantal', 'aantal pakketten', 'paczki', 'liczba paczek', 'ilosc', 'ilosc paczek'],
    ...['menge', 'stuck', 'encomendas', 'item count'],
  ],
  barcodes: [
    ...['barcode', 'barcodes', 'bar code', '=ean', '=sku', 'tracking', 'tracking number', 'strichcode'],
    ...['code barre', 'code barres', 'codes barres', 'codigo de barras', 'codice a barre', 'streepjescode'],
    ...['kod kreskowy', 'kody kreskowe', 'sendungsnummer'],
  ],
  products: [
    ...['products', 'product', 'items', 'goods', 'contents', 'artikel', 'produkte', 'ware', 'waren'],
    ...['inhalt', 'produits', 'articles', 'contenu', 'productos', 'articulos', 'contenido', 'prodotti'],
    ...['articoli', 'contenuto', 'produtos', 'itens', 'artigos', 'conteudo', 'producten', 'artikelen'],
    ...['inhoud', 'produkty', 'towary', 'towar', 'zawartosc', 'lineitem name', 'item name', 'line items'],
  ],
  priority: [
    ...['priority', 'asap', 'urgent', 'prioritat', 'dringend', 'priorite', 'urgence', 'prioridad'],
    ...['urgente', 'priorita', 'prioridade', 'prioriteit', 'spoed', 'priorytet', 'pilne', 'pilnosc', '=pri'],
  ],
  note: [
    ...['note', 'notes', 'comment', 'comments', 'remarks', 'instructions', 'delivery instructions'],
    ...['notiz', 'bemerkung', 'bemerkungen', 'hinweis', 'kommentar', 'anmerkung', 'remarque'],
    ...['commentaire', 'commentaires', 'observaciones', 'nota', 'notas', 'comentario', 'comentarios'],
    ...['osservazioni', 'commento', 'observacoes', 'observacao', 'opmerking', 'opmerkingen', 'notitie'],
    ...['uwagi', 'uwaga', 'komentarz', 'notatka', '=info', 'remarques', 'instrucciones', 'istruzioni'],
    ...['instrucoes', 'instructies', 'instrukcje', 'hinweise', 'notities'],
  ],
  city: [
    ...['city', 'town', 'place', 'locality', 'municipality', 'village', 'stadt', 'ort', 'gemeinde'],
    ...['wohnort', 'ville', 'commune', 'localite', 'ciudad', 'localidad', 'poblacion', 'municipio'],
    ...['citta', 'comune', 'localita', 'cidade', 'localidade', 'concelho', 'stad', 'plaats', 'woonplaats'],
    ...['gemeente', 'miasto', 'miejscowosc', 'gmina', 'poczta', 'suburb'],
  ],
  address: [
    ...['address', 'location', 'street', 'addr', 'road', 'address line 1', 'address1', 'adresse'],
    ...['strasse', '=str', 'hausnummer', 'anschrift', 'rue', 'voie', 'direccion', 'calle', 'domicilio'],
    ...['indirizzo', 'via', 'endereco', 'morada', 'rua', 'adres', 'straat', 'straatnaam', 'ulica', '=ul'],
    ...['logradouro', 'address 1', 'address1', 'address line1', 'adresszeile', 'adresszeile 1'],
  ],
  name: [
    ...['name', 'stop', 'stop name', 'company', 'client name', 'customer name', 'title', 'nom', 'nombre'],
    ...['nome', 'naam', 'nazwa', 'firma', 'kunde', 'client', 'cliente', 'klant', 'klient', 'societe'],
    ...['empresa', 'azienda', 'bedrijf', 'raison sociale', 'nazwisko', 'imie i nazwisko', 'customer'],
    ...['stopp', 'bezeichnung', 'ziel', 'site', 'account', 'punto', 'comercio', 'parada', 'razon social'],
    ...[
      'enseigne',
      'arret',
      'ragione sociale',
      'negozio',
      'fermata',
      'winkel',
      'punkt',
      'sklep',
      'przystanek',
    ],
    ...['ponto', 'loja', 'razao social', 'tienda', 'geschaft', 'filiale', 'winkelnaam', 'location name'],
  ],
  country: [...['country', 'country code', 'land', 'pays', 'pais', 'paese', 'nazione', 'kraj', 'nation']],
  skills: [
    ...['skills', 'skill', 'required skills', 'qualification', 'qualifikation', 'fahigkeiten', 'competences'],
    ...['habilidades', 'competenze', 'vaardigheden', 'umiejetnosci', 'kwalifikacje', 'requirements'],
  ],
  weight: [...['weight', 'gewicht', 'poids', 'peso', 'waga', 'kg', 'lbs', 'weight kg']],
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
  'country',
  'skills',
  'weight',
  'note',
  'city',
  'address',
  'name',
];

const isExactOnly = (keyword: string) => keyword.startsWith('=') || keyword.startsWith('^');
const bare = (keyword: string) => keyword.replace(/^[=^]/, '');
// '^cp': a short word that names the field as a header's first word ('CP livraison').
const leadsHeader = (folded: string, keyword: string) =>
  keyword.startsWith('^') && folded.startsWith(`${bare(keyword)} `);
const containsWords = (text: string, words: string) => ` ${text} `.includes(` ${words} `);
// A compound ending in a long keyword is that keyword ('zustelladresse', 'bezorgtijdvak').
const MIN_COMPOUND_KEYWORD = 5;
const endsCompound = (parts: readonly string[], keyword: string) =>
  keyword.length >= MIN_COMPOUND_KEYWORD &&
  !keyword.includes(' ') &&
  parts.some((p) => p.length > keyword.length && p.endsWith(keyword));

/** How well a header names a field by its keywords: 3 equal, 2 whole words, 1.5 a compound's part. */
function keywordScore(field: TImportAnyField, folded: string, parts: readonly string[]): number {
  const keywords = IMPORT_COLUMN_KEYWORDS[field];
  if (keywords.some((k) => bare(k) === folded)) return 3;
  if (keywords.some((k) => leadsHeader(folded, k))) return 2;
  const partial = keywords.filter((k) => !isExactOnly(k) && k.length > 1);
  if (partial.some((k) => containsWords(folded, k))) return 2;
  // A compound is what its last part is ('Empfängeradresse' is an address, of the recipient).
  const heads = folded.split(' ').map((w) => compoundParts(w).at(-1) ?? w);
  const isHead = partial.some((k) => heads.includes(k) || endsCompound(folded.split(' '), k));
  if (isHead) return 1.5;
  const split = parts.join(' ');
  return partial.some((k) => containsWords(split, k)) ? 1.2 : 0;
}

/** Fields a delivery or billing word picks between ('Shipping City' over 'Billing City'). */
const SIDED_FIELDS = new Set<TImportAnyField>([
  ...['address', 'city', 'postcode', 'country', 'phone', 'email', 'name', 'recipientName'],
] as TImportAnyField[]);
// A header that names another field by a whole keyword is that field ('Ship to address', 'Uwagi do dostawy').
const TIME_FIELDS = new Set<TImportAnyField>(['timeWindow', 'timeWindowStart', 'timeWindowEnd', 'visitTime']);
const OTHER_THAN_TIMES = GUESS_ORDER.filter((f) => !TIME_FIELDS.has(f));
const MOBILE =
  /(^| )(mobile?|mobil|handy|cell|cellphone|movil|cellulare|portable|celular|komorkowy|mobiel|telemovel)( |$)/;
const LANDLINE = /(^| )(fixe|fijo|fisso|fixo|festnetz|stacjonarny|vast|landline)( |$)/;

/** A field's score adjusted by what the header says beside its keywords. */
function adjustedScore(
  field: TImportAnyField,
  base: number,
  folded: string,
  parts: readonly string[],
): number {
  let score = base;
  if (score > 0 && SIDED_FIELDS.has(field)) {
    if (isDeliverySide(parts)) score += 0.3;
    if (isBillingSide(parts)) score = Math.max(0.1, score - 1);
  }
  if (field === 'address' && isAddressExtra(folded)) return 0;
  if (field === 'name' && score > 0) score = Math.max(0.1, score - personNamePart(parts));
  if (field === 'phone' && score > 0) score += MOBILE.test(folded) ? 0.2 : LANDLINE.test(folded) ? -0.5 : 0;
  return score;
}

/** A header's score for every field (0 = the header does not name it). */
export function headerFieldScores(header: unknown): Record<TImportAnyField, number> {
  const folded = foldText(String(header ?? ''));
  const parts = headerParts(folded);
  const scores = Object.fromEntries(
    GUESS_ORDER.map((f) => [
      f,
      folded === '' ? 0 : adjustedScore(f, keywordScore(f, folded, parts), folded, parts),
    ]),
  ) as Record<TImportAnyField, number>;
  // A window or delivery word with a from or to word names one end of a split window, unless the
  // header names another field.
  const end = windowEndOf(parts);
  // Only a strong from/to word splits a header that names a whole window ('Franja de entrega').
  const namesWindow = scores.timeWindow >= 2 && !end?.isStrong;
  if (end && !namesWindow && !OTHER_THAN_TIMES.some((f) => scores[f] >= 2)) {
    const field = end.end === 'start' ? 'timeWindowStart' : 'timeWindowEnd';
    scores[field] = Math.max(scores[field], 2.5);
  }
  return scores;
}

/** A column a field may take, and how sure the header (or the cells) make it. */
export interface TFieldCandidate {
  field: TImportAnyField;
  column: number;
  score: number;
}

/** Every field a header names, with its score. */
export function headerCandidates(header: readonly unknown[]): TFieldCandidate[] {
  // 'A' alone is a to column only beside a from column ('De' | 'A'); else it is a column letter.
  const folded = header.map((h) => foldText(String(h ?? '')));
  const hasFrom = folded.some((h) => IMPORT_COLUMN_KEYWORDS.timeWindowStart.some((k) => bare(k) === h));
  return header.flatMap((h, column) =>
    !hasFrom && folded[column] === 'a'
      ? []
      : Object.entries(headerFieldScores(h))
          .filter(([, score]) => score > 0)
          .map(([field, score]) => ({ field: field as TImportAnyField, column, score })),
  );
}

/**
 * The mapping the candidates make: the surest first (on a tie the more specific field, in
 * GUESS_ORDER, then the leftmost column); a field takes one column and a column one field.
 */
export function assignCandidates(candidates: readonly TFieldCandidate[]): TFullColumnConfig {
  const mapping = emptyColumnConfig();
  const used = new Set<number>();
  const rank = (f: TImportAnyField) => GUESS_ORDER.indexOf(f);
  const sorted = [...candidates].sort(
    (a, b) => b.score - a.score || rank(a.field) - rank(b.field) || a.column - b.column,
  );
  for (const c of sorted) {
    if (mapping[c.field] !== UNMAPPED_COLUMN || used.has(c.column)) continue;
    mapping[c.field] = c.column;
    used.add(c.column);
  }
  return mapping;
}

/**
 * Guesses the mapping from the header row alone: each header scored for every field by its
 * keywords, its compounds' parts and its from/to and delivery/billing words; columns no keyword
 * names stay unmapped.
 */
export function guessColumns(header: readonly unknown[]): TFullColumnConfig {
  return assignCandidates(headerCandidates(header));
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
