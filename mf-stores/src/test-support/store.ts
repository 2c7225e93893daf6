import type { NearbyStore, Store } from '@trama/shared/contract';

export function store(overrides: Partial<Store> = {}): Store {
  return {
    storeId: 1,
    storeCode: 'MI01',
    name: 'Trama Milano Brera',
    address: 'Via Brera 12',
    zip: '20121',
    city: 'Milano',
    country: 'IT',
    phone: '+39 02 1234567',
    openingHours: { mon: '15:00-19:30', tue: '10:00-19:30', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: '10:00-20:00', sun: 'closed' },
    personalShopper: false,
    storeType: 'E',
    hasBasket: true,
    storeDelivery: null,
    latitude: 45.47,
    longitude: 9.19,
    ...overrides,
  };
}

export function nearby(distanceKm: number | null, overrides: Partial<Store> = {}): NearbyStore {
  return { ...store(overrides), distanceKm };
}
