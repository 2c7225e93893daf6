/** Storefront spec §3 (Content item, Banner labels). */
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
