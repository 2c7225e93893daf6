/**
 * Issue 30 §5: the header's language links in the server HTML are the target language's real
 * addresses. A product's slug is translated (its page gives them as `alternates`), so the English
 * page's link to German is the German product page, not the English slug under the German list
 * (a 200 page with no product) until the page's script has run.
 */
import { describe, expect, it } from 'vitest';
import { parseHead } from '@trama/shared/testing';
import { serverHtml, siteFixtureForFile } from './site-fixture.ts';

process.env.SERVER_RENDER_BUDGET_MS = '3000';
process.env.RENDER_CACHE_TTL_MS = '0';

const ORIGIN = 'http://localhost:8080';
const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';

const site = siteFixtureForFile();

const html = (url: string) => serverHtml(site.t, url);

/** The header's language switcher as the server wrote it: hreflang -> href. */
function switcherLinks(page: string): Record<string, string> {
  const nav = /<nav[^>]*data-testid="language-switcher"[^>]*>([\s\S]*?)<\/nav>/.exec(page)?.[1] ?? '';
  const links = [...nav.matchAll(/<a\b([^>]*)>/g)].map(([, attributes]) => ({
    href: /\bhref="([^"]*)"/.exec(attributes!)?.[1] ?? '',
    hreflang: /\bhrefLang="([^"]*)"|\bhreflang="([^"]*)"/i.exec(attributes!)?.slice(1).find(Boolean) ?? '',
  }));
  return Object.fromEntries(links.map(({ hreflang, href }) => [hreflang, href.replace(/&amp;/g, '&')]));
}

describe('issue 30 §5 the language links in the server HTML', () => {
  it('[30.5] a product page in /en/ links each language to its own translated product address, as its hreflang links do', async () => {
    const italian = parseHead(await html(PRODUCT));
    const english = italian.alternates.en?.replace(ORIGIN, '');
    expect(english, 'the English address of the product').toMatch(/^\/en\/bed\/sheets\/[a-z0-9-]+-10016$/);
    expect(english).not.toBe('/en/bed/sheets/lenzuolo-in-lino-lavato-sabbia-10016');

    const page = await html(english!);
    const head = parseHead(page);
    const links = switcherLinks(page);
    expect(Object.keys(links)).toEqual(['it', 'en', 'fr', 'de', 'es']);
    for (const language of ['it', 'en', 'fr', 'de', 'es']) expect(links[language], language).toBe(head.alternates[language]?.replace(ORIGIN, ''));
    expect(links.en).toBe(english);
    expect(links.it).toBe(PRODUCT);
    // Not the English slug under another language's list.
    expect(links.de).not.toContain(english!.split('/').at(-1));
  });

  it('[30.5] a list keeps its menu alternates (no page alternates to apply)', async () => {
    const links = switcherLinks(await html('/en/bed/sheets'));
    expect(links).toMatchObject({ it: '/it/letto/lenzuola', en: '/en/bed/sheets', fr: '/fr/lit/draps' });
  });
});
