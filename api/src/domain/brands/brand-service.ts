import {
  BANNER_LABEL_TYPES,
  type BannerLabel,
  type BannerLabelType,
  type BrandDetail,
  type Language,
  type Promotion,
  type PromotionRuleType,
} from '@trama/shared/contract';
import { notFound } from '../errors.ts';
import { languageFallbacks } from '../language.ts';
import type { BrandRepository, PromotionRow } from './brand-repository.ts';

/** Issue 17 §1: the promotion's name in `language`, Italian when the product owner wrote none. */
function toPromotion(row: PromotionRow, language: Language): Promotion {
  return {
    promotionRuleId: row.promotionRuleId,
    ruleType: row.ruleType as PromotionRuleType,
    ruleName: row.ruleName,
    threshold: row.threshold,
    quantity: row.quantity,
    currency: row.currency,
    discounts: row.discounts,
    productClusterId: row.productClusterId,
    productClusterId_1: row.productClusterId1,
    productClusterId_2: row.productClusterId2,
    productCategoryId_1: row.productCategoryId1,
    productCategoryId_2: row.productCategoryId2,
    promotionName: (language === 'it' ? null : row.promotionNameTexts[language]) || row.promotionName,
  };
}

export class BrandService {
  private readonly repository: BrandRepository;

  constructor(repository: BrandRepository) {
    this.repository = repository;
  }

  /** Throws 404 BRAND_NOT_FOUND; every brand-scoped call starts here. */
  async assertExists(brandId: number): Promise<void> {
    if (!(await this.repository.exists(brandId))) throw brandNotFound(brandId);
  }

  async details(brandId: number, language: Language = 'it'): Promise<BrandDetail> {
    const brand = await this.repository.find(brandId);
    if (!brand) throw brandNotFound(brandId);
    const [promotions, allBrands] = await Promise.all([this.repository.promotions(brandId), this.repository.listAll()]);
    return {
      brandId: brand.brandId,
      customerCode: brand.customerCode,
      name: brand.name,
      storeCode: brand.storeCode,
      promotion: promotions.map((row) => toPromotion(row, language)),
      promotionCluster: brand.promotionCluster,
      promotionEnd: brand.promotionEnd ? new Date(brand.promotionEnd).toISOString() : null,
      language: brand.defaultLanguage,
      defaultCurrency: brand.defaultCurrency,
      shippingMinimum: brand.shippingMinimum,
      shippingCost: brand.shippingCost,
      expressShippingCost: brand.expressShippingCost,
      crm: brand.crm,
      zendesk: brand.zendesk,
      paymentGateway: brand.paymentGateway,
      brands: allBrands,
      conversionThreshold: brand.conversionThreshold,
      conversionMultiple: brand.conversionMultiple,
    };
  }

  /** Storefront §3 banner labels, in BANNER1..CAMPAIGN_MAILING_ID order. */
  async labels(brandId: number, language: Language): Promise<BannerLabel[]> {
    await this.assertExists(brandId);
    const rows = await this.repository.labels(brandId, languageFallbacks(language));
    const byType = new Map(rows.map((row) => [row.labelType, row]));
    return BANNER_LABEL_TYPES.flatMap((labelType: BannerLabelType) => {
      const row = byType.get(labelType);
      return row ? [{ labelType, label: row.label, language: row.language }] : [];
    });
  }
}

export function brandNotFound(brandId: number) {
  return notFound('BRAND_NOT_FOUND', `Brand ${brandId} does not exist.`);
}
