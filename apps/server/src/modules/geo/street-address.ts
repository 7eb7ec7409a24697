import { normalisePlaceName } from './place-name.js';

/* Whether a searched text is a street address, which the offline gazetteer (towns and cities)
   cannot know: a house number beside a word ('1500 Market', '12b Długa'), or a street word of the
   import's languages ('Market Street', 'Hauptstraße', 'ul. Długa'). */

const STREET_WORDS = new Set([
  // English
  ...['street', 'st', 'road', 'rd', 'avenue', 'ave', 'av', 'lane', 'ln', 'drive', 'dr', 'boulevard', 'blvd'],
  ...['way', 'court', 'ct', 'place', 'pl', 'square', 'sq', 'terrace', 'highway', 'hwy', 'parkway', 'pkwy'],
  ...['circle', 'cir', 'crescent', 'close', 'pike', 'alley'],
  // German, French, Spanish, Italian, Portuguese, Dutch, Polish
  ...['strasse', 'str', 'weg', 'gasse', 'platz', 'allee', 'damm', 'ufer'],
  ...['rue', 'chemin', 'impasse', 'quai', 'boulevard'],
  ...['calle', 'avenida', 'carrera', 'paseo', 'plaza', 'camino'],
  ...['via', 'viale', 'piazza', 'corso', 'vicolo'],
  ...['rua', 'travessa', 'praca', 'largo'],
  ...['straat', 'laan', 'plein', 'gracht', 'steeg', 'kade'],
  ...['ulica', 'ul', 'aleja', 'al', 'plac', 'osiedle', 'os'],
]);

/** German and Dutch write the street word onto the name: Hauptstraße, Kalverstraat, Dorfweg. */
const STREET_ENDINGS = /(strasse|str|straat|weg|gasse|laan|platz|plein|allee)$/;

/** A house number: 12, 12b, 12-14, 12/3. */
const HOUSE_NUMBER = /^\d{1,5}[a-z]?(?:[-/]\d{1,5}[a-z]?)?$/;
const WORD = /^\p{L}{2,}/u;

const wordsOf = (text: string): string[] =>
  normalisePlaceName(text)
    .split(/[\s,.;]+/)
    .filter((w) => w !== '');

/** A trailing ', PL' is a country code (the import adds one), not the abbreviation 'pl.'. */
const TRAILING_COUNTRY = /,\s*[A-Za-z]{2}\s*$/;

/** True when the text reads as a street address rather than a place's name. */
export function looksLikeStreetAddress(typed: string): boolean {
  const text = typed.replace(TRAILING_COUNTRY, '');
  const words = wordsOf(text);
  if (words.some((w) => STREET_WORDS.has(w) || (w.length > 6 && STREET_ENDINGS.test(w)))) return true;
  // Before the first comma: 'Camden, 08102' is a town and a postcode, not a house.
  const first = wordsOf(text.split(',')[0] ?? '');
  return first.some((w) => HOUSE_NUMBER.test(w)) && first.some((w) => WORD.test(w));
}
