/**
 * Static pages shown as accordions (gridTypeId 5): FAQ, cookies, legal notice, size guide, terms,
 * contact, personal data, personal shopper; and the professional space (type 2). Full texts in the
 * five languages (issue 17 §1), with the same sections and widgets in each, in
 * api/seed-data/content/<page>/ (issue 32 §1). A widget without a title is the page's introduction;
 * blank lines in a text separate paragraphs.
 */
import { gridFromData } from './content-builder.ts';

export const FAQ_GRID = gridFromData('faq');
export const COOKIE_GRID = gridFromData('cookie-policy');
export const LEGAL_GRID = gridFromData('legal-notice');
export const SIZE_GUIDE_GRID = gridFromData('size-guide');
export const TERMS_GRID = gridFromData('terms-of-sale');
export const CONTACT_GRID = gridFromData('contact');
export const PRIVACY_GRID = gridFromData('personal-data');
export const SHOPPER_GRID = gridFromData('personal-shopper');
export const PRO_SPACE_GRID = gridFromData('professionals');

export const STATIC_GRIDS = [FAQ_GRID, COOKIE_GRID, LEGAL_GRID, SIZE_GUIDE_GRID, TERMS_GRID, CONTACT_GRID, PRIVACY_GRID, SHOPPER_GRID, PRO_SPACE_GRID];
