// Long on purpose: the product page's rules (sizes, prices, add to basket, store pickup), one test each, on one rendered page set-up.
import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { getBus } from '@trama/shared/bus';
import { pageHeadFor } from '@trama/shared/ui';
import { fakeFetch, product, routeFetch, size } from '../../../test-support/product.ts';
import { ProductPage } from './product-page.tsx';
import { productPageProps, recordBasketAdds, resetProductPageAfterEach } from '../test-support/open-product-page.tsx';
import { BASKET_WAIT_MS } from './use-add-to-cart.ts';

const props = productPageProps();
const BY_URL = '/api/external/product/by-canonical-url';
const sheet = product({
  sizes: [
    size({ size: 'S', productId: 1001, webInventory: 0 }),
    size({ size: 'M', productId: 1002, webInventory: 3 }),
    size({ size: 'L', productId: 1003, webInventory: 40 }),
  ],
});

function serve(body: unknown) {
  const api = routeFetch({
    [BY_URL]: { body },
    '/api/external/clickstream/create': { status: 201, body: {} },
    '/api/external/product/attributes/care/': { body: { Lavaggio: ['Lavare a 40°'] } },
    '/api/external/product/attributes/composition/': { body: [{ attribute: 'Tessuto', attributeValue: 'cotone', value: 100 }] },
  });
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

resetProductPageAfterEach();

/** The sheet's page, with a basket that answers `reply` (accepts, unless told). */
function openSheet(reply?: Parameters<typeof recordBasketAdds>[0]) {
  serve(sheet);
  const cart = recordBasketAdds(reply);
  render(<ProductPage {...props} />);
  return cart;
}

/** A tap on "add" shows `message` and sends the basket nothing. */
function expectAddRefused(cart: ReturnType<typeof recordBasketAdds>, message: string) {
  fireEvent.click(screen.getByTestId('add-to-cart'));
  expect(screen.getByTestId('add-to-cart-message').textContent).toBe(message);
  expect(cart.sent).toEqual([]);
  cart.off();
}

describe('product page', () => {
  it('§2 shows a spinner, then the product asked by menu and canonical URL, with old price and instalment hint', async () => {
    const api = serve(product({ oldPrice: 120, listPriceAfterDiscount: 79.9, sizes: [size({ startingPrice: 79.9, oldPrice: 120, listPriceAfterDiscount: 79.9 })] }));
    render(<ProductPage {...props} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Lenzuolo Aurora');
    expect(screen.getAllByText('79,90 €').length).toBeGreaterThan(0);
    expect(document.querySelector('del')?.textContent).toBe('Prezzo precedente 120,00 €');
    expect(screen.getByText('Oppure 3 rate da 26,63 €')).toBeTruthy();
    const url = api.calls[0]!.url;
    expect(url.pathname).toBe(BY_URL);
    expect(Object.fromEntries(url.searchParams)).toEqual({ menu: '/letto/lenzuola', canonicalUrl: 'lenzuolo-aurora' });
  });

  it('§4 the first photo is a plain high-priority image with its size', async () => {
    serve(product({ photosX75: ['/media/products/101-b.svg'] }));
    render(<ProductPage {...props} />);
    const img = await screen.findByAltText('Lenzuolo Aurora');
    expect([img.getAttribute('fetchpriority'), img.getAttribute('width'), img.getAttribute('height')]).toEqual(['high', '600', '750']);
  });

  it('§4/§5 preselects the first size in stock with quantity 1; lists only sizes in stock; low stock shows the count', async () => {
    serve(sheet);
    render(<ProductPage {...props} />);
    const options = await screen.findAllByTestId('size-option');
    expect(options.map((o) => o.dataset.size)).toEqual(['M', 'L']);
    expect(options.map((o) => o.getAttribute('aria-pressed'))).toEqual(['true', 'false']);
    const quantity = screen.getByTestId('quantity-select') as HTMLSelectElement;
    expect(quantity.value).toBe('1');
    expect([...quantity.options].map((o) => o.value)).toEqual(['0', '1', '2', '3']);
    expect(screen.getByText('Solo 3 pezzi disponibili')).toBeTruthy();
    fireEvent.click(options[1]!);
    expect([...(screen.getByTestId('quantity-select') as HTMLSelectElement).options]).toHaveLength(11);
    expect(screen.queryByText(/disponibili/)).toBeNull();
  });

  it('§4 clicking the chosen size again deselects it, and adding then says addToCart.4 and sends nothing', async () => {
    const cart = openSheet();
    const [m] = await screen.findAllByTestId('size-option');
    fireEvent.click(m!);
    expect(m!.getAttribute('aria-pressed')).toBe('false');
    expectAddRefused(cart, 'Scegli una misura.');
  });

  it('§5 quantity 0 says addToCart.3 and sends nothing', async () => {
    const cart = openSheet();
    fireEvent.change(await screen.findByTestId('quantity-select'), { target: { value: '0' } });
    expectAddRefused(cart, 'Scegli una quantità.');
  });

  it('storefront §4 "add" is enabled only with a size and a quantity above 0; a tap on it before still shows the §5 message', async () => {
    const cart = openSheet();
    const add = await screen.findByTestId('add-to-cart');
    expect(add.getAttribute('aria-disabled')).toBe('false');
    // Never the `disabled` attribute: a disabled button gets no click, and the page loader could not hold a tap on it.
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '0' } });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.hasAttribute('disabled')).toBe(false);
    fireEvent.click(add);
    expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Scegli una quantità.');
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '1' } });
    expect(add.getAttribute('aria-disabled')).toBe('false');
    const [m] = screen.getAllByTestId('size-option');
    fireEvent.click(m!);
    expect(add.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(add);
    expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Scegli una misura.');
    expect(cart.sent).toEqual([]);
    fireEvent.click(m!);
    expect(add.getAttribute('aria-disabled')).toBe('false');
    cart.off();
  });

  it('[31.6] storefront §3 / §4 a pack of pieces is added whole: its heading (priced 0) and each piece at its pack price, with the pack refs', async () => {
    const piece = (productId: number, size: string, own: number, inPack: number) => ({
      productId, name: `Pezzo ${productId}`, size, sizeName: size, productReference: `80${productId}`, webInventory: 9,
      startingPrice: own, listPriceAfterDiscount: inPack, discountDetail: { percentage: 15 },
    });
    serve(product({ productId: 5000001, name: 'Pack notte Sabbia', pack: true, sizes: [size({ size: 'SET', productId: 5000001, startingPrice: 110.5, webInventory: 6 })], packPieces: [piece(10016, '160x280', 100, 85), piece(10050, '50x80', 30, 25.5)] }));
    const cart = recordBasketAdds();
    render(<ProductPage {...props} />);
    fireEvent.change(await screen.findByTestId('quantity-select'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(cart.sent).toHaveLength(1));
    const refs = [
      { parentProductId: 5000001, productId: 10016, discountDetail: { percentage: 15 } },
      { parentProductId: 5000001, productId: 10050, discountDetail: { percentage: 15 } },
    ];
    expect(cart.sent[0]).toEqual([
      expect.objectContaining({ productId: 5000001, parentProductId: 5000001, size: 'SET', quantity: 2, details: expect.objectContaining({ startingPrice: 0, listPriceAfterDiscount: 0, pack: refs }) }),
      expect.objectContaining({ productId: 10016, parentProductId: 5000001, size: '160x280', quantity: 2, details: expect.objectContaining({ listPriceAfterDiscount: 85, oldPrice: 100, pack: refs }) }),
      expect.objectContaining({ productId: 10050, parentProductId: 5000001, size: '50x80', quantity: 2, details: expect.objectContaining({ listPriceAfterDiscount: 25.5, oldPrice: 30, pack: refs }) }),
    ]);
    cart.off();
  });

  it('§4 adding sends basket.add with the line and shows the translated reply', async () => {
    const cart = openSheet(() => ({ status: 'maxLimit', messageKey: 'addToCart.2' }));
    fireEvent.change(await screen.findByTestId('quantity-select'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Hai raggiunto la quantità massima per questo articolo.'));
    expect(cart.sent).toEqual([[expect.objectContaining({ productId: 1002, parentProductId: 101, size: 'M', quantity: 2 })]]);
    expect(cart.sent[0]?.[0]?.details).toMatchObject({ name: sheet.name, itemType: 'EAN' });
    cart.off();
  });

  it('issue 30 §1 without the basket slice, adding waits for it however long (no fixed wait), and says the basket is unavailable once the shell says it could not load', async () => {
    serve(sheet);
    render(<ProductPage {...props} />);
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    // Past the old fixed wait: still waiting for the basket's code, no message.
    await new Promise((resolve) => setTimeout(resolve, BASKET_WAIT_MS + 500));
    expect(screen.queryByTestId('add-to-cart-message')?.textContent ?? '').toBe('');
    getBus().withdraw('basket.add');
    await waitFor(() => expect(screen.getByTestId('add-to-cart-message').textContent).toMatch(/carrello non è al momento disponibile/));
    // The page's bus outlives this test: a handler coming and going takes the withdrawal back.
    getBus().handle('basket.add', () => ({ status: 'added', messageKey: 'addToCart.1' }))();
  }, BASKET_WAIT_MS + 5000);

  it('docs/rendering.md: a shopper quicker than the basket code still adds: the add waits for the basket to answer', async () => {
    serve(sheet);
    render(<ProductPage {...props} />);
    fireEvent.click(await screen.findByTestId('add-to-cart'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cart = recordBasketAdds();
    await waitFor(() => expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Articolo aggiunto al carrello.'));
    cart.off();
  });

  it('§8 no size in stock shows catalogue.product.7 in place of the buy button (the store action instead); no sizes at all the no-size text', async () => {
    serve(product({ sizes: [size({ webInventory: 0 })] }));
    const view = render(<ProductPage {...props} />);
    expect(await screen.findByText('Esaurito')).toBeTruthy();
    expect(screen.queryByTestId('add-to-cart')).toBeNull();
    expect(screen.getByTestId('find-in-store').textContent).toBe('Trova in negozio');
    view.unmount();
    serve(product({ canonicalUrl: 'altro', sizes: [], inSale: true }));
    render(<ProductPage {...props} productCanonicalUrl="altro" />);
    expect(await screen.findByText('Articolo in saldo esaurito in tutte le misure.')).toBeTruthy();
  });

  it('§1/§5 click-and-collect mode lists every size; a size without web stock asks for a store (ui.open stores)', async () => {
    vi.stubEnv('TRAMA_SALES_MODE', 'click-and-collect');
    serve(sheet);
    const opened: unknown[] = [];
    const off = getBus().handle('ui.open', (payload) => void opened.push(payload));
    const cart = recordBasketAdds();
    render(<ProductPage {...props} />);
    const options = await screen.findAllByTestId('size-option');
    expect(options.map((o) => o.dataset.size)).toEqual(['S', 'M', 'L']);
    fireEvent.click(options[0]!);
    fireEvent.click(screen.getByTestId('find-in-store'));
    await waitFor(() =>
      expect(opened).toEqual([{ panel: 'stores', props: { line: expect.objectContaining({ productId: 1001, parentProductId: 101, size: 'S', quantity: 1 }) } }]),
    );
    expect(cart.sent).toEqual([]);
    off();
    cart.off();
    vi.unstubAllEnvs();
  });

  it('§4 a colour change (another product) reselects the first in-stock size with quantity 1', async () => {
    const blue = product({ productId: 102, canonicalUrl: 'lenzuolo-aurora-blu', sizes: [size({ size: 'XL', productId: 1020, webInventory: 0 }), size({ size: 'XXL', productId: 1021 })] });
    const api = routeFetch({
      [BY_URL]: ({ url }) => ({ body: url.searchParams.get('canonicalUrl') === 'lenzuolo-aurora-blu' ? blue : sheet }),
      '/api/external/clickstream/create': { status: 201, body: {} },
    });
    vi.stubGlobal('fetch', api.fetch);
    const view = render(<ProductPage {...props} />);
    const [, l] = await screen.findAllByTestId('size-option');
    fireEvent.click(l!);
    fireEvent.change(screen.getByTestId('quantity-select'), { target: { value: '5' } });
    view.rerender(<ProductPage {...props} productCanonicalUrl="lenzuolo-aurora-blu" />);
    await waitFor(() => expect(screen.getAllByTestId('size-option').map((o) => o.dataset.size)).toEqual(['XXL']));
    expect(screen.getByTestId('size-option').getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByTestId('quantity-select') as HTMLSelectElement).value).toBe('1');
  });

  it('§4 colours link to each variant page', async () => {
    serve(
      product({
        sizes: [size()],
        colors: [
          { code: '#ffffff/bianco', name: 'Bianco', productId: 101, canonicalUrl: 'lenzuolo-aurora' },
          { code: '#00f/blu', name: 'Blu', productId: 102, canonicalUrl: 'lenzuolo-aurora-blu' },
        ],
      }),
    );
    render(<ProductPage {...props} />);
    const colours = await screen.findAllByTestId('color-option');
    expect(colours.map((c) => c.getAttribute('href'))).toEqual(['/it/letto/lenzuola/lenzuolo-aurora', '/it/letto/lenzuola/lenzuolo-aurora-blu']);
  });

  it('§4 a set: each item its own size and quantity, adding sends the selection and empties it', async () => {
    const items = Array.from({ length: 9 }, (_, i) =>
      product({ productId: 200 + i, name: `Pezzo ${i + 1}`, sizes: [size({ size: 'M', productId: 2000 + i, startingPrice: 10 })] }),
    );
    serve(product({ productId: 150, productType: 'C', sizes: [], compositeData: { name: 'Set Aurora', description: 'd'.repeat(300), products: items } }));
    const cart = recordBasketAdds();
    render(<ProductPage {...props} />);
    const shown = await screen.findAllByTestId('set-item');
    expect(shown).toHaveLength(8);
    expect(screen.getByText(`${'d'.repeat(200)}…`)).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Scegli una quantità.');
    fireEvent.change(within(shown[1]!).getByTestId('quantity-select'), { target: { value: '2' } });
    expect(screen.getByText('Totale selezione: 20,00 €')).toBeTruthy();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    await waitFor(() => expect(screen.getByTestId('add-to-cart-message').textContent).toBe('Articolo aggiunto al carrello.'));
    expect(cart.sent).toEqual([[expect.objectContaining({ productId: 2001, parentProductId: 150, size: 'M', quantity: 2 })]]);
    expect(screen.getByText('Totale selezione: 0,00 €')).toBeTruthy();
    cart.off();
  });

  it('§4 detail tabs: description first, care and composition asked when opened', async () => {
    const api = serve(sheet);
    render(<ProductPage {...props} />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Descrizione', 'Manutenzione', 'Composizione']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Percalle di puro cotone.');
    fireEvent.click(tabs[1]!);
    expect(await screen.findByText('Lavare a 40°')).toBeTruthy();
    fireEvent.click(tabs[2]!);
    expect(await screen.findByText('Tessuto: 100% cotone')).toBeTruthy();
    expect(api.calls.some((c) => c.url.pathname === '/api/external/product/attributes/care/101')).toBe(true);
  });

  it('storefront §9 / §4 the description preview is 92 characters, cut with an ellipsis; "read more" shows the rest', async () => {
    const long = `${'Percalle di puro cotone pettinato, tessuto a 200 fili, '.repeat(4)}fine.`;
    serve(product({ description: long, sizes: sheet.sizes }));
    render(<ProductPage {...props} />);
    const panel = await screen.findByRole('tabpanel');
    const preview = `${long.slice(0, 92).trimEnd()}…`;
    expect(within(panel).getByTestId('description').textContent).toBe(preview);
    const more = within(panel).getByRole('button', { name: 'Leggi tutto' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(within(panel).getByTestId('description').textContent).toBe(long);
    const less = within(panel).getByRole('button', { name: 'Mostra meno' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(less);
    expect(within(panel).getByTestId('description').textContent).toBe(preview);
  });

  it('storefront §9 a description of at most 92 characters is shown whole, with no "read more"', async () => {
    serve(product({ description: 'x'.repeat(92), sizes: sheet.sizes }));
    render(<ProductPage {...props} />);
    const panel = await screen.findByRole('tabpanel');
    expect(within(panel).getByTestId('description').textContent).toBe('x'.repeat(92));
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('§4 cookie consent: without approval no clickstream request and no browserId stored', async () => {
    for (const choice of [null, 'cookieRejected']) {
      if (choice) localStorage.setItem('access', choice);
      const api = serve(sheet);
      render(<ProductPage {...props} />);
      await screen.findByRole('heading', { level: 1 });
      await waitFor(() => expect(api.calls.some((c) => c.url.pathname.startsWith('/api/external/product/'))).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(api.calls.some((c) => c.url.pathname === '/api/external/clickstream/create')).toBe(false);
      expect(localStorage.getItem('browserId')).toBeNull();
      cleanup();
    }
  });

  it('§2 structured data and §3 a clickstream view with a browserId kept in localStorage (after cookie approval)', async () => {
    localStorage.setItem('access', 'cookieApproval');
    const api = serve(sheet);
    const view = render(<ProductPage {...props} />);
    await screen.findByRole('heading', { level: 1 });
    // The structured data goes to <head> through the shell (useServerPageHead), not into the page.
    expect(view.container.querySelector('script[type="application/ld+json"]')).toBeNull();
    const ld = await waitFor(() => pageHeadFor(location.pathname)!.jsonLd!);
    // Issue 29 §20: a product in sizes is a ProductGroup with a Product per size.
    expect(ld.map((x) => x['@type'])).toEqual(['ProductGroup', 'BreadcrumbList']);
    await waitFor(() => expect(api.calls.some((c) => c.url.pathname === '/api/external/clickstream/create')).toBe(true));
    const event = api.calls.find((c) => c.url.pathname === '/api/external/clickstream/create')!.body as Record<string, unknown>;
    expect(event).toMatchObject({ productId: 101, menuId: 11, brandId: 3, browserId: localStorage.getItem('browserId') });
    expect(localStorage.getItem('browserId')).toBeTruthy();
  });

  it('§4 the wishlist heart saves the product with its productUrl and removes the key when emptied', async () => {
    serve(sheet);
    render(<ProductPage {...props} />);
    const heart = await screen.findByTestId('wishlist-heart');
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('wishlist')!)).toMatchObject([{ productId: 101, productUrl: '/letto/lenzuola/lenzuolo-aurora' }]);
    expect(await getBus().current('wishlist')).toEqual({ productIds: [101] });
    fireEvent.click(heart);
    expect(localStorage.getItem('wishlist')).toBeNull();
  });

  it('[31.3] §4 the page sends view_item once for its product and the heart add_to_wishlist only when it saves', async () => {
    serve(sheet);
    const seen: string[] = [];
    const subscription = getBus()
      .commands('analytics.track')
      .subscribe((event) => seen.push(`${event.name}:${event.name === 'purchase' ? '' : event.data.items.map((i) => i.productId).join()}`));
    render(<ProductPage {...props} />);
    const heart = await screen.findByTestId('wishlist-heart');
    await waitFor(() => expect(seen).toEqual(['view_item:101']));
    fireEvent.click(heart);
    fireEvent.click(heart);
    fireEvent.click(heart);
    subscription.unsubscribe();
    expect(seen).toEqual(['view_item:101', 'add_to_wishlist:101', 'add_to_wishlist:101']);
  });

  it('§2 no product shows Error.5 and a back button (Error.6) to the stored backLink', async () => {
    sessionStorage.setItem('backLink', '/it/letto/lenzuola/filtres/colore/bianco');
    vi.stubGlobal('fetch', fakeFetch(404, { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: 'x' }).fetch);
    render(<ProductPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Prodotto non trovato');
    expect(screen.getByRole('link', { name: 'Torna indietro' }).getAttribute('href')).toBe('/it/letto/lenzuola/filtres/colore/bianco');
  });

  it('[29.8] a slug the API refuses (400) is the 404 page in place: heading, no spinner, no navigation', async () => {
    const seen: { to: string; replace?: boolean }[] = [];
    const off = getBus().handle('navigate', (payload) => void seen.push(payload));
    vi.stubGlobal('fetch', fakeFetch(400, { statusCode: 400, code: 'FST_ERR_VALIDATION', message: 'x' }).fetch);
    render(<ProductPage {...props} />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Pagina non trovata');
    expect(screen.queryByRole('status')).toBeNull();
    expect(seen).toEqual([]);
    off();
  });

  it('§2 any other load error goes to the 404 page', async () => {
    const seen: { to: string; replace?: boolean }[] = [];
    const off = getBus().handle('navigate', (payload) => void seen.push(payload));
    vi.stubGlobal('fetch', fakeFetch(500, { statusCode: 500, code: 'BOOM', message: 'x' }).fetch);
    render(<ProductPage {...props} />);
    await waitFor(() => expect(seen).toEqual([{ to: '/404', replace: true }]));
    off();
  });
});
