import { describe, expect, it } from 'vitest';
import { item, section } from '../../../test/network.ts';
import { firstTitle, pageContent } from './page-content.ts';
import { pageKind } from './page-kind.ts';

describe('CMS page kinds', () => {
  it('§2 gridTypeId 5 is the generic page (accordions), 7 the brand page, 2/3/4/6 editorial', () => {
    expect(pageKind(5)).toBe('static');
    expect(pageKind(7)).toBe('brand');
    for (const id of [2, 3, 4, 6]) expect(pageKind(id)).toBe('editorial');
    expect(pageKind(null)).toBe('editorial');
  });
});

describe('page content', () => {
  const grid = [
    ...section(1, { Photo: '/media/cover.svg', Title: 'La nostra storia' }),
    ...section(2, { Text: 'Dal 1920' }),
    ...section(3, { Title: 'Colonna 1' }, { Title: 'Colonna 2' }, { Title: 'Colonna 3' }),
    ...section(4, { Title: '   ' }),
  ];

  it('§2 the brand page lifts its cover out of the first section, then text, then three columns', () => {
    const content = pageContent(grid, true);
    expect(content.cover?.photo?.src).toBe('/media/cover.svg');
    expect(content.sections.map((s) => s.widgets.length)).toEqual([1, 3]);
  });

  it('static pages keep every section as it is and drop empty widgets', () => {
    const content = pageContent(grid, false);
    expect(content.cover).toBeNull();
    expect(content.sections.map((s) => s.key)).toEqual(['1', '2', '3']);
  });

  it('§2 a timeline keeps its first year (a title and a photo side by side) as content, not as a cover', () => {
    const timeline = section(1, { Title: '1962', Text: 'La prima bottega' }, { Photo: '/media/1962.svg' });
    const content = pageContent(timeline, true);
    expect(content.cover).toBeNull();
    expect(content.sections[0]?.widgets).toHaveLength(2);
  });

  it('falls back to the first title of the grid when there is no menu label', () => {
    expect(firstTitle(pageContent(grid, false))).toBe('La nostra storia');
    expect(firstTitle(pageContent([], false))).toBeNull();
  });

  it('account §2 the professional space shows its blocks, photo or text, in the order of their widget number', () => {
    const pro = [
      item(1, 2, 'Title', 'Come lavoriamo'),
      item(1, 2, 'Text', 'Campionature gratuite'),
      item(1, 1, 'Photo', '/media/atelier.svg'),
      item(1, 1, 'Title', 'Per hotel e ristoranti'),
    ];
    const content = pageContent(pro, true);
    // Two widgets in the first section are content, not a cover.
    expect(content.cover).toBeNull();
    expect(content.sections[0]?.widgets.map((w) => [w.widget, w.title, w.photo?.src ?? null])).toEqual([
      [1, 'Per hotel e ristoranti', '/media/atelier.svg'],
      [2, 'Come lavoriamo', null],
    ]);
  });

  it('§2 a widget with only a link (the savoir-faire\'s "discover linen sheets") stays on the page', () => {
    const content = pageContent([item(1, 1, 'Title', 'Il lino'), item(2, 1, 'Link', 'Scopri le lenzuola', { menuHref: '/letto/lenzuola' })], true);
    expect(content.sections.map((s) => s.widgets.map((w) => w.link?.menuHref ?? null))).toEqual([[null], ['/letto/lenzuola']]);
  });
});
