/**
 * Storefront §9: Monaco has no store network of its own; its visitors are served by France's,
 * and France's network includes the shop in Monaco. Every store look-up reads its country
 * through this.
 */
const SERVED_BY: Record<string, string> = { MC: 'FR' };

/** The countries whose stores a look-up for `country` lists (upper case), or null for every country. */
export function storeLookupCountries(country: string | undefined | null): string[] | null {
  if (!country) return null;
  const code = country.toUpperCase();
  const network = SERVED_BY[code] ?? code;
  return [network, ...Object.keys(SERVED_BY).filter((served) => SERVED_BY[served] === network)];
}
