/** Storefront §2 Page metadata of the magazine: each post a NewsArticle, the magazine its list. */
import { describe, expect, it } from 'vitest';
import { menuItem, nodesOfType, schemaOrgProblems } from '@trama/shared/testing';
import { section } from '../../../test/network.ts';
import { magazineHead, magazinePostHead } from './post-head.ts';
import { magazinePosts } from './posts.ts';

const ORIGIN = 'https://shop.example';
const magazine = menuItem({ menuId: 40, key: 'magazine', label: 'Magazine', canonicalUrl: '/magazine', gridId: 30, gridTypeId: 8, menuType: 'PAGE' });
const posts = magazinePosts(
  section(
    1,
    { Title: 'Il lino </script>"', Subtitle: 'Come scegliere le lenzuola per l’estate', Date: '2025-03-04', Photo: '/media/p1.svg', Text: '<p>Il lino è fresco.</p>' },
    { Title: 'La tavola', Text: 'Apparecchiare per le feste con la tovaglia giusta.' },
  ),
);

describe('§2 magazine post head', () => {
  it('§2 a post: its title, its subtitle as description, its photo, and a NewsArticle by the shop', () => {
    const head = magazinePostHead(posts, '1', magazine, 'it', ORIGIN)!;
    expect(head).toMatchObject({ title: 'Il lino </script>"', description: 'Come scegliere le lenzuola per l’estate', image: '/media/p1.svg', type: 'article' });
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    const [article] = nodesOfType(head.jsonLd, 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Il lino </script>"',
      image: ['https://shop.example/media/p1.svg'],
      datePublished: '2025-03-04',
      url: 'https://shop.example/it/magazine/1',
      author: { '@type': 'Organization', name: 'Trama' },
      publisher: { '@type': 'Organization', name: 'Trama' },
    });
    expect(nodesOfType(head.jsonLd, 'ListItem').map((crumb) => crumb.item)).toEqual([
      'https://shop.example/it',
      'https://shop.example/it/magazine',
      'https://shop.example/it/magazine/1',
    ]);
  });

  it('§2 a post without subtitle is described by its first text; none for an unknown post or before the grid', () => {
    expect(magazinePostHead(posts, '2', magazine, 'fr', ORIGIN)?.description).toBe('Apparecchiare per le feste con la tovaglia giusta.');
    expect(magazinePostHead(posts, '99', magazine, 'it', ORIGIN)).toBeNull();
    expect(magazinePostHead(null, '1', magazine, 'it', ORIGIN)).toBeNull();
  });

  it('§2 the magazine: its newest photo, its posts as an ItemList', () => {
    const head = magazineHead(posts, magazine, 'en', ORIGIN)!;
    expect(head.image).toBe('/media/p1.svg');
    expect(head.description).toBe('La tavola · Il lino </script>"');
    expect(schemaOrgProblems(head.jsonLd)).toEqual([]);
    expect(nodesOfType(head.jsonLd, 'ListItem').map((entry) => entry.url)).toEqual(['https://shop.example/en/magazine/2', 'https://shop.example/en/magazine/1']);
  });
});
