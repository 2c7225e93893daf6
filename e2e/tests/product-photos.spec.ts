/**
 * Issue 17 point 7 in Chromium: product photos are raster photos of the product's cloth, picked by
 * the browser from a srcset in the width it needs and in AVIF; the product page's first photo is
 * preloaded from the first HTML.
 */
import { expect, test } from '../support/test.ts';

const PRODUCT = '/it/letto/lenzuola/lenzuolo-in-lino-lavato-sabbia-10016';

test('issue 17 §7 the product page photo is an AVIF photo of the width the screen needs, preloaded from the first HTML', async ({ page }) => {
  const photos: { url: string; type: string }[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/media/products/')) photos.push({ url: response.url(), type: response.headers()['content-type'] ?? '' });
  });
  const html = await (await page.request.get(PRODUCT)).text();
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<link rel="preload" as="image" imageSrcSet="\/media\/products\/lenzuolo-in-lino-lavato-sabbia-10016-1\.jpg\?w=320 320w,/);

  await page.goto(PRODUCT);
  const photo = page.locator('img.cat-product__photo').first();
  await expect(photo).toBeVisible();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const chosen = await photo.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, natural: img.naturalWidth, shown: img.clientWidth, ratio: img.naturalHeight / img.naturalWidth }));
  expect(chosen.src).toMatch(/\/media\/products\/lenzuolo-in-lino-lavato-sabbia-10016-1\.jpg\?w=(320|480|640|960|1280)$/);
  // Not a blurry thumbnail blown up, nor the largest file for a small box; the 4:5 shape kept.
  expect(chosen.natural).toBeGreaterThanOrEqual(chosen.shown);
  expect(chosen.ratio).toBeCloseTo(1.25, 1);
  const first = photos.find((p) => p.url.endsWith(chosen.src.slice(chosen.src.indexOf('/media/'))));
  expect(first?.type).toBe('image/avif');
});

test('issue 17 §7 list cards carry a srcset and sizes, and their photos load', async ({ page }) => {
  await page.goto('/it/letto/lenzuola');
  const card = page.getByTestId('product-card').first().locator('img');
  await expect(card).toHaveAttribute('srcset', /\?w=320 320w, .*\?w=1280 1280w$/);
  await expect(card).toHaveAttribute('sizes', /50vw$/);
  await expect.poll(() => card.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
