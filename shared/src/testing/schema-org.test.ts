/** The schema.org checker the structured-data tests rely on: it must catch what a validator would. */
import { describe, expect, it } from 'vitest';
import { nodesOfType, schemaOrgProblems } from './schema-org.ts';
import { parseHead } from './page-head.ts';

const offer = { '@type': 'Offer', price: '19.90', priceCurrency: 'EUR', availability: 'https://schema.org/InStock' };
const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Telo', offers: [offer] };

describe('§2 schema.org checker', () => {
  it('accepts a valid product with inherited Thing properties', () => {
    expect(schemaOrgProblems({ ...product, url: 'https://shop.example/it/telo', image: ['https://shop.example/a.svg'] })).toEqual([]);
  });

  it('rejects an unknown type, a property its type lacks, and a missing @context', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Produkt', name: 'x' })).toEqual(['[0]: unknown @type "Produkt"']);
    expect(schemaOrgProblems({ ...product, headline: 'x' })).toEqual(['[0](Product).headline: not a property of Product']);
    expect(schemaOrgProblems({ '@type': 'Brand', name: 'Trama' })).toEqual(['[0]: @context is not https://schema.org']);
  });

  it('rejects relative URLs, prices without 2 decimals, unknown availability and currencies', () => {
    const problems = schemaOrgProblems({
      ...product,
      url: '/it/telo',
      offers: [{ ...offer, price: '19.9', priceCurrency: 'euro', availability: 'InStock' }],
    });
    expect(problems).toEqual([
      '[0](Product).offers[0](Offer).price: "19.9" is not Price',
      '[0](Product).offers[0](Offer).priceCurrency: "euro" is not Currency',
      '[0](Product).offers[0](Offer).availability: "InStock" is not Availability',
      '[0](Product).url: "/it/telo" is not URL',
    ]);
    expect(schemaOrgProblems({ ...product, offers: [{ ...offer, price: 19.9 }] })).toEqual([]);
  });

  it('requires what rich results require: a product offer (or review), a question its answer', () => {
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Product', name: 'x' })).toEqual(['[0](Product): needs one of offers, review, aggregateRating']);
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q?' }] };
    expect(schemaOrgProblems(faq)).toEqual(['[0](FAQPage).mainEntity[0](Question): required acceptedAnswer missing']);
    const article = { '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'x', datePublished: '2025-13-40' };
    expect(schemaOrgProblems(article).length).toBeGreaterThanOrEqual(4);
  });

  it('a nested value must be of an allowed type', () => {
    expect(schemaOrgProblems({ ...product, offers: [{ '@type': 'Brand', name: 'x' }] })[0]).toMatch(/offers\[0\].*is not Offer\|AggregateOffer/);
    expect(nodesOfType([product], 'Offer')).toEqual([offer]);
  });

  it('reads a head as a crawler does: escaped attributes, one title, the JSON-LD', () => {
    const head = parseHead(
      '<html><head><title>A &amp; B | Trama</title><meta name="description" content="l&#39;été &quot;x&quot;"><link rel="canonical" href="https://s/it/a">' +
        '<script type="application/ld+json" data-sh="json-ld">{"@type":"Thing","name":"\\u003c/script>"}</script></head><body><title>no</title></body></html>',
    );
    expect(head).toMatchObject({ title: 'A & B | Trama', titles: 1, canonical: 'https://s/it/a', meta: { description: 'l\'été "x"' } });
    expect(head.jsonLd).toEqual([{ '@type': 'Thing', name: '</script>' }]);
  });
});
