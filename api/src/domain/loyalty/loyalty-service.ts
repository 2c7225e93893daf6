/**
 * Account §4 Loyalty: points become usable from the brand's conversion threshold, in multiples of
 * its conversion multiple (rounded down), worth their share of the balance value; converting them
 * creates a client discount only their owner can use.
 */
import { randomBytes } from 'node:crypto';
import type { LoyaltyBalance, LoyaltyRedemption } from '@trama/shared/contract';
import { convertiblePoints, loyaltyConversion } from '@trama/shared/rules';
import type { FastifyBaseLogger } from 'fastify';
import { AppError, notFound } from '../errors.ts';
import type { FlagService } from '../flags/flag-service.ts';
import { flagOn } from '../flags/flag-value.ts';
import { Service } from '../service.ts';
import type { BrandConversion, LoyaltyRepository, LoyaltyRow } from './loyalty-repository.ts';

export interface LoyaltyCaller {
  webClientId: number;
  brandId: number;
}

export const notConvertible = (message: string) => new AppError(422, 'LOYALTY_NOT_CONVERTIBLE', message);

function toBalance(row: LoyaltyRow | undefined, brand: BrandConversion): LoyaltyBalance {
  const points = row?.loyaltyPoints ?? 0;
  const value = row?.loyaltyValue ?? 0;
  // Only a client enrolled in the brand's loyalty (a balance row on its web client) may convert.
  const eligible = row !== undefined;
  const conversion = loyaltyConversion({
    points,
    loyaltyValue: value,
    threshold: brand.conversionThreshold,
    multiple: brand.conversionMultiple,
    eligible,
  });
  return {
    loyaltyPoints: points,
    loyaltyValue: value,
    currency: row?.currency ?? brand.currency,
    expirationDate: row?.expirationDate ?? null,
    conversionThreshold: brand.conversionThreshold,
    conversionMultiple: brand.conversionMultiple,
    convertiblePoints: conversion.convertiblePoints,
    convertibleValue: conversion.convertibleValue,
    eligible,
  };
}

/** `{ points }` asks for part of what is convertible: it must itself be a convertible amount. */
function partOf(balance: LoyaltyBalance, points: number): { points: number; value: number } {
  const allowed = convertiblePoints(points, balance.conversionThreshold, balance.conversionMultiple);
  if (allowed !== points || points > balance.convertiblePoints) {
    throw notConvertible(`${points} points cannot be converted: at most ${balance.convertiblePoints}, in multiples of ${balance.conversionMultiple}.`);
  }
  if (points === balance.convertiblePoints) return { points, value: balance.convertibleValue };
  // The same proportion as the whole conversion, to the cent, rounded down.
  return { points, value: Math.floor((Math.round(balance.loyaltyValue * 100) * points) / balance.loyaltyPoints) / 100 };
}

export class LoyaltyService extends Service<{ repository: LoyaltyRepository; flags: FlagService; log: FastifyBaseLogger }> {
  async balance(caller: LoyaltyCaller): Promise<LoyaltyBalance> {
    const [row, brand] = await Promise.all([this.deps.repository.find(caller.webClientId), this.brand(caller.brandId)]);
    return toBalance(row, brand);
  }

  /** 422 LOYALTY_NOT_CONVERTIBLE below the threshold, when not eligible, or with nothing convertible. */
  async redeem(caller: LoyaltyCaller, requestedPoints?: number): Promise<LoyaltyRedemption> {
    if (!(await flagOn(this.deps.flags, 'redeem-points', this.deps.log))) throw notConvertible('Loyalty conversion is switched off.');
    const brand = await this.brand(caller.brandId);
    return this.deps.repository.withLockedBalance(caller.webClientId, async (tx, row) => {
      const before = toBalance(row, brand);
      if (!before.eligible || before.convertiblePoints === 0 || before.convertibleValue <= 0) {
        throw notConvertible(`Nothing to convert: ${before.loyaltyPoints} points, threshold ${before.conversionThreshold}.`);
      }
      const spent = requestedPoints === undefined ? { points: before.convertiblePoints, value: before.convertibleValue } : partOf(before, requestedPoints);
      if (spent.value <= 0) throw notConvertible('These points are worth nothing yet.');
      const code = `FID${randomBytes(5).toString('hex').toUpperCase()}`;
      await this.deps.repository.spend(tx, caller.webClientId, spent.points, spent.value);
      await this.deps.repository.createClientDiscount(tx, {
        code,
        brandId: caller.brandId,
        value: spent.value,
        label: `Buono fedeltà ${spent.points} punti`,
        ownerWebClientId: caller.webClientId,
      });
      const after = toBalance(await this.deps.repository.find(caller.webClientId, tx), brand);
      this.deps.log.info({ webClientId: caller.webClientId, points: spent.points, value: spent.value }, 'loyalty converted');
      return { discountCode: code, value: spent.value, currency: after.currency, loyalty: after };
    });
  }

  private async brand(brandId: number): Promise<BrandConversion> {
    const brand = await this.deps.repository.brandConversion(brandId);
    if (!brand) throw notFound('BRAND_NOT_FOUND', `No brand ${brandId}.`);
    return brand;
  }
}
