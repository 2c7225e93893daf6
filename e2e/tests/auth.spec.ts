import { DEMO, expectSignedIn, fillSignUp, followMailLink, header, openSignIn, signIn, signOut } from '../support/shop.ts';
import { expect, test } from '../support/test.ts';
import shellIt from '../../shared/src/i18n/locales/it/shell.json' with { type: 'json' };

/**
 * Sign-in journeys (issue 5; storefront §2 Sign-in and Account activation, §4 Login and Password
 * reset). Without SMTP_URL the API keeps e-mails in its outbox and shows them at /dev/mailbox,
 * where a person (here: the browser) opens the activation or reset link.
 */
const LEGACY_EMAIL = 'negozio@trama.shop';

test('register → activation mail → activate → sign out → sign in → reload stays signed in → sign out', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e.${Date.now()}@example.it`;
  await page.goto('/it');

  // §4 Connection status: an unknown e-mail is a NEW_USER, who gets the sign-up form.
  await fillSignUp(page, email, 'lino2026');

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

  // [31.4] §2 Header: the account icon opens the profile popup (e-mail, profile, logout), by keyboard too.
  const account = header(page).getByTestId('header-account');
  await account.focus();
  await page.keyboard.press('Enter');
  const popup = header(page).getByTestId('header-profile-popup');
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(email);
  await expect(popup.getByTestId('header-profile-link')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(popup).toHaveCount(0);
  await expect(account).toBeFocused();
  await account.click();
  await popup.getByTestId('header-profile-link').click();
  await expect(page).toHaveURL(/\/it\/il-mio-account$/);
  await expect(popup).toHaveCount(0);
  await signOut(page);
});

test('[31.4] storefront §4 a sign-up with the newsletter ticked calls customer-create with the bearer after the automatic login', async ({ page }) => {
  test.setTimeout(90_000);
  const email = `e2e.news.${Date.now()}@example.it`;
  await page.goto('/it');
  await fillSignUp(page, email, 'lino2026', { newsletter: true });
  const created = page.waitForResponse((r) => r.url().includes('/api/external-secured/azure/zg-customer-create') && r.request().method() === 'POST');
  await followMailLink(page, email);
  await expect(page.getByTestId('activation-status')).toHaveAttribute('data-state', 'activated');
  const answer = await created;
  expect(answer.status()).toBe(200);
  expect(answer.request().headers().authorization).toMatch(/^Bearer \S+/);
  expect(await answer.json()).toMatchObject({ email, newsOptin: 'Y', newsletter: 'SUBSCRIBED' });
  await expectSignedIn(page);
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
