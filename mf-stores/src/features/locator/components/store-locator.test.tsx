import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import type { StoreSearchAnswer } from '@trama/shared/contract';
import { BRAND_STORES_PATH, NEAREST_PATH, answerApi, resetApi } from '../../../test-support/api.ts';
import { nearby, store } from '../../../test-support/store.ts';
import { StoreLocator } from './store-locator.tsx';

const props = { language: 'it', path: '/negozi', apiBaseUrl: '', shopperPath: '/personal-shopper' };

const BRAND = [
  store({ storeId: 101, name: 'Trama Casa Milano Brera', city: 'Milano', personalShopper: true, latitude: 45.4773, longitude: 9.1855 }),
  store({ storeId: 105, name: 'Trama Casa Bologna', city: 'Bologna', zip: '40123', latitude: 44.4906, longitude: 11.34 }),
  store({ storeId: 111, name: 'Trama Casa Andorra', city: 'Andorra la Vella', country: 'AD', zip: 'AD500', latitude: 42.5078, longitude: 1.5211 }),
];

const MILANO: StoreSearchAnswer = {
  place: { name: 'Milano', province: 'MI', zip: null, country: 'IT', latitude: 45.4642, longitude: 9.19 },
  stores: [
    nearby(1.6, { storeId: 101, name: 'Trama Casa Milano Brera', city: 'Milano', personalShopper: true, latitude: 45.4773, longitude: 9.1855 }),
    nearby(3.1, { storeId: 112, name: 'Trama Casa Milano Porta Romana', city: 'Milano', address: 'Corso di Porta Romana 61', zip: '20122', latitude: 45.4545, longitude: 9.2 }),
    nearby(122.4, { storeId: 109, name: 'Trama Casa Biella Spaccio', city: 'Biella', zip: '13900', phone: '+39 015 840 2231', latitude: 45.5629, longitude: 8.0583 }),
  ],
};

const ok = (body: unknown) => ({ status: 200, body });
const markers = () => [...document.querySelectorAll('path.leaflet-interactive')];
const input = () => screen.getByRole('searchbox', { name: 'Città o CAP' });
const searchButton = () => screen.getByRole('button', { name: 'Cerca' });

function searchFor(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input());
}

function fakeGeolocation(answer: { position: [number, number] } | { error: number }) {
  const geolocation = {
    getCurrentPosition: (success: PositionCallback, failure: PositionErrorCallback) => {
      if ('position' in answer) success({ coords: { latitude: answer.position[0], longitude: answer.position[1] } } as GeolocationPosition);
      else failure({ code: answer.error, message: 'no', PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

beforeEach(() => resetApi());
afterEach(() => {
  cleanup();
  resetApi();
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('store locator before a search (account §2 Store locator)', () => {
  it("lists the brand's stores by country and puts every one on the map", async () => {
    const asked = answerApi({ [BRAND_STORES_PATH]: ok(BRAND) });
    render(<StoreLocator {...props} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('I nostri negozi');
    const countries = await screen.findAllByRole('heading', { level: 2 });
    expect(countries.map((h) => h.textContent)).toEqual(['ANDORRA', 'ITALIA']);
    expect(asked[0]?.searchParams.get('brandId')).toBe('3');
    await waitFor(() => expect(markers()).toHaveLength(3));
  });

  it('a store chosen on the map opens its city and highlights its card', async () => {
    answerApi({ [BRAND_STORES_PATH]: ok(BRAND) });
    render(<StoreLocator {...props} />);
    await waitFor(() => expect(markers()).toHaveLength(3));
    expect(screen.queryByRole('article')).toBeNull();
    // Markers are drawn in the order the stores came: Bologna is the second.
    fireEvent.click(markers()[1]!);
    const card = await screen.findByRole('article', { name: 'Trama Casa Bologna' });
    expect(card.className).toContain('sto-card--selected');
    expect(screen.getByRole('button', { name: /Bologna/ }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('store search (account §5 Store search, §7 store/nearest)', () => {
  it('§5 the button is enabled only above 3 characters; Enter submits; the hint asks for an Italian city or postal code', async () => {
    const asked = answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok(MILANO) });
    render(<StoreLocator {...props} />);
    expect(input().getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(
      'Inserisci una città o un CAP italiano (almeno 4 caratteri).',
    );
    fireEvent.change(input(), { target: { value: 'Mil' } });
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    fireEvent.submit(input());
    fireEvent.change(input(), { target: { value: ' Mil ' } });
    expect(searchButton().hasAttribute('disabled')).toBe(true);
    fireEvent.change(input(), { target: { value: 'Mila' } });
    expect(searchButton().hasAttribute('disabled')).toBe(false);
    await screen.findAllByRole('heading', { level: 2 });
    expect(asked.filter((url) => url.pathname === NEAREST_PATH)).toEqual([]);
  });

  it('lists the nearest stores first with their distance, sending the shop country, and maps them', async () => {
    getApiClient().configure({ country: 'MC' });
    const asked = answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok(MILANO) });
    render(<StoreLocator {...props} />);
    searchFor('Milano');
    const results = await screen.findByTestId('store-results');
    const query = asked.find((url) => url.pathname === NEAREST_PATH)!.searchParams;
    expect(Object.fromEntries(query)).toEqual({ location: 'Milano', brandId: '3', country: 'MC' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Negozi vicino a «Milano»');
    expect(screen.getByText('3 negozi trovati, dal più vicino.')).toBeTruthy();
    const cards = within(results).getAllByRole('article');
    expect(cards.map((card) => card.getAttribute('aria-labelledby') && within(card).getByRole('heading').textContent)).toEqual([
      'Trama Casa Milano Brera',
      'Trama Casa Milano Porta Romana',
      'Trama Casa Biella Spaccio',
    ]);
    expect(within(cards[0]!).getByText(/^Distanza: 1,6\s?km$/)).toBeTruthy();
    expect(within(cards[2]!).getByText(/^Distanza: 122,4\s?km$/)).toBeTruthy();
    await waitFor(() => expect(markers()).toHaveLength(3));
  });

  it('§8 a place the gazetteer does not know answers locator.9', async () => {
    answerApi({
      [BRAND_STORES_PATH]: ok(BRAND),
      [NEAREST_PATH]: { status: 404, body: { statusCode: 404, code: 'PLACE_NOT_FOUND', message: 'unknown place', messageKey: 'locator.9' } },
    });
    render(<StoreLocator {...props} />);
    searchFor('Xyzzyville');
    expect((await screen.findByTestId('store-search-error')).textContent).toBe('Non troviamo questa località: controlla la città o il CAP italiano.');
  });

  it('§8 a known place with no store near it answers locator.16', async () => {
    answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok({ place: MILANO.place, stores: [] }) });
    render(<StoreLocator {...props} language="en" />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'City or postcode' }), { target: { value: '20121' } });
    fireEvent.submit(screen.getByRole('searchbox'));
    expect((await screen.findByTestId('store-search-empty')).textContent).toBe('No shop near this address.');
    // "Show all shops" goes back to the brand's list.
    fireEvent.click(screen.getByRole('button', { name: 'Show all shops' }));
    expect((await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)).toEqual(['ANDORRA', 'ITALY']);
  });
});

describe('use my position (issue 15: the browser geolocation, when allowed)', () => {
  /** With only the brand's stores to answer, taps "use my position": the error the locator shows, and whether it asked for stores near. */
  async function positionError(language = props.language, button = 'Usa la mia posizione') {
    const asked = answerApi({ [BRAND_STORES_PATH]: ok(BRAND) });
    render(<StoreLocator {...props} language={language} />);
    fireEvent.click(screen.getByRole('button', { name: button }));
    const error = (await screen.findByTestId('store-geolocation-error')).textContent;
    return { error, askedNearest: asked.some((url) => url.pathname === NEAREST_PATH) };
  }

  it('searches around the position, rounded to about 100 m', async () => {
    fakeGeolocation({ position: [45.464211, 9.190111] });
    const asked = answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok({ place: null, stores: MILANO.stores }) });
    render(<StoreLocator {...props} />);
    fireEvent.click(screen.getByRole('button', { name: 'Usa la mia posizione' }));
    await screen.findByTestId('store-results');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Negozi vicino a te');
    const query = asked.find((url) => url.pathname === NEAREST_PATH)!.searchParams;
    expect([query.get('lat'), query.get('lng'), query.get('location')]).toEqual(['45.464', '9.19', null]);
  });

  it('a refusal says how to allow it; no request is made', async () => {
    fakeGeolocation({ error: 1 });
    const shown = await positionError();
    expect(shown.error).toBe('Non possiamo usare la tua posizione: consenti l’accesso alla posizione nel browser, oppure cerca una città o un CAP.');
    expect(shown.askedNearest).toBe(false);
  });

  it('a position that cannot be found says so', async () => {
    fakeGeolocation({ error: 3 });
    expect((await positionError('de', 'Meinen Standort verwenden')).error).toBe('Ihr Standort ist gerade nicht verfügbar: Suchen Sie nach einer Stadt oder PLZ.');
  });

  it('a browser without geolocation says the position is not available; no request is made', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    const shown = await positionError();
    expect(shown.error).toBe('La tua posizione non è disponibile in questo momento: cerca una città o un CAP.');
    expect(shown.askedNearest).toBe(false);
  });
});

describe('a store in the list (account §2: address, phone, hours per weekday, shopper button)', () => {
  it("shows address, phone, translated hours and today's status on the shop's clock", async () => {
    // Tuesday 24 November 2026, 18:00 in Rome.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T18:00:00+01:00'));
    answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok(MILANO) });
    render(<StoreLocator {...props} />);
    searchFor('Milano');
    const card = await screen.findByRole('article', { name: 'Trama Casa Milano Brera' });
    expect(within(card).getByText(/20121 Milano/)).toBeTruthy();
    expect(within(card).getByText(/Italia/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+39 02 1234567' }).getAttribute('href')).toBe('tel:+39021234567');
    expect(within(card).getByText('Lunedì').nextSibling?.textContent).toBe('15:00-19:30');
    expect(within(card).getByText('Domenica').nextSibling?.textContent).toBe('Chiuso');
    expect(within(card).getByTestId('store-today').textContent).toBe('Aperto ora, chiude alle 19:30');
  });

  it.each([
    ['it', 'Chiuso'],
    ['en', 'Closed'],
    ['fr', 'Fermé'],
    ['de', 'Geschlossen'],
    ['es', 'Cerrado'],
  ])("§2 a day the API marks 'closed' reads as a translated word in %s, never the data word", async (language, word) => {
    const hours = { mon: 'closed', tue: '10:00-19:30', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: 'Closed', sun: 'closed' };
    answerApi({ [BRAND_STORES_PATH]: ok([store({ storeId: 7, name: 'Trama Biella', city: 'Biella', openingHours: hours })]) });
    render(<StoreLocator {...props} language={language} />);
    fireEvent.click(await screen.findByRole('button', { name: /Biella/ }));
    const cells = within(screen.getByRole('article', { name: 'Trama Biella' })).getAllByRole('definition');
    expect(cells.map((cell) => cell.textContent)).toEqual([word, '10:00-19:30', '10:00-19:30', '10:00-19:30', '10:00-19:30', word, word]);
  });

  it('§2 the personal-shopper button carries the store, only for stores that offer it', async () => {
    answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok(MILANO) });
    render(<StoreLocator {...props} language="fr" />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Milano' } });
    fireEvent.submit(screen.getByRole('searchbox'));
    const [brera, romana] = within(await screen.findByTestId('store-results')).getAllByRole('article');
    expect(within(brera!).getByRole('link', { name: 'Réserver un personal shopper' }).getAttribute('href')).toBe('/fr/personal-shopper?storeId=101');
    expect(within(romana!).queryByRole('link', { name: 'Réserver un personal shopper' })).toBeNull();
  });

  it('"show on the map" highlights the store and its marker', async () => {
    answerApi({ [BRAND_STORES_PATH]: ok(BRAND), [NEAREST_PATH]: ok(MILANO) });
    render(<StoreLocator {...props} />);
    searchFor('Milano');
    const card = await screen.findByRole('article', { name: 'Trama Casa Milano Porta Romana' });
    await waitFor(() => expect(markers()).toHaveLength(3));
    const fills = () => new Set(markers().map((marker) => marker.getAttribute('fill')));
    expect(fills().size).toBe(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Mostra sulla mappa' }));
    expect(within(card).getByRole('button', { name: 'Mostra sulla mappa' }).getAttribute('aria-pressed')).toBe('true');
    expect(card.className).toContain('sto-card--selected');
    // One marker stands out, and its popup names the store.
    await waitFor(() => expect(document.querySelector('.sto-map__popup')?.textContent).toBe('Trama Casa Milano Porta RomanaCorso di Porta Romana 6120122 Milano'));
    expect(fills().size).toBe(2);
  });
});

describe('recommended products (account §2 Store locator)', () => {
  it("shows the catalogue's recommended slider through the shell's parcel loader", async () => {
    answerApi({ [BRAND_STORES_PATH]: ok(BRAND) });
    const loadParcel = vi.fn(() => Promise.reject(new Error('catalogue is off')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<StoreLocator {...props} loadParcel={loadParcel} />);
    await waitFor(() => expect(loadParcel).toHaveBeenCalledWith('catalogue', 'RecommendedProducts'));
    // A catalogue that is off leaves the locator whole.
    expect((await screen.findAllByRole('heading', { level: 2 })).length).toBe(2);
    warn.mockRestore();
  });
});
