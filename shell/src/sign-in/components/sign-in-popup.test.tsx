import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { AuthPanels } from '../../auth/auth-panels.tsx';
import { fail, ok, stubApi, type StubRoute } from '../../test-support/api.ts';
import { anna, fakeToken } from '../../test-support/auth.ts';
import { renderInShell, Where } from '../../test-support/render.tsx';
import { freshSignInEachTest } from '../../test-support/sign-in.ts';

const startSession = freshSignInEachTest();

function renderPanels(routes: Record<string, StubRoute> = {}) {
  const api = stubApi({
    routes: {
      'GET /api/external/brands/details': () => ok({ brandId: 3, customerCode: 'TRAMA' }),
      'GET /api/account': () => ok(anna),
      'GET /api/external/stores/stores-by-brand-id': () => ok([]),
      ...routes,
    },
  });
  startSession();
  renderInShell(
    <>
      <button type="button" data-testid="opener">
        open
      </button>
      <AuthPanels language="it" />
      <Where />
    </>,
    { path: '/it/letto' },
  );
  return api;
}

async function openPopup() {
  screen.getByTestId('opener').focus();
  await act(() => getBus().request('ui.open', { panel: 'login' }));
  return screen.findByTestId('signin-popup');
}

async function lookUp(email: string) {
  const popup = await openPopup();
  fireEvent.change(within(popup).getByTestId('signin-email'), { target: { value: email } });
  fireEvent.click(within(popup).getByTestId('signin-continue'));
  return popup;
}

const status = (value: string): StubRoute => () => ok({ status: value });
const message = () => screen.getByTestId('signin-message').textContent;
const sent = (api: ReturnType<typeof stubApi>, path: string) => api.requests.filter((r) => r.url.pathname === path);

describe('sign-in popup (storefront §2 Header, §4 Connection status)', () => {
  it('is a dialog named by its title; Escape closes it and gives focus back to the opener', async () => {
    renderPanels();
    const popup = await openPopup();
    expect(screen.getByRole('dialog', { name: 'Accedi o crea un account' })).toBe(popup);
    expect(popup.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(within(popup).getByTestId('signin-email'));
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByTestId('signin-popup')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('opener'));
  });

  it('each new step takes the focus, and Escape still closes the popup from anywhere', async () => {
    renderPanels({ 'POST /api/checkemail': status('NEW_USER') });
    const popup = await lookUp('giulia@example.it');
    await within(popup).findByTestId('signup-form');
    expect(document.activeElement).toBe(within(popup).getByTestId('signup-firstname'));
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByTestId('signin-popup')).toBeNull();
  });

  it('keeps Tab inside the popup', async () => {
    renderPanels();
    const popup = await openPopup();
    const close = within(popup).getByRole('button', { name: 'Chiudi' });
    const continueButton = within(popup).getByTestId('signin-continue');
    continueButton.focus();
    fireEvent.keyDown(continueButton, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(continueButton);
  });

  it('§4 NEW_USER gets the sign-up form with the e-mail read-only; the lookup sends the e-mail lower-cased and the customerCode', async () => {
    const api = renderPanels({ 'POST /api/checkemail': status('NEW_USER') });
    const popup = await lookUp('Giulia.Bianchi@Example.it');
    const form = await within(popup).findByTestId('signup-form');
    const email = within(form).getByTestId('signup-email') as HTMLInputElement;
    expect(email.value).toBe('Giulia.Bianchi@Example.it');
    expect(email.readOnly).toBe(true);
    expect(sent(api, '/api/checkemail')[0]?.body).toEqual({ email: 'giulia.bianchi@example.it', customerCode: 'TRAMA' });
  });

  it('§4 EXISTING_USER: the account-exists message (forgotPassword.1), then the password; success closes the popup (SUCCESS)', async () => {
    const token = fakeToken();
    const api = renderPanels({ 'POST /api/checkemail': status('EXISTING_USER'), 'POST /api/authenticate': () => ok({ id_token: token }) });
    const popup = await lookUp('Anna.Rossi@example.it');
    const password = await within(popup).findByTestId('signin-password');
    expect(message()).toBe('Esiste già un account con questa e-mail.');
    // §5: the button is enabled only with a valid e-mail and a non-empty password; Enter needs both.
    const submit = within(popup).getByTestId('signin-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    expect(sent(api, '/api/authenticate')).toHaveLength(0);
    fireEvent.change(password, { target: { value: 'lino2026' } });
    expect(submit.disabled).toBe(false);
    fireEvent.submit(password.closest('form') as HTMLFormElement);
    await waitFor(() => expect(screen.queryByTestId('signin-popup')).toBeNull());
    expect(sent(api, '/api/authenticate')[0]?.body).toMatchObject({
      customerCode: 'TRAMA',
      username: 'anna.rossi@example.it',
      password: 'lino2026',
      brandId: 3,
      rememberMe: true,
    });
    expect(localStorage.getItem('id_token')).toBe(token);
    expect(await getBus().current('auth')).toMatchObject({ authenticated: true, token });
  });

  it('§8 a failed sign-in shows signIn.1 and keeps the shopper signed out', async () => {
    renderPanels({ 'POST /api/checkemail': status('EXISTING_USER'), 'POST /api/authenticate': () => fail(401, 'BAD_CREDENTIALS', 'signIn.1') });
    const popup = await lookUp('anna.rossi@example.it');
    fireEvent.change(await within(popup).findByTestId('signin-password'), { target: { value: 'wrong' } });
    fireEvent.click(within(popup).getByTestId('signin-submit'));
    await waitFor(() => expect(message()).toBe('Utente o password errati.'));
    expect(screen.getByTestId('signin-popup')).toBeTruthy();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect((await getBus().current('auth'))?.authenticated).toBe(false);
  });

  it('§4 an account not activated yet says so instead of signIn.1', async () => {
    renderPanels({ 'POST /api/checkemail': status('EXISTING_USER'), 'POST /api/authenticate': () => fail(403, 'ACCOUNT_NOT_ACTIVATED') });
    const popup = await lookUp('anna.rossi@example.it');
    fireEvent.change(await within(popup).findByTestId('signin-password'), { target: { value: 'lino2026' } });
    fireEvent.click(within(popup).getByTestId('signin-submit'));
    await waitFor(() => expect(message()).toContain('non è ancora attivo'));
  });

  it('§4 LEGACY_USER is offered a reset: init with legacyUser=true says forgotPassword.5', async () => {
    const api = renderPanels({ 'POST /api/checkemail': status('LEGACY_USER'), 'POST /api/account/reset-password/init': () => ok() });
    const popup = await lookUp('negozio@trama.shop');
    fireEvent.click(await within(popup).findByRole('button', { name: 'Ricevi il link per la nuova password' }));
    await waitFor(() => expect(message()).toBe('Ti abbiamo inviato un’e-mail con il link per scegliere una nuova password.'));
    const init = sent(api, '/api/account/reset-password/init')[0];
    expect(init?.url.searchParams.get('legacyUser')).toBe('true');
    expect(init?.url.searchParams.get('brandId')).toBe('3');
    expect(init?.body).toEqual({ mail: 'negozio@trama.shop', customerCode: 'TRAMA' });
  });

  it('§8 a reset error mentioning 403 says alertMessage.6, any other alertMessage.5', async () => {
    let reply = fail(403, 'FORBIDDEN');
    renderPanels({ 'POST /api/checkemail': status('LEGACY_USER'), 'POST /api/account/reset-password/init': () => reply });
    const popup = await lookUp('negozio@trama.shop');
    const reset = await within(popup).findByTestId('signin-legacy-reset');
    fireEvent.click(reset);
    await waitFor(() => expect(message()).toContain('contatta il servizio clienti'));
    expect(message()).toBe('La password di questo account non può essere reimpostata online: contatta il servizio clienti.');
    reply = fail(500, 'BOOM');
    fireEvent.click(reset);
    await waitFor(() => expect(message()).toMatch(/^Non è stato possibile inviare/));
  });

  it('§5 a lookup e-mail longer than 40 characters says forgotPassword.7 and is not sent', async () => {
    const api = renderPanels({ 'POST /api/checkemail': status('NEW_USER') });
    const popup = await lookUp(`${'a'.repeat(30)}@example.it`);
    expect(message()).toBe('L’e-mail può avere al massimo 40 caratteri.');
    expect((within(popup).getByTestId('signin-continue') as HTMLButtonElement).disabled).toBe(true);
    expect(sent(api, '/api/checkemail')).toHaveLength(0);
  });

  it('§5 an e-mail without a valid format is not looked up', async () => {
    const api = renderPanels({ 'POST /api/checkemail': status('NEW_USER') });
    await lookUp('anna@example');
    expect(message()).toBe('Inserisci un indirizzo e-mail valido.');
    expect(sent(api, '/api/checkemail')).toHaveLength(0);
  });

  it('a rate-limited lookup (429) says so', async () => {
    renderPanels({ 'POST /api/checkemail': () => fail(429, 'TOO_MANY_REQUESTS', 'errors.tooManyRequests') });
    await lookUp('anna.rossi@example.it');
    await waitFor(() => expect(message()).toBe('Troppe richieste: riprova tra poco.'));
  });

  it('"forgot password" opens the password-reset popup with the e-mail; init legacyUser=false says forgotPassword.5', async () => {
    const api = renderPanels({ 'POST /api/checkemail': status('EXISTING_USER'), 'POST /api/account/reset-password/init': () => ok() });
    const popup = await lookUp('anna.rossi@example.it');
    fireEvent.click(await within(popup).findByRole('button', { name: 'Password dimenticata?' }));
    const reset = await screen.findByTestId('reset-popup');
    expect(screen.queryByTestId('signin-popup')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Password dimenticata' })).toBe(reset);
    expect((within(reset).getByTestId('reset-email') as HTMLInputElement).value).toBe('anna.rossi@example.it');
    fireEvent.click(within(reset).getByTestId('reset-submit'));
    await waitFor(() => expect(screen.getByTestId('reset-message').textContent).toBe('Ti abbiamo inviato un’e-mail con il link per scegliere una nuova password.'));
    expect(sent(api, '/api/account/reset-password/init')[0]?.url.searchParams.get('legacyUser')).toBe('false');
  });

  it('the password-reset popup opens with ui.open passwordReset and refuses an e-mail over 40 characters', async () => {
    renderPanels();
    await act(() => getBus().request('ui.open', { panel: 'passwordReset' }));
    const reset = await screen.findByTestId('reset-popup');
    fireEvent.change(within(reset).getByTestId('reset-email'), { target: { value: `${'b'.repeat(35)}@example.it` } });
    expect(screen.getByTestId('reset-message').textContent).toBe('L’e-mail può avere al massimo 40 caratteri.');
    expect((within(reset).getByTestId('reset-submit') as HTMLButtonElement).disabled).toBe(true);
  });

  it('a signed-in shopper is not offered the login popup; signing in elsewhere closes it', async () => {
    renderPanels();
    await openPopup();
    act(() => getBus().publish('auth', { authenticated: true, token: fakeToken(), user: anna }));
    expect(screen.queryByTestId('signin-popup')).toBeNull();
    await act(() => getBus().request('ui.open', { panel: 'login' }));
    expect(screen.queryByTestId('signin-popup')).toBeNull();
  });
});
