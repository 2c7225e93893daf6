import type { CommandName } from '@trama/shared/bus';
/**
 * The remote parcels in every page's header (site-header.tsx): the search box and the basket
 * count. Their code is part of any page's first use — the basket count answers the first "add to
 * basket" — so the server names their files for the page loader's prefetch (issue 30 §3).
 */
export const HEADER_PARCELS = [
  { remote: 'catalogue', parcel: 'SearchBox' },
  { remote: 'basket', parcel: 'BasketHeader' },
] as const;

/**
 * The commands a parcel answers once mounted (the basket count registers `basket.add`). When its
 * slot gives up (the remote is off, or failed after its retry) the shell withdraws them, so a
 * request waiting for the answer fails at once with "unavailable" instead of after a fixed time
 * (issue 30 §1).
 */
export const COMMANDS_ANSWERED_BY: Readonly<Record<string, readonly CommandName[]>> = {
  'basket/BasketHeader': ['basket.add'],
};
