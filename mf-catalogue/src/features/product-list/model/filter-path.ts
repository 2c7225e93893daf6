import { FILTER_KINDS, type Filter, type FilterSelection } from '@trama/shared/contract';

/** Storefront §2 Product list: '/filtres/{filterName}/{value1-value2}/...', '%' written as '{perc}'. */
export interface ActiveFilter {
  name: string;
  values: string[];
}

const FILTER_SEGMENT = 'filtres';
const PERCENT_TOKEN = '{perc}';

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The active filters of a list URL tail. A name without values is dropped and a name given twice
 * is merged, so a hand-edited or truncated URL still gives a usable list rather than an error
 * (an unknown name or value is a 404: `unknownFilters`). Linear in the tail (issue 29 §2).
 */
export function parseFilterPath(filterPath: string): ActiveFilter[] {
  const byName = new Map<string, Set<string>>();
  for (const [name, segment] of filterPairs(filterPath)) {
    if (segment === undefined) continue;
    const values = segment
      .split('-')
      .map((value) => value.replaceAll(PERCENT_TOKEN, '%'))
      .filter(Boolean);
    if (!name || values.length === 0) continue;
    const known = byName.get(name) ?? new Set<string>();
    for (const value of values) known.add(value);
    byName.set(name, known);
  }
  return [...byName].map(([name, values]) => ({ name, values: [...values] }));
}

/** The tail's (name, values) pairs, decoded; a last name without values has `undefined`. */
function filterPairs(filterPath: string): [string, string | undefined][] {
  const segments = filterPath.split('/').filter(Boolean).map(decode);
  const start = segments[0] === FILTER_SEGMENT ? 1 : 0;
  const pairs: [string, string | undefined][] = [];
  for (let i = start; i < segments.length; i += 2) pairs.push([segments[i] as string, segments[i + 1]]);
  return pairs;
}

/**
 * Issue 29 §19: whether the tail names a filter that does not exist (`/filtres/colour/anthracite`):
 * a name that is no filter kind, or — once the list's filters are known (`offered`) — a value the
 * list does not offer. Such an address is a 404, not a list that names itself canonical.
 */
export function hasUnknownFilter(filterPath: string, offered: readonly Filter[] | null | undefined): boolean {
  const kinds: readonly string[] = FILTER_KINDS;
  const values = offered ? new Map(offered.map((filter) => [filter.searchFilter.toUpperCase(), new Set(filter.values.map((value) => value.searchValue))])) : null;
  for (const [name, segment] of filterPairs(filterPath)) {
    const kind = name.toUpperCase();
    if (!kinds.includes(kind)) return true;
    if (!values || segment === undefined) continue;
    const known = values.get(kind);
    for (const value of segment.split('-')) {
      if (value && !known?.has(value.replaceAll(PERCENT_TOKEN, '%'))) return true;
    }
  }
  return false;
}

/** '%' is encoded as '%25' by encodeURIComponent; the shop's URLs write it '{perc}' instead. */
function encodeSegment(value: string): string {
  return encodeURIComponent(value).replaceAll('%25', PERCENT_TOKEN);
}

/** The inverse: filters -> '/filtres/colore/bianco-blu'; '' when no filter has a value. */
export function buildFilterPath(filters: ActiveFilter[]): string {
  const parts = filters
    .filter((f) => f.values.length > 0)
    .map((f) => `${encodeSegment(f.name)}/${f.values.map(encodeSegment).join('-')}`);
  return parts.length ? `/${FILTER_SEGMENT}/${parts.join('/')}` : '';
}

/** URL filters -> the catalogue request's selections (URL names are searchFilter lower-cased). */
export function toSelections(filters: ActiveFilter[]): FilterSelection[] {
  return filters
    .map((f) => ({ searchFilter: f.name.toUpperCase(), values: f.values }))
    .filter((f): f is FilterSelection => (FILTER_KINDS as readonly string[]).includes(f.searchFilter));
}

/** Adds a value to a filter or, when present, takes it out (an emptied filter disappears). */
export function toggleFilterValue(filters: ActiveFilter[], searchFilter: string, value: string): ActiveFilter[] {
  const name = searchFilter.toLowerCase();
  const current = filters.find((f) => f.name === name);
  if (!current) return [...filters, { name, values: [value] }];
  const values = current.values.includes(value) ? current.values.filter((v) => v !== value) : [...current.values, value];
  return filters.map((f) => (f.name === name ? { name, values } : f)).filter((f) => f.values.length > 0);
}

export function isSelected(filters: ActiveFilter[], searchFilter: string, value: string): boolean {
  return !!filters.find((f) => f.name === searchFilter.toLowerCase())?.values.includes(value);
}
