/**
 * The menu of Trama Casa (storefront §2, account §2 keys). canonicalUrl slugs are the same in
 * every language; labels are translated.
 */
import type { MenuVisualRow, menuItems, menuTranslations } from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { GIFT_CARD_MENU_ID } from './catalogue/gift-cards.ts';
import { SEED_LANGUAGES, t2, t5, textIn, type Texts } from './texts.ts';

interface MenuSeed {
  menuId: number;
  key: string;
  label: Texts;
  menuType: 'MENU' | 'PAGE' | 'CATALOGUE';
  canonicalUrl: string;
  parent?: number;
  position: number;
  altUrl1?: string;
  gridId?: number;
  gridTypeId?: number;
  description?: Texts;
  colored?: boolean;
  promotion?: boolean;
  /** Mega-menu tiles; names are the linked entries' labels. */
  visuals?: { type: MenuVisualRow['type']; photo: string; name: Texts; menuHref: string }[];
}

export const HOME_GRID_ID = 21;

interface Category {
  id: number;
  slug: string;
  label: Texts;
  description: Texts;
  colored?: boolean;
  children: { slug: string; label: Texts; description: Texts; promotion?: boolean }[];
}

const CATEGORIES: Category[] = [
  {
    id: 10,
    slug: 'letto',
    label: t5('Letto', 'Bed', 'Lit', 'Bett', 'Cama'),
    description: t2('Lenzuola, copripiumini e cuscini in lino e percalle.', 'Sheets, duvet covers and pillows in linen and percale.'),
    children: [
      { slug: 'lenzuola', label: t5('Lenzuola', 'Sheets', 'Draps', 'Bettlaken', 'Sábanas'), description: t2('Lino lavato e percalle di cotone, dal singolo al king size.', 'Washed linen and cotton percale, single to king size.') },
      { slug: 'copripiumini', label: t5('Copripiumini', 'Duvet covers', 'Housses de couette', 'Bettbezüge', 'Fundas nórdicas'), description: t2('Copripiumini con chiusura a bottoni in madreperla.', 'Duvet covers with mother-of-pearl buttons.') },
      { slug: 'cuscini', label: t5('Cuscini', 'Pillows', 'Oreillers', 'Kissen', 'Almohadas'), description: t2('Guanciali e federe coordinate.', 'Pillows and matching pillowcases.') },
      { slug: 'plaid', label: t5('Plaid', 'Throws', 'Plaids', 'Plaids', 'Mantas'), description: t2('Plaid in lana merino e cashmere.', 'Merino wool and cashmere throws.'), promotion: true },
    ],
  },
  {
    id: 20,
    slug: 'bagno',
    label: t5('Bagno', 'Bath', 'Bain', 'Bad', 'Baño'),
    description: t2('Spugna di cotone biologico, morbida e assorbente.', 'Soft, absorbent organic cotton terry.'),
    children: [
      { slug: 'asciugamani', label: t5('Asciugamani', 'Towels', 'Serviettes', 'Handtücher', 'Toallas'), description: t2('Ospite, viso e telo doccia in spugna da 600 g/m².', 'Guest, hand and bath towels in 600 gsm terry.') },
      { slug: 'accappatoi', label: t5('Accappatoi', 'Bathrobes', 'Peignoirs', 'Bademäntel', 'Albornoces'), description: t2('Accappatoi a kimono e con cappuccio.', 'Kimono and hooded bathrobes.') },
      { slug: 'tappeti-bagno', label: t5('Tappeti bagno', 'Bath mats', 'Tapis de bain', 'Badematten', 'Alfombras de baño'), description: t2('Tappeti in cotone tufted, antiscivolo.', 'Non-slip tufted cotton bath mats.') },
    ],
  },
  {
    id: 30,
    slug: 'tavola',
    label: t5('Tavola', 'Table', 'Table', 'Tisch', 'Mesa'),
    description: t2('Tovaglie, tovaglioli e runner per ogni occasione.', 'Tablecloths, napkins and runners for every occasion.'),
    children: [
      { slug: 'tovaglie', label: t5('Tovaglie', 'Tablecloths', 'Nappes', 'Tischdecken', 'Manteles'), description: t2('Tovaglie in lino antimacchia.', 'Stain-resistant linen tablecloths.') },
      { slug: 'tovaglioli', label: t5('Tovaglioli', 'Napkins', 'Serviettes de table', 'Servietten', 'Servilletas'), description: t2('Set da 4 e da 6, con orlo a giorno.', 'Sets of 4 and 6 with hemstitched edges.') },
      { slug: 'runner', label: t5('Runner', 'Table runners', 'Chemins de table', 'Tischläufer', 'Caminos de mesa'), description: t2('Runner in lino e jacquard.', 'Linen and jacquard runners.') },
    ],
  },
  {
    id: 40,
    slug: 'homewear',
    label: t5('Homewear', 'Homewear', 'Détente', 'Homewear', 'Ropa de casa'),
    description: t2('Pigiami e vestaglie nei tessuti della casa.', 'Pyjamas and robes in our home fabrics.'),
    children: [
      { slug: 'pigiami', label: t5('Pigiami', 'Pyjamas', 'Pyjamas', 'Pyjamas', 'Pijamas'), description: t2('Pigiami in popeline e lino.', 'Poplin and linen pyjamas.') },
      { slug: 'vestaglie', label: t5('Vestaglie', 'Dressing gowns', 'Robes de chambre', 'Morgenmäntel', 'Batas'), description: t2('Vestaglie leggere in lino e cotone.', 'Light linen and cotton robes.') },
    ],
  },
  {
    id: 50,
    slug: 'gioielli',
    label: t5('Gioielli', 'Jewellery', 'Bijoux', 'Schmuck', 'Joyas'),
    description: t2('Piccoli preziosi in oro e argento, fatti in Italia.', 'Small treasures in gold and silver, made in Italy.'),
    colored: true,
    children: [
      { slug: 'collane', label: t5('Collane', 'Necklaces', 'Colliers', 'Halsketten', 'Collares'), description: t2('Catene sottili e pendenti.', 'Fine chains and pendants.') },
      { slug: 'orecchini', label: t5('Orecchini', 'Earrings', 'Boucles d’oreilles', 'Ohrringe', 'Pendientes'), description: t2('Cerchi, lobi e pendenti.', 'Hoops, studs and drops.') },
      { slug: 'bracciali', label: t5('Bracciali', 'Bracelets', 'Bracelets', 'Armbänder', 'Pulseras'), description: t2('Bracciali rigidi e a catena.', 'Bangles and chain bracelets.') },
    ],
  },
];

const GIFT_CARDS = t5('Carte regalo', 'Gift cards', 'Cartes cadeaux', 'Geschenkkarten', 'Tarjetas regalo');

const DISCOVER = t5('Scopri tutto', 'Discover all', 'Tout découvrir', 'Alles entdecken', 'Descubrir todo');

function categoryEntries(category: Category, position: number): MenuSeed[] {
  const top: MenuSeed = {
    menuId: category.id,
    key: category.slug,
    label: category.label,
    menuType: 'MENU',
    canonicalUrl: `/${category.slug}`,
    position,
    description: category.description,
    colored: category.colored,
    visuals: [
      { type: 'MENU', photo: `/media/menu/${category.slug}.svg`, name: DISCOVER, menuHref: `/${category.slug}` },
      ...category.children.map((child) => ({
        type: 'CATALOGUE' as const,
        photo: `/media/menu/${child.slug}.svg`,
        name: child.label,
        menuHref: `/${category.slug}/${child.slug}`,
      })),
    ],
  };
  const children = category.children.map((child, i): MenuSeed => ({
    menuId: category.id + i + 1,
    key: child.slug,
    label: child.label,
    menuType: 'CATALOGUE',
    canonicalUrl: `/${category.slug}/${child.slug}`,
    parent: category.id,
    position: i + 1,
    description: child.description,
    promotion: child.promotion,
    visuals: [{ type: 'CATALOGUE', photo: `/media/menu/${child.slug}.svg`, name: child.label, menuHref: `/${category.slug}/${child.slug}` }],
  }));
  return [top, ...children];
}

const page = (menuId: number, key: string, canonicalUrl: string, label: Texts, position: number, extra: Partial<MenuSeed> = {}): MenuSeed => ({
  menuId,
  key,
  label,
  menuType: 'PAGE',
  canonicalUrl,
  position,
  ...extra,
});

export const MENU: MenuSeed[] = [
  page(1, 'home', '/', t5('Home', 'Home', 'Accueil', 'Startseite', 'Inicio'), 0, { gridId: HOME_GRID_ID, gridTypeId: 1 }),
  ...CATEGORIES.flatMap((category, i) => categoryEntries(category, i + 1)),
  // Issue 16: the gift cards (item type GFC, catalogue/gift-cards.ts), a list of its own in the header menu.
  {
    menuId: GIFT_CARD_MENU_ID,
    key: 'carte_regalo',
    label: GIFT_CARDS,
    menuType: 'CATALOGUE',
    canonicalUrl: '/carte-regalo',
    position: CATEGORIES.length + 1,
    description: t2('Carte regalo da 25 a 200 €, per la casa e per i gioielli.', 'Gift cards from €25 to €200, for the home and for jewellery.'),
    visuals: [{ type: 'CATALOGUE', photo: '/media/menu/carte-regalo.svg', name: GIFT_CARDS, menuHref: '/carte-regalo' }],
  },

  // Brand and editorial pages (gridTypeId decides the screen, storefront §2).
  page(60, 'la_nostra_storia', '/la-nostra-storia', t5('La nostra storia', 'Our story', 'Notre histoire', 'Unsere Geschichte', 'Nuestra historia'), 10, { gridId: 31, gridTypeId: 7 }),
  page(61, 'notre_savoir_faire', '/il-nostro-savoir-faire', t5('Il nostro savoir-faire', 'Our craftsmanship', 'Notre savoir-faire', 'Unser Handwerk', 'Nuestro saber hacer'), 11, { gridId: 32, gridTypeId: 2 }),
  page(62, 'nouveaux_precieux', '/nuovi-preziosi', t5('Nuovi preziosi', 'New treasures', 'Nouveaux précieux', 'Neue Kostbarkeiten', 'Nuevos tesoros'), 12, { gridId: 33, gridTypeId: 3 }),
  page(63, 'orEtArgent', '/oro-e-argento', t5('Oro e argento', 'Gold and silver', 'Or et argent', 'Gold und Silber', 'Oro y plata'), 13, { gridId: 34, gridTypeId: 4 }),
  page(64, 'timeline', '/timeline', t5('La nostra timeline', 'Timeline', 'Chronologie', 'Zeitleiste', 'Cronología'), 14, { gridId: 35, gridTypeId: 6 }),
  page(65, 'magazine', '/magazine', t5('Magazine', 'Magazine', 'Magazine', 'Magazin', 'Revista'), 15, { gridId: 40, gridTypeId: 8 }),

  // Static pages (accordions).
  page(70, 'faq', '/faq', t5('Domande frequenti', 'FAQ', 'Questions fréquentes', 'Häufige Fragen', 'Preguntas frecuentes'), 20, { gridId: 41, gridTypeId: 5 }),
  page(71, 'cookie', '/cookie', t5('Cookie policy', 'Cookie policy', 'Politique cookies', 'Cookie-Richtlinie', 'Política de cookies'), 21, { gridId: 42, gridTypeId: 5 }),
  page(72, 'mentions_legales', '/note-legali', t5('Note legali', 'Legal notice', 'Mentions légales', 'Impressum', 'Aviso legal'), 22, { gridId: 43, gridTypeId: 5 }),
  page(73, 'guide_des_tailles', '/guida-alle-taglie', t5('Guida alle taglie', 'Size guide', 'Guide des tailles', 'Größentabelle', 'Guía de tallas'), 23, { gridId: 44, gridTypeId: 5 }),
  page(74, 'cgv', '/condizioni-di-vendita', t5('Condizioni di vendita', 'Terms of sale', 'Conditions générales de vente', 'Verkaufsbedingungen', 'Condiciones de venta'), 24, { gridId: 45, gridTypeId: 5, altUrl1: 'cgv' }),

  // Account area (account §2): one screen, the hub and its sub-pages.
  page(80, 'mon_compte', '/il-mio-account', t5('Il mio account', 'My account', 'Mon compte', 'Mein Konto', 'Mi cuenta'), 30),
  page(81, 'mes_commandes', '/il-mio-account/ordini', t5('I miei ordini', 'My orders', 'Mes commandes', 'Meine Bestellungen', 'Mis pedidos'), 1, { parent: 80 }),
  page(82, 'mes_adresses', '/il-mio-account/indirizzi', t5('I miei indirizzi', 'My addresses', 'Mes adresses', 'Meine Adressen', 'Mis direcciones'), 2, { parent: 80 }),
  page(83, 'mes_retours', '/il-mio-account/resi', t5('I miei resi', 'My returns', 'Mes retours', 'Meine Rücksendungen', 'Mis devoluciones'), 3, { parent: 80 }),
  page(84, 'mes_informations', '/il-mio-account/informazioni', t5('Le mie informazioni', 'My details', 'Mes informations', 'Meine Daten', 'Mis datos'), 4, { parent: 80 }),
  page(85, 'mes_tickets', '/il-mio-account/scontrini', t5('I miei scontrini', 'My in-store receipts', 'Mes tickets de caisse', 'Meine Kassenbons', 'Mis tickets de compra'), 5, { parent: 80 }),

  // Checkout, service and other keyed pages.
  page(86, 'ma_commande', '/carrello', t5('Carrello', 'Basket', 'Mon panier', 'Warenkorb', 'Cesta'), 31),
  page(87, 'paiement', '/pagamento', t5('Pagamento', 'Payment', 'Paiement', 'Zahlung', 'Pago'), 32),
  page(88, 'contact', '/contatti', t5('Contatti', 'Contact us', 'Contact', 'Kontakt', 'Contacto'), 33, { gridId: 46, gridTypeId: 5 }),
  page(89, 'shopper', '/personal-shopper', t5('Personal shopper', 'Personal shopper', 'Personal shopper', 'Personal Shopper', 'Personal shopper'), 34, { gridId: 48, gridTypeId: 5 }),
  page(90, 'retour', '/reso', t5('Reso', 'Return', 'Retour', 'Rücksendung', 'Devolución'), 35),
  page(91, 'creation_de_compte', '/crea-account', t5('Crea account', 'Create account', 'Créer un compte', 'Konto erstellen', 'Crear cuenta'), 36),
  page(92, 'donnees_personnelles', '/dati-personali', t5('Dati personali', 'Personal data', 'Données personnelles', 'Persönliche Daten', 'Datos personales'), 37, { gridId: 47, gridTypeId: 5 }),
  page(93, 'wishlist', '/preferiti', t5('Preferiti', 'Wishlist', 'Favoris', 'Wunschliste', 'Favoritos'), 38),
  page(94, 'negozi', '/negozi', t5('Negozi', 'Stores', 'Boutiques', 'Geschäfte', 'Tiendas'), 39, { altUrl1: 'boutique' }),
  // Account §2 Other pages, open to visitors (§6): the catalogues (mf-account) and the professionals' space (a content grid).
  page(95, 'catalogues', '/cataloghi', t5('Cataloghi', 'Catalogues', 'Catalogues', 'Kataloge', 'Catálogos'), 40),
  // Storefront §2 Other pages: the shops list (altUrl1 shops): countries → cities → stores.
  page(97, 'elenco_negozi', '/negozi/elenco', t5('Elenco dei negozi', 'All our shops', 'Toutes nos boutiques', 'Alle Geschäfte', 'Todas las tiendas'), 42, { altUrl1: 'shops' }),
  page(96, 'espace_pro', '/spazio-professionisti', t5('Spazio professionisti', 'Professionals', 'Espace professionnels', 'Für Fachkunden', 'Espacio profesionales'), 41, { gridId: 49, gridTypeId: 2 }),
  // Storefront §2 Other pages: the sitemap (categories and pages), drawn by mf-content from this menu.
  page(98, 'plan_du_site', '/mappa-del-sito', t5('Mappa del sito', 'Sitemap', 'Plan du site', 'Sitemap', 'Mapa del sitio'), 43),

  // Footer link lists (storefront §2): ordered by the number after the underscore.
  page(100, 'footer_1', '/contatti', t5('Contatti', 'Contact us', 'Contact', 'Kontakt', 'Contacto'), 1),
  page(101, 'footer_2', '/faq', t5('Domande frequenti', 'FAQ', 'Questions fréquentes', 'Häufige Fragen', 'Preguntas frecuentes'), 2),
  page(102, 'footer_3', '/guida-alle-taglie', t5('Guida alle taglie', 'Size guide', 'Guide des tailles', 'Größentabelle', 'Guía de tallas'), 3),
  page(103, 'footer_4', '/condizioni-di-vendita', t5('Condizioni di vendita', 'Terms of sale', 'Conditions générales de vente', 'Verkaufsbedingungen', 'Condiciones de venta'), 4),
  page(104, 'footer_5', '/cataloghi', t5('Cataloghi', 'Catalogues', 'Catalogues', 'Kataloge', 'Catálogos'), 5),
  page(105, 'footer_6', '/spazio-professionisti', t5('Spazio professionisti', 'Professionals', 'Espace professionnels', 'Für Fachkunden', 'Espacio profesionales'), 6),
  page(106, 'footer_7', '/negozi/elenco', t5('Tutti i negozi', 'All our shops', 'Toutes nos boutiques', 'Alle Geschäfte', 'Todas las tiendas'), 7),
  page(107, 'footer_8', '/carte-regalo', GIFT_CARDS, 8),
  // Issue 16: the brand pages the header does not name (the home's grid links the story, the savoir-faire, the magazine and the new treasures).
  page(114, 'footer_9', '/la-nostra-storia', t5('La nostra storia', 'Our story', 'Notre histoire', 'Unsere Geschichte', 'Nuestra historia'), 9),
  page(115, 'footer_10', '/timeline', t5('La nostra timeline', 'Timeline', 'Chronologie', 'Zeitleiste', 'Cronología'), 10),
  page(116, 'footer_11', '/oro-e-argento', t5('Oro e argento', 'Gold and silver', 'Or et argent', 'Gold und Silber', 'Oro y plata'), 11),
  page(110, 'subfooter_1', '/note-legali', t5('Note legali', 'Legal notice', 'Mentions légales', 'Impressum', 'Aviso legal'), 1),
  page(111, 'subfooter_2', '/cookie', t5('Cookie policy', 'Cookie policy', 'Politique cookies', 'Cookie-Richtlinie', 'Política de cookies'), 2),
  page(112, 'subfooter_3_ext', 'https://careers.trama.example/', t5('Lavora con noi', 'Careers', 'Carrières', 'Karriere', 'Trabaja con nosotros'), 3),
  page(113, 'subfooter_4', '/mappa-del-sito', t5('Mappa del sito', 'Sitemap', 'Plan du site', 'Sitemap', 'Mapa del sitio'), 4),
];

export const MENU_ROWS: (typeof menuItems.$inferInsert)[] = MENU.map((entry) => ({
  menuId: entry.menuId,
  brandId: SHOP_BRAND_ID,
  key: entry.key,
  parentId: entry.parent ?? null,
  level: entry.parent ? 2 : 1,
  position: entry.position,
  menuType: entry.menuType,
  canonicalUrl: entry.canonicalUrl,
  altUrl1: entry.altUrl1 ?? null,
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
    visuals: (entry.visuals ?? []).map((visual) => ({ ...visual, name: textIn(visual.name, language) })),
  })),
);
