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

/** Shopping centres: every day, late. */
const MALL_HOURS = {
  mon: '10:00-21:00',
  tue: '10:00-21:00',
  wed: '10:00-21:00',
  thu: '10:00-21:00',
  fri: '10:00-21:00',
  sat: '10:00-21:00',
  sun: '10:00-20:00',
};
/** France and Monaco: closed on Sunday, Monday morning. */
const FRENCH_HOURS = {
  mon: '14:00-19:00',
  tue: '10:00-19:00',
  wed: '10:00-19:00',
  thu: '10:00-19:00',
  fri: '10:00-19:00',
  sat: '10:00-19:00',
  sun: 'closed',
};
/** Switzerland: late on Thursday, early on Saturday. */
const SWISS_HOURS = {
  mon: '13:30-18:30',
  tue: '09:30-18:30',
  wed: '09:30-18:30',
  thu: '09:30-20:00',
  fri: '09:30-18:30',
  sat: '09:00-17:00',
  sun: 'closed',
};

/**
 * Issue 17 §1: a store's name is a sign, the same in every language, so it holds no Italian word
 * a French or German shopper would have to read (no "Spaccio", no "Deposito").
 */
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
  { storeId: 109, storeCode: 'TC-BI01', name: 'Trama Casa Biella', address: 'Via dei Tessitori 12', zip: '13900', city: 'Biella', country: 'IT', phone: '+39 015 840 2231', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.5629, longitude: 8.0583 },
  // A depot (type G): listed by the locator, never offered for pickup (account §3 Store).
  { storeId: 110, storeCode: 'TC-BI-DEP', name: 'Trama Logistica Biella', address: 'Strada Trossi 7', zip: '13871', city: 'Verrone', country: 'IT', phone: '+39 015 840 2299', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, storeType: 'G', hasBasket: false, storeDelivery: null, latitude: 45.5065, longitude: 8.1170 },
  { storeId: 111, storeCode: 'TC-AD01', name: 'Trama Casa Andorra', address: 'Avinguda Meritxell 72', zip: 'AD500', city: 'Andorra la Vella', country: 'AD', phone: '+376 860 123', openingHours: TOURIST_HOURS, personalShopper: false, latitude: 42.5078, longitude: 1.5211 },
  // Issue 15: the locator's demo network. Milano and its area first (the e2e journeys search "Milano").
  { storeId: 112, storeCode: 'TC-MI02', name: 'Trama Casa Milano Duomo', address: 'Corso Vittorio Emanuele II 15', zip: '20122', city: 'Milano', country: 'IT', phone: '+39 02 7600 3315', openingHours: TOURIST_HOURS, personalShopper: true, latitude: 45.4652, longitude: 9.1931 },
  { storeId: 113, storeCode: 'TC-MI03', name: 'Trama Casa Milano Porta Romana', address: 'Corso di Porta Romana 87', zip: '20122', city: 'Milano', country: 'IT', phone: '+39 02 5831 0472', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.4563, longitude: 9.2006 },
  { storeId: 114, storeCode: 'TC-MI04', name: 'Trama Casa Milano Isola', address: 'Via Pietro Borsieri 12', zip: '20159', city: 'Milano', country: 'IT', phone: '+39 02 6901 1826', openingHours: CITY_HOURS, personalShopper: true, latitude: 45.4886, longitude: 9.1889 },
  { storeId: 115, storeCode: 'TC-MI05', name: 'Trama Casa Milano CityLife', address: 'Piazza Tre Torri 1', zip: '20145', city: 'Milano', country: 'IT', phone: '+39 02 3659 4410', openingHours: MALL_HOURS, personalShopper: false, storeDelivery: 'DEP', latitude: 45.4776, longitude: 9.1558 },
  { storeId: 116, storeCode: 'TC-MB01', name: 'Trama Casa Monza', address: 'Via Italia 28', zip: '20900', city: 'Monza', country: 'IT', phone: '+39 039 232 5517', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.5839, longitude: 9.2737 },
  { storeId: 117, storeCode: 'TC-SS01', name: 'Trama Casa Sesto San Giovanni', address: 'Viale Gramsci 120', zip: '20099', city: 'Sesto San Giovanni', country: 'IT', phone: '+39 02 2424 8863', openingHours: CITY_HOURS, personalShopper: false, latitude: 45.5339, longitude: 9.2336 },
  { storeId: 118, storeCode: 'TC-AR01', name: 'Trama Casa Arese Il Centro', address: 'Via Giuseppe Eugenio Luraghi 11', zip: '20044', city: 'Arese', country: 'IT', phone: '+39 02 9380 5120', openingHours: MALL_HOURS, personalShopper: false, storeDelivery: 'DEP', latitude: 45.5561, longitude: 9.0497 },
  // The Milan depot (type G): it holds stock, but a shopper never collects there.
  { storeId: 119, storeCode: 'TC-MI-DEP', name: 'Trama Logistica Lacchiarella', address: 'Via Pasubio 3', zip: '20084', city: 'Lacchiarella', country: 'IT', phone: '+39 02 9057 2230', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, storeType: 'G', hasBasket: false, storeDelivery: null, latitude: 45.3229, longitude: 9.1379 },
  { storeId: 120, storeCode: 'TC-BG01', name: 'Trama Casa Bergamo', address: 'Via XX Settembre 45', zip: '24122', city: 'Bergamo', country: 'IT', phone: '+39 035 21 4470', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.6951, longitude: 9.6677 },
  { storeId: 121, storeCode: 'TC-CO01', name: 'Trama Casa Como', address: 'Via Vittorio Emanuele II 60', zip: '22100', city: 'Como', country: 'IT', phone: '+39 031 26 3391', openingHours: TOURIST_HOURS, personalShopper: false, latitude: 45.8107, longitude: 9.0853 },
  { storeId: 122, storeCode: 'TC-VA01', name: 'Trama Casa Varese', address: 'Corso Matteotti 40', zip: '21100', city: 'Varese', country: 'IT', phone: '+39 0332 28 1174', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.8183, longitude: 8.8254 },
  { storeId: 123, storeCode: 'TC-BS01', name: 'Trama Casa Brescia', address: 'Corso Zanardelli 20', zip: '25121', city: 'Brescia', country: 'IT', phone: '+39 030 37 5528', openingHours: CITY_HOURS, personalShopper: false, latitude: 45.5386, longitude: 10.2203 },
  { storeId: 124, storeCode: 'TC-RM02', name: 'Trama Casa Roma Prati', address: 'Via Cola di Rienzo 180', zip: '00192', city: 'Roma', country: 'IT', phone: '+39 06 3211 7754', openingHours: CITY_HOURS, personalShopper: true, latitude: 41.9071, longitude: 12.4637 },
  { storeId: 125, storeCode: 'TC-RM03', name: 'Trama Casa Roma Parioli', address: 'Viale Parioli 60', zip: '00197', city: 'Roma', country: 'IT', phone: '+39 06 8087 3306', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 41.9249, longitude: 12.4931 },
  { storeId: 126, storeCode: 'TC-RM04', name: 'Trama Casa Roma EUR', address: 'Viale Europa 80', zip: '00144', city: 'Roma', country: 'IT', phone: '+39 06 5422 9180', openingHours: MALL_HOURS, personalShopper: false, storeDelivery: 'DEP', latitude: 41.8331, longitude: 12.4682 },
  { storeId: 127, storeCode: 'TC-TO02', name: 'Trama Casa Torino Crocetta', address: 'Corso De Gasperi 30', zip: '10129', city: 'Torino', country: 'IT', phone: '+39 011 581 4427', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.0556, longitude: 7.6641 },
  // A small boutique without a till for web orders: listed, never offered for click and collect.
  { storeId: 128, storeCode: 'TC-FI02', name: 'Trama Casa Firenze Oltrarno', address: 'Via Maggio 30r', zip: '50125', city: 'Firenze', country: 'IT', phone: '+39 055 21 6690', openingHours: TOURIST_HOURS, personalShopper: false, hasBasket: false, storeDelivery: null, latitude: 43.7662, longitude: 11.2489 },
  { storeId: 129, storeCode: 'TC-BO02', name: 'Trama Casa Bologna Strada Maggiore', address: 'Strada Maggiore 20', zip: '40125', city: 'Bologna', country: 'IT', phone: '+39 051 22 7813', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 44.4922, longitude: 11.3502 },
  { storeId: 130, storeCode: 'TC-RE01', name: 'Trama Casa Reggio Emilia', address: 'Via Emilia San Pietro 22', zip: '42121', city: 'Reggio Emilia', country: 'IT', phone: '+39 0522 43 5590', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 44.6989, longitude: 10.6322 },
  { storeId: 131, storeCode: 'TC-PR01', name: 'Trama Casa Parma', address: 'Strada della Repubblica 30', zip: '43121', city: 'Parma', country: 'IT', phone: '+39 0521 23 4418', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 44.8008, longitude: 10.3312 },
  { storeId: 132, storeCode: 'TC-MO01', name: 'Trama Casa Modena', address: 'Via Emilia Centro 150', zip: '41121', city: 'Modena', country: 'IT', phone: '+39 059 22 3371', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 44.6461, longitude: 10.9259 },
  { storeId: 133, storeCode: 'TC-GE01', name: 'Trama Casa Genova', address: 'Via XX Settembre 110r', zip: '16121', city: 'Genova', country: 'IT', phone: '+39 010 58 2264', openingHours: CITY_HOURS, personalShopper: true, latitude: 44.4063, longitude: 8.9389 },
  { storeId: 134, storeCode: 'TC-PD01', name: 'Trama Casa Padova', address: 'Via San Fermo 25', zip: '35137', city: 'Padova', country: 'IT', phone: '+39 049 875 1126', openingHours: CITY_HOURS, personalShopper: false, latitude: 45.4103, longitude: 11.8768 },
  { storeId: 135, storeCode: 'TC-TV01', name: 'Trama Casa Treviso', address: 'Calmaggiore 12', zip: '31100', city: 'Treviso', country: 'IT', phone: '+39 0422 54 1187', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 45.6664, longitude: 12.2439 },
  { storeId: 136, storeCode: 'TC-TS01', name: 'Trama Casa Trieste', address: 'Via Mazzini 30', zip: '34121', city: 'Trieste', country: 'IT', phone: '+39 040 63 3317', openingHours: CITY_HOURS, personalShopper: false, latitude: 45.6503, longitude: 13.7702 },
  { storeId: 137, storeCode: 'TC-TN01', name: 'Trama Casa Trento', address: 'Via Belenzani 40', zip: '38122', city: 'Trento', country: 'IT', phone: '+39 0461 98 2245', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 46.0701, longitude: 11.1212 },
  { storeId: 138, storeCode: 'TC-BZ01', name: 'Trama Casa Bolzano', address: 'Via dei Portici 45', zip: '39100', city: 'Bolzano', country: 'IT', phone: '+39 0471 97 6632', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 46.4993, longitude: 11.3543 },
  { storeId: 139, storeCode: 'TC-PI01', name: 'Trama Casa Pisa', address: 'Borgo Stretto 40', zip: '56127', city: 'Pisa', country: 'IT', phone: '+39 050 57 3360', openingHours: TOURIST_HOURS, personalShopper: false, latitude: 43.7192, longitude: 10.4032 },
  { storeId: 140, storeCode: 'TC-PG01', name: 'Trama Casa Perugia', address: 'Corso Vannucci 50', zip: '06121', city: 'Perugia', country: 'IT', phone: '+39 075 572 0943', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 43.1109, longitude: 12.3890 },
  { storeId: 141, storeCode: 'TC-AN01', name: 'Trama Casa Ancona', address: 'Corso Garibaldi 90', zip: '60121', city: 'Ancona', country: 'IT', phone: '+39 071 20 7714', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 43.6168, longitude: 13.5153 },
  { storeId: 142, storeCode: 'TC-PE01', name: 'Trama Casa Pescara', address: 'Corso Umberto I 60', zip: '65122', city: 'Pescara', country: 'IT', phone: '+39 085 421 3358', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 42.4647, longitude: 14.2128 },
  { storeId: 143, storeCode: 'TC-NA02', name: 'Trama Casa Napoli Vomero', address: 'Via Alessandro Scarlatti 100', zip: '80127', city: 'Napoli', country: 'IT', phone: '+39 081 578 4421', openingHours: LUNCH_BREAK_HOURS, personalShopper: true, latitude: 40.8449, longitude: 14.2331 },
  { storeId: 144, storeCode: 'TC-SA01', name: 'Trama Casa Salerno', address: 'Corso Vittorio Emanuele 150', zip: '84123', city: 'Salerno', country: 'IT', phone: '+39 089 23 5567', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 40.6804, longitude: 14.7623 },
  { storeId: 145, storeCode: 'TC-BA01', name: 'Trama Casa Bari', address: 'Via Sparano da Bari 90', zip: '70121', city: 'Bari', country: 'IT', phone: '+39 080 521 6684', openingHours: LUNCH_BREAK_HOURS, personalShopper: true, latitude: 41.1228, longitude: 16.8691 },
  { storeId: 146, storeCode: 'TC-LE01', name: 'Trama Casa Lecce', address: 'Via Salvatore Trinchese 30', zip: '73100', city: 'Lecce', country: 'IT', phone: '+39 0832 24 2219', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 40.3529, longitude: 18.1718 },
  { storeId: 147, storeCode: 'TC-PA01', name: 'Trama Casa Palermo', address: 'Via della Libertà 40', zip: '90139', city: 'Palermo', country: 'IT', phone: '+39 091 611 3380', openingHours: LUNCH_BREAK_HOURS, personalShopper: true, latitude: 38.1290, longitude: 13.3518 },
  { storeId: 148, storeCode: 'TC-CT01', name: 'Trama Casa Catania', address: 'Via Etnea 200', zip: '95131', city: 'Catania', country: 'IT', phone: '+39 095 31 7746', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 37.5101, longitude: 15.0861 },
  { storeId: 149, storeCode: 'TC-CA01', name: 'Trama Casa Cagliari', address: 'Via Giuseppe Garibaldi 60', zip: '09124', city: 'Cagliari', country: 'IT', phone: '+39 070 66 4471', openingHours: LUNCH_BREAK_HOURS, personalShopper: false, latitude: 39.2192, longitude: 9.1152 },
  // Abroad (with Andorra above): France, Monaco (looked up as France, storefront §9) and Switzerland.
  { storeId: 150, storeCode: 'TC-NCE01', name: 'Trama Casa Nice', address: '12 Avenue Jean Médecin', zip: '06000', city: 'Nice', country: 'FR', phone: '+33 4 93 80 41 27', openingHours: FRENCH_HOURS, personalShopper: false, latitude: 43.7009, longitude: 7.2683 },
  { storeId: 151, storeCode: 'TC-PAR01', name: 'Trama Casa Paris Saint-Germain', address: '45 Rue du Four', zip: '75006', city: 'Paris', country: 'FR', phone: '+33 1 45 48 27 90', openingHours: FRENCH_HOURS, personalShopper: true, latitude: 48.8527, longitude: 2.3318 },
  { storeId: 152, storeCode: 'TC-MC01', name: 'Trama Casa Monaco', address: '17 Boulevard des Moulins', zip: '98000', city: 'Monaco', country: 'MC', phone: '+377 93 50 62 14', openingHours: FRENCH_HOURS, personalShopper: false, latitude: 43.7411, longitude: 7.4261 },
  { storeId: 153, storeCode: 'TC-LUG01', name: 'Trama Casa Lugano', address: 'Via Nassa 20', zip: '6900', city: 'Lugano', country: 'CH', phone: '+41 91 922 31 48', openingHours: SWISS_HOURS, personalShopper: false, latitude: 46.0049, longitude: 8.9509 },
  { storeId: 154, storeCode: 'TC-GVA01', name: 'Trama Casa Genève', address: 'Rue du Rhône 50', zip: '1204', city: 'Genève', country: 'CH', phone: '+41 22 311 52 76', openingHours: SWISS_HOURS, personalShopper: false, latitude: 46.2033, longitude: 6.1478 },
];

export const STORE_ROWS: StoreInsert[] = SEEDS.map((store) => ({
  storeType: 'E',
  hasBasket: true,
  storeDelivery: 'STO',
  ...store,
  brandId: SHOP_BRAND_ID,
}));
