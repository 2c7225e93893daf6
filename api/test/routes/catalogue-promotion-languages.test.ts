/**
 * Issue 17 §1: the catalogues page and the basket's promotion line speak the shopper's language;
 * Italian only where the product owner wrote nothing (migration 0017).
 */
import type { BrandDetail, Catalogue } from '@trama/shared/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandPromotions } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const catalogues = async (language: string): Promise<Catalogue[]> =>
  (await t.app.inject({ url: '/api/external/catalogues', headers: { language } })).json();

const promotionNames = async (language: string): Promise<(string | null)[]> =>
  ((await t.app.inject({ url: '/api/external/brands/details?brandId=3', headers: { language } })).json() as BrandDetail).promotion.map((p) => p.promotionName);

describe('issue 17 §1 catalogues in every language', () => {
  it('names and seasons are the language\'s own; Italian stays the source', async () => {
    expect((await catalogues('it')).map((c) => [c.name, c.seasonName])[0]).toEqual(['Il letto di lino', 'Autunno-Inverno 2026']);
    expect((await catalogues('fr'))[0]).toMatchObject({ name: 'Le lit en lin', seasonName: 'Automne-Hiver 2026' });
    expect((await catalogues('de'))[0]).toMatchObject({ name: 'Das Leinenbett', seasonName: 'Herbst-Winter 2026' });
    const spanish = await catalogues('es');
    expect(spanish.map((c) => c.name)).toEqual(['La cama de lino', 'La mesa de fiesta', 'Rizo y sol', 'Lino para vestir']);
  });

  it('each catalogue opens its page in the language\'s own words, never an Italian path', async () => {
    const [bed] = await catalogues('it');
    expect(bed?.catalogueUrl).toBe('/it/letto');
    for (const language of ['en', 'fr', 'de', 'es']) {
      for (const catalogue of await catalogues(language)) {
        expect(catalogue.catalogueUrl.startsWith(`/${language}/`)).toBe(true);
        expect(catalogue.catalogueUrl).not.toMatch(/\/(letto|tavola|bagno)$/);
      }
    }
  });
});

describe('issue 17 §1 promotion names in every language', () => {
  it('the basket\'s promotion line reads in the shopper\'s language', async () => {
    expect((await promotionNames('it'))).toEqual(['Settimana del lino', 'Set bagno']);
    expect((await promotionNames('fr'))).toEqual(['Semaine du lin', 'Parure de bain']);
    expect((await promotionNames('de'))).toEqual(['Leinenwoche', 'Bade-Set']);
  });

  it('a name the product owner left unwritten in a language is served in Italian', async () => {
    await t.app.db.update(brandPromotions).set({ promotionNameTexts: { en: 'Linen week' } }).where(eq(brandPromotions.promotionRuleId, 501));
    expect((await promotionNames('es'))[0]).toBe('Settimana del lino');
    expect((await promotionNames('en'))[0]).toBe('Linen week');
  });
});
