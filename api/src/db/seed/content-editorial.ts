/**
 * Brand and editorial pages (storefront §2 Other pages) and the magazine (grid 40), in the five
 * languages: api/seed-data/content/<page>/ (issue 32 §1). The magazine has one widget per post (the
 * widget number is the post id, /magazine/{postId}); its "Products" field lists the product ids a
 * post recommends (catalogue seed ids, type S).
 */
import { gridFromData } from './content-builder.ts';

export const STORY_GRID = gridFromData('story');
export const CRAFT_GRID = gridFromData('savoir-faire');
export const TREASURES_GRID = gridFromData('new-treasures');
export const GOLD_SILVER_GRID = gridFromData('gold-and-silver');
export const TIMELINE_GRID = gridFromData('timeline');
export const MAGAZINE_GRID = gridFromData('magazine');

export const EDITORIAL_GRIDS = [STORY_GRID, CRAFT_GRID, TREASURES_GRID, GOLD_SILVER_GRID, TIMELINE_GRID, MAGAZINE_GRID];
