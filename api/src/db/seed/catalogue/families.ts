/** What each leaf CATALOGUE menu entry sells: nouns, materials, motifs, sizes and a price range. */
type Pair = { it: string; en: string };

export interface SizeSeed {
  size: string;
  altSize: string | null;
  /** Price multiplier against the model's base price. */
  factor: number;
}

export interface Family {
  menuId: number;
  nouns: Pair[];
  materials: string[];
  motifs: Pair[];
  sizes: SizeSeed[];
  price: [number, number];
  /** Some products of the family are sold as packs ("Set da 3"). */
  packs?: boolean;
  jewel?: boolean;
  /** Relative share of the catalogue. */
  weight: number;
}

const p = (it: string, en: string): Pair => ({ it, en });
const s = (size: string, factor = 1, altSize: string | null = null): SizeSeed => ({ size, altSize, factor });
const WEARABLE = [s('S'), s('M'), s('L', 1.05), s('XL', 1.1)];
const TEXTILE_MOTIFS = [p('Tinta unita', 'Plain'), p('Righe', 'Stripes'), p('Orlo a giorno', 'Hemstitch'), p('Jacquard', 'Jacquard'), p('Bordo ricamato', 'Embroidered border'), p('Quadretti', 'Gingham')];
const TOWEL_MOTIFS = [p("Nido d'ape", 'Honeycomb'), p('Tinta unita', 'Plain'), p('Righe', 'Stripes'), p('Bordo a costine', 'Ribbed border')];
const JEWEL_MOTIFS = [p('Goccia', 'Drop'), p('Cuore', 'Heart'), p('Maglia rolò', 'Rolo chain'), p('Perla', 'Pearl'), p('Stella', 'Star'), p('Luna', 'Moon'), p('Foglia', 'Leaf'), p('Nodo', 'Knot'), p('Cerchio', 'Circle')];

export const FAMILIES: Family[] = [
  { menuId: 11, nouns: [p('Lenzuolo', 'Sheet'), p('Lenzuolo con angoli', 'Fitted sheet')], materials: ['lino', 'percalle', 'raso', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('160x280', 1, 'Singolo'), s('240x300', 1.3, 'Matrimoniale'), s('270x300', 1.45, 'King')], price: [59, 189], weight: 10 },
  { menuId: 12, nouns: [p('Copripiumino', 'Duvet cover')], materials: ['lino', 'percalle', 'raso'], motifs: TEXTILE_MOTIFS, sizes: [s('155x200', 1, 'Singolo'), s('200x200', 1.3, 'Matrimoniale'), s('255x200', 1.45, 'King')], price: [89, 269], weight: 9 },
  { menuId: 13, nouns: [p('Federa', 'Pillowcase'), p('Guanciale', 'Pillow')], materials: ['lino', 'percalle', 'raso'], motifs: TEXTILE_MOTIFS, sizes: [s('50x80'), s('65x65', 1.1)], price: [19, 59], packs: true, weight: 7 },
  { menuId: 14, nouns: [p('Plaid', 'Throw')], materials: ['cashmere', 'lana', 'cotone'], motifs: [p('Tinta unita', 'Plain'), p('Spina di pesce', 'Herringbone'), p('Frange', 'Fringed')], sizes: [s('130x170'), s('150x200', 1.2)], price: [79, 390], weight: 6 },
  { menuId: 21, nouns: [p('Telo bagno', 'Bath towel'), p('Asciugamano ospite', 'Guest towel'), p('Asciugamano viso', 'Hand towel')], materials: ['spugna', 'lino'], motifs: TOWEL_MOTIFS, sizes: [s('40x60'), s('60x100', 1.5), s('100x150', 2.4)], price: [12, 39], packs: true, weight: 9 },
  { menuId: 22, nouns: [p('Accappatoio', 'Bathrobe'), p('Accappatoio a kimono', 'Kimono bathrobe')], materials: ['spugna', 'lino'], motifs: TOWEL_MOTIFS, sizes: WEARABLE, price: [69, 149], weight: 6 },
  { menuId: 23, nouns: [p('Tappeto bagno', 'Bath mat')], materials: ['spugna', 'cotone'], motifs: TOWEL_MOTIFS, sizes: [s('50x70'), s('60x90', 1.2)], price: [25, 59], weight: 5 },
  { menuId: 31, nouns: [p('Tovaglia', 'Tablecloth')], materials: ['lino', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('150x150'), s('150x250', 1.4), s('170x320', 1.8)], price: [59, 229], weight: 7 },
  { menuId: 32, nouns: [p('Set di tovaglioli', 'Napkin set')], materials: ['lino', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('45x45')], price: [29, 69], packs: true, weight: 5 },
  { menuId: 33, nouns: [p('Runner', 'Table runner')], materials: ['lino', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('45x150'), s('45x220', 1.3)], price: [29, 59], weight: 4 },
  { menuId: 41, nouns: [p('Pigiama', 'Pyjamas'), p('Camicia da notte', 'Nightdress')], materials: ['cotone', 'lino', 'raso'], motifs: TEXTILE_MOTIFS, sizes: WEARABLE, price: [79, 159], weight: 6 },
  { menuId: 42, nouns: [p('Vestaglia', 'Dressing gown')], materials: ['lino', 'cotone', 'raso'], motifs: TEXTILE_MOTIFS, sizes: WEARABLE.slice(0, 3), price: [89, 189], weight: 4 },
  { menuId: 51, nouns: [p('Collana', 'Necklace'), p('Girocollo', 'Choker')], materials: ['oro', 'argento'], motifs: JEWEL_MOTIFS, sizes: [s('42cm'), s('45cm', 1.05)], price: [59, 890], jewel: true, weight: 6 },
  { menuId: 52, nouns: [p('Orecchini', 'Earrings'), p('Cerchi', 'Hoop earrings')], materials: ['oro', 'argento'], motifs: JEWEL_MOTIFS, sizes: [s('TU', 1, 'Taglia unica')], price: [39, 690], jewel: true, weight: 5 },
  { menuId: 53, nouns: [p('Bracciale', 'Bracelet'), p('Bracciale rigido', 'Bangle')], materials: ['oro', 'argento'], motifs: JEWEL_MOTIFS, sizes: [s('16cm'), s('18cm', 1.05)], price: [49, 790], jewel: true, weight: 5 },
];

export const COLLECTIONS = ['Essenziale', 'Riviera', 'Atelier', 'Giardino', 'Borgo', 'Maestrale'];

/** The SIZE filter slug of a size label ('160x280', 'xl', 'tu'): no '-', no '/'. */
export function sizeSlug(size: string): string {
  return size.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** URL slug of a product name: lower-case ASCII words joined by '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
