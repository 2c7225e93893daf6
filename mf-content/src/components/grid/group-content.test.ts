import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@trama/shared/contract';
import { groupContent, widgetsOf } from './group-content.ts';

const cms = (section: number, widget: number, position: number, name: string): ContentItem => ({
  section,
  widget,
  position,
  type: 'TEXT',
  name,
  value: name,
  altText: null,
  menuHref: null,
});

describe('grouping a CMS grid', () => {
  it('§3 groups items by section, then widget, each ordered by position', () => {
    const grid = groupContent([
      cms(2, 1, 2, 'b-text'),
      cms(1, 2, 1, 'a2-title'),
      cms(2, 1, 1, 'b-title'),
      cms(1, 1, 3, 'a1-text'),
      cms(1, 1, 1, 'a1-title'),
    ]);
    expect(grid.map((s) => s.section)).toEqual([1, 2]);
    expect(grid[0]?.widgets.map((w) => w.widget)).toEqual([1, 2]);
    expect(grid[0]?.widgets[0]?.items.map((i) => i.name)).toEqual(['a1-title', 'a1-text']);
    expect(grid[1]?.widgets[0]?.items.map((i) => i.name)).toEqual(['b-title', 'b-text']);
  });

  it('keeps the original order for items with the same position', () => {
    const grid = groupContent([cms(1, 1, 1, 'first'), cms(1, 1, 1, 'second')]);
    expect(grid[0]?.widgets[0]?.items.map((i) => i.name)).toEqual(['first', 'second']);
  });

  it('drops malformed entries instead of failing (hand-edited CMS data)', () => {
    const grid = groupContent([
      null,
      'oops',
      { name: 'no section', value: 'x' },
      { ...cms(3, 1, 1, 'kept'), widget: undefined },
      { ...cms(3, 1, 1, 'string numbers'), section: '3', widget: '0', position: '2' },
    ] as unknown[]);
    expect(grid).toHaveLength(1);
    expect(grid[0]?.widgets).toHaveLength(1);
    expect(grid[0]?.widgets[0]?.items.map((i) => i.name)).toEqual(['kept', 'string numbers']);
  });

  it('answers an empty page for a missing or non-list answer', () => {
    expect(groupContent(undefined)).toEqual([]);
    expect(groupContent(null)).toEqual([]);
    expect(groupContent({} as unknown as unknown[])).toEqual([]);
  });

  it('finds the widgets of a section by its number, none when it is absent', () => {
    const grid = groupContent([cms(4, 1, 1, 'x')]);
    expect(widgetsOf(grid, 4)).toHaveLength(1);
    expect(widgetsOf(grid, 1)).toEqual([]);
  });
});
