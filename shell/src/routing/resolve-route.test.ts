import { describe, expect, it } from 'vitest';
import { menuItem, shopMenu } from '../test-support/menu.ts';
import { resolveRoute, type ResolvedRoute } from './resolve-route.ts';
import { buildRouteTable } from './route-table.ts';

const table = buildRouteTable(shopMenu());
const go = (pathname: string, search = '') => resolveRoute(pathname, table, search);
const screen = (route: ResolvedRoute) =>
  route.target.kind === 'remote' ? `${route.target.remote}/${route.target.parcel}` : `shell:${route.target.page}`;

describe('language prefix (storefront §2)', () => {
  it('§2 every path begins with /{language}: "/" becomes /it', () => {
    expect(go('/')).toMatchObject({ language: 'it', canonicalPath: '/it', status: 'redirect' });
  });

  it('§2 a path without a language gets the default one: /letto -> /it/letto', () => {
    const route = go('/letto');
    expect(route).toMatchObject({ language: 'it', canonicalPath: '/it/letto', status: 'redirect' });
    expect(screen(route)).toBe('catalogue/ProductList');
  });

  it('§2 an unknown language is replaced by it: /xx/letto -> /it/letto', () => {
    expect(go('/xx/letto')).toMatchObject({ language: 'it', canonicalPath: '/it/letto', status: 'redirect' });
    expect(go('/pt-br')).toMatchObject({ canonicalPath: '/it', status: 'redirect' });
  });

  it('§2 the language is the first segment: /en/letto is the English page, already canonical', () => {
    expect(go('/en/letto')).toMatchObject({ language: 'en', canonicalPath: '/en/letto', status: 'ok', path: '/letto' });
    for (const language of ['it', 'en', 'fr', 'de', 'es']) expect(go(`/${language}`).language).toBe(language);
  });

  it('§2 the language is given to the parcel with the path below it', () => {
    expect(go('/fr/letto/lenzuola').target.props).toMatchObject({ language: 'fr', path: '/letto/lenzuola' });
  });
});

describe('canonical URL replacement (storefront §2)', () => {
  it('§2 upper case, trailing and duplicate slashes are replaced by the canonical path', () => {
    expect(go('/IT/Letto/').canonicalPath).toBe('/it/letto');
    expect(go('//it//letto///lenzuola').canonicalPath).toBe('/it/letto/lenzuola');
    expect(go('/it/').canonicalPath).toBe('/it');
  });

  it('§2 a canonical path resolves without a redirect', () => {
    for (const path of ['/it', '/it/letto', '/it/letto/lenzuola', '/de/magazine/42', '/it/search']) {
      expect(go(path).status, path).toBe('ok');
    }
  });

  it('§2 filter values and activation keys keep their case (they are data, not slugs)', () => {
    expect(go('/IT/Letto/FILTRES/colore/Blu-Rosso').canonicalPath).toBe('/it/letto/filtres/colore/Blu-Rosso');
    expect(go('/it/ACTIVATE/AbC123').canonicalPath).toBe('/it/activate/AbC123');
  });

  it('§2 the query is not part of the path', () => {
    expect(go('/it/search?criteria=lino', '?criteria=lino')).toMatchObject({ canonicalPath: '/it/search', status: 'ok' });
    expect(go('/IT/Search/', '?criteria=Lino')).toMatchObject({ canonicalPath: '/it/search', params: { criteria: 'Lino' } });
  });
});

describe('fixed routes (storefront §2)', () => {
  it('§2 / is the home: content/HomePage with the grid of the gridTypeId 1 entry', () => {
    const home = go('/it');
    expect(screen(home)).toBe('content/HomePage');
    expect(home.target.props).toMatchObject({ gridId: 21, gridTypeId: 1 });
  });

  it('§2 /search takes its criteria from the query string', () => {
    const route = go('/it/search', '?criteria=lenzuola%20lino&page=2');
    expect(screen(route)).toBe('catalogue/SearchPage');
    expect(route.target.props).toMatchObject({ criteria: 'lenzuola lino' });
  });

  it('§2 /validate takes the discount code from the query string', () => {
    const route = go('/it/validate', '?code=WELCOME10');
    expect(screen(route)).toBe('basket/ValidateDiscount');
    expect(route.params).toEqual({ code: 'WELCOME10' });
  });

  it('§2 /503, /404, /login and /activate/{key}', () => {
    expect(screen(go('/it/503'))).toBe('content/Unavailable');
    expect(screen(go('/it/404'))).toBe('content/NotFound');
    expect(screen(go('/it/login'))).toBe('shell:login');
    const activate = go('/it/activate/k3y');
    expect(screen(activate)).toBe('shell:activate');
    expect(activate.params).toEqual({ activationKey: 'k3y' });
  });

  it('[29.6] /newsletter/confirm/{key}: the newsletter confirmation page; the key keeps its case', () => {
    const route = go('/de/newsletter/confirm/AbC-123_x');
    expect(screen(route)).toBe('shell:newsletter');
    expect(route).toMatchObject({ language: 'de', status: 'ok', canonicalPath: '/de/newsletter/confirm/AbC-123_x' });
    expect(route.target.props).toMatchObject({ confirmKey: 'AbC-123_x' });
  });

  it('account §2 /reset/finish/{resetKey} with the language prefix; the key keeps its case', () => {
    const route = go('/fr/reset/finish/AbC-123_x');
    expect(screen(route)).toBe('shell:reset');
    expect(route).toMatchObject({ language: 'fr', status: 'ok', canonicalPath: '/fr/reset/finish/AbC-123_x' });
    expect(route.params).toEqual({ resetKey: 'AbC-123_x' });
    expect(route.target.props).toMatchObject({ resetKey: 'AbC-123_x', orderPath: '/carrello' });
  });

  it('account §2 /reset/finish/{resetKey} without the language prefix gets the default language, key intact', () => {
    const route = go('/reset/finish/AbC123');
    expect(screen(route)).toBe('shell:reset');
    expect(route).toMatchObject({ language: 'it', status: 'redirect', canonicalPath: '/it/reset/finish/AbC123' });
    expect(route.params).toEqual({ resetKey: 'AbC123' });
    expect(go('/IT/Reset/Finish/AbC123').canonicalPath).toBe('/it/reset/finish/AbC123');
  });

  it('account §2 the reset page has no order path when the menu has no ma_commande entry', () => {
    const route = resolveRoute('/it/reset/finish/k', buildRouteTable([]));
    expect(route.target.props).toMatchObject({ resetKey: 'k', orderPath: null });
    expect(go('/it/reset/finish').status).toBe('not-found');
    expect(go('/it/reset').status).toBe('not-found');
  });

  it('account §2 /accepted and /failed: the card result pages read the order from ?orderId, ?id or textlibre', () => {
    const accepted = go('/it/accepted', '?orderId=100001');
    expect(screen(accepted)).toBe('basket/PaymentResult');
    expect(accepted.status).toBe('ok');
    expect(accepted.target.props).toMatchObject({
      outcome: 'accepted',
      wallet: false,
      orderRef: '100001',
      deliveryTag: null,
      orderPath: '/carrello',
      tilePaths: [
        { key: 'notre_savoir_faire', path: '/il-nostro-savoir-faire' },
        { key: 'nouveaux_precieux', path: '/nuovi-preziosi' },
      ],
    });
    expect(go('/it/failed', '?id=W100002').target.props).toMatchObject({ outcome: 'failed', orderRef: 'W100002' });
  });

  it('account §2 the provider callback carries textlibre and an optional DEP or STO value', () => {
    const callback = go('/accepted', '?textlibre=W100003&STO');
    expect(screen(callback)).toBe('basket/PaymentResult');
    expect(callback).toMatchObject({ status: 'redirect', canonicalPath: '/it/accepted' });
    expect(callback.target.props).toMatchObject({ orderRef: 'W100003', deliveryTag: 'STO' });
    expect(go('/it/accepted', '?textlibre=W1&mode=dep').target.props).toMatchObject({ deliveryTag: 'DEP' });
    expect(go('/it/accepted', '?textlibre=W1&mode=XYZ').target.props).toMatchObject({ deliveryTag: null });
  });

  it('account §2 /accepted-paypal and /failed-paypal are the wallet returns; no order id gives a null orderRef (home follows)', () => {
    expect(go('/it/accepted-paypal', '?orderId=7').target.props).toMatchObject({ outcome: 'accepted', wallet: true, orderRef: '7' });
    expect(go('/it/failed-paypal').target.props).toMatchObject({ outcome: 'failed', wallet: true, orderRef: null });
    expect(go('/it/accepted', '?orderId=%20%20').target.props).toMatchObject({ orderRef: null });
  });

  it('account §2 the checkout links its terms checkbox to the menu entry whose altUrl1 is cgv', () => {
    expect(go('/it/carrello').target.props).toMatchObject({ termsPath: '/condizioni-di-vendita' });
    expect(resolveRoute('/it/carrello', buildRouteTable(shopMenu().filter((m) => m.altUrl1 !== 'cgv'))).target.props).not.toHaveProperty(
      'termsPath',
      expect.any(String),
    );
  });

  it('issue 17 §4 the basket and the checkout page (menu keys ma_commande, paiement) link each other; the result pages get the checkout, orders and contact paths', () => {
    const table = buildRouteTable([...shopMenu(), menuItem({ key: 'paiement', label: 'Pagamento', canonicalUrl: '/pagamento' })]);
    const checkout = resolveRoute('/it/pagamento', table);
    expect(screen(checkout)).toBe('basket/OrderPage');
    expect(checkout.target.props).toMatchObject({ basketPath: '/carrello', checkoutPath: '/pagamento', termsPath: '/condizioni-di-vendita' });
    expect(resolveRoute('/it/carrello', table).target.props).toMatchObject({ basketPath: '/carrello', checkoutPath: '/pagamento' });
    expect(resolveRoute('/it/failed', table, '?orderId=5').target.props).toMatchObject({
      checkoutPath: '/pagamento',
      ordersPath: '/il-mio-account/ordini',
      contactPath: '/contatti',
    });
  });

  it('§2 unknown routes go to 404', () => {
    const route = go('/it/questa-pagina-non-esiste');
    expect(screen(route)).toBe('content/NotFound');
    expect(route.status).toBe('not-found');
    expect(go('/it/activate').status).toBe('not-found');
    expect(go('/it/faq/qualcosa').status).toBe('not-found');
  });
});

describe('menu routes (storefront §2)', () => {
  it('§2 the screen follows gridTypeId first', () => {
    expect(screen(go('/it/home'))).toBe('content/HomePage');
    expect(screen(go('/it/storia'))).toBe('content/ContentPage');
    expect(go('/it/storia').target.props).toMatchObject({ gridId: 30, gridTypeId: 7 });
    expect(screen(go('/it/magazine'))).toBe('content/MagazinePage');
  });

  it('§2 then the menu key: basket, account area, wishlist, shops, create account', () => {
    expect(screen(go('/it/carrello'))).toBe('basket/OrderPage');
    expect(screen(go('/it/il-mio-account'))).toBe('account/AccountPage');
    expect(screen(go('/it/il-mio-account/ordini'))).toBe('account/AccountPage');
    expect(screen(go('/it/preferiti'))).toBe('catalogue/Wishlist');
    expect(screen(go('/it/negozi'))).toBe('stores/StoreLocator');
    expect(screen(go('/it/crea-account'))).toBe('shell:signin');
  });

  it('§2 the gold-and-silver page (route key orEtArgent) is the catalogue GoldSilver parcel with its menu entry', () => {
    const gold = menuItem({ key: 'orEtArgent', label: 'Oro e argento', canonicalUrl: '/oro-e-argento', gridTypeId: 5, menuType: 'PAGE' });
    const route = resolveRoute('/it/oro-e-argento', buildRouteTable([...shopMenu(), gold]));
    expect(screen(route)).toBe('catalogue/GoldSilver');
    expect(route.target.props).toMatchObject({ menu: { key: 'orEtArgent' } });
  });

  it('§2 then the menu type: MENU and CATALOGUE list products, PAGE is a content page', () => {
    expect(screen(go('/it/letto'))).toBe('catalogue/ProductList');
    expect(screen(go('/it/bagno'))).toBe('catalogue/ProductList');
    expect(screen(go('/it/faq'))).toBe('content/ContentPage');
  });

  it('account §2 the shopper key is the personal-shopper booking, with the store passed in navigation (?storeId)', () => {
    const route = resolveRoute('/it/personal-shopper', buildRouteTable(shopMenu()), '?storeId=101');
    expect(screen(route)).toBe('stores/ShopperPage');
    expect(route.target.props).toMatchObject({ storeId: 101, locatorPath: '/negozi' });
    expect(resolveRoute('/it/personal-shopper', buildRouteTable(shopMenu())).target.props).toMatchObject({ storeId: null });
    expect(resolveRoute('/it/personal-shopper', buildRouteTable(shopMenu()), '?storeId=1%3Bdrop').target.props).toMatchObject({ storeId: null });
  });

  it('storefront §2 the entry whose altUrl1 is shops is the shops list (countries, cities, stores)', () => {
    const shops = menuItem({ key: 'elenco_negozi', label: 'Tutti i negozi', canonicalUrl: '/negozi/elenco', altUrl1: 'shops' });
    const route = resolveRoute('/it/negozi/elenco', buildRouteTable([...shopMenu(), shops]));
    expect(screen(route)).toBe('stores/ShopsList');
    expect(route.target.props).toMatchObject({ shopperPath: '/personal-shopper' });
  });

  it('account §2 the store locator gets the path of the shopper page', () => {
    expect(go('/it/negozi').target.props).toMatchObject({ shopperPath: '/personal-shopper' });
    expect(resolveRoute('/it/negozi', buildRouteTable(shopMenu().filter((m) => m.key !== 'shopper'))).target.props).toMatchObject({ shopperPath: undefined });
  });

  it('§2 the page receives its menu entry', () => {
    const route = go('/it/letto/lenzuola');
    expect(route.menu?.key).toBe('lenzuola');
    expect(route.target.props).toMatchObject({ menu: { key: 'lenzuola' }, filterPath: '' });
  });
});

describe('extra routes per menu entry (storefront §2)', () => {
  it('§2 a magazine entry has a /{postId} detail path', () => {
    const route = go('/it/magazine/42');
    expect(screen(route)).toBe('content/MagazinePost');
    expect(route.params).toEqual({ postId: '42' });
    expect(route.target.props).toMatchObject({ postId: '42', menu: { key: 'magazine' } });
  });

  it('§2 a menu entry has a /filtres/{name}/{v1-v2}/... path for the product list', () => {
    const route = go('/it/letto/lenzuola/filtres/colore/bianco-blu/taglia/{perc}50');
    expect(screen(route)).toBe('catalogue/ProductList');
    expect(route.target.props).toMatchObject({ filterPath: '/filtres/colore/bianco-blu/taglia/{perc}50', menu: { key: 'lenzuola' } });
  });

  it('§2 a product path is /{menuCanonicalUrl}/{canonicalUrl}', () => {
    const route = go('/it/letto/lenzuola/lenzuolo-lino-bianco');
    expect(screen(route)).toBe('catalogue/ProductPage');
    expect(route.target.props).toMatchObject({ productCanonicalUrl: 'lenzuolo-lino-bianco', menu: { key: 'lenzuola' } });
  });

  it('§2 a child menu path wins over a product path of its parent', () => {
    expect(screen(go('/it/letto/piumini'))).toBe('catalogue/ProductList');
    expect(go('/it/letto/piumini').menu?.key).toBe('piumini');
    expect(screen(go('/it/letto/federa-lino'))).toBe('catalogue/ProductPage');
  });

  it('§2 a PAGE entry and a magazine post have no deeper paths', () => {
    expect(go('/it/magazine/42/altro').status).toBe('not-found');
    expect(go('/it/storia/filtres/colore/blu').status).toBe('not-found');
  });
});

describe('menu failure (storefront §4 Home grid)', () => {
  it('§4 with an empty menu the fixed routes still work and the home has no grid', () => {
    const empty = buildRouteTable([]);
    expect(resolveRoute('/it', empty).target.props).toMatchObject({ gridId: null });
    expect(resolveRoute('/it/letto', empty).status).toBe('not-found');
    expect(resolveRoute('/it/login', empty).status).toBe('ok');
  });

  it('entries that are not shop paths (external links) make no route', () => {
    const external = buildRouteTable([menuItem({ key: 'footer_3_ext', canonicalUrl: 'https://example.com/x' })]);
    expect(external.routes).toEqual([]);
  });
});
