/** Storefront spec §3 (Content item, Banner labels). */
import type { Language } from './constants.ts';

export type ContentType = 'PHOTO' | 'TEXT' | 'VIDEO';

export interface ContentItem {
  section: number;
  widget: number;
  position: number;
  type: ContentType;
  /** e.g. Title, Subtitle, Photo, Link. */
  name: string;
  value: string;
  altText: string | null;
  menuHref: string | null;
  /**
   * Contract 1.10 (issue 17): the language `value` and `altText` are written in. It differs from
   * the requested language only when the item is missing in it and Italian is served instead.
   * Absent for an item written once for every language (a photo without alt text, a date).
   */
  language?: Language;
}

export const BANNER_LABEL_TYPES = [
  'BANNER1',
  'BANNER2',
  'BANNER3',
  'PROMOTION',
  'ON_SALE',
  'CAMPAIGN_MAILING_ID',
] as const;
export type BannerLabelType = (typeof BANNER_LABEL_TYPES)[number];

export interface BannerLabel {
  labelType: BannerLabelType;
  label: string;
  language: string;
}
