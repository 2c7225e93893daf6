/** Account §4 Loyalty: points become a client discount from the brand's threshold, by its multiple. */

/** 0 below the threshold; otherwise the points rounded down to a multiple of the conversion multiple. */
export function convertiblePoints(points: number, threshold: number, multiple: number): number {
  if (!Number.isFinite(points) || points <= 0 || points < threshold) return 0;
  if (!Number.isFinite(multiple) || multiple <= 0) return Math.floor(points);
  return Math.floor(points / multiple) * multiple;
}

/** What may be converted now: the points, and their share of the balance's value (rounded down to the cent). */
export function loyaltyConversion(input: {
  points: number;
  loyaltyValue: number;
  threshold: number;
  multiple: number;
  eligible: boolean;
}): { convertiblePoints: number; convertibleValue: number } {
  const points = input.eligible ? convertiblePoints(input.points, input.threshold, input.multiple) : 0;
  if (points === 0 || input.loyaltyValue <= 0) return { convertiblePoints: 0, convertibleValue: 0 };
  const value = Math.floor(((input.loyaltyValue * points) / input.points) * 100 + 1e-6) / 100;
  return { convertiblePoints: points, convertibleValue: value };
}

/** The button is disabled when nothing is convertible or the basket price is below the loyalty value. */
export function canRedeemLoyalty(input: { basketPrice: number; convertibleValue: number; convertiblePoints: number }): boolean {
  return input.convertiblePoints > 0 && input.convertibleValue > 0 && input.basketPrice >= input.convertibleValue;
}
