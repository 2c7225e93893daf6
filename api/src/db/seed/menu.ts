/**
 * Long on purpose: what is computed from api/seed-data/menu/ (categories, gift cards, collections, pages) in one place.
 *
 * The menu of Trama Casa (storefront §2, account §2 keys). Labels, descriptions and the tiles'
 * names are written in all five languages, and so are the addresses (issue 17 §1): every entry has
 * its canonicalUrl in each language's own words (/it/letto/lenzuola, /fr/lit/draps). The Italian
 * one is also the language-neutral menu_items.canonical_url, so the Italian addresses never change;
 * keys, altUrl1 and altUrl2 stay language-neutral identifiers. Slugs are lower-case ASCII.
 *
 * The entries, labels and paths are data: api/seed-data/menu/ (issue 32 §1, docs/content-data.md).
 * Here only what is computed from them: a category's entries and tiles, each path in each language.
 */
import { Type, type Static } from 'typebox';
import type { MenuVisualRow, menuItems, menuTranslations } from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';
import { GIFT_CARD_MENU_ID } from './catalogue/gift-cards.ts';
import { loadSeedData, SeedDataError, TextsSchema } from './seed-data.ts';
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

/** What every catalogue entry of the data file names: its slugs and its texts in each language. */
const ENTRY_NAMES = {
  /** The Italian slug: photos and keys. */
  slug: Type.String({ pattern: '^[a-z0-9-]+$' }),
  /** The slug in each language's words. */
  words: TextsSchema,
  label: TextsSchema,
  description: TextsSchema,
};

const Child = Type.Object({ ...ENTRY_NAMES, promotion: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
const CategorySchema = Type.Object(
  {
    id: Type.Integer(),
    ...ENTRY_NAMES,
    colored: Type.Optional(Type.Boolean()),
    children: Type.Array(Child),
  },
  { additionalProperties: false },
);
type Category = Static<typeof CategorySchema>;

const PageSchema = Type.Object(
  {
    menuId: Type.Integer(),
    key: Type.String(),
    /** A name in "paths" (the page's address in each language) … */
    path: Type.Optional(Type.String()),
    /** … or an address outside the shop (a footer link), the same in every language. */
    url: Type.Optional(Type.String()),
    label: TextsSchema,
    position: Type.Integer(),
    parent: Type.Optional(Type.Integer()),
    gridId: Type.Optional(Type.Integer()),
    gridTypeId: Type.Optional(Type.Integer()),
    altUrl1: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

/**
 * Issue 31 §4, storefront §2 menu keys "collezioni (collections mega-menu layout)": the entry the
 * header opens as a mega-menu (shell/src/header/mega-menu.tsx), a column per collection: its
 * heading, its own entries and its photo. A collection gathers lists of the catalogue by theme;
 * each of its entries has its own address below the collection (/collezioni/notte/lenzuola) and
 * names in altUrl2 the key of the list whose products it shows (docs/catalogue.md "Collections").
 */
const CollectionSchema = Type.Object(
  {
    id: Type.Integer(),
    ...ENTRY_NAMES,
    /** The catalogue entries it gathers, by key; label, words and photo are theirs. */
    entries: Type.Array(Type.String()),
  },
  { additionalProperties: false },
);

const MenuData = Type.Object({
  /** The mega-menu's first tile of a category ("Discover all"). */
  discover: TextsSchema,
  categories: Type.Array(CategorySchema),
  /** Issue 16: the gift cards (item type GFC, catalogue/gift-cards.ts), a list of its own in the header menu, after the categories. */
  giftCards: Type.Object(
    { menuId: Type.Integer(), key: Type.String(), path: Type.String(), label: TextsSchema, description: TextsSchema, photo: Type.String() },
    { additionalProperties: false },
  ),
  /** Issue 31 §4: the collections mega-menu, after the gift cards. */
  collections: Type.Object(
    {
      menuId: Type.Integer(),
      key: Type.Literal('collezioni'),
      words: TextsSchema,
      label: TextsSchema,
      description: TextsSchema,
      photo: Type.String(),
      items: Type.Array(CollectionSchema),
    },
    { additionalProperties: false },
  ),
  /** The pages' paths in each language (below the language prefix); footer entries reuse them. */
  paths: Type.Record(Type.String(), TextsSchema),
  /** Pages, the account area, checkout and service pages, footer and sub-footer lists (ordered by the number after the underscore). */
  pages: Type.Array(PageSchema),
});

const DATA = loadSeedData('menu', MenuData);

const DISCOVER = DATA.discover;

function pathNamed(name: string, key: string): Texts {
  const path = DATA.paths[name];
  if (!path) throw new SeedDataError(`api/seed-data/menu/data.json ${key}: no path named "${name}" in "paths"`);
  return path;
}

/** An address outside the shop (a footer link): the same in every language. */
const external = (url: string): Texts => t5(url, url, url, url, url);

function pageEntry({ path, url, ...page }: Static<typeof PageSchema>): MenuSeed {
  if ((path === undefined) === (url === undefined)) throw new SeedDataError(`api/seed-data/menu/data.json ${page.key}: give either "path" or "url"`);
  return { ...page, menuType: 'PAGE', canonicalUrl: path === undefined ? external(url!) : pathNamed(path, page.key) };
}

const GIFT_CARDS = DATA.giftCards;

export const MENU: MenuSeed[] = [
  ...DATA.categories.flatMap((category, i) => categoryEntries(category, i + 1)),
  {
    menuId: GIFT_CARDS.menuId,
    key: GIFT_CARDS.key,
    label: GIFT_CARDS.label,
    menuType: 'CATALOGUE',
    canonicalUrl: pathNamed(GIFT_CARDS.path, GIFT_CARDS.key),
    position: DATA.categories.length + 1,
    description: GIFT_CARDS.description,
    visuals: [{ type: 'CATALOGUE', photo: GIFT_CARDS.photo, name: GIFT_CARDS.label, menuHref: pathNamed(GIFT_CARDS.path, GIFT_CARDS.key) }],
  },
  ...collectionEntries(DATA.categories.length + 2),
  ...DATA.pages.map(pageEntry),
];

if (GIFT_CARDS.menuId !== GIFT_CARD_MENU_ID) throw new SeedDataError(`api/seed-data/menu/data.json /giftCards/menuId: must be ${GIFT_CARD_MENU_ID} (the gift cards' products name it)`);

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

/** A catalogue entry a collection gathers: its label, its slug in each language and its photo. */
function gathered(key: string): { label: Texts; words: Texts; photo: string } {
  if (key === GIFT_CARDS.key) {
    const path = pathNamed(GIFT_CARDS.path, GIFT_CARDS.key);
    const words = t5(...SEED_LANGUAGES.map((language) => textIn(path, language).replace(/^\//, '')) as [string, string, string, string, string]);
    return { label: GIFT_CARDS.label, words, photo: GIFT_CARDS.photo };
  }
  for (const category of DATA.categories) {
    const child = category.children.find((candidate) => candidate.slug === key);
    if (child) return { label: child.label, words: child.words, photo: `/media/menu/${child.slug}.svg` };
  }
  throw new SeedDataError(`api/seed-data/menu/data.json /collections: a collection gathers an unknown entry "${key}"`);
}

export const COLLECTIONS_KEY = 'collezioni';
export const COLLECTIONS_MENU_ID = DATA.collections.menuId;

function collectionEntries(position: number): MenuSeed[] {
  const { collections } = DATA;
  const home = paths(collections.words);
  const top: MenuSeed = {
    menuId: collections.menuId,
    key: collections.key,
    label: collections.label,
    menuType: 'MENU',
    canonicalUrl: home,
    position,
    description: collections.description,
    visuals: [
      { type: 'MENU', photo: collections.photo, name: DISCOVER, menuHref: home },
      ...collections.items.map((c) => ({ type: 'MENU' as const, photo: `/media/menu/${c.slug}.svg`, name: c.label, menuHref: paths(collections.words, c.words) })),
    ],
  };
  const entries = collections.items.flatMap((collection, i): MenuSeed[] => {
    const key = collection.slug.replace(/-/g, '_');
    const url = paths(collections.words, collection.words);
    return [
      {
        menuId: collection.id,
        key,
        label: collection.label,
        menuType: 'MENU',
        canonicalUrl: url,
        parent: collections.menuId,
        position: i + 1,
        description: collection.description,
        // The mega-menu's photo of the column (its first visual).
        visuals: [{ type: 'MENU', photo: `/media/menu/${collection.slug}.svg`, name: collection.label, menuHref: url }],
      },
      ...collection.entries.map((gatheredKey, j): MenuSeed => {
        const entry = gathered(gatheredKey);
        const entryUrl = paths(collections.words, collection.words, entry.words);
        return {
          menuId: collection.id * 10 + j + 1,
          key: `${key}_${gatheredKey}`,
          label: entry.label,
          menuType: 'CATALOGUE',
          canonicalUrl: entryUrl,
          parent: collection.id,
          position: j + 1,
          altUrl2: gatheredKey,
          visuals: [{ type: 'CATALOGUE', photo: entry.photo, name: entry.label, menuHref: entryUrl }],
        };
      }),
    ];
  });
  return [top, ...entries];
}

/** 1 for a top entry, one more per parent (a collection's entries are at level 3). */
function levelOf(entry: MenuSeed): number {
  const parent = entry.parent === undefined ? undefined : MENU.find((candidate) => candidate.menuId === entry.parent);
  return parent ? levelOf(parent) + 1 : 1;
}

/**
 * An entry's own fields are its menu_items columns (an absent optional one takes the column's
 * default: null, or false for colored and promotion); its texts go to menu_translations.
 */
export const MENU_ROWS: (typeof menuItems.$inferInsert)[] = MENU.map((entry) => {
  const { parent, canonicalUrl, label: _label, description: _description, visuals: _visuals, ...columns } = entry;
  return { ...columns, brandId: SHOP_BRAND_ID, parentId: parent ?? null, level: levelOf(entry), canonicalUrl: canonicalUrl.it };
});

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
