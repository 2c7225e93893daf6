/** Storefront §2 Page metadata of a product list: its own description, photo and ItemList. */
import { describe, expect, it } from 'vitest';
import { getI18n } from '@trama/shared/i18n';
import { menuItem, schemaOrgProblems } from '@trama/shared/testing';
import { product } from '../../../test-support/product.ts';
import { listPageHead } from './list-head.ts';

const ORIGIN = 'https://shop.example';
const pillows = menuItem({ menuId: 2, key: 'cuscini', label: 'Cuscini', canonicalUrl: '/letto/cuscini', parent: 1 });
const t = (language: string) => getI18n().getFixedT(language, 'catalogue');

describe('§2 product list head', () => {
  it('§2 without a menu description, one made from the category and its product count, in the page language', () => {
    const products = [product({ productId: 1, name: 'Cuscino Lino', canonicalUrl: 'cuscino-lino', photo: '/media/1.svg' }), product({ productId: 2, name: 'Cuscino Raso', canonicalUrl: 'cuscino-raso' })];
    const it_ = listPageHead(pillows, products, 14, 'it', ORIGIN, t('it'))!;
    expect(it_.description).toBe('Cuscini Trama: 14 prodotti da scoprire e acquistare online.');
    expect(listPageHead(pillows, products.slice(0, 1), 1, 'en', ORIGIN, t('en'))?.description).toBe('Cuscini by Trama: 1 product to discover and buy online.');
    expect(it_.image).toBe('/media/1.svg');
    expect(schemaOrgProblems(it_.jsonLd)).toEqual([]);
    expect(it_.jsonLd?.[0]).toMatchObject({
      '@type': 'ItemList',
      numberOfItems: 14,
      itemListElement: [
        { position: 1, name: 'Cuscino Lino', url: 'https://shop.example/it/letto/lenzuola/cuscino-lino' },
        { position: 2, name: 'Cuscino Raso', url: 'https://shop.example/it/letto/lenzuola/cuscino-raso' },
      ],
    });
  });

  it('§2 the menu description wins; nothing until the first page is in', () => {
    const described = { ...pillows, description: 'Cuscini in lino e cotone.' };
    expect(listPageHead(described, [], 0, 'it', ORIGIN, t('it'))).toEqual({ description: 'Cuscini in lino e cotone.', image: undefined, jsonLd: [] });
    expect(listPageHead(pillows, [], null, 'it', ORIGIN, t('it'))).toBeNull();
  });
});
