import { expect, test, type Page } from '../support/test.ts';
import shellIt from '../../shared/src/i18n/locales/it/shell.ts';

/**
 * Sign-in journeys (issue 5; storefront §2 Sign-in and Account activation, §4 Login and Password
 * reset). Without SMTP_URL the API keeps e-mails in its outbox and shows them at /dev/mailbox,
 * where a person (here: the browser) opens the activation or reset link.
 */
const DEMO = { email: 'demo@trama.shop', password: 'trama2026' };
const LEGACY_EMAIL = 'negozio@trama.shop';

const header = (page: Page) => page.getByTestId('site-header');

async function openSignIn(page: Page, email: string): Promise<void> {
  await header(page).getByTestId('header-signin').click();
  const popup = page.getByTestId('signin-popup');
  await expect(popup).toBeVisible();
  await popup.getByTestId('signin-email').fill(email);
  await popup.getByTestId('signin-continue').click();
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await openSignIn(page, email);
  const popup = page.getByTestId('signin-popup');
  await popup.getByTestId('signin-password').fill(password);
  await popup.getByTestId('signin-submit').click();
}

async function expectSignedIn(page: Page): Promise<void> {
  await expect(header(page).getByTestId('header-account')).toBeVisible();
  await expect(header(page).getByTestId('header-signin')).toHaveCount(0);
}

async function signOut(page: Page): Promise<void> {
  await header(page).getByTestId('header-logout').click();
  await expect(header(page).getByTestId('header-signin')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
}

/** Opens the newest mail to `to` in the local mailbox and follows its link. */
async function followMailLink(page: Page, to: string): Promise<void> {
  await page.goto('/dev/mailbox');
  await page.getByTestId('mail-item').filter({ hasText: to }).first().getByRole('link').first().click();
  await page.getByTestId('mail-link').click();
}

test('register → activation mail → activate → sign out → sign in → reload stays signed in → sign out', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e.${Date.now()}@example.it`;
  await page.goto('/it');

  // §4 Connection status: an unknown e-mail is a NEW_USER, who gets the sign-up form.
  await openSignIn(page, email);
  const form = page.getByTestId('signup-form');
  await expect(form).toBeVisible();
  await form.getByTestId('signup-firstname').fill('Giulia');
  await form.getByTestId('signup-lastname').fill('Bianchi');
  await form.getByTestId('signup-password').fill('lino2026');
  await form.getByTestId('signup-day').fill('14');
  await form.getByTestId('signup-month').fill('05');
  await form.getByTestId('signup-year').fill('1990');
  // §5 submit stays disabled until the personal-data consent is given.
  await expect(form.getByTestId('signup-submit')).toBeDisabled();
  await form.getByTestId('signup-consent-data').check();
  await expect(form.getByTestId('signup-submit')).toBeEnabled();
  await form.getByTestId('signup-submit').click();
  await expect(page.getByTestId('signup-success')).toContainText(email);

  // §2 Account activation: the link in the e-mail activates the account and signs the shopper in.
  await followMailLink(page, email);
  await expect(page).toHaveURL(/\/it\/activate\/[^/]+$/);
  await expect(page.getByTestId('activation-status')).toHaveAttribute('data-state', 'activated');
  await expectSignedIn(page);
  await signOut(page);

  // An EXISTING_USER signs in with the password.
  await signIn(page, email, 'lino2026');
  await expect(page.getByTestId('signin-popup')).toBeHidden();
  await expectSignedIn(page);

  // §4 on load a stored token is validated and the user info fetched again.
  await page.reload();
  await expectSignedIn(page);
  await expect(header(page).getByTestId('header-account')).toContainText(/Giulia|e2e\./);
  await signOut(page);
});

test('a wrong password shows signIn.1 and leaves the shopper signed out', async ({ page }) => {
  await page.goto('/it');
  await signIn(page, DEMO.email, 'not-the-password');
  await expect(page.getByTestId('signin-message')).toHaveText(shellIt.signIn['1']);
  await expect(header(page).getByTestId('header-signin')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toBeNull();
});

test('password reset end to end: a legacy customer resets by e-mail and signs in with the new password', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/it');
  // §4 Connection status: a LEGACY_USER is offered a password reset.
  await openSignIn(page, LEGACY_EMAIL);
  const popup = page.getByTestId('signin-popup');
  await popup.getByRole('button', { name: shellIt.signin.legacy.reset }).click();
  await expect(popup.getByTestId('signin-message')).toHaveText(shellIt.forgotPassword['5']);

  // Account §2: /reset/finish/{key} from the e-mail; after the change, a redirect after 1 s.
  await followMailLink(page, LEGACY_EMAIL);
  await expect(page).toHaveURL(/\/reset\/finish\/[^/]+$/);
  await page.getByTestId('reset-finish-password').fill('negozio2026');
  await page.getByTestId('reset-finish-confirmation').fill('negozio2026');
  await page.getByTestId('reset-finish-submit').click();
  await expect(page.getByTestId('reset-finish-message')).toBeVisible();
  await expect(page).not.toHaveURL(/reset\/finish/, { timeout: 5_000 });

  await signIn(page, LEGACY_EMAIL, 'negozio2026');
  await expectSignedIn(page);

  // The key is single use: following the same link again fails.
  await signOut(page);
  await followMailLink(page, LEGACY_EMAIL);
  await page.getByTestId('reset-finish-password').fill('other2026');
  await page.getByTestId('reset-finish-confirmation').fill('other2026');
  await page.getByTestId('reset-finish-submit').click();
  await expect(page.getByTestId('reset-finish-message')).toHaveText(shellIt.forgotPassword['6']);
});
