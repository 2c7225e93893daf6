import type { ContentItem } from '@trama/shared/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function grid(id: number | string, headers: Record<string, string> = {}) {
  return t.app.inject({ url: `/api/external/content/grid/${id}`, headers });
}

async function items(id: number, language?: string): Promise<ContentItem[]> {
  const res = await grid(id, language ? { language } : {});
  expect(res.statusCode).toBe(200);
  return res.json();
}

const value = (list: ContentItem[], section: number, widget: number, name: string) =>
  list.find((i) => i.section === section && i.widget === widget && i.name === name)?.value;

describe('GET /api/external/content/grid/:id', () => {
  it('§2 home grid 21: a slider of 3 banners with photo, title, subtitle and link', async () => {
    const home = await items(21);
    const banners = home.filter((i) => i.section === 1);
    expect(new Set(banners.map((b) => b.widget))).toEqual(new Set([1, 2, 3]));
    for (const widget of [1, 2, 3]) {
      const fields = banners.filter((b) => b.widget === widget);
      expect(fields.map((f) => f.name)).toEqual(['Photo', 'Title', 'Subtitle', 'Link']);
      expect(fields[0]).toMatchObject({ type: 'PHOTO' });
      expect(fields[0]!.value).toMatch(/^\/media\/.+\.svg$/);
      expect(fields[3]!.menuHref).toMatch(/^\//);
    }
    expect(value(home, 1, 1, 'Title')).toBe('Lino lavato, sonni leggeri');
  });

  it('§2 home sections 2 and 4 are category grids of 4 tiles; section 3 has three links and an image', async () => {
    const home = await items(21);
    for (const section of [2, 4]) {
      const tiles = home.filter((i) => i.section === section);
      expect(new Set(tiles.map((i) => i.widget)).size).toBe(4);
      expect(tiles.filter((i) => i.name === 'Name')).toHaveLength(4);
      expect(tiles.filter((i) => i.name === 'Description')).toHaveLength(4);
      expect(tiles.filter((i) => i.name === 'Link' && i.menuHref)).toHaveLength(4);
      expect(tiles.filter((i) => i.type === 'PHOTO')).toHaveLength(4);
    }
    const block = home.filter((i) => i.section === 3);
    expect(block.filter((i) => i.type === 'PHOTO')).toHaveLength(1);
    expect(block.filter((i) => i.name === 'Link' && i.menuHref)).toHaveLength(3);
  });

  it('§1 texts follow the language header; photos stay the same', async () => {
    const [it_, en] = await Promise.all([items(21), items(21, 'en')]);
    expect(value(en, 1, 1, 'Title')).toBe('Washed linen, lighter sleep');
    expect(value(en, 1, 1, 'Photo')).toBe(value(it_, 1, 1, 'Photo'));
    expect(en).toHaveLength(it_.length);
  });

  it('§1 issue 17: every language has its own texts (the FAQ too); unknown languages get Italian', async () => {
    expect(value(await items(41, 'de'), 1, 1, 'Question')).toBe('Was kostet der Versand?');
    expect(value(await items(21, 'de'), 1, 1, 'Title')).toBe('Gewaschenes Leinen, leichter Schlaf');
    expect(value(await items(21, 'pt'), 1, 1, 'Title')).toBe('Lino lavato, sonni leggeri');
  });

  it('items come ordered by section, widget, position', async () => {
    const home = await items(21);
    const keys = home.map((i) => i.section * 1e6 + i.widget * 1e3 + i.position);
    expect(keys).toEqual([...keys].sort((a, b) => a - b));
  });

  it('§2 magazine grid holds 4 posts, each with title, subtitle, photo and text', async () => {
    const magazine = await items(40, 'en');
    const posts = new Set(magazine.map((i) => i.widget));
    expect(posts.size).toBe(4);
    for (const post of posts) {
      const names = magazine.filter((i) => i.widget === post).map((i) => i.name);
      expect(names).toEqual(expect.arrayContaining(['Title', 'Subtitle', 'Photo', 'Text']));
    }
  });

  it('§2 FAQ is a list of question/answer pairs', async () => {
    const faq = await items(41);
    const questions = faq.filter((i) => i.name === 'Question');
    expect(questions.length).toBeGreaterThanOrEqual(4);
    expect(faq.filter((i) => i.name === 'Answer')).toHaveLength(questions.length);
    expect(questions[0]!.value).toMatch(/spedizione/i);
  });

  it('every page of the menu with a grid has content in it and en', async () => {
    const menu: { gridId: number | null; key: string }[] = (await t.app.inject({ url: '/api/external/menu' })).json();
    for (const entry of menu.filter((m) => m.gridId !== null)) {
      for (const language of ['it', 'en']) {
        const list = await items(entry.gridId!, language);
        expect(list.length, `${entry.key} ${language}`).toBeGreaterThan(0);
        expect(list.some((i) => i.type === 'TEXT'), entry.key).toBe(true);
      }
    }
  });

  it('answers 400 when the id is not a positive integer', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
      const res = await grid(id);
      expect(res.statusCode, id).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
  });

  it('answers 404 GRID_NOT_FOUND for an unknown grid', async () => {
    const res = await grid(9999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ statusCode: 404, code: 'GRID_NOT_FOUND', message: expect.any(String) });
  });
});
