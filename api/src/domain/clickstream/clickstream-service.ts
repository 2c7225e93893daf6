import type { ClickstreamEvent, Language, Product } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import { productNotFound } from '../catalogue/catalogue-service.ts';
import type { ClickstreamRepository } from './clickstream-repository.ts';

export const MAX_RECOMMENDED = 12;

export class ClickstreamService {
  private readonly repository: ClickstreamRepository;
  private readonly brands: BrandService;
  private readonly catalogue: CatalogueService;

  constructor(repository: ClickstreamRepository, brands: BrandService, catalogue: CatalogueService) {
    this.repository = repository;
    this.brands = brands;
    this.catalogue = catalogue;
  }

  async record(event: ClickstreamEvent): Promise<void> {
    await this.brands.assertExists(event.brandId);
    if (event.productId !== null && !(await this.repository.productExists(event.brandId, event.productId))) {
      throw productNotFound(String(event.productId));
    }
    await this.repository.record(event);
  }

  /**
   * `productId`: the page's product (recommend around it); `browserId`: sent by the browser only
   * after cookie approval (docs/consent-and-marketing.md). Neither: the shop's best ranked products.
   */
  async recommended(brandId: number, anchors: { browserId?: string; productId?: number }, language: Language): Promise<Product[]> {
    await this.brands.assertExists(brandId);
    const productId = anchors.productId ?? null;
    if (productId !== null && !(await this.repository.productExists(brandId, productId))) throw productNotFound(String(productId));
    const ids = await this.repository.recommended(brandId, { browserId: anchors.browserId ?? null, productId }, MAX_RECOMMENDED);
    return this.catalogue.productsByIds(brandId, ids, language);
  }
}
