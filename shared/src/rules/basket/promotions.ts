/**
 * Automatic promotions from brand details (storefront §3 Promotion, §4 Promotion, §5, §9). Only the
 * single best promotion (the largest reduction) applies to a basket.
 */
import type { Promotion } from '../../contract/index.ts';
import { roundAmount } from '../rounding.ts';
import type { AppliedPromotion, PricedLine } from './types.ts';

/** §5, §9: a pack promotion needs more than this many qualifying pieces. */
export const PACK_MIN_PIECES_EXCLUSIVE = 3;

export interface PromotionOutcome {
  applied: AppliedPromotion;
  /** The lines the promotion reduces: a cumulative coupon only sees what the promotion left of them. */
  qualifying: PricedLine[];
  qualifyingSubtotal: number;
}

function nonNegative(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

function percentOf(amount: number, percent: number | undefined): number {
  return (amount * Math.min(100, nonNegative(percent))) / 100;
}

/**
 * Lines a promotion targets: non gift-card lines whose barcode is in one of its clusters or whose
 * category is one of its categories. No cluster and no category: every non gift-card line.
 */
export function qualifyingLines(
  promotion: Promotion,
  lines: readonly PricedLine[],
  clusterBarcodes: Readonly<Record<string, readonly string[]>>,
): PricedLine[] {
  const clusterIds = [promotion.productClusterId, promotion.productClusterId_1, promotion.productClusterId_2].filter(
    (id): id is string => !!id,
  );
  const categories = [promotion.productCategoryId_1, promotion.productCategoryId_2].filter(
    (id): id is number => id !== null && id !== undefined,
  );
  const merchandise = lines.filter((l) => l.itemType !== 'GFC' && l.quantity > 0);
  if (clusterIds.length === 0 && categories.length === 0) return merchandise;
  const barcodes = new Set(clusterIds.flatMap((id) => clusterBarcodes[id] ?? []));
  return merchandise.filter(
    (l) => barcodes.has(l.productReference) || (l.productCategoryId != null && categories.includes(l.productCategoryId)),
  );
}

/** The reduction one promotion gives to its qualifying lines, before rounding (0 when it does not apply). */
export function promotionReduction(promotion: Promotion, subtotal: number, pieces: number): number {
  const first = promotion.discounts[0];
  switch (promotion.ruleType) {
    case 'AMOUNT':
      return subtotal > 0 && subtotal >= nonNegative(promotion.threshold) ? Math.min(nonNegative(first), subtotal) : 0;
    case 'VALUE':
      return subtotal > 0 && subtotal >= nonNegative(promotion.threshold) ? percentOf(subtotal, first) : 0;
    case 'QUANTITY':
      return pieces > 0 && pieces >= nonNegative(promotion.quantity) ? percentOf(subtotal, first) : 0;
    case 'PERCENTAGE': {
      // §5: discount_1 for one piece, discount_2 for two…, the last one for more.
      const steps = promotion.discounts.length;
      return pieces > 0 && steps > 0 ? percentOf(subtotal, promotion.discounts[Math.min(pieces, steps) - 1]) : 0;
    }
    case 'PACK':
      return pieces > PACK_MIN_PIECES_EXCLUSIVE ? percentOf(subtotal, first) : 0;
    default:
      return 0;
  }
}

/** §4 Promotion: the best promotion with a positive reduction, or null (ties keep the first listed). */
export function bestPromotion(
  promotions: readonly Promotion[],
  lines: readonly PricedLine[],
  clusterBarcodes: Readonly<Record<string, readonly string[]>>,
  currency: string,
): PromotionOutcome | null {
  let best: PromotionOutcome | null = null;
  for (const promotion of promotions) {
    const qualifying = qualifyingLines(promotion, lines, clusterBarcodes);
    const subtotal = roundAmount(
      qualifying.reduce((sum, l) => sum + l.amount, 0),
      currency,
    );
    const pieces = qualifying.reduce((sum, l) => sum + l.quantity, 0);
    const amount = Math.min(subtotal, roundAmount(promotionReduction(promotion, subtotal, pieces), currency));
    if (amount > 0 && (!best || amount > best.applied.amount)) {
      best = {
        applied: {
          promotionRuleId: promotion.promotionRuleId,
          ruleType: promotion.ruleType,
          promotionName: promotion.promotionName ?? promotion.ruleName ?? null,
          amount,
        },
        qualifying,
        qualifyingSubtotal: subtotal,
      };
    }
  }
  return best;
}
