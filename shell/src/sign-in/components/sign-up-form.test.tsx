import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { AuthPanels } from '../../auth/auth-panels.tsx';
import { fail, ok, stubApi, type StubRoute } from '../../test-support/api.ts';
import { renderInShell, Where } from '../../test-support/render.tsx';
import { freshSignInEachTest } from '../../test-support/sign-in.ts';
import { SignUpForm } from './sign-up-form.tsx';

const stores = [
  { storeId: 12, storeCode: 'MI01', name: 'Brera', city: 'Milano', storeType: 'E' },
  { storeId: 4, storeCode: 'RM01', name: 'Prati', city: 'Roma', storeType: 'E' },
  { storeId: 9, storeCode: 'WH', name: 'Magazzino', city: 'Bologna', storeType: 'G' },
];

function stub(register: StubRoute = () => ok()) {
  return stubApi({
    routes: {
      'GET /api/external/brands/details': () => ok({ brandId: 3, customerCode: 'TRAMA' }),
      'GET /api/external/stores/stores-by-brand-id': () => ok(stores),
      'POST /api/checkemail': () => ok({ status: 'NEW_USER' }),
      'POST /api/register': register,
    },
  });
}

/** The form for `email`, on an API whose registration answers `register`. */
function openForm(email = 'giulia@example.it', register?: StubRoute) {
  const api = stub(register);
  renderInShell(<SignUpForm email={email} onDone={() => undefined} />);
  return api;
}

const field = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(field(id), { target: { value } });
const leave = (id: string) => fireEvent.blur(field(id));
// React runs the success view's effect (which starts the 3 s timer) in its own task.
const flushEffects = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
const submit = () => screen.getByTestId('signup-submit') as HTMLButtonElement;

/** Every field but the consents (and the gender, with `gender: false`). */
function fillValidForm({ gender = true } = {}) {
  type('signup-firstname', 'Giulia');
  type('signup-lastname', 'Bianchi');
  type('signup-password', 'lino2026');
  if (gender) fireEvent.click(field('signup-gender-f'));
  type('signup-day', '14');
  type('signup-month', '05');
  type('signup-year', '1990');
}

/** A valid form with its data consent, submitted to an API that answers `failure`. */
function submitRefused(failure: StubRoute) {
  openForm('anna@example.it', failure);
  fillValidForm();
  fireEvent.click(field('signup-consent-data'));
  fireEvent.click(submit());
}

freshSignInEachTest();

describe('sign-up form (storefront §3 Sign-up form, §5 sign-up)', () => {
  it('§3 + GDPR baseline: starts with no gender, no consent ticked (not the newsletter either), no store and the e-mail read-only', async () => {
    openForm();
    expect(field('signup-gender-m').checked).toBe(false);
    expect(field('signup-gender-f').checked).toBe(false);
    expect(field('signup-consent-news').checked).toBe(false);
    expect(field('signup-consent-multisite').checked).toBe(false);
    expect(field('signup-consent-data').checked).toBe(false);
    expect(field('signup-email').readOnly).toBe(true);
    expect((screen.getByTestId('signup-store') as HTMLSelectElement).value).toBe('');
    await waitFor(() => expect(within(screen.getByTestId('signup-store')).getAllByRole('option')).toHaveLength(3));
  });

  it('§3 the preferred store is chosen from the brand stores (type G is not offered), "none" allowed', async () => {
    openForm();
    const select = screen.getByTestId('signup-store');
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Nessun negozio preferito', 'Milano — Brera', 'Roma — Prati']));
  });

  it('§5 + baseline: names need 2 characters and the password 8: inline errors once the field is left, not while typing', () => {
    openForm();
    type('signup-firstname', 'G');
    expect(screen.queryByText('Il nome deve avere almeno 2 caratteri.')).toBeNull();
    leave('signup-firstname');
    expect(screen.getByText('Il nome deve avere almeno 2 caratteri.')).toBeTruthy();
    expect(field('signup-firstname').getAttribute('aria-invalid')).toBe('true');
    type('signup-lastname', 'B');
    leave('signup-lastname');
    expect(screen.getByText('Il cognome deve avere almeno 2 caratteri.')).toBeTruthy();
    type('signup-password', 'lino202');
    leave('signup-password');
    expect(screen.getByText('La password deve avere almeno 8 caratteri.')).toBeTruthy();
    type('signup-firstname', 'Gi');
    expect(screen.queryByText('Il nome deve avere almeno 2 caratteri.')).toBeNull();
  });

  it('§5 an impossible birth date shows date.1 once the date fields are left', () => {
    openForm();
    type('signup-day', '31');
    fireEvent.blur(field('signup-day'), { relatedTarget: field('signup-month') });
    expect(screen.queryByText('Data non valida.')).toBeNull();
    type('signup-month', '02');
    fireEvent.blur(field('signup-month'), { relatedTarget: field('signup-password') });
    expect(screen.getByText('Data non valida.')).toBeTruthy();
  });

  it('§5 the personal-data consent (connection_2) is required: unticking it says so', () => {
    openForm();
    fireEvent.click(field('signup-consent-data'));
    fireEvent.click(field('signup-consent-data'));
    expect(screen.getByText('Il consenso al trattamento dei dati è obbligatorio.')).toBeTruthy();
  });

  it('§5 submit is enabled only when names, password, gender, a full valid birth date and the consent are set', () => {
    openForm();
    fillValidForm();
    expect(submit().disabled).toBe(true);
    fireEvent.click(field('signup-consent-data'));
    expect(submit().disabled).toBe(false);
    type('signup-month', '13');
    expect(submit().disabled).toBe(true);
    // §5 a missing year defaults to 1900: still a full valid date.
    type('signup-month', '05');
    type('signup-year', '');
    expect(submit().disabled).toBe(false);
  });

  it('§5 gender has no default: submit stays disabled until the shopper chooses one', () => {
    openForm();
    fillValidForm({ gender: false });
    fireEvent.click(field('signup-consent-data'));
    expect(submit().disabled).toBe(true);
    fireEvent.click(field('signup-gender-m'));
    expect(submit().disabled).toBe(false);
  });

  it('§3 the registration request: login = e-mail, the page language, the birth date, the web client with Y/N opt-ins', async () => {
    const api = openForm('Giulia@Example.it');
    fillValidForm();
    fireEvent.click(field('signup-gender-f'));
    fireEvent.click(field('signup-consent-data'));
    fireEvent.click(field('signup-consent-multisite'));
    await waitFor(() => expect(within(screen.getByTestId('signup-store')).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(screen.getByTestId('signup-store'), { target: { value: '4' } });
    fireEvent.click(submit());
    await screen.findByTestId('signup-success');
    expect(api.requests.find((r) => r.url.pathname === '/api/register')?.body).toEqual({
      customerCode: 'TRAMA',
      password: 'lino2026',
      firstName: 'Giulia',
      lastName: 'Bianchi',
      email: 'giulia@example.it',
      login: 'giulia@example.it',
      langKey: 'it',
      gender: 'F',
      birthdate: '1990-05-14',
      // The newsletter box was never ticked: no newsletter consent is sent.
      webClientRequest: { brandId: 3, preferredStoreId: 4, multisiteOptin: 'Y', dataOptin: 'Y', newsOptin: 'N', country: 'IT' },
    });
  });

  it('baseline: a password the API finds among the most common (PASSWORD_TOO_COMMON) is named as such, translated', async () => {
    submitRefused(() => fail(400, 'PASSWORD_TOO_COMMON', 'signup.inputErrors.passwordCommon'));
    await waitFor(() => expect(screen.getByTestId('signup-error').textContent).toMatch(/^Questa password è tra le più usate/));
    expect(screen.queryByTestId('signup-success')).toBeNull();
  });

  it('§8 an e-mail that already has an account (409) says forgotPassword.1 under the form', async () => {
    submitRefused(() => fail(409, 'EMAIL_EXISTS', 'forgotPassword.1'));
    await waitFor(() => expect(screen.getByTestId('signup-error').textContent).toBe('Esiste già un account con questa e-mail.'));
    expect(screen.queryByTestId('signup-success')).toBeNull();
  });

  it('§8 any other failure shows its message key, or the generic error', async () => {
    submitRefused(() => fail(500, 'BOOM'));
    await waitFor(() => expect(screen.getByTestId('signup-error').textContent).toMatch(/^Si è verificato un errore/));
  });
});

describe('sign-up success (storefront §4 Account creation)', () => {
  it('§4 the confirmation shows the e-mail; home after 3 seconds, the popup closed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    stub();
    renderInShell(
      <>
        <AuthPanels language="it" />
        <Where />
      </>,
      { path: '/it/letto' },
    );
    await act(() => getBus().request('ui.open', { panel: 'login' }));
    fireEvent.change(await screen.findByTestId('signin-email'), { target: { value: 'giulia@example.it' } });
    fireEvent.click(screen.getByTestId('signin-continue'));
    await screen.findByTestId('signup-form');
    fillValidForm();
    fireEvent.click(field('signup-consent-data'));
    fireEvent.click(submit());
    const success = await screen.findByTestId('signup-success');
    expect(success.textContent).toContain('Ti abbiamo inviato un link di attivazione a giulia@example.it');
    await flushEffects();
    act(() => vi.advanceTimersByTime(2500));
    expect(screen.getByTestId('where').textContent).toBe('/it/letto');
    act(() => vi.advanceTimersByTime(600));
    expect(screen.getByTestId('where').textContent).toBe('/it');
    expect(screen.queryByTestId('signin-popup')).toBeNull();
  });
});
