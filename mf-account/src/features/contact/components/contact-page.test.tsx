import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { getApiClient } from '@trama/shared/api';
import { ContactPage } from './contact-page.tsx';

// The real widget (a web component solving a proof of work in workers) runs in the e2e journey;
// here its package defines nothing, the element stays undefined and the test raises the events it would.
vi.mock('altcha', () => ({}));
vi.mock('altcha/i18n/it', () => ({}));

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
  authorization: string | null;
}

function api(ticket: [number, unknown] = [201, { ticketId: 5 }]) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    calls.push({
      method: init?.method ?? 'GET',
      url,
      body: init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null,
      authorization: new Headers(init?.headers).get('authorization'),
    });
    const reply = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/contact/form')) return reply(200, { subjects: [{ code: 'ORD', subject: 'Il mio ordine' }, { code: 'INF', subject: 'Informazioni' }] });
    if (url.includes('/api/external/tickets')) return reply(...ticket);
    return reply(404, { code: 'NOT_FOUND' });
  });
  return calls;
}

const menu = { key: 'contact', label: 'Contatti' } as Parameters<typeof ContactPage>[0]['menu'];
const page = () => render(<ContactPage language="it" path="/contatti" apiBaseUrl="" menu={menu} />);
const field = (name: string) => screen.getByTestId(`contact-${name}`) as HTMLInputElement;
const type = (name: string, value: string) => {
  fireEvent.change(field(name), { target: { value } });
  fireEvent.blur(field(name));
};
const send = () => screen.getByTestId('contact-send') as HTMLButtonElement;

async function solveCaptcha(payload = 'c29sdmVk') {
  const widget = await waitFor(() => {
    const element = document.querySelector('altcha-widget');
    if (!element) throw new Error('no widget yet');
    return element;
  });
  act(() => {
    widget.dispatchEvent(new CustomEvent('statechange', { detail: { state: 'verified', payload } }));
  });
  return widget;
}

function fillValid() {
  type('contactName', 'Anna Neri');
  type('contactEmail', 'anna@example.it');
  fireEvent.change(field('ticketSubjectCode'), { target: { value: 'ORD' } });
  type('ticketMessage', 'Il pacco non è arrivato.');
}

/** A valid form, its captcha solved, sent to an API whose ticket endpoint answers `ticket`. */
async function sendValid(ticket: Parameters<typeof api>[0]) {
  const calls = api(ticket);
  page();
  await screen.findByTestId('contact-form');
  fillValid();
  await solveCaptcha();
  fireEvent.click(send());
  return calls;
}

beforeEach(() => getApiClient().configure({ token: null, country: 'IT' }));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('contact page (account §2 Contact, §5 Contact form)', () => {
  it('§2 the subjects come from the contact form definition, for the page language and brand; visitors see the form', async () => {
    const calls = api();
    page();
    await screen.findByTestId('contact-form');
    expect(calls[0]!.url).toContain('/api/external/contact/form?brandId=');
    expect(calls[0]!.url).toContain('language=it');
    expect([...field('ticketSubjectCode').querySelectorAll('option')].map((o) => o.textContent)).toEqual(['Scegli un oggetto', 'Il mio ordine', 'Informazioni']);
    const widget = await waitFor(() => {
      const element = screen.getByTestId('contact-captcha').querySelector('altcha-widget');
      if (!element) throw new Error('no widget yet');
      return element;
    });
    expect(widget.getAttribute('challenge')).toBe('/api/external/altcha/challenge');
  });

  it('§5 submit stays disabled until name, e-mail, subject, message and the captcha are there', async () => {
    api();
    page();
    await screen.findByTestId('contact-form');
    expect(send().disabled).toBe(true);
    fillValid();
    expect(send().disabled).toBe(true);
    expect(screen.getByTestId('contact-error-recaptcha').dataset.key).toBe('validation.required');
    await solveCaptcha();
    expect(send().disabled).toBe(false);
  });

  it('[29.17] the disabled "Invia" says what is missing, and says less as the shopper fills the form', async () => {
    api();
    page();
    await screen.findByTestId('contact-form');
    const hint = () => screen.queryByTestId('contact-missing');
    expect(send().getAttribute('aria-describedby')).toBe(hint()!.id);
    expect(hint()!.textContent).toBe('Per inviare completa: Nome e cognome, E-mail, Oggetto, Messaggio e Verifica anti-spam.');
    fillValid();
    expect(hint()!.textContent).toBe('Per inviare completa: Verifica anti-spam.');
    await solveCaptcha();
    expect(hint()).toBeNull();
    expect(send().getAttribute('aria-describedby')).toBeNull();
  });

  it('[29.17] a required field message agrees with its noun: E-mail è obbligatoria, Messaggio è obbligatorio', async () => {
    api();
    page();
    await screen.findByTestId('contact-form');
    type('contactEmail', '');
    type('ticketMessage', '');
    expect(screen.getByTestId('contact-error-contactEmail').textContent).toBe('E-mail è obbligatoria.');
    expect(screen.getByTestId('contact-error-ticketMessage').textContent).toBe('Messaggio è obbligatorio.');
  });

  it('§5 a malformed e-mail and an order number that is not digits (or longer than 9) are flagged', async () => {
    api();
    page();
    await screen.findByTestId('contact-form');
    type('contactEmail', 'anna@');
    expect(screen.getByTestId('contact-error-contactEmail').dataset.key).toBe('validation.email');
    type('orderId', '12ab');
    expect(screen.getByTestId('contact-error-orderId').dataset.key).toBe('contact.orderNumber');
    expect(field('orderId').maxLength).toBe(9);
    type('orderId', '123456789');
    expect(screen.queryByTestId('contact-error-orderId')).toBeNull();
  });

  it('§3 sends the contact ticket payload with the captcha, then shows the thank-you view', async () => {
    const calls = api();
    page();
    await screen.findByTestId('contact-form');
    fillValid();
    type('orderId', '100002');
    await solveCaptcha('cGF5bG9hZA==');
    fireEvent.click(send());
    await screen.findByTestId('contact-thanks');
    const sent = calls.find((c) => c.method === 'POST')!;
    expect(sent.url).toContain('/api/external/tickets');
    expect(sent.body).toMatchObject({
      contactName: 'Anna Neri',
      contactEmail: 'anna@example.it',
      ticketSubjectCode: 'ORD',
      ticketMessage: 'Il pacco non è arrivato.',
      orderId: '100002',
      ticketMessageFrom: 'C',
      language: 'it',
      country: 'IT',
      altcha: 'cGF5bG9hZA==',
    });
    expect(sent.authorization).toBeNull();
    expect(screen.queryByTestId('contact-form')).toBeNull();
  });

  it('§5 a refused or replayed captcha asks for a new one: the form stays, submit is disabled again', async () => {
    await sendValid([409, { code: 'CAPTCHA_REPLAYED' }]);
    expect((await screen.findByTestId('contact-message')).dataset.key).toBe('contact.errors.captchaInvalid');
    expect(send().disabled).toBe(true);
    expect(screen.queryByTestId('contact-thanks')).toBeNull();
  });

  it('§8 the API\'s 422 INVALID_CONTACT fields show on the form', async () => {
    await sendValid([422, { code: 'INVALID_CONTACT', fields: { contactEmail: 'validation.email' } }]);
    expect((await screen.findByTestId('contact-error-contactEmail')).dataset.key).toBe('validation.email');
  });
});
