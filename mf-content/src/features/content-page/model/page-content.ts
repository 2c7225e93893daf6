import type { ContentItem } from '@trama/shared/contract';
import { groupContent } from '../../../components/grid/group-content.ts';
import { widgetView, type WidgetView } from '../../../components/grid/widget-view.ts';

export interface PageSection {
  key: string;
  widgets: WidgetView[];
}

export interface PageContent {
  /** The page's cover: a first section made of one widget with a photo (brand history, editorial pages). */
  cover: WidgetView | null;
  sections: PageSection[];
}

// A widget with only a link ("Discover linen sheets") is content: the page draws the link.
const isEmpty = (view: WidgetView) => !view.title && !view.text && !view.photo && !view.video && !view.link && view.body.length === 0;

/**
 * A CMS page's grid as sections of widgets. Storefront §2: the brand page opens with a cover, and
 * the editorial grids are built the same way; a first section of several widgets (the timeline's
 * year and photo pair) is content, not a cover.
 */
export function pageContent(items: readonly ContentItem[] | null | undefined, withCover: boolean): PageContent {
  const sections = groupContent(items).map((section) => ({
    key: String(section.section),
    widgets: section.widgets.map(widgetView).filter((view) => !isEmpty(view)),
  }));
  let cover: WidgetView | null = null;
  const first = sections[0];
  if (withCover && first && first.widgets.length === 1 && first.widgets[0]?.photo) {
    cover = first.widgets[0];
    first.widgets = [];
  }
  return { cover, sections: sections.filter((section) => section.widgets.length > 0) };
}

/** The page title when the shell gave no menu entry: the first title the grid has. */
export function firstTitle(content: PageContent): string | null {
  if (content.cover?.title) return content.cover.title;
  for (const section of content.sections) for (const view of section.widgets) if (view.title) return view.title;
  return null;
}
