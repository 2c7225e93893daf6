/**
 * The personal-shopper booking flow (issue 18 §6; account §2 Personal shopper appointment, §5
 * Shopper form, §9): a visitor opens a store's booking page (the store, its booked slots), solves
 * the captcha and books a free slot. A slot is booked once (409 SLOT_TAKEN after), so the
 * connections share one SlotBook that hands every offered slot out once: stores in turn, the
 * furthest day first (a run crossing midnight in Rome loses the first day, never the last).
 */
import type { Store } from '../../../shared/src/contract/account.ts';
import type { ShopperRequest, StoreTakenSlots } from '../../../shared/src/contract/stores.ts';
import { SHOPPER_TIME_SLOTS, shopperDays, shopperSlot } from '../../../shared/src/rules/stores/appointment.ts';
import { SHOP_HEADERS } from '../../bench/load.ts';
import { apiJson, parse } from '../checkout-cycle.ts';
import type { MixRequest } from '../types.ts';
import { challengeRequest } from './contact.ts';
import { storeDetailRequest } from './store-search.ts';

export const SLOTS_PATH = '/storeservice/api/external/shopper/slots';
export const BOOKING_PATH = '/storeservice/api/external/shopper/appointments';

export interface BookingSlot {
  storeId: number;
  /** Shop time, YYYY-MM-DDTHH:mm. */
  appointmentDate: string;
}

/** Every offered slot of `storeIds`, each handed out once; after the last, the first again (then 409: the report shows it). */
export class SlotBook {
  private readonly slots: BookingSlot[];
  private turn = 0;

  constructor(storeIds: readonly number[], now: Date) {
    const days = shopperDays(now)
      .filter((day) => !day.disabled)
      .map((day) => day.date)
      .reverse();
    this.slots = days.flatMap((date) => SHOPPER_TIME_SLOTS.flatMap((time) => storeIds.map((storeId) => ({ storeId, appointmentDate: shopperSlot(date, time) }))));
  }

  get capacity(): number {
    return this.slots.length;
  }

  next(): BookingSlot | null {
    if (this.slots.length === 0) return null;
    const slot = this.slots[this.turn % this.slots.length]!;
    this.turn += 1;
    return slot;
  }

  /**
   * `current`, or when its store's slots answer (`taken`) says it is booked already (by someone
   * else than this run), the book's next slots until one is not in that list.
   */
  nextFree(current: BookingSlot, taken: readonly string[]): BookingSlot {
    let slot = current;
    for (let tries = 0; tries < this.slots.length && taken.includes(slot.appointmentDate); tries += 1) slot = this.next() ?? slot;
    return slot;
  }
}

/** The brand's stores with a personal shopper (account §3 Store personalShopper). */
export async function findShopperStores(origin: string, brandId: number): Promise<number[]> {
  const stores = (await apiJson<Store[]>(origin, `/api/external/stores/stores-by-brand-id?brandId=${brandId}`)) ?? [];
  return stores.filter((store) => store.personalShopper).map((store) => store.storeId);
}

export function shopperRequest(brandId: number, slot: BookingSlot, altcha: string): ShopperRequest {
  return {
    brandId,
    contactName: 'Prova Carico',
    contactPhone: '0212345678',
    contactEmail: 'carico@example.com',
    ticketSubjectCode: 'SHO',
    ticketMessage: 'Prenotazione della prova di carico (npm run reliability).',
    ticketMessageFrom: 'C',
    language: 'it',
    country: 'IT',
    appointmentDate: slot.appointmentDate,
    storeId: slot.storeId,
    altcha,
  };
}

export function buildBookingCycle(book: SlotBook, stores: number, brandId: number): MixRequest[] {
  const none: BookingSlot = { storeId: 0, appointmentDate: '' };
  const slotOf = (context: Record<string, unknown>) => (context.slot as BookingSlot | undefined) ?? none;
  return [
    {
      ...storeDetailRequest('booking', brandId),
      // The cycle's slot is taken here, once per cycle: it names the store the page opens.
      setup: (context) => {
        context.slot = book.next() ?? none;
        return {};
      },
    },
    {
      class: 'booking',
      label: `GET ${SLOTS_PATH}?storeId (booked slots)`,
      method: 'GET',
      path: `${SLOTS_PATH}?storeId=0`,
      headers: SHOP_HEADERS,
      setup: (context) => ({ path: `${SLOTS_PATH}?storeId=${slotOf(context).storeId}` }),
      capture: (_status, body, context) => {
        const taken = parse<StoreTakenSlots>(body)?.taken;
        context.slot = book.nextFree(slotOf(context), Array.isArray(taken) ? taken : []);
      },
    },
    challengeRequest('booking'),
    {
      class: 'booking',
      label: `POST ${BOOKING_PATH} (a free slot: ${book.capacity} slots of ${stores} stores, each booked once)`,
      method: 'POST',
      path: BOOKING_PATH,
      headers: { ...SHOP_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(shopperRequest(brandId, none, '')),
      setup: (context) => ({ body: JSON.stringify(shopperRequest(brandId, slotOf(context), String(context.altcha ?? ''))) }),
    },
  ];
}
