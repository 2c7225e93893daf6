import type { ClickstreamEvent, Language, Product } from '@trama/shared/contract';
import type { BrandService } from '../brands/brand-service.ts';
import type { CatalogueService } from '../catalogue/catalogue-service.ts';
import { productNotFound } from '../catalogue/catalogue-service.ts';
import { Service } from '../service.ts';
import type { ClickstreamRepository } from './clickstream-repository.ts';

export const MAX_RECOMMENDED = 12;

export class ClickstreamService extends Service<{ repository: ClickstreamRepository; brands: BrandService; catalogue: CatalogueService }> {
  async record(event: ClickstreamEvent): Promise<void> {
    await this.deps.brands.assertExists(event.brandId);
    if (event.productId !== null && !(await this.deps.repository.productExists(event.brandId, event.productId))) {
      throw productNotFound(String(event.productId));
    }
    await this.deps.repository.record(event);
  }

  /**
   * `productId`: the page's product (recommend around it); `browserId`: sent by the browser only
   * after cookie approval (docs/consent-and-marketing.md). Neither: the shop's best ranked products.
   */
  async recommended(brandId: number, anchors: { browserId?: string; productId?: number }, language: Language): Promise<Product[]> {
    await this.deps.brands.assertExists(brandId);
    const productId = anchors.productId ?? null;
    if (productId !== null && !(await this.deps.repository.productExists(brandId, productId))) throw productNotFound(String(productId));
    const ids = await this.deps.repository.recommended(brandId, { browserId: anchors.browserId ?? null, productId }, MAX_RECOMMENDED);
    return this.deps.catalogue.productsByIds(brandId, ids, language);
  }
}
