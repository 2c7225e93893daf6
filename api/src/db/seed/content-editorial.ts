/**
 * Brand and editorial pages (storefront §2 Other pages) and the magazine (grid 40), in the five
 * languages: api/seed-data/content/<page>/ (issue 32 §1). The magazine has one widget per post (the
 * widget number is the post id, /magazine/{postId}); its "Products" field lists the product ids a
 * post recommends (catalogue seed ids, type S).
 */
import { gridFromData } from './content-builder.ts';

export const EDITORIAL_GRIDS = ['story', 'savoir-faire', 'new-treasures', 'gold-and-silver', 'timeline', 'magazine'].map((page) => gridFromData(page));
