import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { store } from '../../../test-support/store.ts';
import { StoreLocator } from './store-locator.tsx';

const props = { language: 'it', path: '/negozi', apiBaseUrl: '' };
const stores = [
  store({ storeId: 1, name: 'Trama Milano Brera', city: 'Milano', personalShopper: true }),
  store({ storeId: 2, name: 'Trama Bologna', city: 'Bologna', zip: '40121' }),
  store({ storeId: 3, name: 'Trama Andorra', city: 'Andorra la Vella', country: 'AD', zip: 'AD500' }),
];

function answer(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    calls.push(input);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('store locator', () => {
  it('§2 loads the brand stores and lists countries with their cities', async () => {
    const calls = answer(200, stores);
    render(<StoreLocator {...props} />);
    expect(screen.getByRole('status')).toBeTruthy();
    const countries = await screen.findAllByRole('heading', { level: 2 });
    expect(countries.map((h) => h.textContent)).toEqual(['ANDORRA', 'ITALIA']);
    expect(calls[0]).toBe('/api/external/stores/stores-by-brand-id?brandId=3');
    expect(screen.queryByRole('heading', { level: 3 })).toBeNull();
  });

  it('§2 clicking a city shows its stores with address, phone and opening hours', async () => {
    answer(200, stores);
    render(<StoreLocator {...props} shopperPath="/personal-shopper" />);
    fireEvent.click(await screen.findByRole('button', { name: /Milano/ }));
    const card = screen.getByRole('article', { name: 'Trama Milano Brera' });
    expect(within(card).getByText(/20121 Milano/)).toBeTruthy();
    expect(within(card).getByRole('link', { name: '+39 02 1234567' }).getAttribute('href')).toBe('tel:+39021234567');
    expect(within(card).getByText('Lunedì').nextSibling?.textContent).toBe('15:00-19:30');
    expect(within(card).getByText('Domenica').nextSibling?.textContent).toBe('Chiuso');
    expect(within(card).getByRole('link', { name: 'Prenota un personal shopper' }).getAttribute('href')).toBe(
      '/it/personal-shopper?store=1',
    );
  });

  it.each([
    ['it', 'Chiuso'],
    ['en', 'Closed'],
    ['fr', 'Fermé'],
    ['de', 'Geschlossen'],
    ['es', 'Cerrado'],
  ])('§2 a day the API marks closed reads as a translated word in %s, never the raw code', async (language, word) => {
    const hours = { mon: 'closed', tue: '10:00-19:30', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: 'Closed', sun: 'closed' };
    answer(200, [store({ storeId: 7, name: 'Trama Biella', city: 'Biella', openingHours: hours })]);
    render(<StoreLocator {...props} language={language} />);
    fireEvent.click(await screen.findByRole('button', { name: /Biella/ }));
    const hoursList = within(screen.getByRole('article', { name: 'Trama Biella' })).getAllByRole('definition');
    expect(hoursList.map((cell) => cell.textContent)).toEqual([word, '10:00-19:30', '10:00-19:30', '10:00-19:30', '10:00-19:30', word, word]);
  });

  it('§2 the personal-shopper button shows only for stores that offer it', async () => {
    answer(200, stores);
    render(<StoreLocator {...props} shopperPath="/personal-shopper" />);
    fireEvent.click(await screen.findByRole('button', { name: /Bologna/ }));
    expect(screen.queryByRole('link', { name: 'Prenota un personal shopper' })).toBeNull();
  });

  it('account §5 searching needs more than 3 characters, then filters by city or postal code', async () => {
    answer(200, stores);
    render(<StoreLocator {...props} />);
    await screen.findAllByRole('heading', { level: 2 });
    const input = screen.getByRole('searchbox', { name: 'Città o CAP' });
    const submit = screen.getByRole('button', { name: 'Cerca' });
    fireEvent.change(input, { target: { value: 'Bol' } });
    expect(submit.hasAttribute('disabled')).toBe(true);
    fireEvent.change(input, { target: { value: '4012' } });
    expect(submit.hasAttribute('disabled')).toBe(false);
    fireEvent.submit(input);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual(['sto-card-2']);
    fireEvent.change(input, { target: { value: 'Roma centro' } });
    fireEvent.submit(input);
    expect(screen.getByRole('status').textContent).toBe('Nessun negozio trovato per questa ricerca.');
  });

  it('a failed load shows the translated error', async () => {
    answer(503, { statusCode: 503, code: 'DOWN', message: 'db down' });
    render(<StoreLocator {...props} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Sito in manutenzione');
  });
});
