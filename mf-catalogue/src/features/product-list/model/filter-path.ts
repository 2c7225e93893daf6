import { FILTER_KINDS, type FilterSelection } from '@trama/shared/contract';

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
 * is merged, so a hand-edited or truncated URL still gives a usable list rather than an error.
 */
export function parseFilterPath(filterPath: string): ActiveFilter[] {
  const segments = filterPath.split('/').filter(Boolean).map(decode);
  const start = segments[0] === FILTER_SEGMENT ? 1 : 0;
  const filters: ActiveFilter[] = [];
  for (let i = start; i + 1 < segments.length; i += 2) {
    const name = segments[i] as string;
    const values = (segments[i + 1] as string)
      .split('-')
      .map((value) => value.replaceAll(PERCENT_TOKEN, '%'))
      .filter(Boolean);
    if (!name || values.length === 0) continue;
    const existing = filters.find((f) => f.name === name);
    if (existing) existing.values.push(...values.filter((v) => !existing.values.includes(v)));
    else filters.push({ name, values: [...new Set(values)] });
  }
  return filters;
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
