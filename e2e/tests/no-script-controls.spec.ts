/**
 * Issue 30 §2 in Chromium: the controls that need no data work with no script of ours — the phone
 * menu and its submenus, the search panel's opening, the language list, the footer's accordions
 * and the size guide's opening are HTML (`<details>`, `popover`) and CSS (docs/rendering.md
 * "Controls that work before any script"). Our scripts are refused here: the page loader (the one
 * inline script) still wakes the page at the first tap, but nothing it asks for ever runs.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test.ts';

const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';
const PHONE = { width: 390, height: 844 };

// A plain navigation: the journeys' `goto` would move the pointer and wait for hydration.
test.use({ viewport: PHONE, wakeOnGoto: false });

/** Refuses every script file of ours; answers the paths the page asked for. */
async function refuseOurScripts(page: Page): Promise<string[]> {
  const asked: string[] = [];
  await page.route('**/*.js', (route) => {
    asked.push(new URL(route.request().url()).pathname);
    return route.abort();
  });
  return asked;
}

/**
 * The server's first renders after it starts may come without the menu or the page (a cold
 * remote, a slow machine): these journeys measure the page as a warm server sends it.
 */
test.beforeEach(async ({ request }) => {
  await expect
    .poll(
      async () => {
        const res = await request.get(PRODUCT);
        return res.headers()['x-render'] === 'server' && (await res.text()).includes('>Bagno</a>');
      },
      { timeout: 30_000 },
    )
    .toBe(true);
});

const hydrated = (page: Page) => page.evaluate(() => performance.getEntriesByName('trama:first-view', 'mark').length > 0);

test('[30.2] at 390 px with no script of ours: the menu, a submenu, the languages, the search, a footer accordion and the size guide open', async ({ page }) => {
  const asked = await refuseOurScripts(page);
  await page.goto(PRODUCT);
  // Issue 30 §5: no spinner turns in the header or the footer of a page waiting for use…
  const spinners = page.locator('[data-testid="site-header"] .ui-spinner__wheel, [data-testid="site-footer"] .ui-spinner__wheel');
  await expect(spinners).toHaveCount(0);
  const nav = page.getByTestId('main-nav');
  const bath = nav.getByRole('link', { name: 'Bagno', exact: true });
  await expect(bath).toBeHidden();

  // The phone menu, with the language list in it.
  await page.getByTestId('menu-toggle').click();
  await expect(bath).toBeVisible();
  await expect(page.getByTestId('language-switcher').getByRole('link', { name: /English/ })).toBeVisible();
  // The first tap woke the page: the loader asked for our scripts, which never came.
  expect(asked.length).toBeGreaterThan(0);

  // A submenu: its list follows its button.
  const firstSubmenu = nav.getByTestId('submenu-toggle').first();
  const sublist = page.locator(`#${await firstSubmenu.getAttribute('aria-controls')}`);
  await expect(sublist).toBeHidden();
  await firstSubmenu.click();
  await expect(sublist).toBeVisible();
  await expect(sublist.getByRole('link').first()).toBeVisible();

  // The search panel opens (its field arrives with the scripts; its box is there, quiet).
  const searchPanel = page.locator('#sh-header-search');
  await expect(searchPanel).toBeHidden();
  await page.getByTestId('search-toggle').click();
  await expect(searchPanel).toBeVisible();
  await expect(searchPanel.locator('.ui-spinner__wheel')).toHaveCount(0);

  // A footer accordion.
  const footer = page.getByTestId('site-footer');
  const infoLinks = footer.getByRole('navigation', { name: 'Informazioni' }).getByRole('list');
  await expect(infoLinks).toBeHidden();
  await footer.locator('summary', { hasText: 'Informazioni' }).click();
  await expect(infoLinks).toBeVisible();
  await expect(infoLinks.getByRole('link').first()).toBeVisible();

  // The size guide's panel, and its close button.
  const guide = page.getByRole('dialog', { name: 'Guida alle taglie' });
  await expect(guide).toBeHidden();
  await page.getByTestId('size-guide-button').click();
  await expect(guide).toBeVisible();
  await guide.getByRole('button', { name: 'Chiudi' }).click();
  await expect(guide).toBeHidden();

  // …nor once it has woken and waits for its scripts.
  await expect(spinners).toHaveCount(0);
  expect(await hydrated(page)).toBe(false);
});

test('[30.2] on a phone 4× slower, the menu is on screen within 100 ms of its tap, before any script of ours ran', async ({ page }) => {
  await refuseOurScripts(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(PRODUCT);
  // Measured in the page: from the pointer going down on the button to the first frame that
  // draws the menu's list.
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="menu-toggle"]')!;
    const list = document.getElementById('sh-nav-list')!;
    (window as unknown as { menuShown: Promise<number> }).menuShown = new Promise((resolve) => {
      button.addEventListener(
        'pointerdown',
        () => {
          const start = performance.now();
          const check = () => {
            if (list.getBoundingClientRect().height > 0) resolve(performance.now() - start);
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { once: true },
      );
    });
  });
  await page.getByTestId('menu-toggle').click();
  const ms = await page.evaluate(() => (window as unknown as { menuShown: Promise<number> }).menuShown);
  test.info().annotations.push({ type: 'menu tap → menu visible (CPU 4×)', description: `${ms.toFixed(1)} ms` });
  expect(ms).toBeLessThanOrEqual(100);
  await expect(page.getByTestId('main-nav').getByRole('link', { name: 'Bagno', exact: true })).toBeVisible();
  expect(await hydrated(page)).toBe(false);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
});

test('[30.2] once the page runs, the same controls keep working: a menu opened before hydration is the hydrated header\'s, and a new page closes it', async ({ page }) => {
  // Our scripts come late, as on a slow network: the tap lands before them.
  let release: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await arrived;
    await route.continue();
  });
  await page.goto(PRODUCT);
  await page.getByTestId('menu-toggle').click();
  const bath = page.getByTestId('main-nav').getByRole('link', { name: 'Bagno', exact: true });
  await expect(bath).toBeVisible();
  release();
  await expect.poll(() => hydrated(page), { timeout: 20_000 }).toBe(true);
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-menu-open', 'true');
  await expect(bath).toBeVisible();
  await bath.click();
  await expect(page).toHaveURL(/\/it\/bagno$/);
  await expect(bath).toBeHidden();
  await expect(page.getByTestId('site-header')).toHaveAttribute('data-menu-open', 'false');
});
