/** Catalogue, search and product reads (storefront §2, §5, §7). Prices always come from the database. */
import { FILTER_KINDS, type CareInfo, type CatalogueAnswer, type CatalogueRequest, type CatalogueSort, type CompositionInfo, type Filter, type FilterKind, type Language, type ListSort, type Product, type ProductCanonicalUrl, type ProductCard, type SearchAnswer } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import { badRequest, notFound } from '../errors.ts';
import { Service } from '../service.ts';
import { FILTER_NAMES, PRICE_BANDS, filterConditions, priceBandLabel } from './filters.ts';
import type { FacetRows, ListingRepository, MenuScope } from './listing-repository.ts';
import { toCard, toProduct } from './product-mapper.ts';
import type { ProductRepository } from './product-repository.ts';
import type { SearchIndex } from './search-index/search-index.ts';
import { MAX_CATEGORIES, type SearchPage, type SearchRepository } from './search-repository.ts';
import { TtlCache } from './ttl-cache.ts';

export interface Paging {
  page: number;
  size: number;
  sort: CatalogueSort;
}

export const productNotFound = (what: string) => notFound('PRODUCT_NOT_FOUND', `No product ${what}.`, 'Error.5');

function searchWords(criteria: string): { fullText: string[]; fuzzy: string[] } {
  const words = criteria.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).slice(0, 10);
  const folded = words.map((w) => w.normalize('NFD').replace(/\p{M}/gu, ''));
  return { fullText: words, fuzzy: folded.filter((w) => w.length >= 3) };
}

function toFilters(facets: FacetRows, language: Language): Filter[] {
  const names = FILTER_NAMES[language];
  const values: Record<FilterKind, Filter['values']> = {
    // The colour code goes in `value` ('#9caf88/Salvia'): the UI draws the swatch from the part before '/'.
    COLOR: facets.colours.map((c) => ({ value: `${c.code.split('/')[0]}/${c.name}`, searchValue: c.slug })),
    SIZE: facets.sizes.map((s) => ({ value: s.size, searchValue: s.slug })),
    MATERIAL: facets.materials.map((m) => ({ value: m.name, searchValue: m.slug })),
    PRICE: PRICE_BANDS.filter((b) => facets.bands.includes(b.slug)).map((b) => ({ value: priceBandLabel(b, language), searchValue: b.slug })),
    PROMOTION: facets.discounts.map((d) => ({ value: `-${d}%`, searchValue: `${d}%` })),
  };
  return FILTER_KINDS.filter((kind) => values[kind].length > 0).map((kind) => ({ filter: names[kind], searchFilter: kind, values: values[kind] }));
}

/** The catalogue only changes when it is seeded, so a menu entry's filters, pages and search hits can be reused for a while. */
const CACHE_TTL_MS = 5 * 60_000;
/** Bounds the memory of the caches keyed by shopper input (criteria, filters, page). */
const MAX_CACHED_READS = 2_000;

export interface CatalogueServiceDeps {
  products: ProductRepository;
  listing: ListingRepository;
  searchRepository: SearchRepository;
  brands: BrandService;
  /** The in-process search index (issue 18 §1), used while it is current; PostgreSQL otherwise. */
  searchIndex: SearchIndex | null;
}

export class CatalogueService extends Service<CatalogueServiceDeps> {
  private readonly facetCache = new TtlCache<FacetRows>(CACHE_TTL_MS, MAX_CACHED_READS);
  private readonly scopeCache = new TtlCache<MenuScope | undefined>(CACHE_TTL_MS, MAX_CACHED_READS);
  private readonly pageCache = new TtlCache<{ ids: number[]; total: number }>(CACHE_TTL_MS, MAX_CACHED_READS);
  /**
   * Whole answers (issue 18 §1): a list page, a search page or a product is the same for every
   * shopper of a brand and language (prices come from the database, not from currency, country,
   * promoCluster or discountCode headers, and no answer here depends on who is signed in), so the
   * answer itself is kept and a repeated call does not touch the database at all.
   */
  private readonly listAnswers = new TtlCache<CatalogueAnswer>(CACHE_TTL_MS, MAX_CACHED_READS);
  private readonly searchAnswers = new TtlCache<SearchAnswer>(CACHE_TTL_MS, MAX_CACHED_READS);
  private readonly productAnswers = new TtlCache<Product | undefined>(CACHE_TTL_MS, MAX_CACHED_READS);
  private readonly slugIds = new TtlCache<number | undefined>(CACHE_TTL_MS, MAX_CACHED_READS);
  /** Known brands: a rejected check is dropped by TtlCache, so only existing brands are remembered. */
  private readonly knownBrands = new TtlCache<void>(CACHE_TTL_MS, MAX_CACHED_READS);

  /**
   * Forgets every cached read (issue 18 §4): called when the catalogue changed, on this instance
   * or another, so the next answer is read from the database.
   */
  clearCaches(): void {
    const caches = [this.facetCache, this.scopeCache, this.pageCache, this.listAnswers, this.searchAnswers, this.productAnswers, this.slugIds, this.knownBrands];
    for (const cache of caches) cache.clear();
  }

  /** Forgets the product answers only: stock changed (a paid order), which no list card shows. */
  clearProductAnswers(): void {
    this.productAnswers.clear();
  }

  private assertBrand(brandId: number): Promise<void> {
    return this.knownBrands.get(String(brandId), () => this.deps.brands.assertExists(brandId));
  }

  /** List cards in the order of `ids` (unknown ids skipped): one query, no sizes or colours (issue 18 §2). */
  async cardsByIds(brandId: number, ids: number[], language: Language): Promise<ProductCard[]> {
    const rows = new Map((await this.deps.products.loadCards(brandId, ids, language)).map((r) => [r.productId, r]));
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toCard(row)] : [];
    });
  }

  /** Full products in the order of `ids` (unknown ids skipped); sets carry their items. */
  async productsByIds(brandId: number, ids: number[], language: Language): Promise<Product[]> {
    const rows = new Map((await this.deps.products.loadWithItems(brandId, ids, language)).map((r) => [r.productId, r]));
    // Set items are shown without their own items, as a set's page lists them (one level).
    const item = (id: number) => {
      const row = rows.get(id);
      return row ? [toProduct(row, language)] : [];
    };
    return ids.flatMap((id) => {
      const row = rows.get(id);
      return row ? [toProduct(row, language, (row.itemIds ?? []).flatMap(item))] : [];
    });
  }

  async catalogue(brandId: number, menuId: number, request: CatalogueRequest, paging: Omit<Paging, 'sort'> & { sort: ListSort }, language: Language): Promise<CatalogueAnswer> {
    // Built first so that bad filter values are still a 400 whatever is cached.
    filterConditions(request.filters);
    const key = JSON.stringify([brandId, menuId, request.filters, paging.sort, paging.page, paging.size, language]);
    const [, answer] = await Promise.all([this.assertBrand(brandId), this.listAnswers.get(key, () => this.readCatalogue(brandId, menuId, request, paging, language))]);
    return answer;
  }

  private async readCatalogue(brandId: number, menuId: number, request: CatalogueRequest, paging: Omit<Paging, 'sort'> & { sort: ListSort }, language: Language): Promise<CatalogueAnswer> {
    // One round trip for both: an unknown brand still answers BRAND_NOT_FOUND, whatever the scope read found.
    const [, scope] = await Promise.all([
      this.assertBrand(brandId),
      this.scopeCache.get(`${brandId}:${menuId}`, () => this.deps.listing.scope(brandId, menuId)),
    ]);
    if (!scope) throw notFound('MENU_NOT_FOUND', `No product list for menu entry ${menuId}.`);
    const conditions = filterConditions(request.filters);
    const pageKey = JSON.stringify([brandId, menuId, request.filters, paging.sort, paging.page, paging.size]);
    const [page, facets] = await Promise.all([
      this.pageCache.get(pageKey, () => this.deps.listing.page(brandId, scope, conditions, paging.sort, paging.page, paging.size)),
      this.facets(brandId, scope, language),
    ]);
    return {
      products: { content: await this.cardsByIds(brandId, page.ids, language), totalElements: page.total },
      filters: toFilters(facets, language),
    };
  }

  private facets(brandId: number, scope: MenuScope, language: Language): Promise<FacetRows> {
    return this.facetCache.get(`${brandId}:${scope.menuId}:${language}`, () => this.deps.listing.facets(brandId, scope, language));
  }

  /** Full-text hits, or the typo fallback when full text finds nothing; from the index when it is current. */
  private async searchPage(brandId: number, criteria: string, paging: Paging, language: Language): Promise<SearchPage> {
    const words = searchWords(criteria);
    const { sort, page, size } = paging;
    const found = words.fullText.length
      ? ((await this.deps.searchIndex?.fullText(brandId, language, words.fullText, sort, page, size, MAX_CATEGORIES)) ??
        (await this.deps.searchRepository.fullText(brandId, language, words.fullText, sort, page, size)))
      : { ids: [], total: 0, categories: [] };
    if (found.total > 0) return found;
    return (
      this.deps.searchIndex?.similar(brandId, language, words.fuzzy, sort, page, size, MAX_CATEGORIES) ??
      this.deps.searchRepository.similar(brandId, language, words.fuzzy, sort, page, size)
    );
  }

  async search(brandId: number, criteria: string, paging: Paging, language: Language): Promise<SearchAnswer> {
    if (criteria.trim() === '') throw badRequest('INVALID_CRITERIA', 'Search criteria must not be blank.', 'searching.1');
    // Keyed by the words the search uses, so 'Lenzuola ' and 'lenzuola' share one read.
    const key = JSON.stringify([brandId, language, searchWords(criteria).fullText, paging.sort, paging.page, paging.size]);
    const [, answer] = await Promise.all([this.assertBrand(brandId), this.searchAnswers.get(key, () => this.readSearch(brandId, criteria, paging, language))]);
    return answer;
  }

  private async readSearch(brandId: number, criteria: string, paging: Paging, language: Language): Promise<SearchAnswer> {
    const found = await this.searchPage(brandId, criteria, paging, language);
    return {
      products: { content: await this.cardsByIds(brandId, found.ids, language), totalElements: found.total },
      categories: found.categories.map((c) => ({
        labelLevel0: c.top_label,
        labelLevel1: c.leaf_label,
        labelLevel2: c.leaf_label,
        canonicalUrlLevel2: c.leaf_url,
        totalMatched: c.matched,
        discountDetail: c.max_discount ? { percentage: c.max_discount } : null,
      })),
    };
  }

  async product(brandId: number, productId: number, language: Language): Promise<Product> {
    const product = await this.productAnswers.get(`${brandId}:${productId}:${language}`, async () => (await this.productsByIds(brandId, [productId], language))[0]);
    if (!product) throw productNotFound(String(productId));
    return product;
  }

  /**
   * The menu's URL is not needed to find the product; its own menuCanonicalUrl is in the answer. A
   * slug of any language finds it; the answer carries the request language's slug (issue 17 §3).
   */
  async productByCanonicalUrl(brandId: number, canonicalUrl: string, language: Language): Promise<Product> {
    const id = await this.slugIds.get(`${brandId}:${canonicalUrl}`, () => this.deps.products.idByCanonicalUrl(brandId, canonicalUrl));
    if (id === undefined) throw productNotFound(`at '${canonicalUrl}'`);
    return this.product(brandId, id, language);
  }

  async canonicalUrl(brandId: number, productId: number, language: Language): Promise<ProductCanonicalUrl> {
    const found = await this.deps.products.canonicalUrl(brandId, productId, language);
    if (!found) throw productNotFound(String(productId));
    return { productId, ...found };
  }

  async care(brandId: number, productId: number, language: Language): Promise<CareInfo> {
    const found = await this.deps.products.attributes(brandId, productId, language);
    if (!found) throw productNotFound(String(productId));
    return found.care;
  }

  async composition(brandId: number, productId: number, language: Language): Promise<CompositionInfo[]> {
    const found = await this.deps.products.attributes(brandId, productId, language);
    if (!found) throw productNotFound(String(productId));
    return found.composition;
  }

  clusterBarcodes(clusterId: string): Promise<string[]> {
    return this.deps.products.clusterBarcodes(clusterId);
  }
}
