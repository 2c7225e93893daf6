import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { BRAND_STORES_PATH, answerApi, resetApi } from '../../../test-support/api.ts';
import { store } from '../../../test-support/store.ts';
import { ShopsList } from './shops-list.tsx';

const props = { language: 'it', path: '/shops', apiBaseUrl: '', shopperPath: '/personal-shopper' };
const STORES = [
  store({ storeId: 101, name: 'Trama Casa Milano Brera', city: 'Milano', personalShopper: true }),
  store({ storeId: 113, name: 'Trama Casa Milano Porta Romana', city: 'Milano', zip: '20122' }),
  store({ storeId: 105, name: 'Trama Casa Bologna', city: 'Bologna', zip: '40123' }),
  store({ storeId: 111, name: 'Trama Casa Andorra', city: 'Andorra la Vella', country: 'AD', zip: 'AD500' }),
  store({ storeId: 120, name: 'Trama Maison Nice', city: 'Nice', country: 'FR', zip: '06000' }),
];

afterEach(() => {
  cleanup();
  resetApi();
});

describe('shops list (storefront §2 Other pages: menu altUrl1 shops)', () => {
  it.each([
    ['it', ['ANDORRA', 'FRANCIA', 'ITALIA']],
    ['fr', ['ANDORRA', 'FRANCE', 'ITALIE']],
    ['de', ['ANDORRA', 'FRANKREICH', 'ITALIEN']],
  ])('§2 lists countries by translated name, AD always as ANDORRA (%s)', async (language, countries) => {
    answerApi({ [BRAND_STORES_PATH]: { status: 200, body: STORES } });
    render(<ShopsList {...props} language={language} />);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(countries);
  });

  it('§2 a country shows its cities; clicking a city shows its stores, again hides them', async () => {
    answerApi({ [BRAND_STORES_PATH]: { status: 200, body: STORES } });
    render(<ShopsList {...props} />);
    const italy = (await screen.findByRole('heading', { name: 'ITALIA' })).closest('section')!;
    const cities = within(italy).getAllByRole('button');
    expect(cities.map((button) => button.textContent)).toEqual(['Bologna (1)', 'Milano (2)']);
    expect(screen.queryByRole('article')).toBeNull();
    fireEvent.click(cities[1]!);
    expect(cities[1]!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Trama Casa Milano Brera',
      'Trama Casa Milano Porta Romana',
    ]);
    expect(screen.getByRole('link', { name: 'Prenota un personal shopper' }).getAttribute('href')).toBe('/it/personal-shopper?storeId=101');
    fireEvent.click(cities[1]!);
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('the title is the menu entry, else the translated default', async () => {
    answerApi({ [BRAND_STORES_PATH]: { status: 200, body: STORES } });
    render(<ShopsList {...props} language="es" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tiendas por país');
  });

  it('a failed load shows the translated error', async () => {
    answerApi({ [BRAND_STORES_PATH]: { status: 503, body: { statusCode: 503, code: 'DOWN', message: 'db down' } } });
    render(<ShopsList {...props} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sito in manutenzione');
  });
});
