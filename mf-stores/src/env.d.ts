/** Replaced at build time by DefinePlugin (scripts/rspack/create-remote-config.ts, mf-stores/rspack.config.ts). */
declare namespace NodeJS {
  interface ProcessEnv {
    /** The map's tile URL template ({z}/{x}/{y}); 'none' = no tiles (markers on a plain background). */
    TRAMA_MAP_TILE_URL?: string;
    /** The tiles' attribution text and the page it links to. */
    TRAMA_MAP_ATTRIBUTION?: string;
    TRAMA_MAP_ATTRIBUTION_URL?: string;
  }
}
