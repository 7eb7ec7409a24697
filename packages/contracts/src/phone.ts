import {
  type CountryCode,
  getExampleNumber,
  isSupportedCountry,
  parsePhoneNumberFromString,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';
import { Messages } from './messages.js';

/* Phones as people type them (decisions.md: normalised with libphonenumber-js and the team's
   country; a refusal says the expected format). Not in the package index (imported as
   @rp/contracts/phone): the phone metadata is for the server and the pages that check phones,
   not for every page's entry code. */

export type TPhoneResult = { ok: true; phone: string } | { ok: false; message: string };

/** The example when the team has no country: any number works written with its country code. */
const ANY_COUNTRY_EXAMPLE = '+1 201 555 0123';

function countryOf(code: string): CountryCode | undefined {
  const country = code.trim().toUpperCase();
  return isSupportedCountry(country) ? country : undefined;
}

/**
 * The refusal of a phone, with the format it should have: the country's example number written
 * internationally and as dialled at home ('Invalid phone number. Use a number like +1 201 555
 * 0123 or (201) 555-0123.'). It starts with the spec's 'Invalid phone number'.
 */
export function invalidPhoneMessage(countryCode: string): string {
  const country = countryOf(countryCode);
  const example = country ? getExampleNumber(country, examples) : undefined;
  if (!example)
    return `${Messages.invalidPhone}. Use a number with its country code, like ${ANY_COUNTRY_EXAMPLE}.`;
  return `${Messages.invalidPhone}. Use a number like ${example.formatInternational()} or ${example.formatNational()}.`;
}

/**
 * A phone as typed, in the form the stop keeps (E.164: '+' and the digits). International numbers
 * ('+48 …', '0048 …') keep their code; national ones ('(215) 555-0142', '020 7946 0958') take the
 * country's calling code, its trunk prefix dropped. Empty stays empty. A number that is not a valid
 * number of its country is refused: saved wrong, it would call someone else.
 */
export function normalisePhone(text: string, countryCode: string): TPhoneResult {
  const typed = text.trim().replace(/^00(?=\d)/, '+');
  if (typed === '') return { ok: true, phone: '' };
  const country = countryOf(countryCode);
  const parsed = country
    ? parsePhoneNumberFromString(typed, { defaultCountry: country })
    : parsePhoneNumberFromString(typed);
  return parsed?.isValid()
    ? { ok: true, phone: parsed.number }
    : { ok: false, message: invalidPhoneMessage(countryCode) };
}
