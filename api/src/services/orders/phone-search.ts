/**
 * What a phone number typed into the quick user search may look like in the `phone` column. Students' phones are kept
 * as the national number (demo and scale data: '942644867', country code '66' apart); forms keep what was typed, so a
 * trunk '0' may be there too ('0812345678'). Staff type them as the screens show them ('+66 942644867'), with the
 * trunk '0' ('0942644867'), with the country code run in ('66942644867') or grouped ('942-644-867').
 *
 * Each term is a run of digits the `phone` column contains as it is, so the pg_trgm index on `phone` answers the search
 * (a normalising expression on the column would need an index of its own). A term tied to a country code
 * (`+66 942…`) also asks that the student's `phone_country_code` be that code.
 */
export type PhoneSearchTerms = {
  /** Substrings of the phone whatever its country code. */
  anywhere: string[];
  /** Substrings of the phone of a student with that country code. */
  withCountryCode: Array<{ countryCode: string; national: string }>;
};

/** pg_trgm needs three characters to use its index; a shorter term would read the whole table. */
const MIN_TERM = 3;
/** E.164 country codes have one to three digits; the schema takes up to four, so four are tried. */
const MAX_COUNTRY_CODE = 4;
/**
 * Digits typed without '+' are read as a country code and a number only from this length: a national number with its
 * country code ('65' + 8, '66' + 9). A shorter run is part of a national number ('942644867' is no '94' number).
 */
const MIN_DIGITS_WITH_COUNTRY_CODE = 10;

const PHONE_LIKE = /^\+?[\d\s().-]+$/;

const withoutTrunkZeros = (digits: string) => digits.replace(/^0+/, '');

/**
 * The phone terms of a search text, or null when the text is no phone number (letters, an email, fewer than three
 * digits): then the phone is matched by the text as typed only.
 */
export function phoneSearchTerms(text: string): PhoneSearchTerms | null {
  const typed = text.trim();
  if (!PHONE_LIKE.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < MIN_TERM) return null;

  // '+66 …' or the international prefix '0066 …': the country code comes first, for certain.
  const international = typed.startsWith('+') ? digits : digits.startsWith('00') ? digits.slice(2) : null;
  const anywhere = new Set<string>();
  const withCountryCode: PhoneSearchTerms['withCountryCode'] = [];

  if (international === null) {
    // A national number, perhaps with its trunk '0' (the column may hold it either way: '0' is never required).
    const national = withoutTrunkZeros(digits);
    if (national.length >= MIN_TERM) anywhere.add(national);
  } else if (international.length >= MIN_TERM) {
    // A phone kept with its country code run in ('66942644867').
    anywhere.add(international);
  }

  const leading = international ?? (digits.length >= MIN_DIGITS_WITH_COUNTRY_CODE && !digits.startsWith('0') ? digits : null);
  if (leading !== null) {
    for (let length = 1; length <= MAX_COUNTRY_CODE; length += 1) {
      const national = withoutTrunkZeros(leading.slice(length));
      if (national.length >= MIN_TERM) withCountryCode.push({ countryCode: leading.slice(0, length), national });
    }
  }

  // Digits typed as the phone holds them are found by the text as typed already.
  const sameAsTyped = withCountryCode.length === 0 && [...anywhere].every((run) => run === typed);
  if (sameAsTyped) return null;
  return { anywhere: [...anywhere], withCountryCode };
}
