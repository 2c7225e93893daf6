// Long on purpose: one test a rule of the personal-shopper booking (store, days, slots, form, captcha,
// desk fallback), all on the same rendered page and API double; split, each file would repeat it.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import { getBus } from '@trama/shared/bus';
import { store } from '../../../test-support/store.ts';
import { ShopperPage } from './shopper-page.tsx';

// The real widget (a web component solving a proof of work in workers) runs in the e2e journey;
// here its package defines nothing, the element stays undefined and the test raises its events.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/it', () => ({}));

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

// Store 1 opens at 10:00 every weekday (its Monday included), so every fixed slot is offered there.
const WEEKDAYS_FROM_TEN = { mon: '10:00-19:30', tue: '10:00-19:30', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: '10:00-20:00', sun: 'closed' };
// Store 3 is Roma Babuino as issue 29 point 16 found it: Monday from 15:30, closed on Tuesday, open on Sunday.
const BABUINO_HOURS = { mon: '15:30-19:30', tue: 'closed', wed: '10:00-19:30', thu: '10:00-19:30', fri: '10:00-19:30', sat: '10:00-19:30', sun: '11:00-18:00' };
const STORES = [
  store({ storeId: 1, personalShopper: true, openingHours: WEEKDAYS_FROM_TEN }),
  store({ storeId: 2, name: 'Trama Bologna', personalShopper: false }),
  store({ storeId: 3, name: 'Trama Casa Roma Babuino', city: 'Roma', address: 'Via del Babuino 112', zip: '00187', personalShopper: true, openingHours: BABUINO_HOURS }),
];

/** The API: the brand's stores, the booked slots (one answer per call, the last repeats), the booking. */
function api({ taken = [[]] as string[][], booking = [201, { ticketId: 9, storeId: 1, storeName: 'Trama Milano Brera', appointmentDate: '2026-03-09T10:30' }] as [number, unknown] } = {}) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null });
    const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/stores-by-brand-id')) return reply(200, STORES);
    if (url.includes('/shopper/slots')) return reply(200, { storeId: 1, taken: taken.length > 1 ? taken.shift() : taken[0] });
    if (url.includes('/shopper/appointments')) return reply(...booking);
    return reply(404, { code: 'NOT_FOUND' });
  });
  return calls;
}

const props = { language: 'it', path: '/personal-shopper', apiBaseUrl: '', storeId: 1, locatorPath: '/negozi' };
const day = (name: string | RegExp) => within(screen.getByTestId('shopper-days')).getByRole('button', { name });
const time = (name: string | RegExp) => within(screen.getByTestId('shopper-times')).getByRole('button', { name });
const send = () => screen.getByTestId('shopper-send') as HTMLButtonElement;
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

async function solveCaptcha(payload = 'c29sdmVk') {
  const widget = await waitFor(() => {
    const element = screen.getByTestId('shopper-captcha').querySelector('altcha-widget');
    if (!element) throw new Error('no widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
}

async function chooseMondayAt(label: string) {
  await waitFor(() => expect(time('10:30').hasAttribute('disabled')).toBe(true));
  fireEvent.click(day('lunedì 9 marzo'));
  await waitFor(() => expect(time(label).hasAttribute('disabled')).toBe(false));
  fireEvent.click(time(label));
}

function fillForm() {
  fireEvent.change(field('Nome e cognome'), { target: { value: 'Anna Neri' } });
  fireEvent.change(field('E-mail'), { target: { value: 'anna@example.it' } });
  fireEvent.change(field('Telefono'), { target: { value: '+39 333 1234567' } });
}

/** The page opened, Monday 10:30 chosen, the form filled, the captcha solved and the booking sent. */
async function bookMondayAt1030() {
  render(<ShopperPage {...props} />);
  await chooseMondayAt('10:30');
  fillForm();
  await solveCaptcha();
  fireEvent.click(send());
}

let navigations: unknown[];
let offNavigate: () => void;

beforeEach(() => {
  getApiClient().configure({ token: null, country: 'IT' });
  // Friday 6 March 2026, 10:00 in Italy: the slider starts on Saturday 7.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-06T09:00:00Z'));
  navigations = [];
  offNavigate = getBus().handle('navigate', (payload) => void navigations.push(payload));
});

afterEach(() => {
  cleanup();
  offNavigate();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('personal-shopper page (account §2 Personal shopper appointment, §5 Shopper form, §9)', () => {
  it('[29.16] without a store in navigation (the sitemap\'s link) it lists the stores that offer a personal shopper, each linking to its booking', async () => {
    api();
    render(<ShopperPage {...props} storeId={null} />);
    const choice = await screen.findByTestId('shopper-store-choice');
    expect(within(choice).getByRole('heading', { name: 'Scegli il negozio' })).toBeTruthy();
    const links = within(choice).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Trama Milano Brera', '/it/personal-shopper?storeId=1'],
      ['Trama Casa Roma Babuino', '/it/personal-shopper?storeId=3'],
    ]);
    expect(navigations).toEqual([]);
  });

  it('§2 a store without a personal shopper (or unknown) goes home too', async () => {
    api();
    render(<ShopperPage {...props} storeId={2} />);
    await waitFor(() => expect(navigations).toEqual([{ to: '/', replace: true }]));
  });

  it('§2 shows the store: name, address, phone and opening hours', async () => {
    api();
    render(<ShopperPage {...props} />);
    const details = await screen.findByRole('region', { name: 'Trama Milano Brera' });
    expect(within(details).getByText(/20121 Milano/)).toBeTruthy();
    expect(within(details).getByRole('link', { name: '+39 02 1234567' }).getAttribute('href')).toBe('tel:+39021234567');
    expect(within(details).getByText('Domenica').nextSibling?.textContent).toBe('Chiuso');
    expect(navigations).toEqual([]);
  });

  it('§2, §9 the date slider offers 15 days from tomorrow with Sundays disabled', async () => {
    api();
    render(<ShopperPage {...props} />);
    await screen.findByTestId('shopper-days');
    const buttons = within(screen.getByTestId('shopper-days')).getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(buttons).toHaveLength(15);
    expect(buttons[0]!.textContent).toContain('sabato 7 marzo');
    expect(buttons[14]!.textContent).toContain('sabato 21 marzo');
    const disabled = buttons.filter((b) => b.hasAttribute('disabled')).map((b) => b.textContent);
    expect(disabled).toEqual([expect.stringContaining('domenica 8 marzo'), expect.stringContaining('domenica 15 marzo')]);
    fireEvent.click(day('lunedì 9 marzo'));
    expect(day('lunedì 9 marzo').getAttribute('aria-pressed')).toBe('true');
  });

  it('§9 the time slots are the half hours 10:00-12:00 and 14:00-18:00; booked ones are disabled', async () => {
    api({ taken: [['2026-03-09T10:00', '2026-03-10T15:00']] });
    render(<ShopperPage {...props} />);
    await chooseMondayAt('10:30');
    const times = within(screen.getByTestId('shopper-times')).getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(times.map((b) => b.textContent?.slice(0, 5))).toEqual(
      ['10:00', '10:30', '11:00', '11:30', '12:00', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00'],
    );
    expect(time(/^10:00\W+già prenotato/).hasAttribute('disabled')).toBe(true);
    expect(time('15:00').hasAttribute('disabled')).toBe(false);
    expect(time('10:30').getAttribute('aria-pressed')).toBe('true');
  });

  it('[29.16] only the half hours inside the store\'s hours are offered: Roma Babuino on Monday from 15:30, nothing on its closed Tuesday; Sundays say they cannot be booked', async () => {
    api();
    render(<ShopperPage {...props} storeId={3} />);
    await screen.findByTestId('shopper-days');
    await waitFor(() => expect(time('10:30').hasAttribute('disabled')).toBe(true));
    fireEvent.click(day('lunedì 9 marzo'));
    await waitFor(() => expect(time('15:30').hasAttribute('disabled')).toBe(false));
    const times = within(screen.getByTestId('shopper-times')).getAllByRole('button').filter((b) => b.hasAttribute('aria-pressed'));
    expect(times.map((b) => b.textContent)).toEqual(['15:30', '16:00', '16:30', '17:00', '17:30', '18:00']);
    // Tuesday: the store is closed, the day cannot be chosen and says why.
    expect(day(/martedì 10 marzo, negozio chiuso/).hasAttribute('disabled')).toBe(true);
    // Sunday: the store's hours read "Domenica 11:00-18:00", so the page never says "closed on Sunday".
    const sunday = day(/domenica 8 marzo/);
    expect(sunday.hasAttribute('disabled')).toBe(true);
    expect(sunday.textContent).toContain('appuntamenti non prenotabili la domenica');
    expect(sunday.textContent).not.toContain('chiuso');
    expect(screen.getByTestId('shopper-sunday-hint').textContent).toBe('La domenica non si prenotano appuntamenti, anche quando il negozio è aperto.');
  });

  it('§5 submit stays disabled until a day and a time are chosen', async () => {
    api();
    render(<ShopperPage {...props} />);
    await screen.findByTestId('shopper-days');
    expect(send().disabled).toBe(true);
    fireEvent.click(day('lunedì 9 marzo'));
    expect(send().disabled).toBe(true);
    await waitFor(() => expect(time('11:00').hasAttribute('disabled')).toBe(false));
    fireEvent.click(time('11:00'));
    expect(send().disabled).toBe(false);
    // Another day: the time is chosen again.
    fireEvent.click(day('martedì 10 marzo'));
    expect(send().disabled).toBe(true);
  });

  it('§5 a submit with invalid fields shows validation.required with the field name and moves to the first invalid field', async () => {
    const calls = api();
    render(<ShopperPage {...props} />);
    await chooseMondayAt('11:00');
    fireEvent.change(field('E-mail'), { target: { value: 'anna@' } });
    fireEvent.click(send());
    expect(screen.getByTestId('shopper-error-contactName').textContent).toBe('Nome e cognome è obbligatorio.');
    expect(screen.getByTestId('shopper-error-contactEmail').dataset.key).toBe('validation.email');
    expect(screen.getByTestId('shopper-error-contactPhone').textContent).toBe('Telefono è obbligatorio.');
    expect(screen.getByTestId('shopper-error-recaptcha').dataset.key).toBe('validation.required');
    expect(document.activeElement).toBe(field('Nome e cognome'));
    fireEvent.change(field('Nome e cognome'), { target: { value: 'Anna Neri' } });
    fireEvent.click(send());
    expect(document.activeElement).toBe(field('E-mail'));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('§3 sends the shopper request and shows the confirmation: day, date, time, store, a message and a link home', async () => {
    const calls = api();
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(<ShopperPage {...props} />);
    await chooseMondayAt('10:30');
    fillForm();
    fireEvent.change(field('Messaggio (facoltativo)'), { target: { value: 'Cerco una parure matrimoniale.' } });
    await solveCaptcha('cGF5bG9hZA==');
    fireEvent.click(send());
    const confirmation = await screen.findByTestId('shopper-confirmation');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      brandId: 3,
      contactName: 'Anna Neri',
      contactEmail: 'anna@example.it',
      contactPhone: '+39 333 1234567',
      ticketSubjectCode: 'SHO',
      ticketMessage: 'Cerco una parure matrimoniale.',
      ticketMessageFrom: 'C',
      language: 'it',
      country: 'IT',
      appointmentDate: '2026-03-09T10:30',
      storeId: 1,
      altcha: 'cGF5bG9hZA==',
    });
    expect(within(confirmation).getByRole('heading', { name: 'Appuntamento confermato' })).toBe(document.activeElement);
    expect(confirmation.textContent).toContain('Ti aspettiamo lunedì 9 marzo 2026 alle 10:30 da Trama Milano Brera.');
    expect(within(confirmation).getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/it');
    expect(scrolled).toHaveBeenCalledWith({ top: 0 });
    expect(screen.queryByTestId('shopper-form')).toBeNull();
  });

  it('409 SLOT_TAKEN: the message shows, the booked slots are asked again and the time is cleared', async () => {
    const calls = api({
      taken: [[], ['2026-03-09T10:30']],
      booking: [409, { statusCode: 409, code: 'SLOT_TAKEN', message: 'taken' }],
    });
    await bookMondayAt1030();
    expect((await screen.findByTestId('shopper-message')).textContent).toBe(
      'Questo orario è appena stato prenotato da un altro cliente: scegline un altro.',
    );
    await waitFor(() => expect(time(/^10:30\W+già prenotato/).hasAttribute('disabled')).toBe(true));
    expect(calls.filter((c) => c.url.includes('/shopper/slots'))).toHaveLength(2);
    expect(within(screen.getByTestId('shopper-times')).queryByRole('button', { pressed: true })).toBeNull();
    expect(send().disabled).toBe(true);
  });

  it('[29.5] 409 APPOINTMENT_OPEN: the shopper reads that the store already expects them', async () => {
    api({ booking: [409, { statusCode: 409, code: 'APPOINTMENT_OPEN', message: 'open', messageKey: 'shopper.alreadyBooked' }] });
    await bookMondayAt1030();
    expect((await screen.findByTestId('shopper-message')).textContent).toBe(
      'Hai già un appuntamento in questo negozio: per cambiarlo chiama il negozio.',
    );
  });

  it('[29.5] 429 RATE_LIMITED: the shopper is asked to try again shortly', async () => {
    api({ booking: [429, { statusCode: 429, code: 'RATE_LIMITED', message: 'slow down', messageKey: 'errors.tooManyRequests' }] });
    await bookMondayAt1030();
    expect((await screen.findByTestId('shopper-message')).textContent).toBe('Troppe richieste: riprova tra poco.');
  });

  it('422 INVALID_SHOPPER: the API\'s field errors show on their inputs', async () => {
    api({ booking: [422, { statusCode: 422, code: 'INVALID_SHOPPER', message: 'bad', fields: { contactEmail: 'validation.email' } }] });
    await bookMondayAt1030();
    expect((await screen.findByTestId('shopper-error-contactEmail')).dataset.key).toBe('validation.email');
    expect(document.activeElement).toBe(field('E-mail'));
  });
  it('[31.10] account §4 H3 a 503 with id 21 takes the fallback action: the typed details stay, the store\'s phone and an e-mail with the booking are offered', async () => {
    api({ booking: [503, { statusCode: 503, code: 'SHOPPER_DESK_UNAVAILABLE', message: 'desk closed', messageKey: 'shopper.deskUnavailable', id: 21 }] });
    render(<ShopperPage {...props} />);
    await chooseMondayAt('10:30');
    fillForm();
    fireEvent.change(field('Messaggio (facoltativo)'), { target: { value: 'Cerco una parure.' } });
    await solveCaptcha();
    fireEvent.click(send());
    const fallback = await screen.findByTestId('shopper-fallback');
    expect(fallback.getAttribute('role')).toBe('alert');
    expect(fallback.textContent).toContain('non possiamo registrare la prenotazione online');
    // Nothing the shopper typed is lost.
    expect([field('Nome e cognome').value, field('E-mail').value, field('Telefono').value, field('Messaggio (facoltativo)').value]).toEqual([
      'Anna Neri',
      'anna@example.it',
      '+39 333 1234567',
      'Cerco una parure.',
    ]);
    const call = within(fallback).getByRole('link', { name: /Chiama Trama Milano Brera/ });
    expect(call.getAttribute('href')).toBe('tel:+39021234567');
    const write = within(fallback).getByRole('link', { name: /Scrivici/ });
    const mail = new URL(write.getAttribute('href')!);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.pathname).toBe('servizio.clienti@trama.example');
    expect(mail.searchParams.get('subject')).toBe('Personal shopper: Trama Milano Brera, lunedì 9 marzo 2026 alle 10:30');
    const body = mail.searchParams.get('body')!;
    for (const part of ['Trama Milano Brera', 'Via Brera 12', 'lunedì 9 marzo 2026', '10:30', 'Anna Neri', 'anna@example.it', '+39 333 1234567', 'Cerco una parure.']) expect(body).toContain(part);
    // Not the generic message, and the form can still be sent again once the desk is back.
    expect(screen.queryByTestId('shopper-message')).toBeNull();
    expect(screen.queryByTestId('shopper-confirmation')).toBeNull();
  });

  it('[31.10] account §4 H3 any other 503 keeps today\'s message, without the fallback', async () => {
    api({ booking: [503, { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: 'down' }] });
    await bookMondayAt1030();
    expect((await screen.findByTestId('shopper-message')).dataset.key).toBe('Error.3');
    expect(screen.queryByTestId('shopper-fallback')).toBeNull();
  });
});
