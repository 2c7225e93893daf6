import type { BannerLabel, BrandDetail } from '@trama/shared/contract';
import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

describe('GET /api/external/brands/details', () => {
  it('§9 brand 3 ships free from 79 €, otherwise 5.90 €, promotion cluster E', async () => {
    const res = await t.app.inject({ url: '/api/external/brands/details?brandId=3' });
    expect(res.statusCode).toBe(200);
    const brand: BrandDetail = res.json();
    expect(brand).toMatchObject({ brandId: 3, name: 'Trama Casa', shippingMinimum: 79, shippingCost: 5.9, expressShippingCost: 12.9, promotionCluster: 'E', defaultCurrency: 'EUR' });
    expect(brand.conversionThreshold).toBeGreaterThan(0);
    expect(brand.conversionMultiple).toBeGreaterThan(0);
  });

  it('§3 lists the sister brands and the promotions (PERCENTAGE escalates, PACK)', async () => {
    const brand: BrandDetail = (await t.app.inject({ url: '/api/external/brands/details?brandId=3' })).json();
    expect(brand.brands.map((b) => b.brandId)).toEqual([3, 1, 2]);
    const percentage = brand.promotion.find((p) => p.ruleType === 'PERCENTAGE');
    expect(percentage?.discounts).toEqual([10, 15, 20]);
    expect(brand.promotion.some((p) => p.ruleType === 'PACK')).toBe(true);
  });

  it('defaults to the brand header, then to brand 3', async () => {
    expect((await t.app.inject({ url: '/api/external/brands/details' })).json().brandId).toBe(3);
    expect((await t.app.inject({ url: '/api/external/brands/details', headers: { brand: '1' } })).json().brandId).toBe(1);
  });

  it('answers 400 for a bad brandId and 404 for an unknown one', async () => {
    for (const id of ['abc', '0', '2.5', '']) {
      const res = await t.app.inject({ url: `/api/external/brands/details?brandId=${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const res = await t.app.inject({ url: '/api/external/brands/details?brandId=77' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });
});

describe('GET /api/external/brands/:brandId/label-languages', () => {
  const labels = async (query: string, headers: Record<string, string> = {}): Promise<BannerLabel[]> => {
    const res = await t.app.inject({ url: `/api/external/brands/3/label-languages${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('§3 answers BANNER1..3, PROMOTION, ON_SALE and CAMPAIGN_MAILING_ID in order', async () => {
    expect((await labels('?language=it')).map((l) => l.labelType)).toEqual([
      'BANNER1',
      'BANNER2',
      'BANNER3',
      'PROMOTION',
      'ON_SALE',
      'CAMPAIGN_MAILING_ID',
    ]);
  });

  it('§1 translates the banners: it vs en', async () => {
    expect((await labels('?language=it'))[0]).toEqual({ labelType: 'BANNER1', label: 'Spedizione gratuita sopra 79 €', language: 'it' });
    expect((await labels('?language=en'))[0]!.label).toBe('Free shipping on orders over €79');
  });

  it('§9 falls back to the language header, then to Italian for unknown languages', async () => {
    expect((await labels('', { language: 'fr' }))[0]!.language).toBe('fr');
    expect((await labels('?language=pt'))[0]!.language).toBe('it');
    expect((await labels(''))[0]!.language).toBe('it');
  });

  it('answers 400 for a malformed language or brand id, 404 for an unknown brand', async () => {
    expect((await t.app.inject({ url: '/api/external/brands/3/label-languages?language=12' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: '/api/external/brands/x/label-languages' })).statusCode).toBe(400);
    const res = await t.app.inject({ url: '/api/external/brands/55/label-languages' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('BRAND_NOT_FOUND');
  });
});
