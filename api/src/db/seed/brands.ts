import type { brandLabels, brandPromotions, brands } from '../schema.ts';
import { SEED_LANGUAGES, t5, textIn, type Texts } from './texts.ts';

type BrandInsert = typeof brands.$inferInsert;
type PromotionInsert = typeof brandPromotions.$inferInsert;
type LabelInsert = typeof brandLabels.$inferInsert;

export const SHOP_BRAND_ID = 3;

/** Trama Casa plus two sister brands of the group (accounts are shared across them). */
export const BRANDS: BrandInsert[] = [
  {
    brandId: SHOP_BRAND_ID,
    customerCode: 'TRAMA',
    name: 'Trama Casa',
    storeCode: 'TC-WEB',
    promotionCluster: 'E',
    promotionEnd: '2027-12-31T22:59:59Z',
    shippingMinimum: 79,
    shippingCost: 5.9,
    crm: 'trama-crm',
    zendesk: true,
    paymentGateway: 'ADYEN',
    conversionThreshold: 200,
    conversionMultiple: 100,
    position: 0,
  },
  {
    brandId: 1,
    customerCode: 'TRAMA',
    name: 'Trama Atelier',
    storeCode: 'TA-WEB',
    promotionCluster: 'E',
    shippingMinimum: 99,
    shippingCost: 7.9,
    crm: 'trama-crm',
    zendesk: true,
    paymentGateway: 'ADYEN',
    conversionThreshold: 200,
    conversionMultiple: 100,
    position: 1,
  },
  {
    brandId: 2,
    customerCode: 'TRAMA',
    name: 'Filo di Trama',
    storeCode: 'FT-WEB',
    promotionCluster: 'E',
    shippingMinimum: 59,
    shippingCost: 4.9,
    crm: null,
    zendesk: false,
    paymentGateway: 'MONETICO',
    conversionThreshold: 300,
    conversionMultiple: 150,
    position: 2,
  },
];

export const PROMOTIONS: PromotionInsert[] = [
  {
    promotionRuleId: 501,
    brandId: SHOP_BRAND_ID,
    ruleType: 'PERCENTAGE',
    ruleName: 'Più ne prendi, più risparmi',
    discounts: [10, 15, 20],
    productClusterId: 'CL-LETTO-LINO',
    productCategoryId1: 10,
    productCategoryId2: 11,
    promotionName: 'Settimana del lino',
    promotionNameTexts: { en: 'Linen week', fr: 'Semaine du lin', de: 'Leinenwoche', es: 'Semana del lino' },
  },
  {
    promotionRuleId: 502,
    brandId: SHOP_BRAND_ID,
    ruleType: 'PACK',
    ruleName: 'Tris spugna',
    quantity: 3,
    discounts: [25],
    productClusterId1: 'CL-BAGNO-SPUGNA',
    productClusterId2: 'CL-BAGNO-TAPPETI',
    promotionName: 'Set bagno',
    promotionNameTexts: { en: 'Bath set', fr: 'Parure de bain', de: 'Bade-Set', es: 'Juego de baño' },
  },
  {
    promotionRuleId: 503,
    brandId: 1,
    ruleType: 'AMOUNT',
    ruleName: 'Atelier 150',
    threshold: 150,
    discounts: [15],
    promotionName: 'Benvenuto Atelier',
    promotionNameTexts: { en: 'Welcome to Atelier', fr: 'Bienvenue chez Atelier', de: 'Willkommen bei Atelier', es: 'Bienvenida Atelier' },
  },
];

const LABELS: Record<string, Texts> = {
  BANNER1: t5(
    'Spedizione gratuita sopra 79 €',
    'Free shipping on orders over €79',
    'Livraison offerte dès 79 €',
    'Kostenloser Versand ab 79 €',
    'Envío gratuito a partir de 79 €',
  ),
  BANNER2: t5(
    'Resi gratuiti entro 30 giorni',
    'Free returns within 30 days',
    'Retours gratuits sous 30 jours',
    'Kostenlose Rücksendung innerhalb von 30 Tagen',
    'Devoluciones gratuitas en 30 días',
  ),
  BANNER3: t5(
    'Iscriviti alla newsletter: 10% sul primo ordine',
    'Join our newsletter: 10% off your first order',
    'Inscrivez-vous à la newsletter : -10 % sur la première commande',
    'Newsletter abonnieren: 10 % auf die erste Bestellung',
    'Suscríbete a la newsletter: 10 % en tu primer pedido',
  ),
  PROMOTION: t5(
    'Settimana del lino: fino al -20% sul letto',
    'Linen week: up to 20% off bed linen',
    'Semaine du lin : jusqu’à -20 % sur le linge de lit',
    'Leinenwoche: bis zu 20 % auf Bettwäsche',
    'Semana del lino: hasta -20 % en ropa de cama',
  ),
  ON_SALE: t5('Saldi', 'Sale', 'Soldes', 'Sale', 'Rebajas'),
  CAMPAIGN_MAILING_ID: t5('TC-NL-2025', 'TC-NL-2025', 'TC-NL-2025', 'TC-NL-2025', 'TC-NL-2025'),
};

export const LABEL_ROWS: LabelInsert[] = Object.entries(LABELS).flatMap(([labelType, text]) =>
  SEED_LANGUAGES.map((language) => ({ brandId: SHOP_BRAND_ID, language, labelType, label: textIn(text, language) })),
);
