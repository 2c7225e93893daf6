import { rspack } from '@rspack/core';
import { createRemoteConfigs } from '../scripts/rspack/create-remote-config.ts';

/**
 * The locator's map tiles (src/components/map/map-config.ts), fixed at build time in the browser
 * and the server build alike: the server HTML prints the attribution, the browser must print the same.
 * Unset = OpenStreetMap's tiles and attribution; TRAMA_MAP_TILE_URL=none draws no tiles.
 */
const mapSettings = new rspack.DefinePlugin({
  'process.env.TRAMA_MAP_TILE_URL': JSON.stringify(process.env.TRAMA_MAP_TILE_URL ?? ''),
  'process.env.TRAMA_MAP_ATTRIBUTION': JSON.stringify(process.env.TRAMA_MAP_ATTRIBUTION ?? ''),
  'process.env.TRAMA_MAP_ATTRIBUTION_URL': JSON.stringify(process.env.TRAMA_MAP_ATTRIBUTION_URL ?? ''),
});

export default createRemoteConfigs({ remote: 'stores', dir: import.meta.dirname }).map((config) => ({
  ...config,
  plugins: [...(config.plugins ?? []), mapSettings],
}));
