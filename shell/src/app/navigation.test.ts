import { afterEach, describe, expect, it } from 'vitest';
import { routableHref } from './navigation.ts';

const here = { origin: 'http://shop.test', pathname: '/it/letto', search: '' };

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html;
  const anchor = document.body.querySelector('a') as HTMLAnchorElement;
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  Object.defineProperty(event, 'target', { value: anchor.firstElementChild ?? anchor });
  return event;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('links rendered by remotes (architecture §2: navigation never reloads the shop)', () => {
  it('a plain click on a shop link goes through the router, query and hash kept', () => {
    expect(routableHref(clickOn('<a href="http://shop.test/it/bagno?sort=price#top"><span>Bagno</span></a>'), here)).toBe('/it/bagno?sort=price#top');
  });

  it('leaves to the browser: modified clicks, new tabs, downloads, other sites, API files and non-shop paths', () => {
    expect(routableHref(clickOn('<a href="http://shop.test/it/bagno">x</a>', { ctrlKey: true }), here)).toBeNull();
    expect(routableHref(clickOn('<a href="http://shop.test/it/bagno" target="_blank">x</a>'), here)).toBeNull();
    expect(routableHref(clickOn('<a href="http://shop.test/it/catalogo.pdf" download>x</a>'), here)).toBeNull();
    expect(routableHref(clickOn('<a href="https://www.instagram.com/trama">x</a>'), here)).toBeNull();
    expect(routableHref(clickOn('<a href="http://shop.test/media/default.svg">x</a>'), here)).toBeNull();
    expect(routableHref(clickOn('<a href="http://shop.test/mailbox">x</a>'), here)).toBeNull();
  });

  it('the skip link to #main stays a jump inside the page', () => {
    expect(routableHref(clickOn('<a href="http://shop.test/it/letto#main">skip</a>'), here)).toBeNull();
  });
});
