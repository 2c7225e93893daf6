import { SUPPORTED_LANGUAGES } from '@trama/shared/contract';
import { describe, expect, it } from 'vitest';
import { UNTRANSLATED_DEMO, generateCatalogue } from '../../src/db/seed/catalogue/generate.ts';
import { giftCardCatalogue } from '../../src/db/seed/catalogue/gift-cards.ts';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('demo catalogue in five languages (issue 17 §1)', () => {
  const catalogue = generateCatalogue();
  const cards = giftCardCatalogue();
  const texts = [...catalogue.texts, ...cards.texts];
  const products = [...catalogue.products, ...cards.products];

  it('issue 17 §1 every product has a written text in it, en, fr, de and es', () => {
    for (const product of products) {
      const languages = texts.filter((t) => t.productId === product.productId).map((t) => t.language);
      expect(languages.sort(), String(product.productId)).toEqual([...SUPPORTED_LANGUAGES].sort());
    }
  });

  it('issue 17 §1 names follow each language: "Drap en lin lavé", "Bettlaken aus gewaschenem Leinen", "Sábana de lino lavado"', () => {
    const sheet = catalogue.products.find((p) => p.menuId === 11 && p.material === 'lino' && p.productType === 'S' && /^lenzuolo-in-/.test(p.canonicalUrl))!;
    const name = (language: string) => texts.find((t) => t.productId === sheet.productId && t.language === language)!.name;
    expect(name('it')).toMatch(/^Lenzuolo in lino lavato /);
    expect(name('en')).toMatch(/^(Flat sheet|Sheet) in washed linen, /);
    expect(name('fr')).toMatch(/^(Drap plat|Drap) en lin lavé, /);
    expect(name('de')).toMatch(/^Bettlaken aus gewaschenem Leinen, /);
    expect(name('es')).toMatch(/^(Sábana encimera|Sábana) de lino lavado, /);
  });

  it('issue 17 §1 fr, de and es texts are their own, never the English ones', () => {
    const english = new Map(texts.filter((t) => t.language === 'en').map((t) => [t.productId, t]));
    for (const text of texts.filter((t) => ['fr', 'de', 'es'].includes(t.language))) {
      const en = english.get(text.productId)!;
      expect(text.name, text.canonicalUrl).not.toBe(en.name);
      if (text.description) expect(text.description).not.toBe(en.description);
      if (Object.keys(en.care).length) expect(Object.keys(text.care)).not.toEqual(Object.keys(en.care));
      // Words may coincide ("Metal" in es), the whole composition may not.
      if (en.composition.length) expect(text.composition).not.toEqual(en.composition);
    }
  });

  it('issue 17 §3 each language has its own slug: the name in that language, then the product id; the Italian one is products.canonical_url', () => {
    for (const language of SUPPORTED_LANGUAGES) {
      const slugs = texts.filter((t) => t.language === language).map((t) => t.canonicalUrl);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
    for (const text of texts) {
      expect(text.canonicalUrl).toMatch(SLUG);
      expect(text.canonicalUrl.endsWith(`-${text.productId}`)).toBe(true);
    }
    for (const product of products) {
      expect(texts.find((t) => t.productId === product.productId && t.language === 'it')!.canonicalUrl).toBe(product.canonicalUrl);
    }
    const german = texts.find((t) => t.language === 'de' && /Weiß/.test(t.name));
    expect(german?.canonicalUrl).toMatch(/-weiss-/);
  });

  it('issue 17 §1 size names are written in every language (Singolo, Single, Une personne, Einzelbett, Individual; Taglia unica …)', () => {
    const single = catalogue.sizes.find((s) => s.altSize === 'Singolo')!;
    expect(single.altSizeTexts).toEqual({ it: 'Singolo', en: 'Single', fr: 'Une personne', de: 'Einzelbett', es: 'Individual' });
    const oneSize = catalogue.sizes.find((s) => s.size === 'TU')!;
    expect(oneSize.altSizeTexts).toEqual({ it: 'Taglia unica', en: 'One size', fr: 'Taille unique', de: 'Einheitsgröße', es: 'Talla única' });
    for (const size of [...catalogue.sizes, ...cards.sizes].filter((s) => s.altSize !== null)) {
      expect(Object.keys(size.altSizeTexts ?? {}).sort()).toEqual([...SUPPORTED_LANGUAGES].sort());
    }
    // A gift card's amount is written as each language writes a price.
    expect(cards.sizes[0]!.altSizeTexts).toMatchObject({ it: '25 €', en: '€25', de: '25 €' });
  });

  it('issue 17 §2 one demo product has its German description left empty, so the shop shows it in Italian', () => {
    const empty = texts.filter((t) => t.description === '');
    expect(empty).toHaveLength(1);
    expect(empty[0]!.language).toBe(UNTRANSLATED_DEMO.language);
    const italian = texts.find((t) => t.productId === empty[0]!.productId && t.language === 'it')!;
    expect(italian.description.length).toBeGreaterThan(20);
    expect(empty[0]!.name).not.toBe(italian.name);
  });
});
