import { describe, expect, it } from 'vitest';
import { section } from '../../../test/network.ts';
import { formatPostDate } from './post-date.ts';
import { findPost, magazinePosts, postPath } from './posts.ts';

const grid = section(
  1,
  { Title: 'Il lino', Photo: '/media/p1.svg' },
  { Title: 'La spugna' },
  { Title: 'La tavola', Subtitle: 'Apparecchiare per le feste' },
  { Text: 'a widget with neither title nor photo is not a post' },
);

describe('magazine posts', () => {
  it('§2 lists the posts in reverse order', () => {
    expect(magazinePosts(grid).map((p) => [p.id, p.view.title])).toEqual([
      ['3', 'La tavola'],
      ['2', 'La spugna'],
      ['1', 'Il lino'],
    ]);
  });

  it('§2 finds the post a /magazine/{postId} route names, none for an unknown id', () => {
    const posts = magazinePosts(grid);
    expect(findPost(posts, '3')?.view.subtitle).toBe('Apparecchiare per le feste');
    expect(findPost(posts, '99')).toBeNull();
    expect(findPost(posts, undefined)).toBeNull();
  });

  it('§2 links a post below its menu entry', () => {
    expect(postPath('/magazine', '3')).toBe('/magazine/3');
    expect(postPath('/magazine/', '3')).toBe('/magazine/3');
  });
});

describe('post dates', () => {
  it('issue 17 §3 shows the CMS date in the shopper language and the brand locale, never shifted by the time zone', () => {
    const shown = { it: '4 marzo 2025', en: '4 March 2025', fr: '4 mars 2025', de: '4. März 2025', es: '4 de marzo de 2025' };
    for (const [language, date] of Object.entries(shown)) expect(formatPostDate('2025-03-04', language)).toBe(date);
    expect(formatPostDate('soon', 'it')).toBeNull();
    expect(formatPostDate(null, 'it')).toBeNull();
  });
});
