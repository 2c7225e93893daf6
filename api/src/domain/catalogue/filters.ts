/**
 * Filters of a product list (storefront §2 Product list, §3 Filter). searchValue slugs never hold
 * '-' or '/' (the URL form joins values with '-'):
 *   COLOR      colour slug ('salvia', 'bianco_latte'); value = colour code '#rrggbb/<name>'
 *   SIZE       size slug ('160x280', 'xl', 'tu'); value = the size label
 *   MATERIAL   material slug ('lino', 'oro', 'argento'); value = its name
 *   PRICE      band '0_50', '50_100', '100_200', '200_500', '500_plus' (price actually paid)
 *   PROMOTION  discount '20%', '30%', '40%' (written '20{perc}' in URLs)
 * Values of one kind are OR, kinds are AND.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { FilterKind, FilterSelection, Language } from '@trama/shared/contract';
import { formatAmount } from '@trama/shared/rules';
import { badRequest } from '../errors.ts';

export interface PriceBand {
  slug: string;
  min: number;
  max: number | null;
}

export const PRICE_BANDS: PriceBand[] = [
  { slug: '0_50', min: 0, max: 50 },
  { slug: '50_100', min: 50, max: 100 },
  { slug: '100_200', min: 100, max: 200 },
  { slug: '200_500', min: 200, max: 500 },
  { slug: '500_plus', min: 500, max: null },
];

/** A whole amount as the language writes a price, without cents ("50 €", "€50"). */
const wholeAmount = (amount: number, currency: string, language: Language) => formatAmount(amount, currency, language).replace(/[.,]00(?=\D|$)/, '');

/** The band as the shopper's language writes prices: it "50 – 100 €", en "€50 – €100", the last "500 € +". */
export function priceBandLabel(band: PriceBand, language: Language, currency = 'EUR'): string {
  if (band.max === null) return `${wholeAmount(band.min, currency, language)} +`;
  // One currency sign when it follows the amounts ("50 – 100 €"), one per amount when it leads ("€50 – €100").
  const [min, max] = [wholeAmount(band.min, currency, language), wholeAmount(band.max, currency, language)];
  const trailing = /^[\d\s.,]+\s\D+$/.exec(min) !== null;
  return trailing ? `${min.replace(/\s\D+$/, '')} – ${max}` : `${min} – ${max}`;
}

const PROMOTION_VALUE = /^([1-9][0-9]?)%$/;

export const FILTER_NAMES: Record<Language, Record<FilterKind, string>> = {
  it: { COLOR: 'Colore', SIZE: 'Taglia', MATERIAL: 'Materiale', PRICE: 'Prezzo', PROMOTION: 'Promozione' },
  en: { COLOR: 'Colour', SIZE: 'Size', MATERIAL: 'Material', PRICE: 'Price', PROMOTION: 'Promotion' },
  fr: { COLOR: 'Couleur', SIZE: 'Taille', MATERIAL: 'Matière', PRICE: 'Prix', PROMOTION: 'Promotion' },
  de: { COLOR: 'Farbe', SIZE: 'Größe', MATERIAL: 'Material', PRICE: 'Preis', PROMOTION: 'Aktion' },
  es: { COLOR: 'Color', SIZE: 'Talla', MATERIAL: 'Material', PRICE: 'Precio', PROMOTION: 'Promoción' },
};

const invalid = (kind: string, value: string) => badRequest('INVALID_FILTER', `'${value}' is not a ${kind} filter value.`);

function bandCondition(slug: string): SQL {
  const band = PRICE_BANDS.find((b) => b.slug === slug);
  if (!band) throw invalid('PRICE', slug);
  return band.max === null ? sql`p.starting_price >= ${band.min}` : sql`(p.starting_price >= ${band.min} and p.starting_price < ${band.max})`;
}

/** One SQL condition (on products `p`) per selected kind; bad values are 400 INVALID_FILTER. */
export function filterConditions(selections: FilterSelection[]): SQL[] {
  const byKind = new Map<FilterKind, Set<string>>();
  for (const { searchFilter, values } of selections) {
    const set = byKind.get(searchFilter) ?? new Set<string>();
    for (const value of values) set.add(value);
    byKind.set(searchFilter, set);
  }
  const conditions: SQL[] = [];
  for (const [kind, set] of byKind) {
    const values = [...set];
    if (values.length === 0) continue;
    switch (kind) {
      case 'COLOR':
        conditions.push(sql`p.colour_slug = any(${sql.param(values)}::text[])`);
        break;
      case 'MATERIAL':
        conditions.push(sql`p.material = any(${sql.param(values)}::text[])`);
        break;
      case 'SIZE':
        conditions.push(sql`exists (select 1 from product_sizes fs where fs.product_id = p.product_id and fs.size_slug = any(${sql.param(values)}::text[]))`);
        break;
      case 'PRICE':
        conditions.push(sql`(${sql.join(values.map(bandCondition), sql` or `)})`);
        break;
      case 'PROMOTION': {
        const percentages = values.map((value) => {
          const match = PROMOTION_VALUE.exec(value);
          if (!match) throw invalid('PROMOTION', value);
          return Number(match[1]);
        });
        conditions.push(sql`p.discount_percentage = any(${sql.param(percentages)}::int[])`);
        break;
      }
    }
  }
  return conditions;
}
