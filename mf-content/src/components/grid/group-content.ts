import type { ContentItem } from '@trama/shared/contract';

/** One CMS widget: the items sharing a section and widget number, in position order. */
export interface ContentWidget {
  section: number;
  widget: number;
  items: ContentItem[];
}

export interface ContentSection {
  section: number;
  widgets: ContentWidget[];
}

function asNumber(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : null;
}

/**
 * Storefront §3 (Content item): a grid is a flat list; pages read it by section, then widget,
 * each widget's items ordered by position. The CMS is edited by hand, so anything malformed
 * (no section, not an object) is dropped instead of breaking the page.
 */
export function groupContent(items: readonly unknown[] | null | undefined): ContentSection[] {
  if (!Array.isArray(items)) return [];
  const sections = new Map<number, Map<number, { item: ContentItem; order: number; index: number }[]>>();
  items.forEach((raw, index) => {
    if (!raw || typeof raw !== 'object') return;
    const item = raw as ContentItem;
    const section = asNumber(item.section);
    if (section === null) return;
    // The spec names the grouping "widget or position": a grid without widget numbers is one widget.
    const widget = asNumber(item.widget) ?? 0;
    const order = asNumber(item.position) ?? Number.MAX_SAFE_INTEGER;
    const widgets = sections.get(section) ?? new Map();
    sections.set(section, widgets);
    const list = widgets.get(widget) ?? [];
    widgets.set(widget, list);
    list.push({ item, order, index });
  });
  return [...sections.entries()]
    .sort(([a], [b]) => a - b)
    .map(([section, widgets]) => ({
      section,
      widgets: [...widgets.entries()]
        .sort(([a], [b]) => a - b)
        .map(([widget, list]) => ({
          section,
          widget,
          items: list.sort((a, b) => a.order - b.order || a.index - b.index).map((entry) => entry.item),
        })),
    }));
}

/** The widgets of one section number ([] when the grid has no such section). */
export function widgetsOf(sections: readonly ContentSection[], section: number): ContentWidget[] {
  return sections.find((s) => s.section === section)?.widgets ?? [];
}
