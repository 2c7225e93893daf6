/** Storefront §1: the sales mode is chosen at build time (env TRAMA_SALES_MODE, DefinePlugin). */
export type SalesMode = 'default' | 'click-and-collect';

export function salesMode(): SalesMode {
  return process.env.TRAMA_SALES_MODE === 'click-and-collect' ? 'click-and-collect' : 'default';
}
