import { getBus } from '@trama/shared/bus';
import { describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AccountProfile } from '@trama/shared/contract';
import { ProfileSection } from './profile-section.tsx';
import { signedInEachTest } from '../../../test-support/signed-in.ts';

const profile = (patch: Partial<AccountProfile> = {}): AccountProfile => ({
  webClientId: 7,
  brandId: 3,
  discountCodes: [],
  firstName: 'Giulia',
  lastName: 'Rossi',
  gender: 'F',
  email: 'giulia@example.it',
  birthDate: '1990-04-12',
  preferredStoreId: 2,
  newsOptinDate: null,
  multisiteOptInDate: null,
  newsOptin: 'N',
  multisiteOptin: 'N',
  ...patch,
});

const store = (storeId: number, storeType = 'E') => ({ storeId, storeCode: `S${storeId}`, name: `Negozio ${storeId}`, city: 'Milano', storeType });

interface Call {
  method: string;
  url: string;
  body: Record<string, unknown> | null;
}

function api(routes: { profile?: AccountProfile; save?: [number, unknown]; password?: [number, unknown] } = {}) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
    calls.push({ method: init?.method ?? 'GET', url, body });
    const reply = (status: number, payload: unknown) => new Response(JSON.stringify(payload), { status, headers: { 'content-type': 'application/json' } });
    if (url.includes('/web-clients/profile')) return reply(...(routes.save ?? [200, { ...(routes.profile ?? profile()), ...body }]));
    if (url.includes('/web-clients')) return reply(200, routes.profile ?? profile());
    if (url.includes('stores-by-brand-id')) return reply(200, [store(1), store(2), store(3, 'G')]);
    if (url.includes('/change-password')) return reply(...(routes.password ?? [200, { changed: true, id_token: 'jwt-2' }]));
    return reply(404, { code: 'NOT_FOUND' });
  });
  return calls;
}

const input = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(input(id), { target: { value } });

signedInEachTest({ after: () => window.localStorage.clear() });

describe('profile form (account §5 Profile)', () => {
  it('§3 shows the profile: e-mail read only, the birth date split, stores without type G; opt-ins unticked when N', async () => {
    api();
    render(<ProfileSection language="it" />);
    await screen.findByTestId('profile-form');
    expect(input('profile-email').readOnly).toBe(true);
    expect([input('profile-birthDay').value, input('profile-birthMonth').value, input('profile-birthYear').value]).toEqual(['12', '04', '1990']);
    expect(input('profile-newsletter').checked).toBe(false);
    expect(input('profile-partners').checked).toBe(false);
    await waitFor(() => expect(screen.getByTestId('profile-store').querySelectorAll('option')).toHaveLength(3));
    expect((screen.getByTestId('profile-store') as HTMLSelectElement).value).toBe('2');
  });

  it('§5 names are required and at most 30; a bad day shows date.1; nothing is sent', async () => {
    const calls = api();
    render(<ProfileSection language="it" />);
    await screen.findByTestId('profile-form');
    expect(input('profile-firstName').maxLength).toBe(30);
    type('profile-firstName', ' ');
    type('profile-birthDay', '32');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect(screen.getByTestId('profile-error-firstName').dataset.key).toBe('validation.required');
    expect(screen.getByTestId('profile-error-firstName').textContent).toBe('Nome è obbligatorio.');
    expect(screen.getByTestId('profile-error-birthdate').dataset.key).toBe('date.1');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('§3 the update payload: birthdate YYYY-MM-DD (blank year = 1900), opt-ins sent as Y/N, no e-mail; success is alertMessage.2', async () => {
    const calls = api();
    render(<ProfileSection language="it" />);
    await screen.findByTestId('profile-form');
    type('profile-lastName', 'Bianchi');
    type('profile-birthYear', '');
    fireEvent.click(input('profile-newsletter'));
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-message')).dataset.key).toBe('alertMessage.2');
    const sent = calls.find((c) => c.method === 'POST')!.body!;
    expect(sent).toEqual({
      firstName: 'Giulia',
      lastName: 'Bianchi',
      gender: 'F',
      birthdate: '1900-04-12',
      webClientRequest: { preferredStoreId: 2, multisiteOptin: 'N', newsOptin: 'Y' },
    });
  });

  it('§8 a refused save shows alertMessage.1 and the fields the API named', async () => {
    api({ save: [422, { code: 'INVALID_PROFILE', fields: { preferredStoreId: 'validation.required' } }] });
    render(<ProfileSection language="it" />);
    await screen.findByTestId('profile-form');
    fireEvent.click(screen.getByTestId('profile-save'));
    expect((await screen.findByTestId('profile-message')).dataset.key).toBe('alertMessage.1');
    expect(screen.getByTestId('profile-error-preferredStoreId').dataset.key).toBe('validation.required');
  });
});

describe('password change (account §5 Password change)', () => {
  const fill = (current: string, next: string, confirmation: string) => {
    type('password-currentPassword', current);
    type('password-newPassword', next);
    type('password-confirmation', confirmation);
    fireEvent.click(screen.getByTestId('password-save'));
  };

  it('§5 every field is required and a different confirmation is mesInformations.20; nothing is sent', async () => {
    const calls = api();
    render(<ProfileSection language="it" />);
    await screen.findByTestId('password-form');
    fill('', 'nuova-password-1', 'nuova-password-1');
    expect(screen.getByTestId('password-message').dataset.key).toBe('validation.required');
    fill('vecchia', 'nuova-password-1', 'nuova-password-2');
    expect(screen.getByTestId('password-message').dataset.key).toBe('mesInformations.20');
    expect(screen.getByTestId('password-message').textContent).toBe('Le password non corrispondono.');
    expect(calls.filter((c) => c.url.includes('change-password'))).toHaveLength(0);
  });

  it('[31.11] §9 the password banner disappears after 7 s (O10)', async () => {
    api();
    render(<ProfileSection language="it" />);
    await screen.findByTestId('password-form');
    vi.useFakeTimers();
    try {
      fill('', 'nuova-password-1', 'nuova-password-1');
      expect(screen.getByTestId('password-message').dataset.key).toBe('validation.required');
      act(() => vi.advanceTimersByTime(6999));
      expect(screen.queryByTestId('password-message')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByTestId('password-message')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('§8 success is mesInformations.19 and the new token is handed to the session (earlier tokens are refused)', async () => {
    const calls = api();
    const renewed: string[] = [];
    const stopRenew = getBus().handle('auth.renew', ({ token }) => void renewed.push(token));
    render(<ProfileSection language="it" />);
    await screen.findByTestId('password-form');
    fill('vecchia-password', 'nuova-password-1', 'nuova-password-1');
    expect((await screen.findByTestId('password-message')).dataset.key).toBe('mesInformations.19');
    expect(calls.find((c) => c.url.includes('change-password'))!.body).toEqual({ currentPassword: 'vecchia-password', newPassword: 'nuova-password-1' });
    // The shell owns the session: the new token goes to it on the bus (contract 1.7 auth.renew).
    expect(renewed).toEqual(['jwt-2']);
    stopRenew();
    expect(input('password-currentPassword').value).toBe('');
  });

  it('§8 a wrong current password is mesInformations.18; a customer who is not multisite reads the dictionary\'s refusal', async () => {
    api({ password: [400, { code: 'WRONG_PASSWORD', messageKey: 'mesInformations.18' }] });
    render(<ProfileSection language="it" />);
    await screen.findByTestId('password-form');
    fill('sbagliata', 'nuova-password-1', 'nuova-password-1');
    expect((await screen.findByTestId('password-message')).dataset.key).toBe('mesInformations.18');
    cleanup();
    vi.restoreAllMocks();
    api({ password: [403, { code: 'PASSWORD_CHANGE_NOT_MULTISITE', messageKey: 'mesInformations.21' }] });
    render(<ProfileSection language="it" />);
    await screen.findByTestId('password-form');
    fill('vecchia-password', 'nuova-password-1', 'nuova-password-1');
    expect((await screen.findByTestId('password-message')).textContent).toContain('non è multisito');
  });
});
