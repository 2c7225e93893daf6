import type { stores } from '../schema.ts';
import { SHOP_BRAND_ID } from './brands.ts';

type StoreInsert = typeof stores.$inferInsert;

const CITY_HOURS = {
  mon: '15:30-19:30',
  tue: '10:00-19:30',
  wed: '10:00-19:30',
  thu: '10:00-19:30',
  fri: '10:00-19:30',
  sat: '10:00-20:00',
  sun: 'closed',
};
const LUNCH_BREAK_HOURS = {
  mon: 'closed',
  tue: '09:30-13:00, 15:30-19:30',
  wed: '09:30-13:00, 15:30-19:30',
  thu: '09:30-13:00, 15:30-19:30',
  fri: '09:30-13:00, 15:30-19:30',
  sat: '09:30-13:00, 15:30-19:30',
  sun: 'closed',
};
const TOURIST_HOURS = {
  mon: '10:00-19:00',
  tue: '10:00-19:00',
  wed: '10:00-19:00',
  thu: '10:00-19:00',
  fri: '10:00-19:00',
  sat: '10:00-19:30',
  sun: '11:00-18:00',
};

type StoreSeed = Omit<StoreInsert, 'brandId' | 'storeType' | 'hasBasket' | 'storeDelivery'> & Partial<StoreInsert>;

const SEEDS: StoreSeed[] = [
  { storeId: 101, storeCode: 'TC-MI01', name: 'Trama Casa Milano Brera', address: 'Corso Garibaldi 42', zip: '20121', city: 'Milano', country: 'IT', phone: '+39 02 8646 2210', openingHours: CITY_HOURS, personalShopper: true, latitude: 45.4773, longitude: 9.1855 },
  { storeId: 102, storeCode: 'TC-RM01', name: 'Trama Casa Roma Babuino', address: 'Via del Babuino 112', zip: '00187', city: 'Roma', country: 'IT', phone: '+39 06 3600 1480', openingHours: CITY_HOURS, personalShopper: true, latitude: 41.9077, longitude: 12.4783 },
  { storeId: 103, storeCode: 'TC-FI01', name: 'Trama Casa Firenze', address: 'Via della Vigna Nuova 18r', zip: '50123', city: 'Firenze', country: 'IT', phone: '+39 055 239 8801', openingHours: TOURIST_HOURS, personalShopper: false, latitude: 43.7713, longitude: 11.2489 },
  { storeId: 104, storeCode: 'TC-TO01', name: 'Trama Casa Torino', address: 'Via Roma 256', zip: '10121', city: 'Torino', country: 'IT', phone: '+39 011 562 7710', openingHours: CITY_HOURS, personalShopper: false, latitude: 45.0668, longitude: 7.6826 },
  { storeId: 105, storeCode: 'TC-BO01', name: 'Trama Casa Bologna', address: "Via D'Azeglio 33", zip: '40123', city: 'Bologna', country: 'IT', phone: '+39 051 232 4450', openingHours: LUNCH_BREAK_HOURS, personalShopper: true, latitude: 44.4906, longitude: 11.3400 },
  { storeId: 106, storeCode: 'TC-VE01', name: 'Trama Casa Venezia', address: 'Calle Larga XXII Marzo 2091', zip: '30124', city: 'Venezia', country: 'IT', phone: '+39 041 520 9132', openingHours: TOURIST_HOURS, personalShopper: false, latitude: 45.4327, longitude: 12.3346 },
  { storeId: 107, storeCode: 'TC-NA01', name: 'Trama Casa Napoli Chiaia', address: 'Via Chiaia 149', zip: '80121', city: 'Napoli', country: 'IT', phone: '+39 081 418 2265', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 40.8359, longitude: 14.2446 },
  { storeId: 108, storeCode: 'TC-VR01', name: 'Trama Casa Verona', address: 'Via Mazzini 40', zip: '37121', city: 'Verona', country: 'IT', phone: '+39 045 801 3374', openingHours: CITY_HOURS, personalShopper: true, latitude: 45.4411, longitude: 10.9968 },
  { storeId: 109, storeCode: 'TC-BI01', name: 'Trama Casa Biella Spaccio', address: 'Via dei Tessitori 12', zip: '13900', city: 'Biella', country: 'IT', phone: '+39 015 840 2231', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.5629, longitude: 8.0583 },
  // A depot (type G): listed by the locator, never offered for pickup (account §3 Store).
  { storeId: 110, storeCode: 'TC-BI-DEP', name: 'Deposito Trama Biella', address: 'Strada Trossi 7', zip: '13871', city: 'Verrone', country: 'IT', phone: '+39 015 840 2299', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, storeType: 'G', hasBasket: false, storeDelivery: null, latitude: 45.5065, longitude: 8.1170 },
  { storeId: 111, storeCode: 'TC-AD01', name: 'Trama Casa Andorra', address: 'Avinguda Meritxell 72', zip: 'AD500', city: 'Andorra la Vella', country: 'AD', phone: '+376 860 123', openingHours: TOURIST_HOURS, personalShopper: false, latitude: 42.5078, longitude: 1.5211 },
];

export const STORE_ROWS: StoreInsert[] = SEEDS.map((store) => ({
  storeType: 'E',
  hasBasket: true,
  storeDelivery: 'STO',
  ...store,
  brandId: SHOP_BRAND_ID,
}));
