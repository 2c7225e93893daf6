import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@trama/shared/contract';
import { savedAddress } from '@trama/shared/testing';
import { AddressesSection } from './addresses-section.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

const address = (patch: Partial<Address> = {}): Address =>
  savedAddress({ webClientId: 7, name: 'Giulia Rossi', firstName: 'Giulia', email: 'giulia@example.it', ...patch });

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/** A fetch double serving the address contract: every change answers the whole list. */
function addressApi(initial: Address[], refuse?: { status: number; body: unknown }) {
  let list = initial;
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    calls.push({ method, url, body });
    if (method !== 'GET' && refuse) return new Response(JSON.stringify(refuse.body), { status: refuse.status });
    if (method === 'POST') {
      const saved = body as Address;
      if (saved.clientAddressId === 0) list = [...list.map((a) => (a.addressType === saved.addressType ? { ...a, isDefault: false } : a)), address({ ...saved, clientAddressId: 99 })];
      else list = list.map((a) => (a.clientAddressId === saved.clientAddressId ? { ...a, ...saved } : saved.isDefault && a.addressType === saved.addressType ? { ...a, isDefault: false } : a));
    }
    if (method === 'PUT') {
      const id = Number(/client-address\/(\d+)\/default/.exec(url)![1]);
      list = list.map((a) => ({ ...a, isDefault: a.clientAddressId === id }));
    }
    if (method === 'DELETE') {
      const id = Number(new URL(url, 'http://shop').searchParams.get('clientAddressId'));
      list = list.filter((a) => a.clientAddressId !== id);
    }
    return new Response(JSON.stringify(list), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const field = (name: string) => screen.getByTestId(`address-field-${name}`) as HTMLInputElement | HTMLSelectElement;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

signedInEachTest({ country: 'IT' });

describe('addresses page (account §2 Addresses page)', () => {
  it('§2 a shipping and a billing section of cards (name, address, zip and city, country, phone), each with an add card', async () => {
    const calls = addressApi([address(), address({ clientAddressId: 2, addressType: 'BILL', name: 'Studio Rossi', city: 'Torino', zip: '10121' })]);
    render(<AddressesSection language="it" />);
    const ship = await screen.findByTestId('addresses-ship');
    const bill = screen.getByTestId('addresses-bill');
    expect(within(ship).getByTestId('address-tile').textContent).toContain('Giulia Rossi');
    expect(within(ship).getByTestId('address-tile').textContent).toMatch(/Via Roma 1.*20121 Milano.*Italia.*3331234567/);
    expect(within(bill).getByTestId('address-tile').textContent).toContain('10121 Torino');
    expect(within(bill).getByTestId('address-add-bill')).toBeTruthy();
    expect(new Headers((vi.mocked(fetch).mock.calls[0]![1] as RequestInit).headers).get('authorization')).toBe('Bearer jwt-1');
    expect(calls[0]!.url).toContain('/api/external-secured/client-address');
  });

  it('[29.13] an English or German shopper reads the country in their language on the card and in the form, not the Italian saved with it', async () => {
    addressApi([address({ country: 'Paesi Bassi', countryCode: 'NL', address2: null, city: 'Amsterdam' })]);
    const view = render(<AddressesSection language="en" />);
    const tile = await screen.findByTestId('address-tile');
    expect(tile.textContent).toContain('Netherlands');
    expect(tile.textContent).not.toContain('Paesi Bassi');
    fireEvent.click(within(tile).getByTestId('address-edit'));
    // The popup's code arrives when it first opens (issue 30 §4).
    const options = [...((await screen.findByTestId('address-field-countryCode')) as HTMLSelectElement).options].map((o) => o.textContent);
    expect(options).toContain('Netherlands');
    expect(options).toContain('Italy');
    expect(options).not.toContain('Italia');
    view.unmount();
    render(<AddressesSection language="de" />);
    expect((await screen.findByTestId('address-tile')).textContent).toContain('Niederlande');
  });

  it('§5 add opens the form popup: empty required fields are flagged on save and nothing is sent', async () => {
    const calls = addressApi([]);
    render(<AddressesSection language="it" />);
    fireEvent.click(await screen.findByTestId('address-add-ship'));
    const popup = screen.getByRole('dialog');
    expect(within(popup).getByRole('heading').textContent).toBe('Nuovo indirizzo');
    fireEvent.click(within(popup).getByTestId('address-save'));
    expect(screen.getByTestId('address-error-name').dataset.key).toBe('validation.required');
    expect(screen.getByTestId('address-error-name').textContent).toBe('Nome e cognome è obbligatorio.');
    // §5 Italy (the site's country is the default): the province is required too.
    expect(screen.getByTestId('address-error-address2').dataset.key).toBe('validation.required');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('§5 typing non-digits in the zip shows date.1; on save the zip is left-padded to 5 and the new address is the default (§4)', async () => {
    const calls = addressApi([address()]);
    render(<AddressesSection language="it" />);
    fireEvent.click(await screen.findByTestId('address-add-ship'));
    type('name', 'Marco Verdi');
    type('phone', '0212345');
    type('address1', 'Corso Italia 5!');
    type('address2', 'TO');
    type('city', 'Torino');
    type('zip', '12a');
    expect(screen.getByTestId('address-error-zip').dataset.key).toBe('date.1');
    type('zip', '123');
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const sent = calls.find((c) => c.method === 'POST')!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ clientAddressId: 0, addressType: 'SHIP', zip: '00123', address1: 'Corso Italia 5', isDefault: true });
    const tiles = within(screen.getByTestId('addresses-ship')).getAllByTestId('address-tile');
    expect(tiles.map((tile) => tile.dataset.default)).toEqual(['false', 'true']);
  });

  it('§2 edit opens the popup filled in; the API\'s 422 INVALID_ADDRESS fields show on the form', async () => {
    addressApi([address()], { status: 422, body: { code: 'INVALID_ADDRESS', fields: { city: 'address.invalid' } } });
    render(<AddressesSection language="it" />);
    fireEvent.click(await screen.findByTestId('address-edit'));
    expect(within(screen.getByRole('dialog')).getByRole('heading').textContent).toBe('Modifica indirizzo');
    expect(field('city').value).toBe('Milano');
    fireEvent.click(screen.getByTestId('address-save'));
    expect((await screen.findByTestId('address-error-city')).dataset.key).toBe('address.invalid');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('§2 delete asks in a confirmation popup first; cancel keeps the address, confirm deletes it', async () => {
    const calls = addressApi([address(), address({ clientAddressId: 2, isDefault: false, name: 'Anna Neri' })]);
    render(<AddressesSection language="it" />);
    fireEvent.click((await screen.findAllByTestId('address-delete'))[0]!);
    expect(screen.getByTestId('address-delete-popup')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('address-delete-popup')).getByText('Annulla'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    fireEvent.click(screen.getAllByTestId('address-delete')[0]!);
    fireEvent.click(screen.getByTestId('address-delete-confirm'));
    await waitFor(() => expect(screen.getAllByTestId('address-tile')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'DELETE')!.url).toContain('addressType=SHIP&clientAddressId=1');
    expect(screen.queryByTestId('address-delete-popup')).toBeNull();
  });

  it('§4 set as default asks the API (PUT …/default) and shows the answer: the previous default is unset', async () => {
    const calls = addressApi([address(), address({ clientAddressId: 2, isDefault: false, name: 'Anna Neri' })]);
    render(<AddressesSection language="it" />);
    fireEvent.click(await screen.findByTestId('address-make-default'));
    await waitFor(() => expect(screen.getAllByTestId('address-tile').map((tile) => tile.dataset.default)).toEqual(['false', 'true']));
    expect(calls.find((c) => c.method === 'PUT')!.url).toContain('/api/external-secured/client-address/2/default?addressType=SHIP');
  });
});
