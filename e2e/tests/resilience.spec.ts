import { expect, test, type Page } from '../support/test.ts';
import { restoreOwnerFiles, setRemoteEnabled } from '../support/owner-files.ts';

test.afterEach(restoreOwnerFiles);

/** A page each remote owns, and a page owned by another remote to navigate to. */
const PAGES = {
  catalogue: { path: '/it/letto', parcel: 'ProductList' },
  content: { path: '/it', parcel: 'HomePage' },
  basket: { path: '/it/carrello', parcel: 'OrderPage' },
  account: { path: '/it/il-mio-account', parcel: 'AccountPage' },
  stores: { path: '/it/negozi', parcel: 'StoreLocator' },
} as const;

/** Header and footer stay, and a click still reaches a page another remote owns. */
async function expectShellWorks(page: Page, brokenRemote: string) {
  await expect(page.getByTestId('site-header')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
  if (brokenRemote === 'catalogue') {
    await page.getByTestId('site-logo').click();
    await expect(page).toHaveURL(/\/it$/);
    await expect(page.getByTestId('slot-content-HomePage')).toHaveAttribute('data-state', 'loaded');
  } else {
    await page.getByTestId('main-nav').getByRole('link', { name: 'Bagno', exact: true }).click();
    await expect(page).toHaveURL(/\/it\/bagno$/);
    await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');
  }
}

for (const [remote, target] of Object.entries(PAGES)) {
  test(`with the ${remote} remote switched off by its flag, the rest of the shop works`, async ({ page }) => {
    await setRemoteEnabled(remote, false);
    const remoteRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes(`/remotes/${remote}/`)) remoteRequests.push(r.url());
    });
    await page.goto(target.path);
    const slot = page.getByTestId(`slot-${remote}-${target.parcel}`);
    await expect(slot).toHaveAttribute('data-state', 'disabled');
    await expect(slot.getByTestId('remote-fallback')).toBeVisible();
    expect(remoteRequests).toEqual([]);
    await expectShellWorks(page, remote);
  });
}

test('when one remote answers 500, its fallback shows and navigation still works', async ({ page }) => {
  await page.route('**/remotes/content/**', (route) => route.fulfill({ status: 500, body: 'boom' }));
  await page.goto('/it');
  const home = page.getByTestId('slot-content-HomePage');
  await expect(home).toHaveAttribute('data-state', 'failed', { timeout: 30_000 });
  await expect(home.getByTestId('remote-fallback')).toBeVisible();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Letto', exact: true }).click();
  await expect(page).toHaveURL(/\/it\/letto$/);
  await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');
});

test('a remote that hangs is timed out and the page stays usable', async ({ page }) => {
  // Every request to the content remote is left unanswered, as a stuck CDN would.
  await page.route('**/remotes/content/**', () => undefined);
  await page.goto('/it');
  const home = page.getByTestId('slot-content-HomePage');
  // Issue 13: the home arrives rendered by the server; its browser code is what hangs.
  await expect(home).toHaveAttribute('data-state', /^(loading|server)$/);
  await expect(home).toHaveAttribute('data-state', 'failed', { timeout: 40_000 });
  await expect(home.getByTestId('remote-fallback')).toBeVisible();
  await page.getByTestId('main-nav').getByRole('link', { name: 'Letto', exact: true }).click();
  await expect(page.getByTestId('slot-catalogue-ProductList')).toHaveAttribute('data-state', 'loaded');
});
