/**
 * Colours of the demo catalogue. The code is '#rrggbb/<slug>' (storefront §9: the swatch is the
 * part before the slash); the slug, with '_' written '-', appears in the Italian product slugs
 * (products.canonical_url), so the /media generator can paint a product's photos in its colour
 * without a database. Names are written in the five shop languages (issue 17 §1).
 */
import type { Texts } from './languages.ts';

export interface Colour {
  slug: string;
  hex: string;
  name: Texts;
}

const c = (slug: string, hex: string, it: string, en: string, fr: string, de: string, es: string): Colour => ({ slug, hex, name: { it, en, fr, de, es } });

export const TEXTILE_COLOURS: Colour[] = [
  c('bianco', '#f7f5f0', 'Bianco', 'White', 'Blanc', 'Weiß', 'Blanco'),
  c('bianco_latte', '#f1ebdc', 'Bianco Latte', 'Milk White', 'Blanc lait', 'Milchweiß', 'Blanco leche'),
  c('naturale', '#d9cdb8', 'Naturale', 'Natural', 'Naturel', 'Natur', 'Natural'),
  c('sabbia', '#d8c3a0', 'Sabbia', 'Sand', 'Sable', 'Sand', 'Arena'),
  c('salvia', '#9caf88', 'Salvia', 'Sage', 'Sauge', 'Salbei', 'Salvia'),
  c('verde_oliva', '#6b7045', 'Verde Oliva', 'Olive Green', 'Vert olive', 'Olivgrün', 'Verde oliva'),
  c('fiordaliso', '#6f8fc9', 'Fiordaliso', 'Cornflower', 'Bleuet', 'Kornblumenblau', 'Aciano'),
  c('blu_notte', '#2b3a55', 'Blu Notte', 'Midnight Blue', 'Bleu nuit', 'Nachtblau', 'Azul noche'),
  c('terracotta', '#c46a4a', 'Terracotta', 'Terracotta', 'Terre cuite', 'Terrakotta', 'Terracota'),
  c('rosa_cipria', '#e6c3c0', 'Rosa Cipria', 'Powder Pink', 'Rose poudré', 'Puderrosa', 'Rosa empolvado'),
  c('senape', '#d4a93c', 'Senape', 'Mustard', 'Moutarde', 'Senfgelb', 'Mostaza'),
  c('lavanda', '#b7a9d1', 'Lavanda', 'Lavender', 'Lavande', 'Lavendel', 'Lavanda'),
  c('grigio_perla', '#c9c7c3', 'Grigio Perla', 'Pearl Grey', 'Gris perle', 'Perlgrau', 'Gris perla'),
  c('antracite', '#3d3d3d', 'Antracite', 'Charcoal', 'Anthracite', 'Anthrazit', 'Antracita'),
];

export const GOLD_COLOURS: Colour[] = [
  c('oro', '#d4af37', 'Oro giallo', 'Yellow gold', 'Or jaune', 'Gelbgold', 'Oro amarillo'),
  c('oro_rosa', '#d8a48f', 'Oro rosa', 'Rose gold', 'Or rose', 'Roségold', 'Oro rosa'),
];
export const SILVER_COLOURS: Colour[] = [c('argento', '#c0c0c0', 'Argento', 'Silver', 'Argent', 'Silber', 'Plata')];

const ALL = [...TEXTILE_COLOURS, ...GOLD_COLOURS, ...SILVER_COLOURS];
// Longest first, so 'bianco-latte' wins over 'bianco' and 'oro-rosa' over 'oro'.
const BY_LENGTH = [...ALL].sort((a, b) => b.slug.length - a.slug.length);

/** The colour named in a product slug or image path ('lenzuolo-in-lino-lavato-salvia-10001-2'). */
export function colourInSlug(slug: string): Colour | undefined {
  const padded = `-${slug}-`;
  return BY_LENGTH.find((colour) => padded.includes(`-${colour.slug.replace(/_/g, '-')}-`));
}
