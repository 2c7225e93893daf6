// Long on purpose: one test a rule of the sign-in pages (login, sign-up, activation, reset, social
// buttons), all rendered through the same shell tree and API double; split, each file would repeat it.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getBus } from '@trama/shared/bus';
import { setLanguage } from '@trama/shared/i18n';
import { fail, ok, type StubRoute } from '../../test-support/api.ts';
import { anna, fakeToken } from '../../test-support/auth.ts';
import { shopMenu } from '../../test-support/menu.ts';
import { renderShellAt } from '../../test-support/shell.tsx';
import { freshSignInEachTest } from '../../test-support/sign-in.ts';

const startSession = freshSignInEachTest();

function shellAt(path: string, routes: Record<string, StubRoute> = {}, menu = shopMenu()) {
  const api = renderShellAt(
    path,
    {
      menu,
      routes: {
        'GET /api/external/brands/details': () => ok({ brandId: 3, customerCode: 'TRAMA' }),
        'GET /api/account': () => ok(anna),
        ...routes,
      },
    },
    startSession,
  );
  return api;
}

/** A shopper who signed in on an earlier visit: the token is in storage when the page loads. */
const storedSession = () => localStorage.setItem('id_token', fakeToken());

const where = () => screen.getByTestId('where');
const flushEffects = () => act(() => new Promise<void>((resolve) => setImmediate(resolve)));
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

/** Anna signs in from the header's popup: her e-mail, continue, her password, submit. */
async function signInFromHeader() {
  fireEvent.click(await screen.findByTestId('header-signin'));
  const popup = await screen.findByTestId('signin-popup');
  fireEvent.change(within(popup).getByTestId('signin-email'), { target: { value: 'anna.rossi@example.it' } });
  fireEvent.click(within(popup).getByTestId('signin-continue'));
  fireEvent.change(await within(popup).findByTestId('signin-password'), { target: { value: 'lino2026' } });
  fireEvent.click(within(popup).getByTestId('signin-submit'));
}

describe('header sign-in, reload and logout (storefront §4 Login, §6)', () => {
  it('§4 sign-in from the header popup shows the account in the header; logout clears the token and goes home', async () => {
    const token = fakeToken();
    shellAt('/it/letto', {
      'POST /api/checkemail': () => ok({ status: 'EXISTING_USER' }),
      'POST /api/authenticate': () => ok({ id_token: token }),
    });
    await signInFromHeader();
    await waitFor(() => expect(screen.getByTestId('header-account').textContent).toContain('anna.rossi@example.it'));
    expect(screen.queryByTestId('signin-popup')).toBeNull();
    expect(screen.queryByTestId('header-signin')).toBeNull();

    // Issue 31 §4: logout is in the profile popup the account icon opens.
    fireEvent.click(screen.getByTestId('header-account'));
    fireEvent.click(screen.getByTestId('header-logout'));
    await waitFor(() => expect(where().textContent).toBe('/it'));
    expect(screen.getByTestId('header-signin')).toBeTruthy();
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(await getBus().current('auth')).toEqual({ authenticated: false, token: null, user: null });
  });
});

describe('reload (storefront §4 Login)', () => {
  it('§4 a reload with a stored token stays signed in: the header shows the shopper once the user info arrives', async () => {
    storedSession();
    shellAt('/it/letto');
    await waitFor(() => expect(screen.getByTestId('header-account').textContent).toContain('anna.rossi@example.it'));
    expect(screen.queryByTestId('header-signin')).toBeNull();
  });
});

describe('sign-in page (storefront §2 Sign-in and create account)', () => {
  it('§2 the page of menu key creation_de_compte runs the e-mail check inline, not in a popup', async () => {
    shellAt('/it/crea-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Crea account' })).toBeTruthy();
    expect(await screen.findByTestId('signin-email')).toBeTruthy();
    // No sign-in popup (the size guide's closed popover is in every page's HTML since issue 30 §2).
    expect(screen.queryByTestId('signin-email')?.closest('[role="dialog"]')).toBeNull();
  });

  it('§2 a signed-in shopper is sent home, replacing the page', async () => {
    storedSession();
    shellAt('/it/crea-account');
    await waitFor(() => expect(where().textContent).toBe('/it'));
    expect(where().dataset.navigation).toBe('REPLACE');
  });
});

describe('login screen (storefront §2)', () => {
  it('§2 e-mail and password; [31.1] no social button while the API has no provider configured', async () => {
    shellAt('/it/login', { 'GET /api/social-sign-in/providers': () => ok({ providers: [] }) });
    expect(await screen.findByTestId('login-email')).toBeTruthy();
    expect(screen.getByTestId('login-password')).toBeTruthy();
    await flushEffects();
    expect(screen.queryByTestId('login-social')).toBeNull();
    expect(screen.queryByTestId('login-social-google')).toBeNull();
    expect(screen.getByTestId('login-create-account').getAttribute('href')).toBe('/it/crea-account');
  });

  it('[31.1] storefront §2: a button per configured provider, in order, leading to the API start of its flow', async () => {
    shellAt('/it/login', { 'GET /api/social-sign-in/providers': () => ok({ providers: ['facebook'] }) });
    const facebook = await screen.findByTestId('login-social-facebook');
    expect(facebook.textContent).toBe('Accedi con Facebook');
    expect(facebook.getAttribute('href')).toBe('/api/social-sign-in/facebook/start?language=it&brandId=3');
    expect(screen.queryByTestId('login-social-google')).toBeNull();
  });

  it('[31.1] back from the provider with ?social=done: the token the API kept is stored and the shopper goes home', async () => {
    const token = fakeToken();
    const calls = shellAt('/it/login?social=done', {
      'GET /api/social-sign-in/providers': () => ok({ providers: ['google', 'facebook'] }),
      'POST /api/social-sign-in/session': () => ok({ id_token: token }),
    });
    await waitFor(() => expect(where().textContent).toBe('/it'));
    expect(localStorage.getItem('id_token')).toBe(token);
    expect(calls.requests.some((request) => request.method === 'POST' && request.url.pathname === '/api/social-sign-in/session')).toBe(true);
  });

  it('[31.1] back from the provider with ?socialError=CODE: the refusal is said in the page language, the query dropped', async () => {
    setLanguage('en');
    shellAt('/en/login?socialError=SOCIAL_EMAIL_NOT_VERIFIED', { 'GET /api/social-sign-in/providers': () => ok({ providers: ['google', 'facebook'] }) });
    await waitFor(() => expect(screen.getByTestId('login-social-message').textContent).toContain('does not confirm this e-mail address'));
    await waitFor(() => expect(where().textContent).toBe('/en/login'));
    expect(screen.getByTestId('login-social-google').getAttribute('href')).toContain('language=en');
  });

  it('§2 a successful sign-in on /login goes home; a wrong password says signIn.1', async () => {
    let reply = fail(401, 'BAD_CREDENTIALS', 'signIn.1');
    shellAt('/it/login', { 'POST /api/authenticate': () => reply });
    await screen.findByTestId('login-email');
    type('login-email', 'anna.rossi@example.it');
    type('login-password', 'nope');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-message').textContent).toBe('Utente o password errati.'));
    reply = ok({ id_token: fakeToken() });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(where().textContent).toBe('/it'));
    expect(where().dataset.navigation).toBe('REPLACE');
  });

  it('§2 an authenticated user is sent home', async () => {
    storedSession();
    shellAt('/it/login');
    await waitFor(() => expect(where().textContent).toBe('/it'));
  });
});

describe('account activation (storefront §2 Account activation, §4 Account creation)', () => {
  it('§2 a waiting message, then activated; §4 the shopper is signed in with the returned token', async () => {
    const token = fakeToken({ sub: 'giulia@example.it' });
    let answer: (reply: ReturnType<StubRoute>) => void = () => undefined;
    const api = shellAt('/it/activate/AbC123xyz', { 'GET /api/activate': () => new Promise((resolve) => (answer = resolve)) });
    const status = await screen.findByTestId('activation-status');
    expect(status.dataset.state).toBe('waiting');
    expect(status.textContent).toBe('Stiamo attivando il tuo account…');
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/api/activate')).toBe(true));
    answer(ok({ activated: true, id_token: token }));
    await waitFor(() => expect(screen.getByTestId('activation-status').dataset.state).toBe('activated'));
    expect(api.requests.filter((r) => r.url.pathname === '/api/activate').map((r) => r.url.searchParams.get('key'))).toEqual(['AbC123xyz']);
    expect(localStorage.getItem('id_token')).toBe(token);
    await waitFor(() => expect(screen.getByTestId('header-account')).toBeTruthy());
  });

  it("§2 a key that does not activate says 'Not able to activate account.' (activate.failed)", async () => {
    setLanguage('en');
    shellAt('/en/activate/used-key', { 'GET /api/activate': () => fail(400, 'INVALID_KEY') });
    await waitFor(() => expect(screen.getByTestId('activation-status').dataset.state).toBe('failed'));
    expect(screen.getByTestId('activation-status').textContent).toBe('Not able to activate account.');
    expect(localStorage.getItem('id_token')).toBeNull();
    expect(screen.getByTestId('header-signin')).toBeTruthy();
  });
});

describe('[31.4] storefront §4 Account creation: "Newsletter opt-in triggers a customer-create call after login"', () => {
  const CUSTOMER_CREATE = '/api/external-secured/azure/zg-customer-create';
  const activated = (token: string) => () => ok({ activated: true, id_token: token });
  const optedIn = { ...anna, email: 'giulia@example.it', newsOptinDate: '2026-11-29T09:00:00.000Z' };

  it('[31.4] storefront §4 newsletter opt-in calls customer-create after the automatic login, with the bearer token and an empty body', async () => {
    const token = fakeToken({ sub: 'giulia@example.it' });
    const api = shellAt('/it/activate/Key-1', {
      'GET /api/activate': activated(token),
      'GET /api/account': () => ok(optedIn),
      [`POST ${CUSTOMER_CREATE}`]: () => ok({ webClientId: 7, email: 'giulia@example.it', newsOptin: 'Y', newsletter: 'SUBSCRIBED' }),
    });
    await waitFor(() => expect(screen.getByTestId('activation-status').dataset.state).toBe('activated'));
    await waitFor(() => expect(api.requests.filter((r) => r.url.pathname === CUSTOMER_CREATE)).toHaveLength(1));
    const call = api.requests.find((r) => r.url.pathname === CUSTOMER_CREATE)!;
    expect(call.method).toBe('POST');
    expect(call.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(call.body).toBeUndefined();
    // After the login: the token was the activation's answer.
    const order = api.requests.map((r) => r.url.pathname);
    expect(order.indexOf(CUSTOMER_CREATE)).toBeGreaterThan(order.indexOf('/api/activate'));
  });

  it('[31.4] storefront §4 without the newsletter opt-in, customer-create is not called', async () => {
    const token = fakeToken({ sub: 'giulia@example.it' });
    const api = shellAt('/it/activate/Key-2', { 'GET /api/activate': activated(token) });
    await waitFor(() => expect(screen.getByTestId('activation-status').dataset.state).toBe('activated'));
    await waitFor(() => expect(api.requests.filter((r) => r.url.pathname === '/api/account').length).toBeGreaterThan(0));
    await flushEffects();
    await flushEffects();
    expect(api.requests.some((r) => r.url.pathname === CUSTOMER_CREATE)).toBe(false);
  });

  it('[31.4] storefront §4 a failed customer-create never blocks nor undoes the sign-in', async () => {
    const token = fakeToken({ sub: 'giulia@example.it' });
    const api = shellAt('/it/activate/Key-3', {
      'GET /api/activate': activated(token),
      'GET /api/account': () => ok(optedIn),
      [`POST ${CUSTOMER_CREATE}`]: () => fail(503, 'NEWSLETTER_UNAVAILABLE'),
    });
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname === CUSTOMER_CREATE)).toBe(true));
    await flushEffects();
    expect(screen.getByTestId('activation-status').dataset.state).toBe('activated');
    expect(localStorage.getItem('id_token')).toBe(token);
    expect(screen.getByTestId('header-account')).toBeTruthy();
  });
});

describe('[31.4] storefront §3 Login request: awinCampaign', () => {
  const signIn = signInFromHeader;
  const routes = () => ({
    'POST /api/checkemail': () => ok({ status: 'EXISTING_USER' }),
    'POST /api/authenticate': () => ok({ id_token: fakeToken() }),
  });
  const loginBody = async (api: ReturnType<typeof shellAt>) => {
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/api/authenticate')).toBe(true));
    return api.requests.find((r) => r.url.pathname === '/api/authenticate')!.body as Record<string, unknown>;
  };

  it('[31.4] storefront §3 the affiliate arrival\'s campaign (sv_campaign_id) is sent as awinCampaign after cookie approval', async () => {
    localStorage.setItem('access', 'cookieApproval');
    const api = shellAt('/it/letto?awc=awc-77&sv_campaign_id=camp-9', routes());
    await waitFor(() => expect(localStorage.getItem('awinCampaign')).toBe('camp-9'));
    await signIn();
    expect(await loginBody(api)).toMatchObject({ awinCampaign: 'camp-9', awinAwc: 'awc-77' });
  });

  it('[31.4] storefront §3 without cookie approval neither awinCampaign nor awinAwc is sent', async () => {
    // A value left in storage by an older build must not travel either.
    localStorage.setItem('awinCampaign', 'left-over');
    localStorage.setItem('awinAwc', 'left-over');
    const api = shellAt('/it/letto?sv_campaign_id=camp-9', routes());
    await waitFor(() => expect(sessionStorage.getItem('awinCampaign')).toBe('camp-9'));
    await signIn();
    const body = await loginBody(api);
    expect(body).not.toHaveProperty('awinCampaign');
    expect(body).not.toHaveProperty('awinAwc');
  });
});

describe('password reset finish (account §2 /reset/finish/{resetKey}, §5)', () => {
  it('§2 without the language prefix the page opens in the default language, the key intact', async () => {
    shellAt('/reset/finish/AbC-9');
    await waitFor(() => expect(where().textContent).toBe('/it/reset/finish/AbC-9'));
    expect(await screen.findByTestId('reset-finish-password')).toBeTruthy();
  });

  it('§5 both fields are required and must match (mesInformations.20); nothing is sent until they do', async () => {
    const api = shellAt('/it/reset/finish/AbC-9');
    fireEvent.click(await screen.findByTestId('reset-finish-submit'));
    expect(screen.getByTestId('reset-finish-message').textContent).toBe('Ogni campo è obbligatorio.');
    type('reset-finish-password', 'lino2026');
    type('reset-finish-confirmation', 'lino2025');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    expect(screen.getByTestId('reset-finish-message').textContent).toBe('Le password non corrispondono.');
    expect(api.requests.some((r) => r.url.pathname.includes('reset-password'))).toBe(false);
  });

  it('§2 with the language: the new password is saved with the key, then the order page (ma_commande) after 1 second', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    const api = shellAt('/fr/reset/finish/KeY42', { 'POST /api/account/reset-password/finish': () => ok() });
    await screen.findByTestId('reset-finish-password');
    type('reset-finish-password', 'lino2026');
    type('reset-finish-confirmation', 'lino2026');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    await waitFor(() => expect(screen.getByTestId('reset-finish-message').textContent).toBe('Votre mot de passe a été mis à jour.'));
    expect(api.requests.find((r) => r.url.pathname === '/api/account/reset-password/finish')?.body).toEqual({ key: 'KeY42', newPassword: 'lino2026' });
    await flushEffects();
    act(() => vi.advanceTimersByTime(800));
    expect(where().textContent).toBe('/fr/reset/finish/KeY42');
    act(() => vi.advanceTimersByTime(300));
    expect(where().textContent).toBe('/fr/carrello');
  });

  it('baseline: a password under 8 characters is refused before sending; a common one the API refuses is named as such', async () => {
    const api = shellAt('/it/reset/finish/AbC-9', {
      'POST /api/account/reset-password/finish': () => fail(400, 'PASSWORD_TOO_COMMON', 'signup.inputErrors.passwordCommon'),
    });
    await screen.findByTestId('reset-finish-password');
    type('reset-finish-password', 'lino202');
    type('reset-finish-confirmation', 'lino202');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    expect(screen.getByTestId('reset-finish-message').textContent).toBe('La password deve avere almeno 8 caratteri.');
    expect(api.requests.some((r) => r.url.pathname.includes('reset-password'))).toBe(false);
    type('reset-finish-password', 'password1');
    type('reset-finish-confirmation', 'password1');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    await waitFor(() => expect(screen.getByTestId('reset-finish-message').textContent).toMatch(/^Questa password è tra le più usate/));
  });

  it('§8 a key that fails says forgotPassword.6; without an order page the redirect goes home', async () => {
    let reply = fail(400, 'INVALID_KEY', 'forgotPassword.6');
    shellAt('/it/reset/finish/old', { 'POST /api/account/reset-password/finish': () => reply }, shopMenu().filter((m) => m.key !== 'ma_commande'));
    await screen.findByTestId('reset-finish-password');
    type('reset-finish-password', 'lino2026');
    type('reset-finish-confirmation', 'lino2026');
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('reset-finish-message').textContent).toBe('Non è stato possibile reimpostare la password: il link non è valido o è scaduto.'),
    );
    reply = ok();
    fireEvent.click(screen.getByTestId('reset-finish-submit'));
    await waitFor(() => expect(where().textContent).toBe('/it'), { timeout: 3000 });
  });
});

describe('[29.6] the newsletter confirmation link /{lang}/newsletter/confirm/{key} (double opt-in)', () => {
  it('sends the key once and says the address is now subscribed', async () => {
    const api = shellAt('/it/newsletter/confirm/AbC-123_x', { 'POST /api/external/newsletter/confirm': () => ok({ status: 'SUCCESS', result: 'OK', email: 'anna@trama.it' }) });
    await waitFor(() => expect(screen.getByTestId('newsletter-confirm-status').dataset.state).toBe('confirmed'));
    expect(screen.getByTestId('newsletter-confirm-status').textContent).toBe('anna@trama.it è ora iscritto alla nostra newsletter. Grazie!');
    expect(api.requests.filter((r) => r.url.pathname === '/api/external/newsletter/confirm').map((r) => r.body)).toEqual([{ key: 'AbC-123_x' }]);
  });

  it('a used or expired link says so, in the page language', async () => {
    shellAt('/en/newsletter/confirm/used-key', { 'POST /api/external/newsletter/confirm': () => fail(400, 'NEWSLETTER_KEY_INVALID') });
    await waitFor(() => expect(screen.getByTestId('newsletter-confirm-status').dataset.state).toBe('failed'));
    expect(screen.getByTestId('newsletter-confirm-status').textContent).toContain('could not be confirmed');
  });
});
