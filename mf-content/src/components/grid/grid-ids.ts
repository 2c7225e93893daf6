/** The home's CMS grid (storefront §4 Home grid). */
export const HOME_GRID_ID = 21;
