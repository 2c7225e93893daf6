/** What each leaf CATALOGUE menu entry sells: nouns, materials, motifs, sizes and a price range. */
import type { Texts } from './languages.ts';

export interface SizeSeed {
  size: string;
  /** The size's name in every language ("Singolo", "Single", "Simple"…); null when the size says it all. */
  altSize: Texts | null;
  /** Price multiplier against the model's base price. */
  factor: number;
}

export interface Family {
  menuId: number;
  nouns: Texts[];
  materials: string[];
  motifs: Texts[];
  sizes: SizeSeed[];
  price: [number, number];
  /** Some products of the family are sold as packs ("Set da 3"). */
  packs?: boolean;
  jewel?: boolean;
  /** Relative share of the catalogue. */
  weight: number;
}

/** it, en, fr, de, es. */
const p = (it: string, en: string, fr: string, de: string, es: string): Texts => ({ it, en, fr, de, es });
const s = (size: string, factor = 1, altSize: Texts | null = null): SizeSeed => ({ size, altSize, factor });

/** Bed sizes by the bed they dress. */
const SINGLE = p('Singolo', 'Single', 'Une personne', 'Einzelbett', 'Individual');
const DOUBLE = p('Matrimoniale', 'Double', 'Deux personnes', 'Doppelbett', 'Matrimonio');
const KING = p('King', 'King', 'King size', 'Kingsize', 'King');
export const ONE_SIZE = p('Taglia unica', 'One size', 'Taille unique', 'Einheitsgröße', 'Talla única');

/** The plain motif: left out of product names ("Lenzuolo in lino lavato Salvia"). */
export const PLAIN = p('Tinta unita', 'Plain', 'Uni', 'Uni', 'Liso');
const STRIPES = p('Righe', 'Stripes', 'Rayures', 'Streifen', 'Rayas');
const WEARABLE = [s('S'), s('M'), s('L', 1.05), s('XL', 1.1)];
const TEXTILE_MOTIFS = [
  PLAIN,
  STRIPES,
  p('Orlo a giorno', 'Hemstitch', 'Ourlet à jours', 'Hohlsaum', 'Vainica'),
  p('Jacquard', 'Jacquard', 'Jacquard', 'Jacquard', 'Jacquard'),
  p('Bordo ricamato', 'Embroidered border', 'Bordure brodée', 'Stickbordüre', 'Borde bordado'),
  p('Quadretti', 'Gingham', 'Vichy', 'Vichykaro', 'Vichy'),
];
const TOWEL_MOTIFS = [p("Nido d'ape", 'Honeycomb', "Nid d'abeille", 'Waffelpiqué', 'Nido de abeja'), PLAIN, STRIPES, p('Bordo a costine', 'Ribbed border', 'Bord côtelé', 'Rippbordüre', 'Borde acanalado')];
const JEWEL_MOTIFS = [
  p('Goccia', 'Drop', 'Goutte', 'Tropfen', 'Gota'),
  p('Cuore', 'Heart', 'Cœur', 'Herz', 'Corazón'),
  p('Maglia rolò', 'Rolo chain', 'Maille jaseron', 'Erbskette', 'Cadena rolo'),
  p('Perla', 'Pearl', 'Perle', 'Perle', 'Perla'),
  p('Stella', 'Star', 'Étoile', 'Stern', 'Estrella'),
  p('Luna', 'Moon', 'Lune', 'Mond', 'Luna'),
  p('Foglia', 'Leaf', 'Feuille', 'Blatt', 'Hoja'),
  p('Nodo', 'Knot', 'Nœud', 'Knoten', 'Nudo'),
  p('Cerchio', 'Circle', 'Cercle', 'Kreis', 'Círculo'),
];

export const FAMILIES: Family[] = [
  { menuId: 11, nouns: [p('Lenzuolo', 'Sheet', 'Drap', 'Bettlaken', 'Sábana'), p('Lenzuolo con angoli', 'Fitted sheet', 'Drap-housse', 'Spannbettlaken', 'Sábana bajera')], materials: ['lino', 'percalle', 'raso', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('160x280', 1, SINGLE), s('240x300', 1.3, DOUBLE), s('270x300', 1.45, KING)], price: [59, 189], weight: 10 },
  { menuId: 12, nouns: [p('Copripiumino', 'Duvet cover', 'Housse de couette', 'Bettbezug', 'Funda nórdica')], materials: ['lino', 'percalle', 'raso'], motifs: TEXTILE_MOTIFS, sizes: [s('155x200', 1, SINGLE), s('200x200', 1.3, DOUBLE), s('255x200', 1.45, KING)], price: [89, 269], weight: 9 },
  { menuId: 13, nouns: [p('Federa', 'Pillowcase', "Taie d'oreiller", 'Kissenbezug', 'Funda de almohada'), p('Guanciale', 'Pillow', 'Oreiller', 'Kopfkissen', 'Almohada')], materials: ['lino', 'percalle', 'raso'], motifs: TEXTILE_MOTIFS, sizes: [s('50x80'), s('65x65', 1.1)], price: [19, 59], packs: true, weight: 7 },
  { menuId: 14, nouns: [p('Plaid', 'Throw', 'Plaid', 'Wohndecke', 'Manta')], materials: ['cashmere', 'lana', 'cotone'], motifs: [PLAIN, p('Spina di pesce', 'Herringbone', 'Chevrons', 'Fischgrat', 'Espiga'), p('Frange', 'Fringed', 'Franges', 'Fransen', 'Flecos')], sizes: [s('130x170'), s('150x200', 1.2)], price: [79, 390], weight: 6 },
  { menuId: 21, nouns: [p('Telo bagno', 'Bath towel', 'Drap de bain', 'Badetuch', 'Toalla de baño'), p('Asciugamano ospite', 'Guest towel', 'Serviette invité', 'Gästehandtuch', 'Toalla de invitados'), p('Asciugamano viso', 'Hand towel', 'Serviette de toilette', 'Handtuch', 'Toalla de lavabo')], materials: ['spugna', 'lino'], motifs: TOWEL_MOTIFS, sizes: [s('40x60'), s('60x100', 1.5), s('100x150', 2.4)], price: [12, 39], packs: true, weight: 9 },
  { menuId: 22, nouns: [p('Accappatoio', 'Bathrobe', 'Peignoir', 'Bademantel', 'Albornoz'), p('Accappatoio a kimono', 'Kimono bathrobe', 'Peignoir kimono', 'Kimono-Bademantel', 'Albornoz kimono')], materials: ['spugna', 'lino'], motifs: TOWEL_MOTIFS, sizes: WEARABLE, price: [69, 149], weight: 6 },
  { menuId: 23, nouns: [p('Tappeto bagno', 'Bath mat', 'Tapis de bain', 'Badematte', 'Alfombra de baño')], materials: ['spugna', 'cotone'], motifs: TOWEL_MOTIFS, sizes: [s('50x70'), s('60x90', 1.2)], price: [25, 59], weight: 5 },
  { menuId: 31, nouns: [p('Tovaglia', 'Tablecloth', 'Nappe', 'Tischdecke', 'Mantel')], materials: ['lino', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('150x150'), s('150x250', 1.4), s('170x320', 1.8)], price: [59, 229], weight: 7 },
  { menuId: 32, nouns: [p('Set di tovaglioli', 'Napkin set', 'Serviettes de table', 'Serviettenset', 'Juego de servilletas')], materials: ['lino', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('45x45')], price: [29, 69], packs: true, weight: 5 },
  { menuId: 33, nouns: [p('Runner', 'Table runner', 'Chemin de table', 'Tischläufer', 'Camino de mesa')], materials: ['lino', 'cotone'], motifs: TEXTILE_MOTIFS, sizes: [s('45x150'), s('45x220', 1.3)], price: [29, 59], weight: 4 },
  { menuId: 41, nouns: [p('Pigiama', 'Pyjamas', 'Pyjama', 'Pyjama', 'Pijama'), p('Camicia da notte', 'Nightdress', 'Chemise de nuit', 'Nachthemd', 'Camisón')], materials: ['cotone', 'lino', 'raso'], motifs: TEXTILE_MOTIFS, sizes: WEARABLE, price: [79, 159], weight: 6 },
  { menuId: 42, nouns: [p('Vestaglia', 'Dressing gown', 'Robe de chambre', 'Morgenmantel', 'Bata')], materials: ['lino', 'cotone', 'raso'], motifs: TEXTILE_MOTIFS, sizes: WEARABLE.slice(0, 3), price: [89, 189], weight: 4 },
  { menuId: 51, nouns: [p('Collana', 'Necklace', 'Collier', 'Halskette', 'Collar'), p('Girocollo', 'Choker', 'Ras-de-cou', 'Halsreif', 'Gargantilla')], materials: ['oro', 'argento'], motifs: JEWEL_MOTIFS, sizes: [s('42cm'), s('45cm', 1.05)], price: [59, 890], jewel: true, weight: 6 },
  { menuId: 52, nouns: [p('Orecchini', 'Earrings', "Boucles d'oreilles", 'Ohrringe', 'Pendientes'), p('Cerchi', 'Hoop earrings', 'Créoles', 'Creolen', 'Aros')], materials: ['oro', 'argento'], motifs: JEWEL_MOTIFS, sizes: [s('TU', 1, ONE_SIZE)], price: [39, 690], jewel: true, weight: 5 },
  { menuId: 53, nouns: [p('Bracciale', 'Bracelet', 'Bracelet', 'Armband', 'Pulsera'), p('Bracciale rigido', 'Bangle', 'Jonc', 'Armreif', 'Brazalete rígido')], materials: ['oro', 'argento'], motifs: JEWEL_MOTIFS, sizes: [s('16cm'), s('18cm', 1.05)], price: [49, 790], jewel: true, weight: 5 },
];

export const COLLECTIONS = ['Essenziale', 'Riviera', 'Atelier', 'Giardino', 'Borgo', 'Maestrale'];

/** The SIZE filter slug of a size label ('160x280', 'xl', 'tu'): no '-', no '/'. */
export function sizeSlug(size: string): string {
  return size.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** URL slug of a product name: lower-case ASCII words joined by '-' ("Weiß" -> "weiss", "Cœur" -> "coeur"). */
export function slugify(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
