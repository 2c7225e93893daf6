/**
 * Issue 17 §8: which phrases give another language away on a page. Every language's texts are
 * gathered by key — the UI dictionaries (shared/src/i18n/locales/<language>/*.json) and the API's
 * answers for the same entities (menu entries, the home grid, a list, a product) asked in each
 * language. A phrase of language X is "foreign" on a page in language L when L's text for the same
 * key is different and the phrase appears nowhere in L's own texts: so brand names, "Personal
 * shopper" or a colour both languages spell alike never count, and an English sentence on /fr does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { REPO } from './paths.ts';

export const LANGUAGES = ['it', 'en', 'fr', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** key -> text, for one language. */
export type Texts = Map<string, string>;

const LOCALES = path.join(REPO, 'shared/src/i18n/locales');

function flatten(tree: unknown, prefix: string, into: Texts): void {
  if (typeof tree === 'string') into.set(prefix, tree);
  else if (tree && typeof tree === 'object') for (const [key, value] of Object.entries(tree)) flatten(value, prefix ? `${prefix}.${key}` : key, into);
}

/** The UI dictionaries of a language, keyed 'namespace:key.path'. */
export function dictionaryTexts(language: Language): Texts {
  const texts: Texts = new Map();
  for (const file of readdirSync(path.join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    flatten(JSON.parse(readFileSync(path.join(LOCALES, language, file), 'utf8')), `${file.replace(/\.json$/, '')}:`, texts);
  }
  return texts;
}

interface MenuEntry {
  menuId: number;
  key: string;
  label: string;
  description: string | null;
  canonicalUrl: string;
  children: MenuEntry[];
}

interface ProductAnswer {
  productId: number;
  name: string;
  description: string;
  productUrl: string;
}

async function getJson<T>(request: APIRequestContext, url: string, language: Language, body?: object): Promise<T> {
  const headers = { language, brand: '3' };
  const response = body ? await request.post(url, { headers, data: body }) : await request.get(url, { headers });
  if (!response.ok()) throw new Error(`${url} in ${language}: HTTP ${response.status()}`);
  return (await response.json()) as T;
}

export function flatMenu(entries: MenuEntry[]): MenuEntry[] {
  return entries.flatMap((entry) => [entry, ...flatMenu(entry.children ?? [])]);
}

export async function fetchMenu(request: APIRequestContext, language: Language): Promise<MenuEntry[]> {
  return flatMenu(await getJson<MenuEntry[]>(request, '/api/external/menu', language));
}

/** What the API says in a language about the pages the journeys open. */
export async function apiTexts(request: APIRequestContext, language: Language, listMenuKey: string): Promise<Texts> {
  const texts: Texts = new Map();
  const menu = await fetchMenu(request, language);
  for (const entry of menu) {
    texts.set(`menu:${entry.menuId}:label`, entry.label);
    if (entry.description) texts.set(`menu:${entry.menuId}:description`, entry.description);
  }
  const home = menu.find((entry) => entry.key === 'home');
  const grid = await getJson<{ name: string; type: string; value: string; section: number; widget: number; position: number }[]>(
    request,
    '/api/external/content/grid/21',
    language,
  );
  for (const item of grid) if (item.type === 'TEXT') texts.set(`grid:21:${item.section}:${item.widget}:${item.position}:${item.name}`, item.value);
  const list = menu.find((entry) => entry.key === listMenuKey);
  if (!home || !list) throw new Error(`menu in ${language} lacks home or ${listMenuKey}`);
  const page = await getJson<{ products: { content: { productId: number; name: string }[] } }>(
    request,
    `/api/external/product/catalogue/menu/${list.menuId}?page=0&size=24`,
    language,
    {},
  );
  for (const card of page.products.content) texts.set(`product:${card.productId}:name`, card.name);
  // A list card has no description (issue 18 §2): the full products of the first cards bring theirs.
  const productIds = page.products.content.slice(0, 8).map((card) => card.productId);
  for (const product of await getJson<ProductAnswer[]>(request, '/api/external/product/favourites', language, { productIds })) {
    texts.set(`product:${product.productId}:name`, product.name);
    if (product.description) texts.set(`product:${product.productId}:description`, product.description);
  }
  return texts;
}

/** Cut a text into the phrases worth looking for: long enough to belong to one language. */
export function phrasesOf(text: string): string[] {
  return text
    .split(/\{\{[^}]*\}\}|<[^>]+>|[\n\r\t]|[.!?:;·|()"«»“”„]/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length >= 14 && part.includes(' '));
}

/** Phrases of the other languages that `language`'s own texts never use: phrase -> its language. */
export function foreignPhrases(language: Language, texts: Record<Language, Texts>): Map<string, Language> {
  const own = texts[language];
  const ownText = [...own.values()].join('\n').replace(/\s+/g, ' ');
  const foreign = new Map<string, Language>();
  for (const other of LANGUAGES) {
    if (other === language) continue;
    for (const [key, text] of texts[other]) {
      if (own.get(key) === text) continue;
      for (const phrase of phrasesOf(text)) if (!ownText.includes(phrase) && !foreign.has(phrase)) foreign.set(phrase, other);
    }
  }
  return foreign;
}

/** The foreign phrases found in a page's text, as 'phrase (language)'. */
export function foreignIn(pageText: string, foreign: Map<string, Language>): string[] {
  const text = pageText.replace(/\s+/g, ' ');
  return [...foreign].filter(([phrase]) => text.includes(phrase)).map(([phrase, language]) => `${phrase} (${language})`);
}
