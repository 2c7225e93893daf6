/**
 * Static pages shown as accordions (gridTypeId 5): FAQ, cookies, legal notice, size guide, terms,
 * contact, personal data, personal shopper; and the professional space (type 2). Full texts in the
 * five languages (issue 17 §1), with the same sections and widgets in each, in
 * api/seed-data/content/<page>/ (issue 32 §1). A widget without a title is the page's introduction;
 * blank lines in a text separate paragraphs.
 */
import { gridFromData } from './content-builder.ts';

export const STATIC_GRIDS = [
  'faq',
  'cookie-policy',
  'legal-notice',
  'size-guide',
  'terms-of-sale',
  'contact',
  'personal-data',
  'personal-shopper',
  'professionals',
].map((page) => gridFromData(page));
