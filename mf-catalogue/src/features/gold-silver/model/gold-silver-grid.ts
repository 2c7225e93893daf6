import type { ContentItem } from '@trama/shared/contract';

/** The page's cover from its CMS grid (menu gridId, 34 in the demo shop): section 1's photo and texts. */
export interface GoldSilverCover {
  photo: string | null;
  alt: string;
  title: string | null;
  subtitle: string | null;
}

/** A block's heading and lead from the grid: section 2 is gold, section 3 silver. */
export interface BlockIntro {
  title: string | null;
  text: string | null;
}

export interface GoldSilverGrid {
  cover: GoldSilverCover | null;
  gold: BlockIntro;
  silver: BlockIntro;
}

const clean = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
const named = (items: ContentItem[], names: string[]) => clean(items.find((item) => item.type === 'TEXT' && names.includes(item.name.trim().toLowerCase()))?.value);
const bySection = (items: readonly ContentItem[], section: number) =>
  items.filter((item) => item.section === section).sort((a, b) => a.widget - b.widget || a.position - b.position);

const TITLE = ['title', 'name', 'titolo'];
const SUBTITLE = ['subtitle', 'sottotitolo'];
const TEXT = ['text', 'description', 'testo'];

/**
 * Storefront §2 gold-and-silver page (route key orEtArgent): its cover comes from the CMS grid
 * the menu entry names; the catalogue only reads the few fields it shows.
 */
export function goldSilverGrid(items: readonly ContentItem[] | null | undefined): GoldSilverGrid {
  const list = Array.isArray(items) ? items : [];
  const first = bySection(list, 1);
  const photo = first.find((item) => item.type === 'PHOTO' && clean(item.value));
  const title = named(first, TITLE);
  const cover = first.length ? { photo: clean(photo?.value), alt: clean(photo?.altText) ?? '', title, subtitle: named(first, SUBTITLE) ?? named(first, TEXT) } : null;
  const intro = (section: number): BlockIntro => {
    const items = bySection(list, section);
    return { title: named(items, TITLE), text: named(items, TEXT) };
  };
  return { cover, gold: intro(2), silver: intro(3) };
}
