/** The shops list (storefront §2, account §2 Store locator): countries with cities, then stores. */
import type { Store } from '@trama/shared/contract';

export interface CityGroup {
  city: string;
  stores: Store[];
}

export interface CountryGroup {
  code: string;
  label: string;
  cities: CityGroup[];
}

/** The weekday keys of Store.openingHours, in display order. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

/** Account §5 / storefront §9: the store search needs more than 3 characters. */
export const MIN_SEARCH_LENGTH = 4;

/** §2: countries are shown by name in capitals; the code AD is shown as ANDORRA. */
export function countryLabel(code: string, language: string): string {
  const upper = code.trim().toUpperCase();
  if (upper === 'AD') return 'ANDORRA';
  if (!/^[A-Z]{2}$/.test(upper)) return upper;
  try {
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(upper);
    return (name ?? upper).toLocaleUpperCase(language);
  } catch {
    return upper;
  }
}

function cityKey(city: string): string {
  return city.trim().toLocaleLowerCase();
}

/** Stores grouped by country then city, each level in alphabetical order. */
export function groupStores(stores: Store[], language: string): CountryGroup[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const countries = new Map<string, Map<string, CityGroup>>();
  for (const store of stores) {
    const code = store.country.trim().toUpperCase();
    const cities = countries.get(code) ?? new Map<string, CityGroup>();
    countries.set(code, cities);
    const key = cityKey(store.city);
    const group = cities.get(key) ?? { city: store.city.trim(), stores: [] };
    cities.set(key, group);
    group.stores.push(store);
  }
  return [...countries.entries()]
    .map(([code, cities]) => ({
      code,
      label: countryLabel(code, language),
      cities: [...cities.values()]
        .map((g) => ({ ...g, stores: [...g.stores].sort((a, b) => collator.compare(a.name, b.name)) }))
        .sort((a, b) => collator.compare(a.city, b.city)),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLocaleLowerCase().trim();
}

export function canSearch(text: string): boolean {
  return text.trim().length >= MIN_SEARCH_LENGTH;
}

/** Local search by city or postal code (accents and case ignored) until the nearest-store call exists. */
export function searchStores(stores: Store[], text: string): Store[] {
  const wanted = fold(text);
  if (!canSearch(text)) return stores;
  return stores.filter((s) => fold(s.city).includes(wanted) || s.zip.replace(/\s/g, '').startsWith(wanted.replace(/\s/g, '')));
}
