/**
 * The menu of Trama Casa (storefront §2, account §2 keys). Labels, descriptions and the tiles'
 * names are written in all five languages, and so are the addresses (issue 17 §1): every entry has
 * its canonicalUrl in each language's own words (/it/letto/lenzuola, /fr/lit/draps). The Italian
 * one is also the language-neutral menu_items.canonical_url, so the Italian addresses never change;
 * keys, altUrl1 and altUrl2 stay language-neutral identifiers. Slugs are lower-case ASCII.
 */
import { and, count, eq } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from '../schema.ts';
import type { MenuVisualRow, menuItems, menuTranslations } from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { GIFT_CARD_MENU_ID } from './catalogue/gift-cards.ts';
import { SEED_LANGUAGES, t5, textIn, type SeedLanguage, type Texts } from './texts.ts';

interface MenuSeed {
  menuId: number;
  key: string;
  label: Texts;
  menuType: 'MENU' | 'PAGE' | 'CATALOGUE';
  /** The entry's path below the language prefix in every language; `it` is the neutral one. */
  canonicalUrl: Texts;
  parent?: number;
  position: number;
  altUrl1?: string;
  /** A collection entry: the key of the entry whose products its list shows (listing-repository.ts scope). */
  altUrl2?: string;
  gridId?: number;
  gridTypeId?: number;
  description?: Texts;
  colored?: boolean;
  promotion?: boolean;
  /** Mega-menu tiles; names are the linked entries' labels, hrefs their paths in each language. */
  visuals?: { type: MenuVisualRow['type']; photo: string; name: Texts; menuHref: Texts }[];
}

export const HOME_GRID_ID = 21;

interface Category {
  id: number;
  /** The Italian slug: photos and keys. */
  slug: string;
  /** The slug in each language's words. */
  words: Texts;
  label: Texts;
  description: Texts;
  colored?: boolean;
  children: { slug: string; words: Texts; label: Texts; description: Texts; promotion?: boolean }[];
}

const CATEGORIES: Category[] = [
  {
    id: 10,
    slug: 'letto',
    words: t5('letto', 'bed', 'lit', 'bett', 'cama'),
    label: t5('Letto', 'Bed', 'Lit', 'Bett', 'Cama'),
    description: t5('Lenzuola, copripiumini e cuscini in lino e percalle.', 'Sheets, duvet covers and pillows in linen and percale.', 'Draps, housses de couette et oreillers en lin et percale.', 'Bettlaken, Bettbezüge und Kissen aus Leinen und Perkal.', 'Sábanas, fundas nórdicas y almohadas de lino y percal.'),
    children: [
      { slug: 'lenzuola', words: t5('lenzuola', 'sheets', 'draps', 'bettlaken', 'sabanas'), label: t5('Lenzuola', 'Sheets', 'Draps', 'Bettlaken', 'Sábanas'), description: t5('Lino lavato e percalle di cotone, dal singolo al king size.', 'Washed linen and cotton percale, single to king size.', 'Lin lavé et percale de coton, du lit simple au king size.', 'Gewaschenes Leinen und Baumwollperkal, vom Einzelbett bis King Size.', 'Lino lavado y percal de algodón, de individual a king size.') },
      { slug: 'copripiumini', words: t5('copripiumini', 'duvet-covers', 'housses-de-couette', 'bettbezuege', 'fundas-nordicas'), label: t5('Copripiumini', 'Duvet covers', 'Housses de couette', 'Bettbezüge', 'Fundas nórdicas'), description: t5('Copripiumini con chiusura a bottoni in madreperla.', 'Duvet covers with mother-of-pearl buttons.', 'Housses de couette à boutons en nacre.', 'Bettbezüge mit Perlmuttknöpfen.', 'Fundas nórdicas con botones de nácar.') },
      { slug: 'cuscini', words: t5('cuscini', 'pillows', 'oreillers', 'kissen', 'almohadas'), label: t5('Cuscini', 'Pillows', 'Oreillers', 'Kissen', 'Almohadas'), description: t5('Guanciali e federe coordinate.', 'Pillows and matching pillowcases.', 'Oreillers et taies assorties.', 'Kopfkissen und passende Kissenbezüge.', 'Almohadas y fundas a juego.') },
      { slug: 'plaid', words: t5('plaid', 'throws', 'plaids', 'plaids', 'mantas'), label: t5('Plaid', 'Throws', 'Plaids', 'Plaids', 'Mantas'), description: t5('Plaid in lana merino e cashmere.', 'Merino wool and cashmere throws.', 'Plaids en laine mérinos et cachemire.', 'Plaids aus Merinowolle und Kaschmir.', 'Mantas de lana merino y cachemir.'), promotion: true },
    ],
  },
  {
    id: 20,
    slug: 'bagno',
    words: t5('bagno', 'bath', 'bain', 'bad', 'bano'),
    label: t5('Bagno', 'Bath', 'Bain', 'Bad', 'Baño'),
    description: t5('Spugna di cotone biologico, morbida e assorbente.', 'Soft, absorbent organic cotton terry.', 'Éponge de coton bio, douce et absorbante.', 'Frottee aus Bio-Baumwolle, weich und saugfähig.', 'Rizo de algodón orgánico, suave y absorbente.'),
    children: [
      { slug: 'asciugamani', words: t5('asciugamani', 'towels', 'serviettes', 'handtuecher', 'toallas'), label: t5('Asciugamani', 'Towels', 'Serviettes', 'Handtücher', 'Toallas'), description: t5('Ospite, viso e telo doccia in spugna da 600 g/m².', 'Guest, hand and bath towels in 600 gsm terry.', 'Serviettes d’invité, de toilette et draps de douche en éponge 600 g/m².', 'Gäste-, Hand- und Duschtücher aus Frottee mit 600 g/m².', 'Toallas de invitados, de lavabo y de ducha en rizo de 600 g/m².') },
      { slug: 'accappatoi', words: t5('accappatoi', 'bathrobes', 'peignoirs', 'bademaentel', 'albornoces'), label: t5('Accappatoi', 'Bathrobes', 'Peignoirs', 'Bademäntel', 'Albornoces'), description: t5('Accappatoi a kimono e con cappuccio.', 'Kimono and hooded bathrobes.', 'Peignoirs kimono et à capuche.', 'Bademäntel im Kimonoschnitt und mit Kapuze.', 'Albornoces tipo kimono y con capucha.') },
      { slug: 'tappeti-bagno', words: t5('tappeti-bagno', 'bath-mats', 'tapis-de-bain', 'badematten', 'alfombras-de-bano'), label: t5('Tappeti bagno', 'Bath mats', 'Tapis de bain', 'Badematten', 'Alfombras de baño'), description: t5('Tappeti in cotone tufted, antiscivolo.', 'Non-slip tufted cotton bath mats.', 'Tapis en coton tufté, antidérapants.', 'Rutschfeste Badematten aus getufteter Baumwolle.', 'Alfombras de algodón tufting, antideslizantes.') },
    ],
  },
  {
    id: 30,
    slug: 'tavola',
    words: t5('tavola', 'table', 'table', 'tisch', 'mesa'),
    label: t5('Tavola', 'Table', 'Table', 'Tisch', 'Mesa'),
    description: t5('Tovaglie, tovaglioli e runner per ogni occasione.', 'Tablecloths, napkins and runners for every occasion.', 'Nappes, serviettes et chemins de table pour chaque occasion.', 'Tischdecken, Servietten und Tischläufer für jeden Anlass.', 'Manteles, servilletas y caminos de mesa para cada ocasión.'),
    children: [
      { slug: 'tovaglie', words: t5('tovaglie', 'tablecloths', 'nappes', 'tischdecken', 'manteles'), label: t5('Tovaglie', 'Tablecloths', 'Nappes', 'Tischdecken', 'Manteles'), description: t5('Tovaglie in lino antimacchia.', 'Stain-resistant linen tablecloths.', 'Nappes en lin antitache.', 'Fleckabweisende Tischdecken aus Leinen.', 'Manteles de lino antimanchas.') },
      { slug: 'tovaglioli', words: t5('tovaglioli', 'napkins', 'serviettes-de-table', 'servietten', 'servilletas'), label: t5('Tovaglioli', 'Napkins', 'Serviettes de table', 'Servietten', 'Servilletas'), description: t5('Set da 4 e da 6, con orlo a giorno.', 'Sets of 4 and 6 with hemstitched edges.', 'Lots de 4 et de 6, à ourlet ajouré.', '4er- und 6er-Sets mit Hohlsaum.', 'Juegos de 4 y de 6, con vainica.') },
      { slug: 'runner', words: t5('runner', 'table-runners', 'chemins-de-table', 'tischlaeufer', 'caminos-de-mesa'), label: t5('Runner', 'Table runners', 'Chemins de table', 'Tischläufer', 'Caminos de mesa'), description: t5('Runner in lino e jacquard.', 'Linen and jacquard runners.', 'Chemins de table en lin et jacquard.', 'Tischläufer aus Leinen und Jacquard.', 'Caminos de mesa de lino y jacquard.') },
    ],
  },
  {
    id: 40,
    slug: 'homewear',
    words: t5('homewear', 'homewear', 'detente', 'homewear', 'ropa-de-casa'),
    label: t5('Homewear', 'Homewear', 'Détente', 'Homewear', 'Ropa de casa'),
    description: t5('Pigiami e vestaglie nei tessuti della casa.', 'Pyjamas and robes in our home fabrics.', 'Pyjamas et robes de chambre dans nos tissus de maison.', 'Pyjamas und Morgenmäntel aus unseren Heimtextilien.', 'Pijamas y batas con nuestros tejidos para el hogar.'),
    children: [
      { slug: 'pigiami', words: t5('pigiami', 'pyjamas', 'pyjamas', 'pyjamas', 'pijamas'), label: t5('Pigiami', 'Pyjamas', 'Pyjamas', 'Pyjamas', 'Pijamas'), description: t5('Pigiami in popeline e lino.', 'Poplin and linen pyjamas.', 'Pyjamas en popeline et en lin.', 'Pyjamas aus Popeline und Leinen.', 'Pijamas de popelín y lino.') },
      { slug: 'vestaglie', words: t5('vestaglie', 'dressing-gowns', 'robes-de-chambre', 'morgenmaentel', 'batas'), label: t5('Vestaglie', 'Dressing gowns', 'Robes de chambre', 'Morgenmäntel', 'Batas'), description: t5('Vestaglie leggere in lino e cotone.', 'Light linen and cotton robes.', 'Robes de chambre légères en lin et coton.', 'Leichte Morgenmäntel aus Leinen und Baumwolle.', 'Batas ligeras de lino y algodón.') },
    ],
  },
  {
    id: 50,
    slug: 'gioielli',
    words: t5('gioielli', 'jewellery', 'bijoux', 'schmuck', 'joyas'),
    label: t5('Gioielli', 'Jewellery', 'Bijoux', 'Schmuck', 'Joyas'),
    description: t5('Piccoli preziosi in oro e argento, fatti in Italia.', 'Small treasures in gold and silver, made in Italy.', 'Petits bijoux en or et argent, fabriqués en Italie.', 'Kleine Kostbarkeiten aus Gold und Silber, in Italien gefertigt.', 'Pequeñas joyas de oro y plata, hechas en Italia.'),
    colored: true,
    children: [
      { slug: 'collane', words: t5('collane', 'necklaces', 'colliers', 'halsketten', 'collares'), label: t5('Collane', 'Necklaces', 'Colliers', 'Halsketten', 'Collares'), description: t5('Catene sottili e pendenti.', 'Fine chains and pendants.', 'Chaînes fines et pendentifs.', 'Feine Ketten und Anhänger.', 'Cadenas finas y colgantes.') },
      { slug: 'orecchini', words: t5('orecchini', 'earrings', 'boucles-d-oreilles', 'ohrringe', 'pendientes'), label: t5('Orecchini', 'Earrings', 'Boucles d’oreilles', 'Ohrringe', 'Pendientes'), description: t5('Cerchi, lobi e pendenti.', 'Hoops, studs and drops.', 'Créoles, puces et pendantes.', 'Creolen, Ohrstecker und Ohrhänger.', 'Aros, botones y pendientes largos.') },
      { slug: 'bracciali', words: t5('bracciali', 'bracelets', 'bracelets', 'armbaender', 'pulseras'), label: t5('Bracciali', 'Bracelets', 'Bracelets', 'Armbänder', 'Pulseras'), description: t5('Bracciali rigidi e a catena.', 'Bangles and chain bracelets.', 'Joncs et bracelets chaîne.', 'Armreifen und Gliederarmbänder.', 'Brazaletes rígidos y pulseras de cadena.') },
    ],
  },
];

const GIFT_CARDS = t5('Carte regalo', 'Gift cards', 'Cartes cadeaux', 'Geschenkkarten', 'Tarjetas regalo');

const DISCOVER = t5('Scopri tutto', 'Discover all', 'Tout découvrir', 'Alles entdecken', 'Descubrir todo');

/** Each language's words joined into that language's path: ('/', letto, lenzuola) -> { it: '/letto/lenzuola', fr: '/lit/draps', … }. */
function paths(...words: Texts[]): Texts {
  const pathIn = (language: SeedLanguage) => `/${words.map((word) => textIn(word, language)).join('/')}`;
  return t5(pathIn('it'), pathIn('en'), pathIn('fr'), pathIn('de'), pathIn('es'));
}

function categoryEntries(category: Category, position: number): MenuSeed[] {
  const top: MenuSeed = {
    menuId: category.id,
    key: category.slug,
    label: category.label,
    menuType: 'MENU',
    canonicalUrl: paths(category.words),
    position,
    description: category.description,
    colored: category.colored,
    visuals: [
      { type: 'MENU', photo: `/media/menu/${category.slug}.svg`, name: DISCOVER, menuHref: paths(category.words) },
      ...category.children.map((child) => ({
        type: 'CATALOGUE' as const,
        photo: `/media/menu/${child.slug}.svg`,
        name: child.label,
        menuHref: paths(category.words, child.words),
      })),
    ],
  };
  const children = category.children.map((child, i): MenuSeed => ({
    menuId: category.id + i + 1,
    key: child.slug,
    label: child.label,
    menuType: 'CATALOGUE',
    canonicalUrl: paths(category.words, child.words),
    parent: category.id,
    position: i + 1,
    description: child.description,
    promotion: child.promotion,
    visuals: [{ type: 'CATALOGUE', photo: `/media/menu/${child.slug}.svg`, name: child.label, menuHref: paths(category.words, child.words) }],
  }));
  return [top, ...children];
}

/**
 * Issue 31 §4, storefront §2 menu keys "collezioni (collections mega-menu layout)": the entry the
 * header opens as a mega-menu (shell/src/header/mega-menu.tsx), a column per collection: its
 * heading, its own entries and its photo. A collection gathers lists of the catalogue by theme;
 * each of its entries has its own address below the collection (/collezioni/notte/lenzuola) and
 * names in altUrl2 the key of the list whose products it shows, so every link of the panel, the
 * headings and "Collezioni" itself lead to a list with products (docs/catalogue.md "Collections").
 */
interface Collection {
  id: number;
  /** The Italian slug: photo and keys. */
  slug: string;
  words: Texts;
  label: Texts;
  description: Texts;
  /** The catalogue entries it gathers, by key; label, words and photo are theirs. */
  entries: string[];
}

export const COLLECTIONS_MENU_ID = 120;
export const COLLECTIONS_KEY = 'collezioni';
const COLLECTIONS_WORDS = t5('collezioni', 'collections', 'collections', 'kollektionen', 'colecciones');
const COLLECTIONS_LABEL = t5('Collezioni', 'Collections', 'Collections', 'Kollektionen', 'Colecciones');

const COLLECTIONS: Collection[] = [
  {
    id: 121,
    slug: 'collezione-notte',
    words: t5('notte', 'night', 'nuit', 'nacht', 'noche'),
    label: t5('Notte', 'Night', 'Nuit', 'Nacht', 'Noche'),
    description: t5('Lenzuola, cuscini e pigiami per dormire nel lino.', 'Sheets, pillows and pyjamas to sleep in linen.', 'Draps, oreillers et pyjamas pour dormir dans le lin.', 'Bettlaken, Kissen und Pyjamas, um in Leinen zu schlafen.', 'Sábanas, almohadas y pijamas para dormir en lino.'),
    entries: ['lenzuola', 'cuscini', 'pigiami'],
  },
  {
    id: 122,
    slug: 'collezione-benessere',
    words: t5('benessere', 'wellbeing', 'bien-etre', 'wohlbefinden', 'bienestar'),
    label: t5('Benessere', 'Wellbeing', 'Bien-être', 'Wohlbefinden', 'Bienestar'),
    description: t5('Spugna, accappatoi e vestaglie per il tempo lento.', 'Terry, bathrobes and robes for slow time.', 'Éponge, peignoirs et robes de chambre pour le temps lent.', 'Frottee, Bademäntel und Morgenmäntel für ruhige Stunden.', 'Rizo, albornoces y batas para el tiempo lento.'),
    entries: ['asciugamani', 'accappatoi', 'vestaglie'],
  },
  {
    id: 123,
    slug: 'collezione-regali',
    words: t5('regali', 'gifts', 'cadeaux', 'geschenke', 'regalos'),
    label: t5('Idee regalo', 'Gift ideas', 'Idées cadeaux', 'Geschenkideen', 'Ideas para regalar'),
    description: t5('Plaid, collane e carte regalo da donare.', 'Throws, necklaces and gift cards to give.', 'Plaids, colliers et cartes cadeaux à offrir.', 'Plaids, Halsketten und Geschenkkarten zum Verschenken.', 'Mantas, collares y tarjetas regalo para regalar.'),
    entries: ['plaid', 'collane', 'carte_regalo'],
  },
];

/** A catalogue entry a collection gathers: its label, its slug in each language and its photo's slug. */
function gathered(key: string): { label: Texts; words: Texts; photo: string } {
  if (key === 'carte_regalo') {
    return { label: GIFT_CARDS, words: t5('carte-regalo', 'gift-cards', 'cartes-cadeaux', 'geschenkkarten', 'tarjetas-regalo'), photo: 'carte-regalo' };
  }
  for (const category of CATEGORIES) {
    const child = category.children.find((c) => c.slug === key);
    if (child) return { label: child.label, words: child.words, photo: child.slug };
  }
  throw new Error(`A collection gathers an unknown entry: ${key}`);
}

function collectionEntries(position: number): MenuSeed[] {
  const top: MenuSeed = {
    menuId: COLLECTIONS_MENU_ID,
    key: COLLECTIONS_KEY,
    label: COLLECTIONS_LABEL,
    menuType: 'MENU',
    canonicalUrl: paths(COLLECTIONS_WORDS),
    position,
    description: t5('Le nostre collezioni: la casa per temi.', 'Our collections: the home by theme.', 'Nos collections : la maison par thèmes.', 'Unsere Kollektionen: das Zuhause nach Themen.', 'Nuestras colecciones: la casa por temas.'),
    visuals: [
      { type: 'MENU', photo: '/media/menu/collezioni.svg', name: DISCOVER, menuHref: paths(COLLECTIONS_WORDS) },
      ...COLLECTIONS.map((c) => ({ type: 'MENU' as const, photo: `/media/menu/${c.slug}.svg`, name: c.label, menuHref: paths(COLLECTIONS_WORDS, c.words) })),
    ],
  };
  const collections = COLLECTIONS.flatMap((collection, i): MenuSeed[] => [
    {
      menuId: collection.id,
      key: collection.slug.replace(/-/g, '_'),
      label: collection.label,
      menuType: 'MENU',
      canonicalUrl: paths(COLLECTIONS_WORDS, collection.words),
      parent: COLLECTIONS_MENU_ID,
      position: i + 1,
      description: collection.description,
      // The mega-menu's photo of the column (its first visual).
      visuals: [{ type: 'MENU', photo: `/media/menu/${collection.slug}.svg`, name: collection.label, menuHref: paths(COLLECTIONS_WORDS, collection.words) }],
    },
    ...collection.entries.map((key, j): MenuSeed => {
      const entry = gathered(key);
      const url = paths(COLLECTIONS_WORDS, collection.words, entry.words);
      return {
        menuId: collection.id * 10 + j + 1,
        key: `${collection.slug.replace(/-/g, '_')}_${key}`,
        label: entry.label,
        menuType: 'CATALOGUE',
        canonicalUrl: url,
        parent: collection.id,
        position: j + 1,
        altUrl2: key,
        visuals: [{ type: 'CATALOGUE', photo: `/media/menu/${entry.photo}.svg`, name: entry.label, menuHref: url }],
      };
    }),
  ]);
  return [top, ...collections];
}

/** The pages' paths in it, en, fr, de, es (below the language prefix). Footer entries reuse them. */
const PAGE_PATHS = {
  home: t5('/', '/', '/', '/', '/'),
  giftCards: t5('/carte-regalo', '/gift-cards', '/cartes-cadeaux', '/geschenkkarten', '/tarjetas-regalo'),
  story: t5('/la-nostra-storia', '/our-story', '/notre-histoire', '/unsere-geschichte', '/nuestra-historia'),
  savoirFaire: t5('/il-nostro-savoir-faire', '/our-craftsmanship', '/notre-savoir-faire', '/unser-handwerk', '/nuestro-saber-hacer'),
  treasures: t5('/nuovi-preziosi', '/new-treasures', '/nouveaux-precieux', '/neue-kostbarkeiten', '/nuevos-tesoros'),
  goldSilver: t5('/oro-e-argento', '/gold-and-silver', '/or-et-argent', '/gold-und-silber', '/oro-y-plata'),
  timeline: t5('/timeline', '/timeline', '/chronologie', '/zeitleiste', '/cronologia'),
  magazine: t5('/magazine', '/magazine', '/magazine', '/magazin', '/revista'),
  faq: t5('/faq', '/faq', '/questions-frequentes', '/haeufige-fragen', '/preguntas-frecuentes'),
  cookie: t5('/cookie', '/cookie-policy', '/politique-cookies', '/cookie-richtlinie', '/politica-de-cookies'),
  legal: t5('/note-legali', '/legal-notice', '/mentions-legales', '/impressum', '/aviso-legal'),
  sizeGuide: t5('/guida-alle-taglie', '/size-guide', '/guide-des-tailles', '/groessentabelle', '/guia-de-tallas'),
  terms: t5('/condizioni-di-vendita', '/terms-of-sale', '/conditions-generales-de-vente', '/verkaufsbedingungen', '/condiciones-de-venta'),
  account: t5('/il-mio-account', '/my-account', '/mon-compte', '/mein-konto', '/mi-cuenta'),
  orders: t5('/il-mio-account/ordini', '/my-account/orders', '/mon-compte/commandes', '/mein-konto/bestellungen', '/mi-cuenta/pedidos'),
  addresses: t5('/il-mio-account/indirizzi', '/my-account/addresses', '/mon-compte/adresses', '/mein-konto/adressen', '/mi-cuenta/direcciones'),
  returns: t5('/il-mio-account/resi', '/my-account/returns', '/mon-compte/retours', '/mein-konto/ruecksendungen', '/mi-cuenta/devoluciones'),
  details: t5('/il-mio-account/informazioni', '/my-account/details', '/mon-compte/informations', '/mein-konto/daten', '/mi-cuenta/datos'),
  receipts: t5('/il-mio-account/scontrini', '/my-account/receipts', '/mon-compte/tickets-de-caisse', '/mein-konto/kassenbons', '/mi-cuenta/tickets'),
  basket: t5('/carrello', '/basket', '/panier', '/warenkorb', '/cesta'),
  payment: t5('/pagamento', '/payment', '/paiement', '/zahlung', '/pago'),
  contact: t5('/contatti', '/contact', '/contact', '/kontakt', '/contacto'),
  shopper: t5('/personal-shopper', '/personal-shopper', '/personal-shopper', '/personal-shopper', '/personal-shopper'),
  returnRequest: t5('/reso', '/return', '/retour', '/ruecksendung', '/devolucion'),
  signUp: t5('/crea-account', '/create-account', '/creer-un-compte', '/konto-erstellen', '/crear-cuenta'),
  privacy: t5('/dati-personali', '/personal-data', '/donnees-personnelles', '/persoenliche-daten', '/datos-personales'),
  wishlist: t5('/preferiti', '/wishlist', '/favoris', '/wunschliste', '/favoritos'),
  stores: t5('/negozi', '/stores', '/boutiques', '/geschaefte', '/tiendas'),
  catalogues: t5('/cataloghi', '/catalogues', '/catalogues', '/kataloge', '/catalogos'),
  shopsList: t5('/negozi/elenco', '/stores/all', '/boutiques/liste', '/geschaefte/liste', '/tiendas/lista'),
  professionals: t5('/spazio-professionisti', '/professionals', '/espace-professionnels', '/fachkunden', '/espacio-profesionales'),
  sitemap: t5('/mappa-del-sito', '/sitemap', '/plan-du-site', '/sitemap', '/mapa-del-sitio'),
} satisfies Record<string, Texts>;

/** An address outside the shop (a footer link): the same in every language. */
const external = (url: string): Texts => t5(url, url, url, url, url);

const page = (menuId: number, key: string, canonicalUrl: Texts, label: Texts, position: number, extra: Partial<MenuSeed> = {}): MenuSeed => ({
  menuId,
  key,
  label,
  menuType: 'PAGE',
  canonicalUrl,
  position,
  ...extra,
});

export const MENU: MenuSeed[] = [
  page(1, 'home', PAGE_PATHS.home, t5('Home', 'Home', 'Accueil', 'Startseite', 'Inicio'), 0, { gridId: HOME_GRID_ID, gridTypeId: 1 }),
  ...CATEGORIES.flatMap((category, i) => categoryEntries(category, i + 1)),
  // Issue 16: the gift cards (item type GFC, catalogue/gift-cards.ts), a list of its own in the header menu.
  {
    menuId: GIFT_CARD_MENU_ID,
    key: 'carte_regalo',
    label: GIFT_CARDS,
    menuType: 'CATALOGUE',
    canonicalUrl: PAGE_PATHS.giftCards,
    position: CATEGORIES.length + 1,
    description: t5('Carte regalo da 25 a 200 €, per la casa e per i gioielli.', 'Gift cards from €25 to €200, for the home and for jewellery.', 'Cartes cadeaux de 25 à 200 €, pour la maison et les bijoux.', 'Geschenkkarten von 25 bis 200 €, für Zuhause und für Schmuck.', 'Tarjetas regalo de 25 a 200 €, para el hogar y las joyas.'),
    visuals: [{ type: 'CATALOGUE', photo: '/media/menu/carte-regalo.svg', name: GIFT_CARDS, menuHref: PAGE_PATHS.giftCards }],
  },
  // Issue 31 §4: the collections mega-menu (storefront §2 menu key collezioni), after the gift cards.
  ...collectionEntries(CATEGORIES.length + 2),

  // Brand and editorial pages (gridTypeId decides the screen, storefront §2).
  page(60, 'la_nostra_storia', PAGE_PATHS.story, t5('La nostra storia', 'Our story', 'Notre histoire', 'Unsere Geschichte', 'Nuestra historia'), 10, { gridId: 31, gridTypeId: 7 }),
  page(61, 'notre_savoir_faire', PAGE_PATHS.savoirFaire, t5('Il nostro savoir-faire', 'Our craftsmanship', 'Notre savoir-faire', 'Unser Handwerk', 'Nuestro saber hacer'), 11, { gridId: 32, gridTypeId: 2 }),
  page(62, 'nouveaux_precieux', PAGE_PATHS.treasures, t5('Nuovi preziosi', 'New treasures', 'Nouveaux précieux', 'Neue Kostbarkeiten', 'Nuevos tesoros'), 12, { gridId: 33, gridTypeId: 3 }),
  page(63, 'orEtArgent', PAGE_PATHS.goldSilver, t5('Oro e argento', 'Gold and silver', 'Or et argent', 'Gold und Silber', 'Oro y plata'), 13, { gridId: 34, gridTypeId: 4 }),
  page(64, 'timeline', PAGE_PATHS.timeline, t5('La nostra timeline', 'Timeline', 'Chronologie', 'Zeitleiste', 'Cronología'), 14, { gridId: 35, gridTypeId: 6 }),
  page(65, 'magazine', PAGE_PATHS.magazine, t5('Magazine', 'Magazine', 'Magazine', 'Magazin', 'Revista'), 15, { gridId: 40, gridTypeId: 8 }),

  // Static pages (accordions).
  page(70, 'faq', PAGE_PATHS.faq, t5('Domande frequenti', 'FAQ', 'Questions fréquentes', 'Häufige Fragen', 'Preguntas frecuentes'), 20, { gridId: 41, gridTypeId: 5 }),
  page(71, 'cookie', PAGE_PATHS.cookie, t5('Cookie policy', 'Cookie policy', 'Politique cookies', 'Cookie-Richtlinie', 'Política de cookies'), 21, { gridId: 42, gridTypeId: 5 }),
  page(72, 'mentions_legales', PAGE_PATHS.legal, t5('Note legali', 'Legal notice', 'Mentions légales', 'Impressum', 'Aviso legal'), 22, { gridId: 43, gridTypeId: 5 }),
  page(73, 'guide_des_tailles', PAGE_PATHS.sizeGuide, t5('Guida alle taglie', 'Size guide', 'Guide des tailles', 'Größentabelle', 'Guía de tallas'), 23, { gridId: 44, gridTypeId: 5 }),
  page(74, 'cgv', PAGE_PATHS.terms, t5('Condizioni di vendita', 'Terms of sale', 'Conditions générales de vente', 'Verkaufsbedingungen', 'Condiciones de venta'), 24, { gridId: 45, gridTypeId: 5, altUrl1: 'cgv' }),

  // Account area (account §2): one screen, the hub and its sub-pages.
  page(80, 'mon_compte', PAGE_PATHS.account, t5('Il mio account', 'My account', 'Mon compte', 'Mein Konto', 'Mi cuenta'), 30),
  page(81, 'mes_commandes', PAGE_PATHS.orders, t5('I miei ordini', 'My orders', 'Mes commandes', 'Meine Bestellungen', 'Mis pedidos'), 1, { parent: 80 }),
  page(82, 'mes_adresses', PAGE_PATHS.addresses, t5('I miei indirizzi', 'My addresses', 'Mes adresses', 'Meine Adressen', 'Mis direcciones'), 2, { parent: 80 }),
  page(83, 'mes_retours', PAGE_PATHS.returns, t5('I miei resi', 'My returns', 'Mes retours', 'Meine Rücksendungen', 'Mis devoluciones'), 3, { parent: 80 }),
  page(84, 'mes_informations', PAGE_PATHS.details, t5('Le mie informazioni', 'My details', 'Mes informations', 'Meine Daten', 'Mis datos'), 4, { parent: 80 }),
  page(85, 'mes_tickets', PAGE_PATHS.receipts, t5('I miei scontrini', 'My in-store receipts', 'Mes tickets de caisse', 'Meine Kassenbons', 'Mis tickets de compra'), 5, { parent: 80 }),

  // Checkout, service and other keyed pages.
  page(86, 'ma_commande', PAGE_PATHS.basket, t5('Carrello', 'Basket', 'Mon panier', 'Warenkorb', 'Cesta'), 31),
  page(87, 'paiement', PAGE_PATHS.payment, t5('Pagamento', 'Payment', 'Paiement', 'Zahlung', 'Pago'), 32),
  page(88, 'contact', PAGE_PATHS.contact, t5('Contatti', 'Contact us', 'Contact', 'Kontakt', 'Contacto'), 33, { gridId: 46, gridTypeId: 5 }),
  page(89, 'shopper', PAGE_PATHS.shopper, t5('Personal shopper', 'Personal shopper', 'Personal shopper', 'Personal Shopper', 'Personal shopper'), 34, { gridId: 48, gridTypeId: 5 }),
  page(90, 'retour', PAGE_PATHS.returnRequest, t5('Reso', 'Return', 'Retour', 'Rücksendung', 'Devolución'), 35),
  page(91, 'creation_de_compte', PAGE_PATHS.signUp, t5('Crea account', 'Create account', 'Créer un compte', 'Konto erstellen', 'Crear cuenta'), 36),
  page(92, 'donnees_personnelles', PAGE_PATHS.privacy, t5('Dati personali', 'Personal data', 'Données personnelles', 'Persönliche Daten', 'Datos personales'), 37, { gridId: 47, gridTypeId: 5 }),
  page(93, 'wishlist', PAGE_PATHS.wishlist, t5('Preferiti', 'Wishlist', 'Favoris', 'Wunschliste', 'Favoritos'), 38),
  page(94, 'negozi', PAGE_PATHS.stores, t5('Negozi', 'Stores', 'Boutiques', 'Geschäfte', 'Tiendas'), 39, { altUrl1: 'boutique' }),
  // Account §2 Other pages, open to visitors (§6): the catalogues (mf-account) and the professionals' space (a content grid).
  page(95, 'catalogues', PAGE_PATHS.catalogues, t5('Cataloghi', 'Catalogues', 'Catalogues', 'Kataloge', 'Catálogos'), 40),
  // Storefront §2 Other pages: the shops list (altUrl1 shops): countries → cities → stores.
  page(97, 'elenco_negozi', PAGE_PATHS.shopsList, t5('Elenco dei negozi', 'All our shops', 'Toutes nos boutiques', 'Alle Geschäfte', 'Todas las tiendas'), 42, { altUrl1: 'shops' }),
  page(96, 'espace_pro', PAGE_PATHS.professionals, t5('Spazio professionisti', 'Professionals', 'Espace professionnels', 'Für Fachkunden', 'Espacio profesionales'), 41, { gridId: 49, gridTypeId: 2 }),
  // Storefront §2 Other pages: the sitemap (categories and pages), drawn by mf-content from this menu.
  page(98, 'plan_du_site', PAGE_PATHS.sitemap, t5('Mappa del sito', 'Sitemap', 'Plan du site', 'Sitemap', 'Mapa del sitio'), 43),

  // Footer link lists (storefront §2): ordered by the number after the underscore.
  page(100, 'footer_1', PAGE_PATHS.contact, t5('Contatti', 'Contact us', 'Contact', 'Kontakt', 'Contacto'), 1),
  page(101, 'footer_2', PAGE_PATHS.faq, t5('Domande frequenti', 'FAQ', 'Questions fréquentes', 'Häufige Fragen', 'Preguntas frecuentes'), 2),
  page(102, 'footer_3', PAGE_PATHS.sizeGuide, t5('Guida alle taglie', 'Size guide', 'Guide des tailles', 'Größentabelle', 'Guía de tallas'), 3),
  page(103, 'footer_4', PAGE_PATHS.terms, t5('Condizioni di vendita', 'Terms of sale', 'Conditions générales de vente', 'Verkaufsbedingungen', 'Condiciones de venta'), 4),
  page(104, 'footer_5', PAGE_PATHS.catalogues, t5('Cataloghi', 'Catalogues', 'Catalogues', 'Kataloge', 'Catálogos'), 5),
  page(105, 'footer_6', PAGE_PATHS.professionals, t5('Spazio professionisti', 'Professionals', 'Espace professionnels', 'Für Fachkunden', 'Espacio profesionales'), 6),
  page(106, 'footer_7', PAGE_PATHS.shopsList, t5('Tutti i negozi', 'All our shops', 'Toutes nos boutiques', 'Alle Geschäfte', 'Todas las tiendas'), 7),
  page(107, 'footer_8', PAGE_PATHS.giftCards, GIFT_CARDS, 8),
  // Issue 16: the brand pages the header does not name (the home's grid links the story, the savoir-faire, the magazine and the new treasures).
  page(114, 'footer_9', PAGE_PATHS.story, t5('La nostra storia', 'Our story', 'Notre histoire', 'Unsere Geschichte', 'Nuestra historia'), 9),
  page(115, 'footer_10', PAGE_PATHS.timeline, t5('La nostra timeline', 'Timeline', 'Chronologie', 'Zeitleiste', 'Cronología'), 10),
  page(116, 'footer_11', PAGE_PATHS.goldSilver, t5('Oro e argento', 'Gold and silver', 'Or et argent', 'Gold und Silber', 'Oro y plata'), 11),
  page(110, 'subfooter_1', PAGE_PATHS.legal, t5('Note legali', 'Legal notice', 'Mentions légales', 'Impressum', 'Aviso legal'), 1),
  page(111, 'subfooter_2', PAGE_PATHS.cookie, t5('Cookie policy', 'Cookie policy', 'Politique cookies', 'Cookie-Richtlinie', 'Política de cookies'), 2),
  page(112, 'subfooter_3_ext', external('https://careers.trama.example/'), t5('Lavora con noi', 'Careers', 'Carrières', 'Karriere', 'Trabaja con nosotros'), 3),
  page(113, 'subfooter_4', PAGE_PATHS.sitemap, t5('Mappa del sito', 'Sitemap', 'Plan du site', 'Sitemap', 'Mapa del sitio'), 4),
];

/** 1 for a top entry, one more per parent (a collection's entries are at level 3). */
function levelOf(entry: MenuSeed): number {
  const parent = entry.parent === undefined ? undefined : MENU.find((candidate) => candidate.menuId === entry.parent);
  return parent ? levelOf(parent) + 1 : 1;
}

export const MENU_ROWS: (typeof menuItems.$inferInsert)[] = MENU.map((entry) => ({
  menuId: entry.menuId,
  brandId: SHOP_BRAND_ID,
  key: entry.key,
  parentId: entry.parent ?? null,
  level: levelOf(entry),
  position: entry.position,
  menuType: entry.menuType,
  canonicalUrl: entry.canonicalUrl.it,
  altUrl1: entry.altUrl1 ?? null,
  altUrl2: entry.altUrl2 ?? null,
  gridId: entry.gridId ?? null,
  gridTypeId: entry.gridTypeId ?? null,
  colored: entry.colored ?? false,
  promotion: entry.promotion ?? false,
}));

export const MENU_TRANSLATION_ROWS: (typeof menuTranslations.$inferInsert)[] = MENU.flatMap((entry) =>
  SEED_LANGUAGES.map((language) => ({
    menuId: entry.menuId,
    language,
    label: textIn(entry.label, language),
    description: entry.description ? textIn(entry.description, language) : null,
    visuals: (entry.visuals ?? []).map((visual) => ({ ...visual, name: textIn(visual.name, language), menuHref: textIn(visual.menuHref, language) })),
    canonicalUrl: textIn(entry.canonicalUrl, language),
  })),
);

/** The collections' menu ids: the top entry, its collections and their entries. */
const COLLECTION_MENU_IDS = new Set(collectionEntries(0).map((entry) => entry.menuId));

/**
 * Issue 31 §4: a shop seeded before the collections gets them on its next start (the menu is
 * written once, with the brands): its rows and their translations, parents first, in one
 * transaction, when the brand has no entry keyed collezioni. Returns whether it wrote them.
 */
export async function seedCollectionsIfMissing(db: NodePgDatabase<typeof schema>): Promise<boolean> {
  const [brand] = await db.select({ n: count() }).from(schema.brands).where(eq(schema.brands.brandId, SHOP_BRAND_ID));
  if ((brand?.n ?? 0) === 0) return false;
  const [row] = await db
    .select({ n: count() })
    .from(schema.menuItems)
    .where(and(eq(schema.menuItems.brandId, SHOP_BRAND_ID), eq(schema.menuItems.key, COLLECTIONS_KEY)));
  if ((row?.n ?? 0) > 0) return false;
  const rows = MENU_ROWS.filter((r) => COLLECTION_MENU_IDS.has(r.menuId)).sort((a, b) => (a.level ?? 1) - (b.level ?? 1));
  await db.transaction(async (tx) => {
    await tx.insert(schema.menuItems).values(rows);
    await tx.insert(schema.menuTranslations).values(MENU_TRANSLATION_ROWS.filter((t) => COLLECTION_MENU_IDS.has(t.menuId)));
  });
  return true;
}
