import type { ContentItem } from '@trama/shared/contract';
import type { ContentWidget } from './group-content.ts';

export interface PhotoView {
  src: string;
  alt: string;
}

export interface LinkView {
  /** The link's own text from the CMS, null when the page should use its default wording. */
  label: string | null;
  menuHref: string;
}

/** One block of a widget body, in position order (magazine posts, editorial pages). */
export type BodyBlock =
  | { kind: 'photo'; key: string; photo: PhotoView }
  | { kind: 'text'; key: string; value: string }
  | { kind: 'video'; key: string; url: string; title: string };

/** What a page needs from a widget, whatever the CMS editor named its items. */
export interface WidgetView {
  key: string;
  section: number;
  widget: number;
  title: string | null;
  subtitle: string | null;
  text: string | null;
  /** A post's publication date as the CMS wrote it (ISO, e.g. 2025-03-04). */
  date: string | null;
  photo: PhotoView | null;
  video: string | null;
  link: LinkView | null;
  /** Photos, texts and videos other than the title and subtitle, in position order. */
  body: BodyBlock[];
  /** Product ids the widget names (a magazine post's favourites), in the editor's order. */
  products: number[];
}

// Editors name the same role differently across grids (a category has a name and a description,
// an FAQ entry a question and an answer); each role accepts its aliases, compared lower-case.
const TITLE_NAMES = ['title', 'name', 'question', 'titolo'];
const SUBTITLE_NAMES = ['subtitle', 'sottotitolo'];
const TEXT_NAMES = ['text', 'description', 'answer', 'body', 'testo'];
const LINK_NAMES = ['link', 'button', 'cta'];
const DATE_NAMES = ['date', 'data'];
const PHOTO_NAMES = ['photo', 'image', 'picture', 'cover'];
// Storefront §2 Magazine favourites: a list of product ids ("10013, 10014"), never shown as text.
const PRODUCT_NAMES = ['products', 'favourites', 'favorites', 'prodotti'];

/** '10013, 10014 10016' -> [10013, 10014, 10016]: whole positive ids, each once. */
export function productIdsOf(value: unknown): number[] {
  if (typeof value !== 'string') return [];
  const ids = value.split(/[\s,;]+/).filter((part) => /^\d{1,9}$/.test(part)).map(Number).filter((id) => id > 0);
  return [...new Set(ids)];
}

function clean(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function nameOf(item: ContentItem): string {
  return typeof item.name === 'string' ? item.name.trim().toLowerCase() : '';
}

function looksLikeHref(value: string | null): boolean {
  return !!value && /^(\/|https?:\/\/|mailto:|tel:)/i.test(value);
}

/** A link item may carry its target in menuHref (label in value) or, hand-edited, in value. */
function hrefOf(item: ContentItem): string | null {
  const menuHref = clean(item.menuHref);
  if (menuHref) return menuHref;
  const value = clean(item.value);
  return LINK_NAMES.includes(nameOf(item)) && looksLikeHref(value) ? value : null;
}

function isPhoto(item: ContentItem): boolean {
  return item.type === 'PHOTO' || (item.type !== 'VIDEO' && PHOTO_NAMES.includes(nameOf(item)));
}

function isVideo(item: ContentItem): boolean {
  return item.type === 'VIDEO';
}

function firstNamed(items: readonly ContentItem[], names: readonly string[]): ContentItem | undefined {
  return items.find((item) => !isPhoto(item) && !isVideo(item) && names.includes(nameOf(item)) && clean(item.value));
}

export function widgetView(widget: ContentWidget): WidgetView {
  const items = widget.items.filter((item): item is ContentItem => !!item && typeof item === 'object');
  const titleItem = firstNamed(items, TITLE_NAMES);
  const dateItem = firstNamed(items, DATE_NAMES);
  const subtitleItem = firstNamed(items, SUBTITLE_NAMES);
  const title = clean(titleItem?.value);
  const photoItem = items.find((item) => isPhoto(item) && clean(item.value));
  const videoItem = items.find((item) => isVideo(item) && clean(item.value));
  const linkItem = items.find((item) => LINK_NAMES.includes(nameOf(item)) && hrefOf(item));
  const hrefItem = linkItem ?? items.find((item) => hrefOf(item));
  const linkLabel = clean(linkItem?.value);
  const toPhoto = (item: ContentItem): PhotoView => ({
    src: clean(item.value) ?? '',
    alt: clean(item.altText) ?? title ?? '',
  });

  const body: BodyBlock[] = [];
  items.forEach((item, index) => {
    if (item === titleItem || item === subtitleItem || item === dateItem || LINK_NAMES.includes(nameOf(item))) return;
    if (PRODUCT_NAMES.includes(nameOf(item))) return;
    const value = clean(item.value);
    if (!value) return;
    const key = `${index}`;
    if (isPhoto(item)) body.push({ kind: 'photo', key, photo: toPhoto(item) });
    else if (isVideo(item)) body.push({ kind: 'video', key, url: value, title: clean(item.altText) ?? title ?? '' });
    else body.push({ kind: 'text', key, value });
  });

  return {
    key: `${widget.section}-${widget.widget}`,
    section: widget.section,
    widget: widget.widget,
    title,
    subtitle: clean(subtitleItem?.value),
    text: clean(firstNamed(items, TEXT_NAMES)?.value),
    date: clean(dateItem?.value),
    photo: photoItem ? toPhoto(photoItem) : null,
    video: clean(videoItem?.value),
    link: hrefItem
      ? { label: looksLikeHref(linkLabel) ? null : linkLabel, menuHref: hrefOf(hrefItem) ?? '' }
      : null,
    body,
    products: [...new Set(items.filter((item) => PRODUCT_NAMES.includes(nameOf(item))).flatMap((item) => productIdsOf(item.value)))],
  };
}
