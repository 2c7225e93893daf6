/** The shops list (storefront §2 Other pages): countries with their cities, then a city's stores. */
import type { Store } from '@trama/shared/contract';

export interface CityGroup {
  /** Stable across languages: `${country}|${city in lower case}`. */
  key: string;
  city: string;
  stores: Store[];
}

export interface CountryGroup {
  code: string;
  label: string;
  cities: CityGroup[];
}

/** A country's name in the page's language ('IT', 'it' → 'Italia'); the code when it is none. */
export function countryName(code: string, language: string): string {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return upper;
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(upper) ?? upper;
  } catch {
    return upper;
  }
}

/** Storefront §2: countries are shown by name in capitals; the code AD is shown as ANDORRA. */
export function countryLabel(code: string, language: string): string {
  const upper = code.trim().toUpperCase();
  if (upper === 'AD') return 'ANDORRA';
  return countryName(upper, language).toLocaleUpperCase(language);
}

export const cityKey = (store: Pick<Store, 'country' | 'city'>) => `${store.country.trim().toUpperCase()}|${store.city.trim().toLocaleLowerCase()}`;

/** Stores grouped by country then city, each level in alphabetical order of the page's language. */
export function groupStores(stores: readonly Store[], language: string): CountryGroup[] {
  const collator = new Intl.Collator(language, { sensitivity: 'base' });
  const countries = new Map<string, Map<string, CityGroup>>();
  for (const store of stores) {
    const code = store.country.trim().toUpperCase();
    const cities = countries.get(code) ?? new Map<string, CityGroup>();
    countries.set(code, cities);
    const key = cityKey(store);
    const group = cities.get(key) ?? { key, city: store.city.trim(), stores: [] };
    cities.set(key, group);
    group.stores.push(store);
  }
  return [...countries.entries()]
    .map(([code, cities]) => ({
      code,
      label: countryLabel(code, language),
      cities: [...cities.values()]
        .map((group) => ({ ...group, stores: [...group.stores].sort((a, b) => collator.compare(a.name, b.name)) }))
        .sort((a, b) => collator.compare(a.city, b.city)),
    }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
