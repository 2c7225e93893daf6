/**
 * Where the locator's map tiles come from (issue 15: tile URL configurable, OpenStreetMap by
 * default with its attribution). Fixed at build time: `TRAMA_MAP_TILE_URL`, `TRAMA_MAP_ATTRIBUTION`
 * and `TRAMA_MAP_ATTRIBUTION_URL` are read by DefinePlugin in mf-stores/rspack.config.ts, for the
 * browser and the server build alike (the attribution is in the server HTML). The page's
 * Content-Security-Policy must allow the tile host in img-src (api README, CSP_EXTRA_ORIGINS).
 */

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_ATTRIBUTION = '© OpenStreetMap contributors';
export const DEFAULT_ATTRIBUTION_URL = 'https://www.openstreetmap.org/copyright';

/** Storefront §9 / account §9: the map's zoom around a searched place or a chosen store. */
export const MAP_ZOOM = 12;

export interface MapTiles {
  /** Leaflet URL template; null draws no tiles (markers on a plain background). */
  url: string | null;
  attribution: string;
  attributionUrl: string | null;
}

export interface MapEnv {
  tileUrl?: string;
  attribution?: string;
  attributionUrl?: string;
}

/** Each `process.env.X` is spelled out: DefinePlugin replaces those exact expressions (there is no `process` in a browser). */
const BUILD_ENV = (): MapEnv => ({
  tileUrl: process.env.TRAMA_MAP_TILE_URL,
  attribution: process.env.TRAMA_MAP_ATTRIBUTION,
  attributionUrl: process.env.TRAMA_MAP_ATTRIBUTION_URL,
});

/** The tiles and their attribution; a custom tile URL brings its own attribution (none by default). */
export function mapTiles(env: MapEnv = BUILD_ENV()): MapTiles {
  const url = env.tileUrl?.trim() || DEFAULT_TILE_URL;
  const custom = url !== DEFAULT_TILE_URL;
  return {
    url: url === 'none' ? null : url,
    attribution: env.attribution?.trim() || (custom ? '' : DEFAULT_ATTRIBUTION),
    attributionUrl: env.attributionUrl?.trim() || (custom ? null : DEFAULT_ATTRIBUTION_URL),
  };
}
