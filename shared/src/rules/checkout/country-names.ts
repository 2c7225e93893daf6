/**
 * Issue 29 §13: a country reads in the shopper's language ("Netherlands", "Niederlande"), never in
 * the Italian an address was saved with. The address form's countries (account §5) have their names
 * written here for the five languages — data, not Intl.DisplayNames, because Node's and the
 * browser's ICU may word a name differently and the server's HTML must match the browser's; any
 * other code falls back to Intl, then to the code itself.
 */
const NAMES: Record<string, Record<string, string>> = {
  IT: { it: 'Italia', en: 'Italy', fr: 'Italie', de: 'Italien', es: 'Italia' },
  FR: { it: 'Francia', en: 'France', fr: 'France', de: 'Frankreich', es: 'Francia' },
  AT: { it: 'Austria', en: 'Austria', fr: 'Autriche', de: 'Österreich', es: 'Austria' },
  MC: { it: 'Monaco', en: 'Monaco', fr: 'Monaco', de: 'Monaco', es: 'Mónaco' },
  DE: { it: 'Germania', en: 'Germany', fr: 'Allemagne', de: 'Deutschland', es: 'Alemania' },
  CH: { it: 'Svizzera', en: 'Switzerland', fr: 'Suisse', de: 'Schweiz', es: 'Suiza' },
  BE: { it: 'Belgio', en: 'Belgium', fr: 'Belgique', de: 'Belgien', es: 'Bélgica' },
  PT: { it: 'Portogallo', en: 'Portugal', fr: 'Portugal', de: 'Portugal', es: 'Portugal' },
  NL: { it: 'Paesi Bassi', en: 'Netherlands', fr: 'Pays-Bas', de: 'Niederlande', es: 'Países Bajos' },
  LU: { it: 'Lussemburgo', en: 'Luxembourg', fr: 'Luxembourg', de: 'Luxemburg', es: 'Luxemburgo' },
  ES: { it: 'Spagna', en: 'Spain', fr: 'Espagne', de: 'Spanien', es: 'España' },
};

/** The name of the country `code` (ISO 3166-1 alpha-2) in `language`. */
export function countryName(code: string, language: string): string {
  const upper = String(code ?? '').trim().toUpperCase();
  const known = NAMES[upper]?.[language];
  if (known) return known;
  if (!/^[A-Z]{2}$/.test(upper)) return upper;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** The code of a country given by code or by a name in any of the five languages ('' when unknown). */
export function countryCodeOf(codeOrName: string): string {
  const text = String(codeOrName ?? '').trim();
  if (/^[A-Za-z]{2}$/.test(text) && NAMES[text.toUpperCase()]) return text.toUpperCase();
  const lower = text.toLocaleLowerCase();
  for (const [code, names] of Object.entries(NAMES)) {
    if (Object.values(names).some((name) => name.toLocaleLowerCase() === lower)) return code;
  }
  return '';
}

/** What an address shows as its country in `language`: by its code, else by the name it was saved with. */
export function addressCountryName(address: { countryCode?: string | null; country?: string | null }, language: string): string {
  const code = address.countryCode?.trim() || countryCodeOf(address.country ?? '');
  return code ? countryName(code, language) : (address.country ?? '');
}
