import type { Page } from '@playwright/test';
import { expectSignedIn, header, signOut } from '../support/shop.ts';
import { SOCIAL_ACCOUNTS } from '../support/social-accounts.ts';
import { expect, test } from '../support/test.ts';
import shellIt from '../../shared/src/i18n/locales/it/shell.json' with { type: 'json' };

/**
 * Issue 31 point 1, storefront §2 /login: both social buttons sign a shopper in through OpenID
 * Connect against the local providers the e2e server starts (support/server.ts): the browser goes
 * to the provider (another site: 127.0.0.1), back to the API's callback, then to /login, which
 * stores the shop's token as a password sign-in does and sends the shopper home.
 */

/** A page reached by a redirect wakes, like any page, on the shopper's first move (issue 13 §5). */
async function wake(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.mouse.move(6, 6);
}

async function signInWith(page: Page, provider: 'google' | 'facebook'): Promise<void> {
  await page.goto('/it/login');
  const button = page.getByTestId(`login-social-${provider}`);
  await expect(button).toHaveText(shellIt.login.social[provider]);
  await button.click();
  // The provider's redirect lands on /login, which finishes and goes home.
  await page.waitForURL(/\/it\/login\?social=done$/);
  await wake(page);
  await expect(page).toHaveURL(/\/it$/);
  await expectSignedIn(page);
  expect(await page.evaluate(() => localStorage.getItem('id_token'))).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
}

test('[31.1] storefront §2 /login: Google creates the account of a verified e-mail, Facebook links the existing one', async ({ page }) => {
  test.setTimeout(90_000);
  const providerPages: string[] = [];
  // The provider's pages are redirects the browser follows, never a page it stays on.
  page.on('request', (request) => {
    if (request.isNavigationRequest() && new URL(request.url()).hostname === '127.0.0.1') providerPages.push(request.url());
  });

  await signInWith(page, 'google');
  await expect(header(page).getByTestId('header-account')).toContainText(SOCIAL_ACCOUNTS.google.email);
  // A reload keeps the session, as for a password sign-in.
  await page.reload();
  await expectSignedIn(page);
  await signOut(page);

  await signInWith(page, 'facebook');
  await expect(header(page).getByTestId('header-account')).toContainText(SOCIAL_ACCOUNTS.facebook.email);
  await signOut(page);

  // Each button went through its own provider's authorization endpoint.
  const authorizations = providerPages.filter((url) => new URL(url).pathname === '/auth').map((url) => new URL(url).port);
  expect(new Set(authorizations).size).toBe(2);
});
