/**
 * Issue 17 §1: the shop's CMS content (home, editorial pages, magazine, static pages, FAQ) is
 * written in the five languages and served in the asked one; an item a product owner left out of
 * a language is served in Italian, never English, and the answer says so (ContentItem.language).
 */
import type { ContentItem, Language, MenuItem } from '@trama/shared/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { contentGrids, contentItems } from '../../src/db/schema.ts';
import { testAppForFile } from '../helpers/test-app.ts';

const t = testAppForFile();

const LANGUAGES: Language[] = ['it', 'en', 'fr', 'de', 'es'];

async function grid(id: number, language: string): Promise<ContentItem[]> {
  const res = await t.app.inject({ url: `/api/external/content/grid/${id}`, headers: { language } });
  expect(res.statusCode).toBe(200);
  return res.json();
}

const flat = (items: MenuItem[]): MenuItem[] => items.flatMap((i) => [i, ...flat(i.children ?? [])]);

/** Where an item sits, whatever its language: the grid's structure. */
const shape = (items: ContentItem[]) => items.map((i) => `${i.section}.${i.widget}.${i.position} ${i.type} ${i.name}`);

/** The sentences of a grid's texts (a sentence: four words or more, up to . ! ? : ; or a line end). */
function sentences(items: ContentItem[]): Set<string> {
  const found = new Set<string>();
  for (const item of items) {
    for (const text of [item.value, item.altText ?? '']) {
      for (const sentence of text.split(/(?<=[.!?:;])\s+|\n+/)) {
        const trimmed = sentence.trim();
        if (trimmed.split(/\s+/).length >= 4) found.add(trimmed);
      }
    }
  }
  return found;
}

/** Home, brand history, magazine, terms of sale, FAQ: the kinds of page the issue names. */
const PAGES = [
  { id: 21, kind: 'home grid' },
  { id: 31, kind: 'editorial page' },
  { id: 40, kind: 'magazine' },
  { id: 45, kind: 'static page' },
  { id: 41, kind: 'FAQ' },
];

describe('CMS content in five languages (issue 17 §1)', () => {
  for (const { id, kind } of PAGES) {
    it(`issue 17 §1 the ${kind} (grid ${id}) answers every text in the asked language, with the same sections and widgets`, async () => {
      const italian = await grid(id, 'it');
      for (const language of LANGUAGES) {
        const items = await grid(id, language);
        expect(shape(items), `${id} ${language}`).toEqual(shape(italian));
        const texts = items.filter((i) => i.type === 'TEXT' && i.language !== undefined);
        expect(texts.length, `${id} ${language}`).toBeGreaterThan(0);
        expect(texts.filter((i) => i.language !== language).map((i) => i.value), `${id} ${language}`).toEqual([]);
        if (language !== 'it') {
          // A translation, not the Italian copied: at least most long texts differ from the Italian.
          const same = items.filter((item, i) => item.type === 'TEXT' && item.value.split(' ').length > 3 && item.value === italian[i]!.value);
          expect(same.map((i) => i.value), `${id} ${language}`).toEqual([]);
        }
      }
    });
  }

  it('issue 17 §1 a magazine post reads in each language: title, subtitle and text of post 1', async () => {
    const titles = new Set<string>();
    for (const language of LANGUAGES) {
      const post = (await grid(40, language)).filter((i) => i.widget === 1);
      for (const name of ['Title', 'Subtitle', 'Text']) {
        expect(post.find((i) => i.name === name)?.language, `${name} ${language}`).toBe(language);
      }
      titles.add(post.find((i) => i.name === 'Title')!.value);
    }
    expect(titles.size).toBe(LANGUAGES.length);
  });

  it('issue 17 §1 no sentence of the English content is left on a French, German or Spanish page of the menu', async () => {
    const menu: MenuItem[] = (await t.app.inject({ url: '/api/external/menu', headers: { language: 'it' } })).json();
    const gridIds = [...new Set(flat(menu).flatMap((entry) => (entry.gridId === null ? [] : [entry.gridId])))];
    expect(gridIds).toEqual(expect.arrayContaining([21, 31, 32, 33, 34, 35, 40, 41, 42, 43, 44, 45, 46, 47, 48, 49]));
    for (const id of gridIds) {
      // Sentences every language shares (an address, an e-mail) are in the Italian too: not English.
      const italian = sentences(await grid(id, 'it'));
      const english = [...sentences(await grid(id, 'en'))].filter((sentence) => !italian.has(sentence));
      for (const language of ['fr', 'de', 'es']) {
        const page = [...sentences(await grid(id, language))].join('\n');
        expect(english.filter((sentence) => page.includes(sentence)), `grid ${id} ${language}`).toEqual([]);
      }
    }
  });
});

describe('CMS links in the page language (issue 17 §1, storefront §2 language prefix)', () => {
  it('issue 17 §1 a link to a menu entry is that entry\'s path in the asked language, as the menu gives it', async () => {
    for (const language of LANGUAGES) {
      const menu = flat((await t.app.inject({ url: '/api/external/menu', headers: { language } })).json());
      const bed = menu.find((entry) => entry.key === 'letto')!;
      const story = menu.find((entry) => entry.key === 'la_nostra_storia')!;
      const home = await grid(21, language);
      // Banner 1 and the first tile open the bed category; section 3's first link the brand story.
      expect(home.find((i) => i.section === 1 && i.widget === 1 && i.name === 'Link')?.menuHref, language).toBe(bed.canonicalUrl);
      expect(home.find((i) => i.section === 3 && i.widget === 2 && i.name === 'Link')?.menuHref, language).toBe(story.canonicalUrl);
    }
    expect(flat((await t.app.inject({ url: '/api/external/menu', headers: { language: 'fr' } })).json()).find((e: MenuItem) => e.key === 'letto')?.canonicalUrl).not.toBe('/letto');
  });
});

describe('a content item missing in the asked language (issue 17 §1 fallback)', () => {
  const GRID = 9917;
  /** The grid's items as [name, value, language] in the asked language. */
  const namedValues = async (language: string) => (await grid(GRID, language)).map((i) => [i.name, i.value, i.language]);

  beforeAll(async () => {
    const db = t.app.db;
    await db.insert(contentGrids).values({ gridId: GRID, brandId: 3, name: 'Issue 17 fallback' });
    const item = { gridId: GRID, section: 1, widget: 1, type: 'TEXT' as const };
    await db.insert(contentItems).values([
      // The title is written in every language but French and Spanish.
      { ...item, position: 1, name: 'Title', language: 'it', value: 'Lino per l’estate' },
      { ...item, position: 1, name: 'Title', language: 'en', value: 'Linen for summer' },
      { ...item, position: 1, name: 'Title', language: 'de', value: 'Leinen für den Sommer' },
      // The text in Italian and English only, as the old seed wrote it.
      { ...item, position: 2, name: 'Text', language: 'it', value: 'Tessuto leggero, lavato in pietra.' },
      { ...item, position: 2, name: 'Text', language: 'en', value: 'Light cloth, stone-washed.' },
      // The date once for every language.
      { ...item, position: 3, name: 'Date', language: null, value: '2026-06-01' },
    ]);
  });

  it('issue 17 §1 serves the Italian text, never the English, and marks it with language it', async () => {
    expect(await namedValues('fr')).toEqual([
      ['Title', 'Lino per l’estate', 'it'],
      ['Text', 'Tessuto leggero, lavato in pietra.', 'it'],
      ['Date', '2026-06-01', undefined],
    ]);
  });

  it('issue 17 §1 an item written in the asked language carries that language; only the missing one falls back', async () => {
    expect(await namedValues('de')).toEqual([
      ['Title', 'Leinen für den Sommer', 'de'],
      ['Text', 'Tessuto leggero, lavato in pietra.', 'it'],
      ['Date', '2026-06-01', undefined],
    ]);
    const english = await grid(GRID, 'en');
    expect(english.map((i) => i.language)).toEqual(['en', 'en', undefined]);
  });

  it('issue 17 §1 a language the shop does not speak is answered in Italian, marked as such', async () => {
    const items = await grid(GRID, 'pt');
    expect(items.map((i) => i.language)).toEqual(['it', 'it', undefined]);
  });
});
