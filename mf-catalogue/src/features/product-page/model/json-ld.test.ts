/** Storefront §2 Page metadata: the product page's structured data, checked against schema.org. */
import { describe, expect, it } from 'vitest';
import { menuItem, nodesOfType, schemaOrgProblems } from '@trama/shared/testing';
import { product, size } from '../../../test-support/product.ts';
import { availability, productJsonLd, scriptJson, sizeAvailability } from './json-ld.ts';

const sheets = menuItem({ label: 'Lenzuola', canonicalUrl: '/letto/lenzuola' });

describe('§2 product structured data', () => {
  it('§2 availability of a size: InStock with web stock, InStoreOnly when a store holds it, else Discontinued', () => {
    const p = product({ permanent: false });
    expect(sizeAvailability(size({ webInventory: 3, inStores: false }), p)).toBe('InStock');
    expect(sizeAvailability(size({ webInventory: 0, inStores: true }), p)).toBe('InStoreOnly');
    expect(sizeAvailability(size({ webInventory: 0, inStores: false }), product({ permanent: true }))).toBe('Discontinued');
    // An API without store stock in its answer: a permanent product is taken to be in the shops.
    expect(sizeAvailability(size({ webInventory: 0 }), product({ permanent: true }))).toBe('InStoreOnly');
    expect(sizeAvailability(size({ webInventory: 0 }), p)).toBe('Discontinued');
  });

  it('§2 the product is as available as its best size', () => {
    expect(availability(product({ sizes: [size({ webInventory: 0, inStores: false }), size({ webInventory: 2 })] }))).toBe('InStock');
    expect(availability(product({ sizes: [size({ webInventory: 0, inStores: true })], permanent: false }))).toBe('InStoreOnly');
    expect(availability(product({ sizes: [size({ webInventory: 0, inStores: false })], permanent: true }))).toBe('Discontinued');
  });

  it('[29.20] a product in sizes is a ProductGroup varying by size: a Product per size with sku, gtin13, size, colour, material and its Offer', () => {
    const sizes = [
      size({ size: '160x280', altSize: 'Singolo', productReference: '8000000000011', webInventory: 4, startingPrice: 89.9 }),
      size({ size: '240x280', altSize: null, productReference: '8000000000028', webInventory: 0, inStores: true, startingPrice: 119, listPriceAfterDiscount: 95.2 }),
      size({ size: '270x280', productReference: 'GC-50', webInventory: 0, inStores: false, startingPrice: 129 }),
    ];
    const colors = [
      { code: '#9caf88/salvia', name: 'Salvia', productId: 101, canonicalUrl: 'lenzuolo-aurora' },
      { code: '#ffffff/bianco', name: 'Bianco', productId: 102, canonicalUrl: 'lenzuolo-aurora-bianco' },
    ];
    const data = productJsonLd(product({ sizes, colors, materialName: 'Lino lavato' }), sheets, 'fr', 'https://shop.example');
    expect(schemaOrgProblems(data)).toEqual([]);
    const [group] = nodesOfType(data, 'ProductGroup');
    expect(group).toMatchObject({ name: 'Lenzuolo Aurora', productGroupID: '101', variesBy: 'https://schema.org/size', color: 'Salvia', material: 'Lino lavato' });
    const variants = group!.hasVariant as Record<string, unknown>[];
    expect(variants.map((v) => [v['@type'], v.name, v.sku, v.gtin13, v.size, v.color, v.material])).toEqual([
      ['Product', 'Lenzuolo Aurora Singolo', '8000000000011', '8000000000011', 'Singolo', 'Salvia', 'Lino lavato'],
      ['Product', 'Lenzuolo Aurora 240x280', '8000000000028', '8000000000028', '240x280', 'Salvia', 'Lino lavato'],
      // Not an EAN-13: a SKU only, never a made-up GTIN.
      ['Product', 'Lenzuolo Aurora 270x280', 'GC-50', undefined, '270x280', 'Salvia', 'Lino lavato'],
    ]);
    const offers = nodesOfType(data, 'Offer');
    expect(offers.map((o) => [o.price, o.availability])).toEqual([
      ['89.90', 'https://schema.org/InStock'],
      ['95.20', 'https://schema.org/InStoreOnly'],
      ['129.00', 'https://schema.org/Discontinued'],
    ]);
    for (const offer of offers) {
      expect(offer).toMatchObject({ priceCurrency: 'EUR', url: 'https://shop.example/fr/letto/lenzuola/lenzuolo-aurora' });
    }
  });

  it('[29.20] without a material name (an older API) or an own colour, the properties are left out, never empty', () => {
    const data = productJsonLd(product({ sizes: [size()] }), sheets, 'it', 'https://shop.example');
    expect(schemaOrgProblems(data)).toEqual([]);
    const [group] = nodesOfType(data, 'ProductGroup');
    expect(group).not.toHaveProperty('color');
    expect(group).not.toHaveProperty('material');
  });

  it('§2 breadcrumbs: the shop, the list, the product, each an absolute URL', () => {
    const data = productJsonLd(product({ sizes: [size()] }), sheets, 'it', 'https://shop.example');
    const [crumbs] = nodesOfType(data, 'BreadcrumbList');
    expect(crumbs?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example/it' },
      { '@type': 'ListItem', position: 2, name: 'Lenzuola', item: 'https://shop.example/it/letto/lenzuola' },
      { '@type': 'ListItem', position: 3, name: 'Lenzuolo Aurora', item: 'https://shop.example/it/letto/lenzuola/lenzuolo-aurora' },
    ]);
  });

  it('§2 a set is one offer at its own price; photos are absolute', () => {
    const item = product({ productId: 7, sizes: [size({ webInventory: 0, inStores: true })] });
    const set = product({ productType: 'C', sizes: [], startingPrice: 150, compositeData: { name: 'Set', description: '', products: [item] } });
    const data = productJsonLd(set, sheets, 'it', 'https://shop.example');
    expect(schemaOrgProblems(data)).toEqual([]);
    expect(nodesOfType(data, 'Offer')).toEqual([expect.objectContaining({ price: '150.00', availability: 'https://schema.org/InStoreOnly' })]);
    expect(nodesOfType(data, 'Product')[0]?.image).toEqual(['https://shop.example/media/products/101.svg']);
  });

  it('§2 a product name cannot close the script it is written into', () => {
    const data = productJsonLd(product({ name: '</script><script>alert("x")</script>', sizes: [size()] }), sheets, 'fr', 'https://shop');
    expect(scriptJson(data)).not.toContain('</script>');
    expect(JSON.parse(scriptJson(data))).toEqual(data);
  });
});
