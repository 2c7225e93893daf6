import type { ContentItem } from '@trama/shared/contract';
import { groupContent, widgetsOf } from '../../../components/grid/group-content.ts';
import { widgetView, type PhotoView, type WidgetView } from '../../../components/grid/widget-view.ts';

export { HOME_GRID_ID } from '../../../components/grid/grid-ids.ts';

export interface LinksBlock {
  title: string | null;
  text: string | null;
  links: { key: string; label: string; menuHref: string }[];
  photo: PhotoView | null;
}

export interface HomeLayout {
  banners: WidgetView[];
  categories: WidgetView[];
  linksBlock: LinksBlock | null;
  moreCategories: WidgetView[];
}

const hasContent = (view: WidgetView) => !!(view.photo || view.video || view.title || view.text);

/**
 * Section 3: a block of three links beside one image. The widget holding the image may also carry
 * the block's title and text (its photo's own target is not one of the three links).
 */
function linksBlockOf(views: WidgetView[]): LinksBlock | null {
  const lead = views.find((view) => view.photo) ?? null;
  const links = views.flatMap((view) => {
    if (view === lead || !view.link) return [];
    const label = view.link.label ?? view.title;
    return label ? [{ key: view.key, label, menuHref: view.link.menuHref }] : [];
  });
  if (links.length === 0 && !lead) return null;
  return { title: lead?.title ?? null, text: lead?.text ?? null, links, photo: lead?.photo ?? null };
}

/**
 * Storefront §2 Home: section 1 banners, 2 a category grid, 3 a block with three links and an
 * image, 4 a second category grid. Sections are found by number, so a missing one is just absent.
 */
export function homeLayout(items: readonly ContentItem[] | null | undefined): HomeLayout {
  const sections = groupContent(items);
  const views = (section: number) => widgetsOf(sections, section).map(widgetView).filter(hasContent);
  return {
    banners: views(1).filter((view) => view.photo || view.video),
    categories: views(2),
    linksBlock: linksBlockOf(widgetsOf(sections, 3).map(widgetView)),
    moreCategories: views(4),
  };
}

/** Storefront §2 Home: the banner slider shows nothing when it has one item or fewer. */
export function showsBannerSlider(banners: readonly unknown[]): boolean {
  return banners.length > 1;
}
