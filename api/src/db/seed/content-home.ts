/** Home grid 21 (storefront §2 Home): banners, category grid, three-link block, second grid; api/seed-data/content/home/. */
import { gridFromData } from './content-builder.ts';

export const HOME_GRID = gridFromData('home');
