/**
 * robots.txt and the sitemap (issue 13 §7 Crawlable), built from the database: the menu (through
 * the menu service), the CMS grids, the magazine posts and the products. Every URL is the page's
 * canonical address as the shell routes it (shop-paths.ts), on the shop's public origin. Issue 17
 * §1: each language has its own words in the address (/it/letto/lenzuola, /fr/lit/draps), so every
 * page is listed at each language's own path, with the others as its hreflang alternates.
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language, type MenuItem } from '@trama/shared/contract';
import { TtlCache } from '../catalogue/ttl-cache.ts';
import type { MenuService } from '../menu/menu-service.ts';
import type { ItemLanguage, SeoRepository } from './seo-repository.ts';
import { languagesOf, languagesWith, productLanguages, publicRoutes, twin, urlElements, type LanguageRoutes, type PageEntry } from './sitemap-pages.ts';
import {
  encodePath,
  isGridScreen,
  localizedPath,
  productRoute,
  shadowedByFixedRoute,
  shopRoutes,
  subPagePath,
  type ShopRoute,
} from './shop-paths.ts';
import { URLSET_CLOSE, URLSET_OPEN, sitemapIndex } from './sitemap-xml.ts';

/** sitemaps.org: at most 50,000 URLs and 50 MB (52,428,800 bytes, uncompressed) per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 52_428_800;
/** Each page is listed once per language, so a part must hold at least one page in every language. */
export const SITEMAP_MIN_URLS = SUPPORTED_LANGUAGES.length;
/** Products read and written per round trip while a sitemap streams out. */
const PRODUCT_BATCH = 500;
/**
 * A crawler reads the index, then every part, each needing the same plan (the product count is
 * the costly read: ~0.4 s at 50,000 products): it is kept a minute, well inside the answers'
 * five-minute max-age.
 */
const PLAN_TTL_MS = 60_000;
const URLSET_BYTES = Buffer.byteLength(URLSET_OPEN) + Buffer.byteLength(URLSET_CLOSE);

/**
 * Storefront §2 and account §2 fixed routes that are no shop page for a crawler: discount
 * validation, payment results (the prefixes cover -paypal), sign-in, activation and reset links.
 */
const PRIVATE_FIXED_PATHS = ['/validate', '/accepted', '/failed', '/login', '/activate/', '/reset/'];
/** The API's own prefixes (static-site.ts RESERVED): never pages. /remotes and /media stay open (page rendering). */
const PRIVATE_API_PREFIXES = ['/api/', '/storeservice/', '/ofrep/', '/dev/'];

interface SitemapPlan {
  routes: LanguageRoutes;
  pages: PageEntry[];
  /** Menu entries whose products have a product page, with the route they are shown under in each language. */
  productRoutes: Map<number, Partial<Record<Language, ShopRoute>>>;
  products: number;
  urls: number;
  /** Bytes of the whole urlset as one file, at most: pages exactly, every product at the longest slug. */
  bytes: number;
  /** The most bytes one entry's <url> elements can take (parts are cut by entries). */
  entryBytes: number;
}

export interface SitemapLimits {
  /** URLs per sitemap file before /sitemap.xml becomes an index (default and maximum 50,000). */
  maxUrls: number;
  /** Bytes per sitemap file, the protocol's other limit (default and maximum 50 MB). */
  maxBytes: number;
}

/** The sitemap answer: an index (small, whole) or a urlset streamed in chunks. */
export type SitemapDocument = { kind: 'index'; xml: string } | { kind: 'urlset'; chunks: AsyncIterable<string> };

export class SeoService {
  private readonly repository: SeoRepository;
  private readonly menus: MenuService;
  readonly limits: SitemapLimits;
  private readonly plans = new TtlCache<SitemapPlan>(PLAN_TTL_MS, 16);

  constructor(repository: SeoRepository, menus: MenuService, limits: Partial<SitemapLimits> = {}) {
    const { maxUrls = SITEMAP_MAX_URLS, maxBytes = SITEMAP_MAX_BYTES } = limits;
    if (!Number.isInteger(maxUrls) || maxUrls < SITEMAP_MIN_URLS || maxUrls > SITEMAP_MAX_URLS) {
      throw new Error(`The sitemap URL limit must be an integer from ${SITEMAP_MIN_URLS} to ${SITEMAP_MAX_URLS}, got ${maxUrls}`);
    }
    if (!Number.isInteger(maxBytes) || maxBytes < 10_000 || maxBytes > SITEMAP_MAX_BYTES) {
      throw new Error(`The sitemap byte limit must be an integer from 10000 to ${SITEMAP_MAX_BYTES}, got ${maxBytes}`);
    }
    this.repository = repository;
    this.menus = menus;
    this.limits = { maxUrls, maxBytes };
  }

  /** Forgets the sitemap plans (issue 18 §4): the menu, a CMS page or the products changed. */
  clearCaches(): void {
    this.plans.clear();
  }

  /** Each language's menu and routes, as the shell builds them from the menu in that language. */
  private async routes(brandId: number): Promise<{ menus: Record<Language, MenuItem[]>; routes: LanguageRoutes }> {
    // The menu in the order the shell receives it: which of two entries sharing a path wins depends on it.
    const lists = await Promise.all(SUPPORTED_LANGUAGES.map((language) => this.menus.menu(brandId, language)));
    const menus = Object.fromEntries(SUPPORTED_LANGUAGES.map((language, i) => [language, lists[i]!])) as Record<Language, MenuItem[]>;
    const routes = Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, shopRoutes(menus[language])])) as LanguageRoutes;
    return { menus, routes };
  }

  /**
   * robots.txt: the shop is open; the account, checkout, sign-in and payment-result pages (in
   * every language, and without the language prefix the shell redirects from) and the API are
   * not. A public page whose path merely starts like a private one gets a longer Allow line.
   */
  async robots(brandId: number, publicUrl: string): Promise<string> {
    const { routes } = await this.routes(brandId);
    // Each language's private pages in its own words (/fr/mon-compte); without a prefix, the Italian ones.
    const privatePaths = (language: Language) => [
      ...PRIVATE_FIXED_PATHS,
      ...withoutCovered(routes[language].routes.filter((route) => route.kind === 'private').map((route) => encodePath(route.path))),
    ];
    const disallowed = [
      ...privatePaths(DEFAULT_LANGUAGE),
      ...SUPPORTED_LANGUAGES.flatMap((language) => privatePaths(language).map((path) => `/${language}${path}`)),
    ];
    // Robots rules are prefixes and the longest match wins: '/it/reso' would also shut '/it/resort'.
    const allowed = SUPPORTED_LANGUAGES.flatMap((language) => publicRoutes(routes[language]).map((route) => localizedPath(language, route.path))).filter(
      (path) => disallowed.some((rule) => path.startsWith(rule)),
    );
    return [
      '# Trama (issue 13 §7): shop pages are open to crawlers; account, checkout, sign-in, payment results and the API are not.',
      'User-agent: *',
      'Allow: /',
      ...allowed.map((path) => `Allow: ${path}`),
      ...PRIVATE_API_PREFIXES.map((path) => `Disallow: ${path}`),
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${publicUrl}/sitemap.xml`,
      '',
    ].join('\n');
  }

  /** Every page but the products (few: read whole), and the product totals (counted, read later in batches). */
  private async plan(brandId: number, publicUrl: string): Promise<SitemapPlan> {
    const { menus, routes } = await this.routes(brandId);
    // Which pages exist is the Italian menu's say (the neutral one); each language then gives its own path.
    const listed = publicRoutes(routes[DEFAULT_LANGUAGE]);
    const gridIds = [...new Set(listed.filter((route) => isGridScreen(route.kind)).flatMap((route) => route.menu.gridId ?? []))];
    const magazineGridIds = [...new Set(listed.filter((route) => route.magazineExtras).flatMap((route) => route.menu.gridId ?? []))];
    const productRoutes = new Map<number, Partial<Record<Language, ShopRoute>>>();
    for (const language of SUPPORTED_LANGUAGES) {
      for (const item of menus[language]) {
        const route = productRoute(routes[language], item);
        if (route) productRoutes.set(item.menuId, { ...productRoutes.get(item.menuId), [language]: route });
      }
    }
    const [gridRows, postRows, totals] = await Promise.all([
      this.repository.gridLanguages(gridIds),
      this.repository.posts(magazineGridIds),
      this.repository.productTotals(brandId, [...productRoutes.keys()]),
    ]);

    const gridLanguages = new Map<number, Set<ItemLanguage>>();
    for (const row of gridRows) gridLanguages.set(row.gridId, (gridLanguages.get(row.gridId) ?? new Set()).add(row.language));
    const postLanguages = new Map<number, Map<number, Set<ItemLanguage>>>();
    for (const row of postRows) {
      const posts = postLanguages.get(row.gridId) ?? new Map<number, Set<ItemLanguage>>();
      postLanguages.set(row.gridId, posts);
      posts.set(row.widget, (posts.get(row.widget) ?? new Set()).add(row.language));
    }

    // The home page is the fixed route '/', always there (storefront §2).
    const pages: PageEntry[] = [{ paths: Object.fromEntries(SUPPORTED_LANGUAGES.map((language) => [language, '/'])) }];
    const pathsIn = (languages: readonly Language[], pathOf: (language: Language) => string | null): PageEntry['paths'] =>
      Object.fromEntries(languages.flatMap((language) => {
        const path = pathOf(language);
        return path ? [[language, path]] : [];
      }));
    for (const route of listed) {
      // A grid page without items is the 404 screen: not a page to list.
      const languages = isGridScreen(route.kind)
        ? languagesWith(gridLanguages.get(route.menu.gridId ?? -1) ?? new Set())
        : SUPPORTED_LANGUAGES;
      const paths = pathsIn(languages, (language) => {
        const own = twin(routes, language, route);
        return own && own.kind !== 'private' && !shadowedByFixedRoute(own.path) ? own.path : null;
      });
      if (Object.keys(paths).length > 0) pages.push({ paths });
    }
    for (const route of listed) {
      if (!route.magazineExtras || route.menu.gridId === null) continue;
      for (const [postId, itemLanguages] of postLanguages.get(route.menu.gridId) ?? []) {
        const paths = pathsIn(languagesWith(itemLanguages), (language) => {
          const own = twin(routes, language, route);
          return own ? subPagePath(routes[language], own, String(postId)) : null;
        });
        if (Object.keys(paths).length > 0) pages.push({ paths });
      }
    }
    const pageUrls = pages.reduce((sum, page) => sum + languagesOf(page).length, 0);
    const pageBytes = pages.map((page) => Buffer.byteLength(urlElements(publicUrl, page)));
    // Product slugs are ASCII (PRODUCT_SLUG): the longest one under each language's route bounds every product.
    const longestSlug = 'a'.repeat(totals.longestSlug);
    const longestProduct = totals.products
      ? Math.max(
          0,
          ...[...productRoutes.values()].map((byLanguage) =>
            Buffer.byteLength(urlElements(publicUrl, { paths: pathsIn(SUPPORTED_LANGUAGES, (language) => (byLanguage[language] ? `${byLanguage[language].path}/${longestSlug}` : null)) })),
          ),
        )
      : 0;
    return {
      routes,
      pages,
      productRoutes,
      products: totals.products,
      urls: pageUrls + totals.urls,
      bytes: URLSET_BYTES + pageBytes.reduce((sum, bytes) => sum + bytes, 0) + totals.products * longestProduct,
      entryBytes: Math.max(longestProduct, ...pageBytes),
    };
  }

  /** Entries per sitemap part: at most maxUrls URLs (an entry has one per language) and maxBytes bytes. */
  private entriesPerPart(plan: SitemapPlan): number {
    const byUrls = Math.floor(this.limits.maxUrls / SUPPORTED_LANGUAGES.length);
    const byBytes = Math.floor((this.limits.maxBytes - URLSET_BYTES) / Math.max(1, plan.entryBytes));
    return Math.max(1, Math.min(byUrls, byBytes));
  }

  /**
   * /sitemap.xml (part null) or /sitemap-{part}.xml. Within the limits (50,000 URLs, 50 MB),
   * /sitemap.xml is the urlset itself; above, it is an index of the parts. Null: no such part.
   */
  async sitemap(brandId: number, publicUrl: string, part: number | null): Promise<SitemapDocument | null> {
    const plan = await this.plans.get(`${brandId} ${publicUrl}`, () => this.plan(brandId, publicUrl));
    const entries = plan.pages.length + plan.products;
    const split = plan.urls > this.limits.maxUrls || plan.bytes > this.limits.maxBytes;
    const perPart = this.entriesPerPart(plan);
    const parts = split ? Math.ceil(entries / perPart) : 0;
    if (part === null) {
      if (!split) return { kind: 'urlset', chunks: this.urlset(brandId, publicUrl, plan, 0, entries) };
      const locs = Array.from({ length: parts }, (_, i) => `${publicUrl}/sitemap-${i + 1}.xml`);
      return { kind: 'index', xml: sitemapIndex(locs) };
    }
    if (part < 1 || part > parts) return null;
    const from = (part - 1) * perPart;
    return { kind: 'urlset', chunks: this.urlset(brandId, publicUrl, plan, from, Math.min(entries, from + perPart)) };
  }

  /** Entries [from, to) of the sitemap's list (pages first, then products by id), as <url> elements. */
  private async *urlset(brandId: number, publicUrl: string, plan: SitemapPlan, from: number, to: number): AsyncGenerator<string> {
    yield URLSET_OPEN;
    const pageCount = plan.pages.length;
    const pages = plan.pages.slice(Math.min(from, pageCount), Math.min(to, pageCount));
    if (pages.length > 0) yield pages.map((page) => urlElements(publicUrl, page)).join('');

    let remaining = to - Math.max(from, pageCount);
    let position: { offset: number } | { afterId: number } = { offset: Math.max(0, from - pageCount) };
    const menuIds = [...plan.productRoutes.keys()];
    while (remaining > 0) {
      const rows = await this.repository.products(brandId, menuIds, position, Math.min(PRODUCT_BATCH, remaining));
      if (rows.length === 0) break;
      remaining -= rows.length;
      position = { afterId: rows[rows.length - 1]!.productId };
      const chunk = rows.flatMap((row) => {
        const byLanguage = plan.productRoutes.get(row.menuId) ?? {};
        const paths: PageEntry['paths'] = {};
        for (const language of productLanguages(row)) {
          const route = byLanguage[language];
          // Issue 17 §1: the product's slug in this language's words, else its neutral one.
          const slug = row.slugs[language] ?? row.canonicalUrl;
          const path = route && subPagePath(plan.routes[language], route, slug);
          if (path) paths[language] = path;
        }
        return Object.keys(paths).length > 0 ? [urlElements(publicUrl, { paths })] : [];
      });
      if (chunk.length > 0) yield chunk.join('');
    }
    yield URLSET_CLOSE;
  }
}

/** Paths without those another one already covers ('/account/orders' under '/account'). */
function withoutCovered(paths: readonly string[]): string[] {
  const sorted = [...new Set(paths)].sort();
  return sorted.filter((path) => !sorted.some((other) => other !== path && path.startsWith(`${other}/`)));
}
