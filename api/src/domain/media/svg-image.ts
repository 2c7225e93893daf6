/**
 * Placeholder photography, drawn on request: every /media/<folder>/<slug>.svg is a small,
 * deterministic SVG (linen colours, a motif for the product family) with width and height set,
 * so pages lay out without shifts and work offline. No words are drawn (issue 29 §13): one
 * picture serves every language, so its words would be Italian on the English page; the page
 * says what the picture shows (alt, captions) in the shopper's language.
 */
import { createHash } from 'node:crypto';
import { colourInSlug } from '../../db/seed/catalogue/colours.ts';

export const DEFAULT_IMAGE_PATH = 'default.svg';

/** Bump when the drawing changes, so cached copies are revalidated. */
const RENDER_VERSION = '3';

const SIZES: Record<string, [number, number]> = {
  banners: [1600, 640],
  categories: [800, 1000],
  menu: [480, 600],
  editorial: [1400, 700],
  magazine: [1200, 800],
  products: [800, 1000],
  stores: [800, 600],
};
const DEFAULT_SIZE: [number, number] = [800, 800];

// [light, deeper, accent, ink]: washed linen, sage, blush, blue-grey, sand, mauve.
const PALETTES = [
  ['#f1ebe1', '#e2d6c3', '#b09a7c', '#4a4036'],
  ['#ebeee7', '#d4dccd', '#86967c', '#3c4537'],
  ['#f4ece7', '#e7d4ca', '#b78a7a', '#4e3a33'],
  ['#e9edf1', '#d2d9e2', '#7b8da3', '#35404d'],
  ['#f2eee5', '#ded5c2', '#9c8b6c', '#463e30'],
  ['#eee7ea', '#ddcfd6', '#99808d', '#45393f'],
] as const;

const FAMILIES: [RegExp, (w: number, h: number, accent: string) => string][] = [
  // First: 'carta-regalo-gioielli' is a gift card, not a jewel (issue 16).
  [/regalo/, giftCard],
  [/bagno|asciugam|accappat|tappet|spugna/, towels],
  [/tavol|tovagli|runner|cucina/, tablecloth],
  [/homewear|pigiam|vestagli|camicia/, garment],
  [/gioiell|collan|orecchin|braccial|oro|argent|prezios/, jewel],
];

const SAFE_PATH = /^(?:[a-z0-9][a-z0-9-]{0,79}\/){0,3}[a-z0-9][a-z0-9-]{0,119}\.svg$/;

export function isMediaPath(path: string): boolean {
  return SAFE_PATH.test(path);
}

function hash(text: string): number {
  return createHash('sha1').update(text).digest().readUInt32BE(0);
}

export function mediaEtag(path: string): string {
  return `"${createHash('sha1').update(`${RENDER_VERSION}:${path}`).digest('base64url').slice(0, 20)}"`;
}

function folds(w: number, h: number, accent: string): string {
  const x = w * 0.22, bw = w * 0.56, lh = h * 0.075;
  return [0, 1, 2, 3]
    .map((i) => {
      const y = h * 0.34 + i * lh * 1.05;
      const opacity = (0.55 + i * 0.12).toFixed(2);
      return `<rect x="${x - i * 6}" y="${y}" width="${bw + i * 12}" height="${lh}" rx="${lh / 2.4}" fill="${accent}" fill-opacity="${opacity}"/>`;
    })
    .join('');
}

function towels(w: number, h: number, accent: string): string {
  const r = Math.min(w, h) * 0.11;
  return [0, 1, 2]
    .map((i) => {
      const cx = w / 2 + (i - 1) * r * 2.1, cy = h * 0.5 - (i === 1 ? r * 0.6 : 0);
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${accent}" fill-opacity=".75"/><circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="none" stroke="#fff" stroke-opacity=".55" stroke-width="${r * 0.08}"/>`;
    })
    .join('');
}

function tablecloth(w: number, h: number, accent: string): string {
  const top = h * 0.36, bottom = h * 0.66;
  return `<path d="M${w * 0.3} ${top}H${w * 0.7}L${w * 0.8} ${bottom}H${w * 0.2}Z" fill="${accent}" fill-opacity=".7"/><path d="M${w * 0.25} ${(top + bottom) / 2}H${w * 0.75}" stroke="#fff" stroke-opacity=".6" stroke-width="${h * 0.012}" stroke-dasharray="${w * 0.02} ${w * 0.015}"/>`;
}

function garment(w: number, h: number, accent: string): string {
  const s = Math.min(w, h) / 100, x = w / 2, y = h * 0.3;
  return `<path transform="translate(${x} ${y}) scale(${s})" d="M-14 0L-34 10L-40 30L-28 34L-26 24V62H26V24L28 34L40 30L34 10L14 0Q0 10-14 0Z" fill="${accent}" fill-opacity=".75"/>`;
}

/** A card tied with a ribbon: the gift cards (issue 16). */
function giftCard(w: number, h: number, accent: string): string {
  const cw = w * 0.56, ch = cw * 0.62, x = (w - cw) / 2, y = h * 0.5 - ch / 2, r = cw * 0.05, band = cw * 0.06;
  return `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" rx="${r}" fill="${accent}" fill-opacity=".75"/><rect x="${x + cw * 0.68}" y="${y}" width="${band}" height="${ch}" fill="#fff" fill-opacity=".6"/><rect x="${x}" y="${y + ch * 0.58}" width="${cw}" height="${band}" fill="#fff" fill-opacity=".6"/>`;
}

function jewel(w: number, h: number, accent: string): string {
  const r = Math.min(w, h) * 0.2, cx = w / 2, cy = h * 0.36;
  return `<path d="M${cx - r} ${cy}A${r} ${r} 0 0 0 ${cx + r} ${cy}" fill="none" stroke="${accent}" stroke-width="${r * 0.04}"/><circle cx="${cx}" cy="${cy + r + r * 0.14}" r="${r * 0.14}" fill="${accent}"/>`;
}

/** '#rrggbb' mixed towards white by `amount` (0..1). */
function tint(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (n >> shift) & 255;
    return Math.round(c + (255 - c) * amount).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Product photos take the product's colour (named in its slug), so a 'salvia' sheet looks sage. */
function paletteOf(path: string, folder: string): readonly [string, string, string, string] {
  const colour = folder === 'products' ? colourInSlug(path.replace(/\.svg$/, '').split('/').pop() ?? '') : undefined;
  if (!colour) return PALETTES[hash(path) % PALETTES.length]!;
  return [tint(colour.hex, 0.82), tint(colour.hex, 0.55), colour.hex, '#3a352f'];
}

export function renderMediaSvg(path: string): string {
  const segments = path.replace(/\.svg$/, '').split('/');
  const folder = segments.length > 1 ? segments[0]! : '';
  const [w, h] = SIZES[folder] ?? DEFAULT_SIZE;
  const [light, deep, accent, ink] = paletteOf(path, folder);
  const isDefault = path === DEFAULT_IMAGE_PATH;
  const motif = isDefault ? folds(w, h, deep) : (FAMILIES.find(([re]) => re.test(path))?.[1] ?? folds)(w, h, accent);
  // Decorative, with no name of its own: the <img> that shows it carries the alt text.
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" aria-hidden="true">`,
    `<defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${deep}"/></linearGradient>`,
    `<pattern id="w" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 3h6M3 0v6" stroke="${ink}" stroke-opacity=".05"/></pattern></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#g)"/><rect width="${w}" height="${h}" fill="url(#w)"/>`,
    motif,
    '</svg>',
  ].join('');
}
