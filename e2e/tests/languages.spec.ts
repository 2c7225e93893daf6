/**
 * Issue 17 §8 (and §1, §2): in every language the home, a list, a product and the checkout read in
 * that language only — no phrase of another language's dictionaries or API texts on the page (see
 * support/language-corpus.ts for what counts) — and the browser loads that language's dictionary
 * chunk and no other (§2 "only the current language loads").
 */
import type { Page } from '@playwright/test';
import { BASE_URL } from '../support/paths.ts';
import { DEMO, addPreselected, signIn, expectSignedIn, slot, waitForBuyBox } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';
import {
  LANGUAGES,
  apiTexts,
  dictionaryTexts,
  fetchMenu,
  foreignIn,
  foreignPhrases,
  type Language,
  type Texts,
} from '../support/language-corpus.ts';

/** The list the journeys open: the sheets (a CATALOGUE entry with many products). */
const LIST_KEY = 'lenzuola';

let texts: Record<Language, Texts>;

test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const entries = await Promise.all(
    LANGUAGES.map(async (language) => {
      const all = dictionaryTexts(language);
      for (const [key, text] of await apiTexts(request, language, LIST_KEY)) all.set(key, text);
      return [language, all] as const;
    }),
  );
  texts = Object.fromEntries(entries) as Record<Language, Texts>;
  await request.dispose();
});

/** Everything a shopper reads or hears: the text, the tab title, the description, labels and alternatives. */
async function readableText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const attributes = Array.from(document.querySelectorAll('[alt], [aria-label], [placeholder], [title]')).flatMap((element) =>
      ['alt', 'aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
    );
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    return [document.title, description, document.body.innerText, ...attributes].join('\n');
  });
}

async function expectOnlyLanguage(page: Page, language: Language, where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const found = foreignIn(await readableText(page), foreignPhrases(language, texts));
  expect({ page: where, language, foreign: found }).toEqual({ page: where, language, foreign: [] });
}

test.describe('issue 17 §8: each language reads in its own words', () => {
  test('§1 the catalogue is written in every language: the list products have their own names', async () => {
    // The check below has something to look for: thousands of phrases per language.
    for (const language of LANGUAGES) expect(foreignPhrases(language, texts).size).toBeGreaterThan(1000);
    for (const language of LANGUAGES.filter((l) => l !== 'it')) {
      const names = [...texts[language]].filter(([key]) => key.startsWith('product:') && key.endsWith(':name'));
      expect(names.length).toBeGreaterThan(0);
      const sameAsItalian = names.filter(([key, name]) => texts.it.get(key) === name);
      // A name may coincide (a brand word, "Plaid"), never most of them.
      expect(sameAsItalian.length, `${language}: ${sameAsItalian.map(([, n]) => n).join(', ')}`).toBeLessThanOrEqual(Math.floor(names.length / 10));
    }
  });

  for (const language of LANGUAGES) {
    test(`${language}: home, list, product and checkout show no other language; only the ${language} dictionary loads`, async ({ page, request }) => {
      test.setTimeout(120_000);
      const dictionaryChunks: string[] = [];
      page.on('request', (sent) => {
        const file = new URL(sent.url()).pathname.split('/').pop() ?? '';
        if (/^texts-[a-z]{2}\b/.test(file)) dictionaryChunks.push(file.slice(6, 8));
      });
      const menu = await fetchMenu(request, language);
      const pathOf = (key: string) => {
        const entry = menu.find((candidate) => candidate.key === key);
        if (!entry) throw new Error(`no menu entry ${key} in ${language}`);
        return `/${language}${entry.canonicalUrl}`;
      };

      await page.goto(`/${language}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.locator('main#main')).toBeVisible();
      await expectOnlyLanguage(page, language, 'home');

      await page.goto(pathOf(LIST_KEY));
      await expect(slot(page, 'catalogue', 'ProductList')).toHaveAttribute('data-state', 'loaded');
      await expectOnlyLanguage(page, language, 'list');

      await page.getByTestId('product-card').first().getByRole('link').first().click();
      await waitForBuyBox(page);
      await expect(page).toHaveURL(new RegExp(`/${language}/`));
      await expectOnlyLanguage(page, language, 'product');

      await addPreselected(page, 1);
      await signIn(page, DEMO.email, DEMO.password);
      await expectSignedIn(page);
      await page.goto(pathOf('paiement'));
      await expect(page.locator('main#main h1').first()).toBeVisible();
      await expectOnlyLanguage(page, language, 'checkout');

      expect([...new Set(dictionaryChunks)]).toEqual([language]);
    });
  }
});
