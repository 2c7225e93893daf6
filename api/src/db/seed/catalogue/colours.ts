/**
 * Colours of the demo catalogue. The code is '#rrggbb/<slug>' (storefront §9: the swatch is the
 * part before the slash); the slug, with '_' written '-', appears in product slugs, so the /media
 * generator can paint a product's photos in its colour without a database.
 */
export interface Colour {
  slug: string;
  hex: string;
  it: string;
  en: string;
}

const c = (slug: string, hex: string, it: string, en: string): Colour => ({ slug, hex, it, en });

export const TEXTILE_COLOURS: Colour[] = [
  c('bianco', '#f7f5f0', 'Bianco', 'White'),
  c('bianco_latte', '#f1ebdc', 'Bianco Latte', 'Milk White'),
  c('naturale', '#d9cdb8', 'Naturale', 'Natural'),
  c('sabbia', '#d8c3a0', 'Sabbia', 'Sand'),
  c('salvia', '#9caf88', 'Salvia', 'Sage'),
  c('verde_oliva', '#6b7045', 'Verde Oliva', 'Olive Green'),
  c('fiordaliso', '#6f8fc9', 'Fiordaliso', 'Cornflower'),
  c('blu_notte', '#2b3a55', 'Blu Notte', 'Midnight Blue'),
  c('terracotta', '#c46a4a', 'Terracotta', 'Terracotta'),
  c('rosa_cipria', '#e6c3c0', 'Rosa Cipria', 'Powder Pink'),
  c('senape', '#d4a93c', 'Senape', 'Mustard'),
  c('lavanda', '#b7a9d1', 'Lavanda', 'Lavender'),
  c('grigio_perla', '#c9c7c3', 'Grigio Perla', 'Pearl Grey'),
  c('antracite', '#3d3d3d', 'Antracite', 'Charcoal'),
];

export const GOLD_COLOURS: Colour[] = [c('oro', '#d4af37', 'Oro giallo', 'Yellow gold'), c('oro_rosa', '#d8a48f', 'Oro rosa', 'Rose gold')];
export const SILVER_COLOURS: Colour[] = [c('argento', '#c0c0c0', 'Argento', 'Silver')];

const ALL = [...TEXTILE_COLOURS, ...GOLD_COLOURS, ...SILVER_COLOURS];
// Longest first, so 'bianco-latte' wins over 'bianco' and 'oro-rosa' over 'oro'.
const BY_LENGTH = [...ALL].sort((a, b) => b.slug.length - a.slug.length);

/** The colour named in a product slug or image path ('lenzuolo-in-lino-lavato-salvia-10001-2'). */
export function colourInSlug(slug: string): Colour | undefined {
  const padded = `-${slug}-`;
  return BY_LENGTH.find((colour) => padded.includes(`-${colour.slug.replace(/_/g, '-')}-`));
}
