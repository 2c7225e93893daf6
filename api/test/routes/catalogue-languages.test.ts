import type { CareInfo, CatalogueAnswer, CompositionInfo, Language, Product, ProductCanonicalUrl, SearchAnswer } from '@trama/shared/contract';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowsAt } from '../helpers/database.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const LANGUAGES: Language[] = ['it', 'en', 'fr', 'de', 'es'];
const LENZUOLA = 11;
const ORECCHINI = 52;

/** What a shopper reads for a washed-linen sheet in each language (issue 17 §1). */
const LINEN_SHEET: Record<Language, { name: RegExp; blurb: string; care: string; fabric: string; material: string; single: string }> = {
  it: { name: /^Lenzuolo in lino lavato /, blurb: 'Il lino lavato è morbido', care: 'Lavaggio', fabric: 'Lino', material: 'Lino', single: 'Singolo' },
  en: { name: /^(Flat sheet|Sheet) in washed linen, /, blurb: 'Washed linen is soft', care: 'Washing', fabric: 'Linen', material: 'Linen', single: 'Single' },
  fr: { name: /^(Drap plat|Drap) en lin lavé, /, blurb: 'Le lin lavé est doux', care: 'Lavage', fabric: 'Lin', material: 'Lin', single: 'Une personne' },
  de: { name: /^Bettlaken aus gewaschenem Leinen, /, blurb: 'Gewaschenes Leinen ist', care: 'Waschen', fabric: 'Leinen', material: 'Leinen', single: 'Einzelbett' },
  es: { name: /^(Sábana encimera|Sábana) de lino lavado, /, blurb: 'El lino lavado es suave', care: 'Lavado', fabric: 'Lino', material: 'Lino', single: 'Individual' },
};
const SAGE: Record<Language, string> = { it: 'Salvia', en: 'Sage', fr: 'Sauge', de: 'Salbei', es: 'Salvia' };

const t = testAppForFile();

const queryDb = <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => rowsAt<T>(t.database.url, text, values);

async function get<T>(url: string, language: string): Promise<T> {
  const res = await t.app.inject({ url, headers: { language } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function list(menuId: number, language: string): Promise<CatalogueAnswer> {
  const res = await t.app.inject({ method: 'POST', url: `/api/external/product/catalogue/menu/${menuId}?size=100`, headers: { language }, payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function linenSheet(): Promise<{ product_id: number; canonical_url: string }> {
  const [row] = await queryDb<{ product_id: number; canonical_url: string }>(
    `select product_id, canonical_url from products where menu_id = ${LENZUOLA} and material = 'lino' and product_type = 'S'
       and canonical_url like 'lenzuolo-in-%' and starting_price > 0 order by colour_slug = 'salvia' desc, product_id limit 1`,
  );
  return row!;
}

describe('the catalogue in five languages (issue 17)', () => {
  it('issue 17 §1 a product reads in each language: name, description, care, composition, colour, sizes', async () => {
    const { product_id: id } = await linenSheet();
    for (const language of LANGUAGES) {
      const expected = LINEN_SHEET[language];
      const product = await get<Product>(`/api/external/product/${id}`, language);
      expect(product.language).toBe(language);
      expect(product.name, language).toMatch(expected.name);
      expect(product.description, language).toContain(expected.blurb);
      expect(product.untranslated ?? [], language).toEqual([]);
      expect(product.sizes[0]!.altSize, language).toBe(expected.single);
      const own = product.colors.find((c) => c.productId === id)!;
      if (own.code.endsWith('/salvia')) expect(own.name).toBe(SAGE[language]);
      expect(product.name.endsWith(own.name), `${language}: the name ends with the colour`).toBe(true);
      const care = await get<CareInfo>(`/api/external/product/attributes/care/${id}`, language);
      expect(Object.keys(care)[0], language).toBe(expected.care);
      const composition = await get<CompositionInfo[]>(`/api/external/product/attributes/composition/${id}`, language);
      expect(composition, language).toEqual([{ attribute: expect.any(String), attributeValue: expected.fabric, value: 100 }]);
    }
  });

  it('issue 17 §1 filters read in the list language: names, colours, materials, sizes, prices', async () => {
    for (const language of LANGUAGES) {
      const { filters } = await list(LENZUOLA, language);
      const values = (kind: string) => filters.find((f) => f.searchFilter === kind)!.values.map((v) => v.value);
      expect(values('MATERIAL'), language).toContain(LINEN_SHEET[language].material);
      expect(values('COLOR').some((v) => v.endsWith(`/${SAGE[language]}`)) || !values('COLOR').some((v) => /salvia|sage|sauge|salbei/i.test(v)), language).toBe(true);
      // Dimensions are the size filter's words in every language.
      expect(values('SIZE'), language).toContain('160x280');
    }
    const english = await list(LENZUOLA, 'en');
    expect(english.filters.find((f) => f.searchFilter === 'PRICE')!.values.map((v) => v.value)).toContain('€50 – €100');
    expect(english.filters.find((f) => f.searchFilter === 'MATERIAL')!.filter).toBe('Material');
    const german = await list(LENZUOLA, 'de');
    expect(german.filters.find((f) => f.searchFilter === 'COLOR')!.filter).toBe('Farbe');
    expect(german.filters.find((f) => f.searchFilter === 'PRICE')!.values.map((v) => v.value)).toContain('50 – 100 €');
    // A size with a name of its own (TU) shows that name in the language.
    for (const [language, oneSize] of [['it', 'Taglia unica'], ['en', 'One size'], ['fr', 'Taille unique'], ['de', 'Einheitsgröße'], ['es', 'Talla única']] as const) {
      const earrings = await list(ORECCHINI, language);
      expect(earrings.filters.find((f) => f.searchFilter === 'SIZE')!.values, language).toEqual([{ value: oneSize, searchValue: 'tu' }]);
      // Issue 18 §2: a list card has no sizes; the product page shows the size's name.
      const earring = await get<Product>(`/api/external/product/${earrings.products.content[0]!.productId}`, language);
      expect(earring.sizes[0]!.altSize, language).toBe(oneSize);
    }
  });

  it('issue 17 §1 search works in each language with its own words', async () => {
    const words: Record<Language, [string, RegExp]> = {
      it: ['lenzuolo lino', /lenzuol/i],
      en: ['sheet linen', /sheet/i],
      fr: ['drap lin', /drap/i],
      de: ['bettlaken leinen', /bettlaken/i],
      es: ['sábana lino', /sábana/i],
    };
    for (const language of LANGUAGES) {
      const [criteria, name] = words[language];
      const answer = await get<SearchAnswer>(`/api/external/search?criteria=${encodeURIComponent(criteria)}`, language);
      expect(answer.products.totalElements, language).toBeGreaterThan(0);
      // Found by its own language's words: in its name, or in its description (a set lists its sheets).
      // Issue 18 §2: cards carry no description, so it is read from each product's own answer.
      for (const card of answer.products.content) {
        const product = await get<Product>(`/api/external/product/${card.productId}`, language);
        expect(`${product.name} ${product.description}`, language).toMatch(name);
      }
      expect(answer.products.content[0]!.name, language).toMatch(name);
    }
  });

  it('issue 17 §2 a field left empty in a language is served in Italian and listed in untranslated, never in English', async () => {
    const [demo] = await queryDb<{ product_id: number }>("select product_id from product_texts where language = 'de' and description = ''");
    const italian = await get<Product>(`/api/external/product/${demo!.product_id}`, 'it');
    const german = await get<Product>(`/api/external/product/${demo!.product_id}`, 'de');
    expect(german.description).toBe(italian.description);
    expect(german.untranslated).toEqual(['description']);
    expect(german.name).not.toBe(italian.name);
    expect((await get<Product>(`/api/external/product/${demo!.product_id}`, 'fr')).untranslated).toEqual([]);

    // A product with no Spanish row at all: every text in Italian, each field named.
    const { product_id: id } = await linenSheet();
    const other = await queryDb<{ product_id: number }>(
      `select product_id from products where menu_id = ${LENZUOLA} and material = 'lino' and product_type = 'S' and product_id <> $1 limit 1`,
      [id],
    );
    const unwritten = other[0]!.product_id;
    await queryDb("delete from product_texts where product_id = $1 and language = 'es'", [unwritten]);
    await queryDb("update product_sizes set alt_size_texts = alt_size_texts - 'es' where product_id = $1", [unwritten]);
    const it = await get<Product>(`/api/external/product/${unwritten}`, 'it');
    const es = await get<Product>(`/api/external/product/${unwritten}`, 'es');
    expect(es).toMatchObject({ name: it.name, description: it.description, language: 'es' });
    expect(es.sizes.map((s) => s.altSize)).toEqual(it.sizes.map((s) => s.altSize));
    expect([...es.untranslated!].sort()).toEqual(['altSize', 'care', 'colourName', 'composition', 'description', 'materialName', 'name']);
    expect(await get<CareInfo>(`/api/external/product/attributes/care/${unwritten}`, 'es')).toEqual(
      await get<CareInfo>(`/api/external/product/attributes/care/${unwritten}`, 'it'),
    );
    // Its slug in Spanish is the neutral one; the Spanish list still shows it, in Italian.
    expect(es.canonicalUrl).toBe(it.canonicalUrl);
  });

  it('issue 17 §3 slugs per language: any language finds the product; the answer gives the request language canonical and every alternate', async () => {
    // The menu's French path (menu_translations.canonical_url, migration 0015); other languages keep the neutral one.
    await queryDb("update menu_translations set canonical_url = '/lit/draps' where menu_id = $1 and language = 'fr'", [LENZUOLA]);
    const { product_id: id, canonical_url: italianSlug } = await linenSheet();
    const slugs = Object.fromEntries(
      (await queryDb<{ language: Language; canonical_url: string }>('select language, canonical_url from product_texts where product_id = $1', [id])).map((r) => [
        r.language,
        r.canonical_url,
      ]),
    ) as Record<Language, string>;
    const menus = Object.fromEntries(
      (
        await queryDb<{ language: Language; url: string }>(
          `select l.language, coalesce(mt.canonical_url, m.canonical_url) as url from unnest(array['it','en','fr','de','es']) as l(language)
           cross join menu_items m left join menu_translations mt on mt.menu_id = m.menu_id and mt.language = l.language where m.menu_id = $1`,
          [LENZUOLA],
        )
      ).map((r) => [r.language, r.url]),
    ) as Record<Language, string>;
    expect(slugs.it).toBe(italianSlug);
    expect(slugs.fr).toMatch(new RegExp(`^(drap-plat|drap)-en-lin-lave-.*-${id}$`));
    expect(menus.fr).toBe('/lit/draps');

    // The Italian slug asked on a French page: found, and the answer names the French path.
    const french = await get<Product>(`/api/external/product/by-canonical-url?menu=/letto/lenzuola&canonicalUrl=${italianSlug}`, 'fr');
    expect(french).toMatchObject({ productId: id, canonicalUrl: slugs.fr, menuCanonicalUrl: '/lit/draps', productUrl: `/lit/draps/${slugs.fr}` });
    expect(french.alternates).toEqual(Object.fromEntries(LANGUAGES.map((l) => [l, `/${l}${menus[l]}/${slugs[l]}`])));
    // Photos stay keyed by the neutral slug whatever the language.
    expect(french.photo).toContain(italianSlug);
    expect(french.colors.find((c) => c.productId === id)!.canonicalUrl).toBe(slugs.fr);

    // The German slug asked in Italian: the Italian canonical comes back.
    const italian = await get<Product>(`/api/external/product/by-canonical-url?canonicalUrl=${slugs.de}`, 'it');
    expect(italian).toMatchObject({ productId: id, canonicalUrl: italianSlug, productUrl: `${menus.it}/${italianSlug}` });
    expect(italian.alternates).toEqual(french.alternates);

    const canonical = await get<ProductCanonicalUrl>(`/api/external/product/canonical-url/${id}`, 'es');
    expect(canonical).toEqual({ productId: id, canonicalUrl: slugs.es, menuCanonicalUrl: menus.es });
    const missing = await t.app.inject({ url: '/api/external/product/by-canonical-url?canonicalUrl=drap-inconnu-99999', headers: { language: 'fr' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
  });
});
