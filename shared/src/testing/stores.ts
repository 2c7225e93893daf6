import type { ClickAndCollectStore, StoreInfo } from '../contract/index.ts';

/** A store as the click-and-collect answer lists it (able to serve the lines asked). */
export function servingStore(store: StoreInfo): ClickAndCollectStore {
  return {
    storeId: store.storeId ?? 0,
    storeCode: store.storeCode,
    name: store.name ?? '',
    address: store.address ?? '',
    zip: '20121',
    city: store.city,
    country: 'IT',
    phone: '+39 02 0000000',
    openingHours: {},
    personalShopper: false,
    storeType: store.storeType,
    hasBasket: true,
    storeDelivery: store.storeDelivery ?? null,
    latitude: null,
    longitude: null,
    distanceKm: null,
    barcodeList: [],
  };
}
